/**
 * Every answer of the content server carries the security headers (scripts/content-server/headers.ts):
 * GraphQL JSON, GraphQL errors, 401, 404, 500-free parser errors, /uploads/ files (200, 206, 304,
 * 416, HEAD). JSON and text load nothing (`default-src 'none'; frame-ancestors 'none'`), files are
 * sandboxed too; GraphiQL's page allows its own inline script by its hash, nothing else.
 */
import { createHash } from 'node:crypto';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type RunningContentServer } from '../../../scripts/content-server/server.ts';
import { rawHttp, rawRequestLine } from '../../support/raw-http.ts';
import { fixtureSchemaSdl, fixtureSeed, tempDir } from './fixtures/fixture.ts';

const NOTHING = "default-src 'none'; frame-ancestors 'none'";
const FILE = "default-src 'none'; frame-ancestors 'none'; sandbox";

const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'cross-origin-opener-policy': 'same-origin',
};

let server: RunningContentServer;
let cleanup: () => void;

beforeAll(async () => {
  const temp = tempDir();
  cleanup = temp.cleanup;
  server = await startContentServer({ port: 0, dataDir: temp.dir, schemaSdl: fixtureSchemaSdl, seed: async () => fixtureSeed() });
});
afterAll(async () => {
  await server.close();
  cleanup();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: options.method ?? 'GET', headers: options.headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const json = { 'content-type': 'application/json', accept: 'application/json' };
const post = (query: string, headers: Record<string, string> = {}) =>
  send('/graphql', { method: 'POST', headers: { ...json, ...headers }, body: JSON.stringify({ query }) });

describe('security headers on every answer', () => {
  it.each<[string, () => Promise<Answer>, number, string]>([
    ['a query', () => post('{ pages { id } }'), 200, NOTHING],
    ['a GET query', () => send('/graphql?query=%7B__typename%7D', { headers: { accept: 'application/json' } }), 200, NOTHING],
    ['a syntax error', () => post('{ pages { id }', { accept: 'application/graphql-response+json' }), 400, NOTHING],
    ['a refused mutation', () => post('mutation { deletePage(input: { where: { id: 1 } }) { page { id } } }'), 200, NOTHING],
    ['a bad token', () => post('{ me { id } }', { authorization: 'Bearer nope' }), 401, NOTHING],
    ['a body that is not JSON', () => send('/graphql', { method: 'POST', headers: json, body: '{ not json' }), 400, NOTHING],
    ['an unknown path', () => send('/content.sqlite'), 404, NOTHING],
    ['a missing upload', () => send('/uploads/missing.png'), 404, NOTHING],
    ['an upload with another method', () => send('/uploads/hero_thumb.png', { method: 'DELETE' }), 404, NOTHING],
    ['an upload', () => send('/uploads/hero_thumb.png'), 200, FILE],
    ['an SVG upload', () => send('/uploads/hero.svg'), 200, FILE],
    ['an upload, HEAD', () => send('/uploads/doc.pdf', { method: 'HEAD' }), 200, FILE],
    ['a range of an upload', () => send('/uploads/doc.pdf', { headers: { range: 'bytes=0-3' } }), 206, FILE],
    ['a range no byte of an upload satisfies', () => send('/uploads/doc.pdf', { headers: { range: 'bytes=999-' } }), 416, FILE],
  ])('%s', async (_name, ask, status, csp) => {
    const answer = await ask();
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatchObject({ ...EVERY_ANSWER, 'content-security-policy': csp });
  });

  it('a revalidated upload: 304 with the same headers as the 200', async () => {
    const whole = await send('/uploads/doc.pdf');
    const again = await send('/uploads/doc.pdf', { headers: { 'if-none-match': String(whole.headers['etag']) } });
    expect(again.status).toBe(304);
    expect(again.headers).toMatchObject({ ...EVERY_ANSWER, 'content-security-policy': FILE, etag: whole.headers['etag'] });
  });

  it("a request Node's parser refuses (a bad header) answers 400 with the headers", async () => {
    const answer = await rawHttp(server.url, 'GET /graphql HTTP/1.1\r\nHost: x\r\nBad Header: y\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    const head = answer.text.split('\r\n\r\n')[0]?.toLowerCase() ?? '';
    for (const [name, value] of Object.entries(EVERY_ANSWER)) expect(head).toContain(`\r\n${name}: ${value.toLowerCase()}`);
    expect(head).toContain(`\r\ncontent-security-policy: ${NOTHING}`);
    expect((await rawHttp(server.url, rawRequestLine('/graphqlx'))).status).toBe(404);
  });

  it('GraphiQL: the header forbids framing, plugins and foreign bases; its page allows its inline script by hash, nothing inline besides', async () => {
    const page = await send('/graphql', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject(EVERY_ANSWER);
    const header = String(page.headers['content-security-policy']);
    expect(header).toContain("frame-ancestors 'none'");
    expect(header).toContain("object-src 'none'");
    expect(header).toContain("base-uri 'none'");
    const meta = /<meta http-equiv="content-security-policy" content="([^"]+)"/i.exec(page.body)?.[1] ?? '';
    // The policy comes before the first style or script it governs.
    expect(page.body.indexOf('http-equiv="content-security-policy"')).toBeLessThan(page.body.search(/<(script|style)\b/i));
    const directives = new Map(
      meta
        .split(';')
        .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
        .map(([n, ...v]) => [n, v]),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    const scripts = [...page.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(scripts.length).toBeGreaterThan(0);
    const hashes = scripts.map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    expect(directives.get('script-src')).toEqual(hashes);
    expect(meta).not.toMatch(/unsafe-eval/);
  });
});
