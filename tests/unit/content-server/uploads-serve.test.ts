/**
 * `/uploads/<file>` as RFC 9110 says: one satisfiable range is 206 with exactly its bytes, a range no
 * byte satisfies 416 with `Content-Range: bytes *\/<size>`, an invalid or multiple Range is ignored
 * (200, the whole file); HEAD; revalidation (304 with the validators of the 200).
 */
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type RunningContentServer } from '../../../scripts/content-server/server.ts';
import { fixtureSchemaSdl, fixtureSeed, tempDir } from './fixtures/fixture.ts';

const SIZE = 1000;
const BYTES = Buffer.from(Array.from({ length: SIZE }, (_, i) => (i * 7 + 3) & 255));

let server: RunningContentServer;
let cleanup: () => void;
const logs: string[] = [];

beforeAll(async () => {
  const temp = tempDir();
  cleanup = temp.cleanup;
  server = await startContentServer({
    port: 0,
    dataDir: temp.dir,
    schemaSdl: fixtureSchemaSdl,
    seed: async () => fixtureSeed(),
    log: (l) => logs.push(l),
  });
  writeFileSync(path.join(temp.dir, 'uploads', 'range_test.pdf'), BYTES);
});
afterAll(async () => {
  await server.close();
  cleanup();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A raw request (no client-side handling of ranges or revalidation). */
function get(headers: Record<string, string> = {}, method = 'GET', file = 'range_test.pdf'): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path: `/uploads/${file}`, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('/uploads/ and Range', () => {
  it('serves the whole file with its validators', async () => {
    const whole = await get();
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-length']).toBe(String(SIZE));
    expect(whole.headers['etag']).toMatch(/^W\/"/);
    expect(whole.headers['last-modified']).toMatch(/GMT$/);
    expect(whole.body.equals(BYTES)).toBe(true);
  });

  it.each([
    ['bytes=0-0', 'bytes=0-0', 0, 0],
    ['bytes=0-9', 'bytes=0-9', 0, 9],
    ['bytes=100-199', 'bytes=100-199', 100, 199],
    ['bytes=990-', 'bytes=990-', 990, SIZE - 1],
    ['bytes=-10', 'bytes=-10', SIZE - 10, SIZE - 1],
    ['bytes=-5000', 'bytes=-5000', 0, SIZE - 1],
    ['bytes=995-100000', 'bytes=995-100000', 995, SIZE - 1],
    ['a last byte 2,000 digits long', `bytes=0-${'9'.repeat(2000)}`, 0, SIZE - 1],
  ])('%s: 206 with exactly those bytes', async (_label, range, start, end) => {
    const part = await get({ range });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/${SIZE}`);
    expect(part.headers['content-length']).toBe(String(end - start + 1));
    expect(part.body.equals(BYTES.subarray(start, end + 1))).toBe(true);
  });

  it.each(['bytes=100-50', 'bytes=abc', 'bytes=5', 'bytes=-', 'items=0-1', 'bytes=0-1,5-6', 'bytes=1-2, 3-4'])(
    '%s (invalid, another unit, several ranges): ignored, 200 with the whole file',
    async (range) => {
      const answer = await get({ range });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-range']).toBeUndefined();
      expect(answer.body.equals(BYTES)).toBe(true);
    },
  );

  it.each([
    [`bytes=${SIZE}-`, `bytes=${SIZE}-`],
    ['bytes=5000-6000', 'bytes=5000-6000'],
    ['bytes=-0', 'bytes=-0'],
    ['a first byte 2,000 digits long', `bytes=${'1'.repeat(2000)}-`],
  ])('%s (no byte of the file): 416 with Content-Range bytes */size', async (_label, range) => {
    const answer = await get({ range });
    expect(answer.status).toBe(416);
    expect(answer.headers['content-range']).toBe(`bytes */${SIZE}`);
  });

  it('HEAD: the headers of the GET, no body; a range only for GET', async () => {
    const head = await get({}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe(String(SIZE));
    expect(head.body.length).toBe(0);
    expect((await get({ range: 'bytes=0-9' }, 'HEAD')).status).toBe(200);
  });

  it('revalidation: 304 with the same validators; If-Range with another validator sends the whole file', async () => {
    const { headers } = await get();
    const etag = String(headers['etag']);
    const notModified = await get({ 'if-none-match': etag });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['etag']).toBe(etag);
    expect(notModified.body.length).toBe(0);
    expect((await get({ 'if-modified-since': String(headers['last-modified']) })).status).toBe(304);
    expect((await get({ 'if-none-match': '"other"' })).status).toBe(200);
    const stale = await get({ range: 'bytes=0-9', 'if-range': 'Thu, 01 Jan 1970 00:00:00 GMT' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(BYTES)).toBe(true);
    expect((await get({ range: 'bytes=0-9', 'if-range': String(headers['last-modified']) })).status).toBe(206);
  });

  it('a range of a missing file is 404, of a one-byte range of a small file that byte; nothing is logged as a failure', async () => {
    expect((await get({ range: 'bytes=0-9' }, 'GET', 'missing.pdf')).status).toBe(404);
    expect((await get({ range: 'bytes=0-0' }, 'GET', 'doc.pdf')).body.toString()).toBe('%');
    expect(logs.filter((l) => l.startsWith('error'))).toEqual([]);
  });
});
