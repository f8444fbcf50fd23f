/**
 * Serves `<dataDir>/uploads/<file>` under `/uploads/<file>` with the right Content-Type. Only plain
 * file names are served: anything with a path separator, a leading dot or an undecodable escape is
 * a 404, so nothing outside the uploads folder is reachable; so is any method but GET and HEAD.
 *
 * Ranges and revalidation as RFC 9110 says, through the project's own rules for files
 * (scripts/lib/byte-ranges.ts, sent by scripts/lib/static-files.ts, as the static server does): one
 * satisfiable range is 206 with exactly its bytes and `Content-Range`; a range no byte satisfies is
 * 416 with `Content-Range: bytes *\/<size>`; an invalid Range (`bytes=100-50`, `bytes=abc`, another
 * unit) or several ranges are ignored (200, the whole file); `If-None-Match` / `If-Modified-Since`
 * answer 304 with the ETag and Last-Modified of the 200. The file is opened once and sent from that
 * descriptor. (npm's `range-parser` was not taken: it answers `bytes=100-50` with 416, where the RFC
 * says to ignore an invalid range, and reads long numbers as floats.)
 */
import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { sendSiteFile, type SiteFile } from '../lib/static-files.ts';
import { FILE_CSP } from './headers.ts';
import { isSafeUploadName } from './seed-prepare.ts';

export const UPLOADS_PATH = '/uploads/';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

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

/** The upload `name` in `dir`, opened; undefined when there is no such regular file. */
async function openUpload(dir: string, name: string): Promise<SiteFile | undefined> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(path.join(dir, name), 'r');
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, stats, name };
  } catch {
    // Missing or unreadable: a 404.
  }
  await handle?.close().catch(() => {});
  return undefined;
}

// nosniff: a browser must take a file for the type it is served as (checked from its bytes at upload), never guess another.
// The CSP of a file (headers.ts): nothing loads, no script runs, no origin (sandbox). The server's other security headers are set before.
// no-cache: upload names carry no digest of the bytes, so a copy is revalidated (ETag) before each use.
const ABOUT_FILE = { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': FILE_CSP };
const FILE_HEADERS = { ...ABOUT_FILE, 'Cache-Control': 'no-cache', 'Accept-Ranges': 'bytes' };
const UNSATISFIABLE_HEADERS = { ...ABOUT_FILE, 'Cache-Control': 'no-store' };

export function uploadsHandler(uploadsDir: string): Handler {
  return async (req, res) => {
    const pathname = pathnameOf(req);
    const name = pathname === undefined ? undefined : fileName(pathname);
    const file = name === undefined || (req.method !== 'GET' && req.method !== 'HEAD') ? undefined : await openUpload(uploadsDir, name);
    if (file === undefined) {
      notFound(res);
      return;
    }
    await sendSiteFile(req, res, file, { headers: FILE_HEADERS, unsatisfiableHeaders: UNSATISFIABLE_HEADERS, compressible: () => false });
  };
}
