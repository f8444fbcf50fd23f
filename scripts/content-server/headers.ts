/**
 * The security headers of every answer of the content server (set in server.ts before any handler
 * runs, so GraphQL JSON, errors, 404s, /uploads/ files and the answers of Node's own parser all carry
 * them). The site's set (src/security/headers.ts: HSTS, nosniff, X-Frame-Options, COOP,
 * Permissions-Policy) with what differs for an API:
 *
 * - `Referrer-Policy: no-referrer`: nothing of the content server's address leaves with a link.
 * - `Cross-Origin-Resource-Policy: same-origin`: no other site may embed its answers (no page of the
 *   site loads anything from it: the build fetches uploads server-side and pages link to the copies
 *   in the built site; CORS requests are not governed by it).
 * - A Content-Security-Policy of its own. JSON and text load nothing: `default-src 'none';
 *   frame-ancestors 'none'`. Files (uploads) are also `sandbox`ed: an SVG of the seed, or any file a
 *   browser would render, runs no script and has no origin. GraphiQL's page (GET /graphql from a
 *   browser) carries its full policy in a `<meta>` of its own (graphiql-page.ts: the hash of its
 *   inline script, which changes with the page); the header adds what a `<meta>` cannot say
 *   (`frame-ancestors`) and names no `default-src`, which would apply on top and block the script.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { shouldRenderGraphiQL } from 'graphql-yoga';
import { SECURITY_HEADERS } from '../../src/security/headers.ts';

const NOTHING_CSP = "default-src 'none'; frame-ancestors 'none'";
export const FILE_CSP = "default-src 'none'; frame-ancestors 'none'; sandbox";
const GRAPHIQL_HEADER_CSP = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'; form-action 'none'";

/** What an answer is: JSON or text, a file, or GraphiQL's page. */
export type AnswerKind = 'api' | 'file' | 'graphiql';

/** The site's headers but its CSP and Referrer-Policy, lower case as Node sends them. */
const SHARED: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(SECURITY_HEADERS)
      .filter(([name]) => name !== 'Content-Security-Policy' && name !== 'Referrer-Policy')
      .map(([name, value]) => [name.toLowerCase(), value]),
  ),
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

const CSP: Record<AnswerKind, string> = { api: NOTHING_CSP, file: FILE_CSP, graphiql: GRAPHIQL_HEADER_CSP };

export function securityHeaders(kind: AnswerKind = 'api'): Record<string, string> {
  return { ...SHARED, 'content-security-policy': CSP[kind] };
}

/** Whether graphql-yoga answers this request to /graphql with GraphiQL's page (its own rule: a GET that accepts text/html). */
export function asksForGraphiql(req: IncomingMessage): boolean {
  const accept = req.headers.accept ?? null;
  const asked = { method: req.method, headers: { get: (name: string) => (name.toLowerCase() === 'accept' ? accept : null) } };
  return shouldRenderGraphiQL(asked as unknown as Request);
}

/** Sets the headers of an answer before its handler runs (a handler's own headers of the same name win). */
export function setSecurityHeaders(res: ServerResponse, kind: AnswerKind): void {
  for (const [name, value] of Object.entries(securityHeaders(kind))) res.setHeader(name, value);
}
