/**
 * `/status` of the rebuild service (./service.ts): the snapshot of releases, webhooks and builds,
 * public, or in full with the webhook token (paths relative to the project or $PUBLISHER_DIR); JSON
 * or HTML as the client prefers.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { isInsideOrSame, projectRoot } from '../lib/paths.ts';
import { checkStaticToken } from '../lib/webhook-signature.ts';
import type { PublishRun } from './run.ts';
import type { PublisherOptions } from './options.ts';
import { json, serviceHeaders, wantsJson } from './service-http.ts';
import { fullStatus, publicStatus, statusHtml, type PathLabels, type StatusSnapshot } from './status.ts';

export function snapshot(run: PublishRun): StatusSnapshot {
  const { releases, counters, scheduler, buildLog, urls } = run;
  return {
    service: 'publisher',
    now: new Date().toISOString(),
    live: {
      url: urls.live,
      release: releases.live.current() ? path.basename(releases.live.current()!) : null,
      startup: run.warm?.startup() ?? null,
    },
    preview: urls.preview
      ? { url: urls.preview, release: releases.preview.current() ? path.basename(releases.preview.current()!) : null }
      : null,
    webhooks: { accepted: counters.accepted, refused: counters.refused, queued: scheduler.queued },
    building: scheduler.busy,
    searching: run.warm?.searching() ?? false,
    builds: buildLog.list(),
  };
}

/** The folders the full status names paths relative to: the project, or $PUBLISHER_DIR outside it. */
function statusFolders(options: PublisherOptions): PathLabels {
  return [
    { dir: projectRoot, label: '' },
    ...(isInsideOrSame(projectRoot, options.dir) ? [] : [{ dir: options.dir, label: '$PUBLISHER_DIR' }]),
  ];
}

export function sendStatus(run: PublishRun, request: IncomingMessage, response: ServerResponse, url: URL): void {
  const { options } = run;
  const authorization = request.headers.authorization;
  if (authorization !== undefined && !(options.auth.token && checkStaticToken(options.auth.token, authorization))) {
    json(
      response,
      401,
      { error: 'unauthorized: the full status needs Authorization: Bearer <PUBLISHER_TOKEN>' },
      { 'WWW-Authenticate': 'Bearer' },
    );
    return;
  }
  const status = authorization === undefined ? publicStatus(snapshot(run)) : fullStatus(snapshot(run), statusFolders(options));
  if (wantsJson(request.headers.accept, url)) json(response, 200, status);
  else {
    response.writeHead(200, serviceHeaders(200, { 'Content-Type': 'text/html; charset=utf-8' }));
    response.end(statusHtml(status));
  }
}
