/**
 * A small static file server for a built site, behaving like the reference host (Netlify):
 * - files are served by ./static-files.ts; a folder answers with its index.html; conditional requests
 *   (304) and byte ranges (206, 416; an invalid Range is ignored) follow RFC 9110 (./byte-ranges.ts);
 * - `/de` (a folder without the trailing slash) answers 301 → `/de/`, the canonical form;
 * - a path no file answers that a rule of the site's `_redirects` names answers that rule's redirect, as
 *   on Netlify (./redirect-rules.ts: the old paths of migrated entries); the file itself is not served;
 * - unknown paths answer the built 404 page with status 404: `<dir>/<first segment>/404.html`
 *   (or `…/404/index.html`) when it exists, so `/de/…` gets the German one, else `<dir>/404.html`.
 * - text responses (HTML, CSS, JavaScript, SVG, JSON, XML) are compressed with Brotli or gzip, as
 *   the client accepts (the `compression` middleware: `Vary: Accept-Encoding`, nothing under 1 KB),
 *   as a CDN does; images and fonts are sent as they are.
 * Files are looked up per request, so a rebuild that swaps the folder is picked up at once.
 * Every response carries the site's security headers and Cache-Control of src/security/headers.ts,
 * the module netlify.toml's [[headers]] are checked against: immutable for an existing file under
 * `/_astro/` or `/_img/`, revalidated for everything else (pages, 404s, redirects, `/uploads/…`).
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import compression from 'compression';
import { framableBy, responseHeaders as siteHeaders } from '../../src/security/headers.ts';
import { createGuardedServer, requestUrl, type GuardedHandler } from './http-guard.ts';
import { closeServer, listen } from './http-listen.ts';
import { isInsideOrSame } from './paths.ts';
import { SiteRedirectRules } from './redirect-rules.ts';
import { openSiteFile, sendSiteFile } from './static-files.ts';

export interface StaticServerOptions {
  /** The built site. */
  dir: string;
  /** Default 127.0.0.1. */
  host?: string;
  /** Default 4321; 0 picks a free port. */
  port?: number;
  /** Where a request that failed inside the server is reported; default standard error. */
  log?: (line: string) => void;
}

