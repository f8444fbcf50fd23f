/**
 * The HTTP plumbing of the rebuild service (./service.ts): its own answers
 * (status, webhook verdicts, "being built") with the site's security headers and never cached, and
 * whether a status request wants JSON.
 */
import type { ServerResponse } from 'node:http';
import { responseHeaders } from '../../src/security/headers.ts';

/** The service's own answers (status, webhook, "being built") carry the site's security headers, never cached. */
export function serviceHeaders(status: number, headers: Record<string, string>): Record<string, string> {
  return { ...responseHeaders('/', status), 'Cache-Control': 'no-store', ...headers };
}

export function json(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = `${JSON.stringify(body, null, 2)}\n`;
  response.writeHead(status, serviceHeaders(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers }));
  response.end(text);
}

export function notBuiltYet(response: ServerResponse): void {
  response.writeHead(503, serviceHeaders(503, { 'Content-Type': 'text/html; charset=utf-8', 'Retry-After': '10' }));
  response.end(
    '<!doctype html><html lang="en"><title>Being built</title><p>The site is being built. Please try again in a moment.</p></html>\n',
  );
}

/** `/status.json`, `?format=json`, or an Accept header that prefers JSON to HTML (media types are case-insensitive; q-values count). */
export function wantsJson(accept: string | undefined, url: URL): boolean {
  if (url.pathname.endsWith('.json') || url.searchParams.get('format') === 'json') return true;
  const weights = { 'application/json': 0, 'text/html': 0 };
  for (const part of (accept ?? '').toLowerCase().split(',')) {
    const [type = '', ...params] = part.split(';').map((item) => item.trim());
    if (type !== 'application/json' && type !== 'text/html') continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (Number.isFinite(weight)) weights[type] = Math.max(weights[type], weight);
  }
  return weights['application/json'] > weights['text/html'];
}
