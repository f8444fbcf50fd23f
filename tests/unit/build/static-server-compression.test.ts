/**
 * The static server compresses text responses as a CDN does (Brotli or gzip, by Accept-Encoding),
 * and leaves images and small files alone. Requests go through node:http so the raw bytes and
 * headers are seen (fetch would decode them).
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { serveFixtureSite } from './fixture-site.ts';

const page = `<!doctype html><html lang="en"><title>Products</title><main>${'<p>Coater and developer systems for 300 mm wafers.</p>'.repeat(80)}</main></html>`;
const css = `.tile{color:#123456;padding:1rem}\n`.repeat(100);

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function rawGet(url: string, acceptEncoding?: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

describe('compression in the static server', () => {
  const fixture = serveFixtureSite({
    'en/index.html': page,
    '404.html': page.replace('Products', 'Not found'),
    '_astro/site.4f3e.css': css,
    '_img/wafer_1a2b-jpg-ef5862-640.avif': 'x'.repeat(4000),
    'robots.txt': 'User-agent: *\n',
    'pagefind/fragment/en_1a2b.pf_fragment': 'x'.repeat(4000),
  });
  const url = (pathname: string) => `${fixture.server.url}${pathname}`;

  it('sends pages with Brotli when the browser accepts it', async () => {
    const response = await rawGet(url('/en/'), 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toContain('Accept-Encoding');
    expect(response.body.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(response.body).toString()).toBe(page);
  });

  it('falls back to gzip, and to the plain bytes when nothing is accepted', async () => {
    const gzip = await rawGet(url('/_astro/site.4f3e.css'), 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(css);
    const plain = await rawGet(url('/en/'), 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
  });

  it('compresses the 404 page and keeps its status', async () => {
    const response = await rawGet(url('/en/missing/'), 'br');
    expect(response.status).toBe(404);
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.body).toString()).toContain('Not found');
  });

  it('leaves images and small files as they are', async () => {
    expect((await rawGet(url('/_img/wafer_1a2b-jpg-ef5862-640.avif'), 'br')).headers['content-encoding']).toBeUndefined();
    expect((await rawGet(url('/robots.txt'), 'br')).headers['content-encoding']).toBeUndefined();
  });

  it('sends files of no known type (the search index’s, compressed already) as application/octet-stream, as they are', async () => {
    const response = await rawGet(url('/pagefind/fragment/en_1a2b.pf_fragment'), 'br, gzip');
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.body.toString()).toBe('x'.repeat(4000));
  });
});
