/**
 * Range requests and revalidation on the static server (`npm run serve`, the publisher's sites):
 * RFC 9110 §14 — a syntactically invalid Range is ignored (200, the whole file), a valid one that no
 * byte of the file satisfies answers 416, its Content-Range naming only the size; one satisfiable range
 * answers 206 with exactly those bytes, never compressed. A 304 carries what the 200 would: the
 * security headers, Cache-Control, ETag and Vary. No answer drops the connection or logs a failure.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer, type RunningStaticServer } from '../../../scripts/lib/static-server.ts';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL, SECURITY_HEADERS } from '../../../src/security/headers.ts';
import { rawHttp } from '../../support/raw-http.ts';

const BYTES = Buffer.from(Array.from({ length: 200 }, (_, i) => 65 + (i % 26)));
const PAGE = `<!doctype html><html lang="en"><title>Page</title><main>${'<p>Coater and developer systems.</p>'.repeat(60)}</main></html>`;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let dir = '';
let site: RunningStaticServer;
const logged: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ranges-site-'));
  const files: Record<string, string | Buffer> = {
    'uploads/data.bin': BYTES,
    'uploads/empty.bin': Buffer.alloc(0),
    'en/index.html': PAGE,
    '_astro/app.3f2a.js': 'console.log(1);',
    '404.html': '<h1>not found</h1>',
  };
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  }
  site = await startStaticServer({ dir, port: 0, log: (line) => logged.push(line) });
});

afterAll(async () => {
  await site.close();
  rmSync(dir, { recursive: true, force: true });
});

function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request(`${site.url}${pathname}`, { method, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function expectSecurityHeaders(answer: Answer, label: string): void {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name.toLowerCase()], `${label}: ${name}`).toBe(value);
}

describe('the static server: Range requests', () => {
  it.each([
    ['bytes=0-9', 0, 9],
    ['bytes=0-0', 0, 0],
    ['bytes=190-', 190, 199],
    ['bytes=-10', 190, 199],
    ['bytes=-500', 0, 199],
    ['bytes=150-99999999999999999999999999', 150, 199],
    ['BYTES=5-6', 5, 6],
    ['bytes=5-6,', 5, 6],
  ])('%s answers 206 with those bytes', async (range, first, last) => {
    const answer = await get('/uploads/data.bin', { Range: range });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-range']).toBe(`bytes ${first}-${last}/200`);
    expect(answer.headers['content-length']).toBe(String(last - first + 1));
    expect(answer.body.equals(BYTES.subarray(first, last + 1))).toBe(true);
    expectSecurityHeaders(answer, range);
  });

  it.each(['bytes=200-', 'bytes=200-300', 'bytes=99999999999999999999999-', 'bytes=-0', 'bytes=300-400, 500-', 'bytes=0-'])(
    '%s is satisfied by no byte: 416 with Content-Range bytes */size and the security headers',
    async (range) => {
      const file = range === 'bytes=0-' ? '/uploads/empty.bin' : '/uploads/data.bin';
      const answer = await get(file, { Range: range });
      expect(answer.status).toBe(416);
      expect(answer.headers['content-range']).toBe(`bytes */${file.endsWith('empty.bin') ? 0 : 200}`);
      expectSecurityHeaders(answer, range);
      expect(answer.headers['cache-control']).toBe(REVALIDATE_CACHE_CONTROL);
    },
  );

  it.each([
    'bytes=100-50',
    'bytes=abc',
    'bytes=',
    'bytes=5',
    'bytes=--5',
    'bytes=1-2-3',
    'bytes=0x10-20',
    'bytes=1.5-2',
    'items=0-5',
    'bytes=0-1,5-6',
    'bytes=0-1,100-50',
  ])('%s (invalid, another unit, or several ranges) is ignored: 200 with the whole file', async (range) => {
    const answer = await get('/uploads/data.bin', { Range: range });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-range']).toBeUndefined();
    expect(answer.body.equals(BYTES)).toBe(true);
    expectSecurityHeaders(answer, range);
  });

  it('ignores Range on HEAD and when If-Range does not name the current file', async () => {
    const head = await get('/uploads/data.bin', { Range: 'bytes=0-9' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('200');
    const whole = await get('/uploads/data.bin');
    const stale = await get('/uploads/data.bin', { Range: 'bytes=0-9', 'If-Range': 'Thu, 01 Jan 1998 00:00:00 GMT' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(BYTES)).toBe(true);
    // A weak ETag never matches If-Range (strong comparison); the Last-Modified date does.
    expect((await get('/uploads/data.bin', { Range: 'bytes=0-9', 'If-Range': String(whole.headers.etag) })).status).toBe(200);
    const current = await get('/uploads/data.bin', { Range: 'bytes=0-9', 'If-Range': String(whole.headers['last-modified']) });
    expect(current.status).toBe(206);
  });

  it('sends a range of a page uncompressed, whatever the client accepts', async () => {
    const answer = await get('/en/', { Range: 'bytes=0-1499', 'Accept-Encoding': 'br, gzip' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(PAGE.slice(0, 1500));
  });

  it('keeps the connection usable after a bad range, and logs no failure', async () => {
    const { text } = await rawHttp(
      site.url,
      'GET /uploads/data.bin HTTP/1.1\r\nHost: x\r\nRange: bytes=100-50\r\n\r\n' +
        'GET /uploads/data.bin HTTP/1.1\r\nHost: x\r\nRange: bytes=300-\r\n\r\n' +
        'GET /uploads/data.bin HTTP/1.1\r\nHost: x\r\nRange: bytes=-0\r\n\r\n' +
        'GET /en/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect([...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]))).toEqual([200, 416, 416, 200]);
    expect(logged).toEqual([]);
  });
});

describe('the static server: 304 Not Modified', () => {
  it.each([
    ['/en/', REVALIDATE_CACHE_CONTROL],
    ['/_astro/app.3f2a.js', IMMUTABLE_CACHE_CONTROL],
    ['/uploads/data.bin', REVALIDATE_CACHE_CONTROL],
  ])('%s: the 304 carries the security headers, Cache-Control, ETag and Vary of the 200', async (pathname, cacheControl) => {
    const first = await get(pathname, { 'Accept-Encoding': 'br' });
    expect(first.status).toBe(200);
    const etag = String(first.headers.etag);
    const conditionals: Array<Record<string, string>> = [
      { 'If-None-Match': etag },
      { 'If-None-Match': `"other", ${etag}` },
      { 'If-None-Match': etag.replace(/^W\//, '') },
      { 'If-None-Match': '*' },
      { 'If-Modified-Since': String(first.headers['last-modified']) },
    ];
    for (const conditional of conditionals) {
      const answer = await get(pathname, { 'Accept-Encoding': 'br', ...conditional });
      const label = `${pathname} ${JSON.stringify(conditional)}`;
      expect(answer.status, label).toBe(304);
      expect(answer.body.byteLength, label).toBe(0);
      expectSecurityHeaders(answer, label);
      expect(answer.headers['cache-control'], label).toBe(cacheControl);
      expect(answer.headers['cache-control'], label).toBe(first.headers['cache-control']);
      expect(answer.headers.etag, label).toBe(etag);
      expect(answer.headers['last-modified'], label).toBe(first.headers['last-modified']);
      expect(answer.headers.vary, label).toBe(first.headers.vary);
    }
  });

  it('answers 200 when the ETag differs or the file changed since the date', async () => {
    expect((await get('/en/', { 'If-None-Match': 'W/"1-1"' })).status).toBe(200);
    expect((await get('/en/', { 'If-Modified-Since': 'Thu, 01 Jan 1998 00:00:00 GMT' })).status).toBe(200);
    // If-None-Match wins over If-Modified-Since.
    expect((await get('/en/', { 'If-None-Match': 'W/"1-1"', 'If-Modified-Since': 'Thu, 01 Jan 2099 00:00:00 GMT' })).status).toBe(200);
  });
});
