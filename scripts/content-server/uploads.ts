/**
 * Serves `<dataDir>/uploads/<file>` under `/uploads/<file>` with the right Content-Type
 * (through sirv). Only plain file names are served: anything with a path separator, a leading
 * dot or an undecodable escape is a 404, so nothing outside the uploads folder is reachable.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import { isSafeUploadName } from './seed-prepare.ts';

export const UPLOADS_PATH = '/uploads/';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

export function notFound(res: ServerResponse): void {
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff' });
  res.end('Not found\n');
}

/** The request's path, or undefined when the request target does not parse. */
export function pathnameOf(req: IncomingMessage): string | undefined {
  try {
    return new URL(req.url ?? '/', 'http://localhost').pathname;
  } catch {
    return undefined;
  }
}

function fileName(pathname: string): string | undefined {
  try {
    const name = decodeURIComponent(pathname.slice(UPLOADS_PATH.length));
    return isSafeUploadName(name) ? name : undefined;
  } catch {
    return undefined;
  }
}

export function uploadsHandler(uploadsDir: string): Handler {
  // nosniff: a browser must take a file for the type it is served as (checked from its bytes at upload), never guess another.
  const serve = sirv(uploadsDir, {
    dev: true,
    etag: true,
    dotfiles: false,
    extensions: [],
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
  return (req, res) => {
    const pathname = pathnameOf(req);
    const name = pathname === undefined ? undefined : fileName(pathname);
    if (name === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) {
      notFound(res);
      return;
    }
    req.url = `/${encodeURIComponent(name)}`;
    serve(req, res, () => notFound(res));
  };
}
