/**
 * Finding and sending one file of a built site, for the static server (./static-server.ts).
 *
 * - Lookup: the decoded path, then `<path>/index`, `<path>.html`, `<path>/index.html` (one trailing
 *   slash dropped first), the first regular file inside the site folder; a folder itself is never a
 *   file. The file is opened once and sent from that descriptor, so a release swapped between the
 *   lookup and the last byte cannot mix two files.
 * - Answers (./byte-ranges.ts): 304 when the client's copy is current, 206 for one satisfiable range,
 *   416 for a range no byte satisfies, else 200. Every one of them carries the headers the caller
 *   gives (the site's security headers and Cache-Control), and the 304 carries ETag, Last-Modified and
 *   Vary as the 200 would (RFC 9110 §15.4.5). A read that fails after the head is sent cuts the
 *   connection: the answer could not be whole.
 */
import type { Stats } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { lookup } from 'mrmime';
import { notModified, requestRange, type FileValidators } from './byte-ranges.ts';
import { isInsideOrSame } from './paths.ts';

export interface SiteFile {
  handle: FileHandle;
  stats: Stats;
  /** The URL path it was found under (`/de/index.html` for `/de/`). */
  name: string;
}

/** The URL paths tried for a request path, in order. */
function candidatePaths(pathname: string): string[] {
  const base = pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const index = `${base}/index`;
  return [...(base ? [base] : []), index, ...(base ? [`${base}.html`] : []), `${index}.html`];
}

/** The file a request path names, opened; undefined when there is none inside `root`. */
export async function openSiteFile(root: string, pathname: string): Promise<SiteFile | undefined> {
  let decoded = pathname;
  try {
    decoded = decodeURI(pathname);
  } catch {
    // Not valid percent-encoding: looked up as it is (and found nowhere).
  }
  for (const name of candidatePaths(decoded)) {
    const file = path.join(root, name);
    if (!isInsideOrSame(root, file) || file === root) continue;
    let handle: FileHandle | undefined;
    try {
      handle = await open(file, 'r');
      const stats = await handle.stat();
      if (stats.isFile()) return { handle, stats, name };
    } catch {
      // Missing, unreadable or not a name the file system takes (a NUL byte): the next candidate.
    }
    await handle?.close().catch(() => {});
  }
  return undefined;
}

/** The Content-Type of a file name: text/html with its charset, application/octet-stream when unknown. */
function contentTypeOf(name: string): string {
  const type = lookup(name);
  if (type === undefined) return 'application/octet-stream';
  return type === 'text/html' ? 'text/html; charset=utf-8' : type;
}

function validatorsOf(stats: Stats): FileValidators {
  return { etag: `W/"${stats.size}-${stats.mtime.getTime()}"`, lastModified: stats.mtime.toUTCString() };
}

export interface SendOptions {
  /** Headers of every answer about this file (security headers, Cache-Control of a 200). */
  headers: Record<string, string>;
  /** Headers of a 416 (its Cache-Control is that of an error). */
  unsatisfiableHeaders: Record<string, string>;
  /** Whether the 200 may be compressed, so the answer varies with Accept-Encoding. */
  compressible: (contentType: string) => boolean;
}

/** Answers a GET or HEAD with `file` (and closes it). */
export async function sendSiteFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: SiteFile,
  options: SendOptions,
): Promise<void> {
  const { handle, stats } = file;
  try {
    const validators = validatorsOf(stats);
    const contentType = contentTypeOf(file.name);
    const vary: Record<string, string> = options.compressible(contentType) ? { Vary: 'Accept-Encoding' } : {};
    const about = { ...options.headers, ETag: validators.etag, 'Last-Modified': validators.lastModified, ...vary };
    if (notModified(request.headers, validators)) {
      response.writeHead(304, about).end();
      return;
    }
    const range = requestRange(request.method, request.headers, stats.size, validators);
    if (range.kind === 'unsatisfiable') {
      const body = 'Range not satisfiable\n';
      response.writeHead(416, {
        ...options.unsatisfiableHeaders,
        'Content-Range': `bytes */${stats.size}`,
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Length': String(Buffer.byteLength(body)),
      });
      response.end(body);
      return;
    }
    const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, stats.size - 1];
    response.writeHead(range.kind === 'part' ? 206 : 200, {
      ...about,
      'Content-Type': contentType,
      'Content-Length': String(end - start + 1),
      ...(range.kind === 'part' ? { 'Content-Range': `bytes ${start}-${end}/${stats.size}`, 'Accept-Ranges': 'bytes' } : {}),
    });
    if (request.method === 'HEAD' || stats.size === 0) {
      response.end();
      return;
    }
    // Closed below, not by the stream: a stream destroyed before it opened (the client went away
    // before the first byte) would leave the descriptor to the garbage collector.
    await pipeline(handle.createReadStream({ start, end, autoClose: false }), response).catch(() => {
      response.destroy();
    });
  } finally {
    await handle.close().catch(() => {});
  }
}
