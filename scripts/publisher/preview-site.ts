/**
 * The preview site of the rebuild service (./service.ts): the drafts of the current preview release,
 * only for a browser that came through a signed link or holds the session it started
 * (./preview-access.ts; anyone else gets 401 and learns nothing, not even "being built"), never
 * indexed, never cached for others, and the content system's preview links (./preview-links.ts).
 */
import type { ServerResponse } from 'node:http';
import type { GuardedHandler } from '../lib/http-guard.ts';
import { createStaticHandler } from '../lib/static-server.ts';
import { framableBy } from '../../src/security/headers.ts';
import { keepPrivate, previewAccess, previewLocked } from './preview-access.ts';
import { PREVIEW_LINK_PATH, resolvePreviewLink, type PreviewLinkAnswer } from './preview-links.ts';
import type { Releases } from './releases.ts';
import { notBuiltYet, serviceHeaders } from './service-http.ts';

export interface PreviewSiteOptions {
  releases: Releases;
  /** Signs the preview links and sessions (PREVIEW_SECRET). */
  secret: string;
  /** Origins that may show the preview in a frame (a content system's admin). */
  frameAncestors: readonly string[];
}

export function previewSiteHandler({ releases, secret, frameAncestors }: PreviewSiteOptions): GuardedHandler {
  const site = createStaticHandler(releases.currentLink, { frameAncestors });
  return (request, response, url) => {
    response.setHeader('X-Robots-Tag', 'noindex, nofollow');
    const access = previewAccess(secret, request, url, Date.now());
    if (!access.allowed) {
      previewLocked(request, response, access.why, frameAncestors);
      return;
    }
    if (access.setCookie) response.setHeader('Set-Cookie', access.setCookie);
    keepPrivate(response);
    const release = releases.current();
    if (!release) notBuiltYet(response);
    else if (url.pathname === PREVIEW_LINK_PATH) sendPreviewLink(response, resolvePreviewLink(release, url.searchParams), frameAncestors);
    else site(request, response, url);
  };
}

/** The answer to a content system's preview link (./preview-links.ts): a redirect, or a short page that says why not. */
function sendPreviewLink(response: ServerResponse, answer: PreviewLinkAnswer, frameAncestors: readonly string[]): void {
  // Shown in the content system's frame like the preview's pages.
  const headers = (extra: Record<string, string>) => framableBy(serviceHeaders(answer.status, extra), frameAncestors);
  if (answer.status === 302) {
    response.writeHead(302, headers({ Location: answer.location })).end();
    return;
  }
  response.writeHead(answer.status, headers({ 'Content-Type': 'text/plain; charset=utf-8' }));
  response.end(`${answer.message}\n`);
}