export interface RunningStaticServer {
  readonly host: string;
  readonly port: number;
  /** `http://<host>:<port>` */
  readonly url: string;
  close(): Promise<void>;
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The decoded path of a request URL, or undefined when it is malformed. */
function decodedPathname(rawPathname: string): string | undefined {
  try {
    return decodeURIComponent(rawPathname);
  } catch {
    return undefined;
  }
}

/** A file under `root` for the URL path segments, or undefined when it would escape `root`. */
function fileInside(root: string, ...segments: string[]): string | undefined {
  const file = path.join(root, ...segments);
  return isInsideOrSame(root, file) ? file : undefined;
}

/** `/de` → `/de/` when `<dir>/de/index.html` exists (and the last segment has no extension). */
function canonicalRedirect(root: string, rawPathname: string): string | undefined {
  if (rawPathname.endsWith('/') || rawPathname.startsWith('//')) return undefined;
  const pathname = decodedPathname(rawPathname);
  if (pathname === undefined || path.posix.extname(pathname) !== '') return undefined;
  const index = fileInside(root, pathname, 'index.html');
  return index && isFile(index) ? `${rawPathname}/` : undefined;
}

/** The 404 page answering `rawPathname`: the locale's own one when it exists, else the root one. */
function notFoundPageFor(root: string, rawPathname: string): string | undefined {
  const first = decodedPathname(rawPathname)?.split('/')[1] ?? '';
  const candidates: string[] = [];
  if (/^[A-Za-z0-9_-]+$/.test(first)) {
    candidates.push(path.join(root, first, '404.html'), path.join(root, first, '404', 'index.html'));
  }
  candidates.push(path.join(root, '404.html'));
  return candidates.find(isFile);
}

async function sendNotFound(
  root: string,
  request: IncomingMessage,
  response: ServerResponse,
  responseHeaders: (pathname: string, status?: number) => Record<string, string> = siteHeaders,
): Promise<void> {
  const rawPathname = requestUrl(request)?.pathname ?? '/';
  const page = notFoundPageFor(root, rawPathname);
  const body = page ? await readFile(page) : Buffer.from('Not found\n');
  response.writeHead(404, {
    ...responseHeaders(rawPathname, 404),
    'Content-Type': page ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8',
    'Content-Length': body.byteLength,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** The site's own answers: 400 for a request target that is no URL path, 500 when the server fails. */
export const errorResponseHeaders = (): Record<string, string> => siteHeaders('/', 400);

/** Serves the built site in `dir`; the URL is the request's target, parsed by the guard (./http-guard.ts). */
export interface StaticHandlerOptions {
  /** Origins that may show the site in a frame (the draft preview in a content system's admin); default none. */
  frameAncestors?: readonly string[] | undefined;
  /** Where a problem with the site's `_redirects` is reported; default standard error. */
  log?: (line: string) => void;
}

/** The redirect rules file of a build (src/seo/redirects.ts): read by the server, never served, as on Netlify. */
const REDIRECTS_FILE = '/_redirects';

export function createStaticHandler(dir: string, options: StaticHandlerOptions = {}): GuardedHandler {
  const root = path.resolve(dir);
  const frameAncestors = options.frameAncestors ?? [];
  const rules = new SiteRedirectRules(root, options.log ?? ((line) => console.error(`[serve] ${line}`)));
  const responseHeaders = (pathname: string, status = 200): Record<string, string> =>
    frameAncestors.length > 0 ? framableBy(siteHeaders(pathname, status), frameAncestors) : siteHeaders(pathname, status);
  // The middleware only uses Node's own request and response API; its types name Express's. A range
  // (206) goes out as it is: its Content-Range counts the bytes of the file, not of a compressed stream.
  // So do files of no known type (application/octet-stream): the search index's, compressed already.
  const compressible = (contentType: string): boolean =>
    !contentType.startsWith('application/octet-stream') &&
    compression.filter(
      {} as never,
      { getHeader: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : undefined) } as never,
    );
  const compress = compression({
    threshold: 1024,
    filter: (_request, response) => response.statusCode !== 206 && compressible(String(response.getHeader('Content-Type') ?? '')),
  }) as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void;

  const serveFile = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const file = url.pathname === REDIRECTS_FILE ? undefined : await openSiteFile(root, url.pathname);
    if (!file) {
      const rule = url.pathname === REDIRECTS_FILE ? undefined : await rules.match(url.pathname);
      if (rule) {
        response.writeHead(rule.status, { ...responseHeaders(url.pathname, rule.status), Location: `${rule.to}${url.search}` });
        response.end();
        return;
      }
      await sendNotFound(root, request, response, responseHeaders);
      return;
    }
    await sendSiteFile(request, response, file, {
      headers: responseHeaders(file.name),
      unsatisfiableHeaders: responseHeaders(file.name, 416),
      compressible,
    });
  };

  return (request, response, url) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { ...responseHeaders(url.pathname, 405), Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' });
      response.end('Method not allowed\n');
      return;
    }
    const location = canonicalRedirect(root, url.pathname);
    if (location !== undefined) {
      response.writeHead(301, { ...responseHeaders(url.pathname, 301), Location: `${location}${url.search}` });
      response.end();
      return;
    }
    return new Promise<void>((resolve, reject) =>
      compress(request, response, () => serveFile(request, response, url).then(resolve, reject)),
    );
  };
}

export function siteExists(dir: string): boolean {
  return existsSync(dir) && statSync(dir).isDirectory();
}

export async function startStaticServer(options: StaticServerOptions): Promise<RunningStaticServer> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? ((line: string) => console.error(`[serve] ${line}`));
  const server = createGuardedServer(createStaticHandler(options.dir, { log }), { log, headers: errorResponseHeaders });
  const { port } = await listen(server, options.port ?? 4321, host);
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return { host, port, url: `http://${urlHost}:${port}`, close: () => closeServer(server) };
}
