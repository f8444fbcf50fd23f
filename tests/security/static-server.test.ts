/** The static server (`npm run serve`, also the publisher's live site) under attack. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL, SECURITY_HEADERS } from '../../src/security/headers.ts';
import { renderRedirectsFile } from '../../src/seo/redirects.ts';
import { rawHttp, rawRequestLine } from '../support/raw-http.ts';
import { slowClient } from '../support/slow-client.ts';
import { recordService } from './support/figures.ts';
import { fuzz, fuzzRequest, random, type Endpoint, type FuzzResult } from './support/fuzz.ts';
import { startService, type ServiceProcess } from './support/service-process.ts';

const FUZZ_REQUESTS = 800;
/** A migrated site's old detail paths: a `_redirects` file this long takes the parser ~300 ms. */
const REDIRECT_RULES = 25_000;
const oldPath = (n: number): string => `/de/investor-relations/finanzberichte/bericht-${n}/${n}/`;
const newPath = (n: number): string => `/de/investor-relations/finanzberichte/bericht-${n}/doc${n}x7k2m9q4w8e1r5t3y6u0/`;
let dir = '';
let serve: ServiceProcess;
let attacks = 0;
let requests = 0;
let fuzzed: FuzzResult | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'security-site-'));
  const files: Record<string, string> = {
    'index.html': '<!doctype html><title>root</title>',
    'de/index.html': '<!doctype html><title>de</title>',
    'de/404.html': '<!doctype html><title>nicht gefunden</title>',
    '404.html': '<!doctype html><title>not found</title>',
    '_astro/app.js': 'console.log(1)',
  };
  files._redirects = renderRedirectsFile(Array.from({ length: REDIRECT_RULES }, (_, n) => ({ from: oldPath(n), to: newPath(n) })));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  writeFileSync(path.join(tmpdir(), 'security-secret.txt'), 'root:x:0:0');
  serve = await startService({
    name: 'static server',
    args: ['scripts/serve.ts', '--dir', dir, '--port', '0'],
    urlPattern: /serving .* at (http:\/\/\S+)/,
  });
});

afterAll(async () => {
  const stopped = await serve.stop();
  recordService('static server (npm run serve)', serve, { attacks, requests, fuzzed });
  rmSync(dir, { recursive: true, force: true });
  expect(stopped.code, serve.output()).toBe(0);
});

async function get(target: string): Promise<{ status: number | null; text: string }> {
  requests++;
  return rawHttp(serve.url, rawRequestLine(target));
}

describe('static server: attacks', () => {
  it('path traversal never leaves the site folder', async () => {
    attacks++;
    for (const target of [
      '/../security-secret.txt',
      '/%2e%2e/security-secret.txt',
      '/..%2fsecurity-secret.txt',
      '/de/..%5c..%5csecurity-secret.txt',
      '/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.text, target).not.toContain('root:x:0:0');
    }
  });

  it('a request target that is no URL path answers 400 (//[ is a path: 404), and the site keeps serving', async () => {
    attacks++;
    for (const target of ['http://[', 'https://user@[/x', '*', 'x']) expect((await get(target)).status, target).toBe(400);
    for (const target of ['//[', '//[::1', '//%zz']) expect((await get(target)).status, target).toBe(404);
    expect((await get('/de/')).status).toBe(200);
  });

  it('an absolute-form target answers exactly as its origin form (GET http://host/de/ is GET /de/)', async () => {
    attacks++;
    const withoutDate = (text: string): string => text.replace(/\r\nDate: [^\r]*/i, '');
    for (const [absolute, origin] of [
      ['http://x/de/', '/de/'],
      ['http://x/de', '/de'],
      ['https://evil.test:8443/nowhere/', '/nowhere/'],
      ['http://x/_astro/app.js', '/_astro/app.js'],
    ] as const) {
      const [a, b] = [await get(absolute), await get(origin)];
      expect(a.status, absolute).toBe(b.status);
      expect(withoutDate(a.text), absolute).toBe(withoutDate(b.text));
    }
    expect((await get('http://x/de/')).status).toBe(200);
  });

  it('a double slash is never an open redirect to another host', async () => {
    attacks++;
    for (const target of ['//evil.test', '//evil.test/de', '/\\evil.test']) {
      const answer = await get(target);
      expect(answer.text, target).not.toMatch(/\r\nlocation: *(\/\/|\\\\|https?:)/i);
    }
  });

  it('every answer carries the security headers: 200, 301, 404, 405 and 400', async () => {
    attacks++;
    const answers = [
      await get('/de/'),
      await get('/de'),
      await get('/nowhere/'),
      await rawHttp(serve.url, rawRequestLine('/de/', 'POST')),
      await get('http://['),
    ];
    requests++;
    expect(answers.map((answer) => answer.status)).toEqual([200, 301, 404, 405, 400]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(answer.text.toLowerCase()).toContain(`${name.toLowerCase()}: ${value.toLowerCase()}`);
    }
  });
});

describe('static server: a large redirects file', () => {
  it(`an old path among ${REDIRECT_RULES.toLocaleString('en')} redirect rules answers its 301; the file is read without holding the event loop`, async () => {
    attacks++;
    const [first, last, page] = await Promise.all([get(oldPath(7)), get(oldPath(REDIRECT_RULES - 1)), get('/de/')]);
    expect(first.status).toBe(301);
    expect(first.text).toMatch(new RegExp(`\r\nlocation: ${newPath(7)}\r\n`, 'i'));
    expect(last.text).toMatch(new RegExp(`\r\nlocation: ${newPath(REDIRECT_RULES - 1)}\r\n`, 'i'));
    expect(page.status).toBe(200);
    // The event loop and memory of every request, this one's included, are checked when the suite ends.
  });
});

describe('static server: slow clients', () => {
  it('headers sent a byte at a time are cut with 408 after 10 s, while the site keeps serving', async () => {
    attacks++;
    requests += 2;
    const slow = slowClient(serve.url, 'GET /de/ HTTP/1.1\r\nHost: x\r\n', 'X-Slow: '.padEnd(400, 'a'), 100, 20_000);
    expect((await get('/de/')).status).toBe(200);
    const result = await slow;
    expect(result.status).toBe(408);
    expect(result.ms).toBeGreaterThan(9_500);
    expect(result.ms).toBeLessThan(12_000);
  });
});

describe('static server: ranges and revalidation', () => {
  const file = '/_astro/app.js';
  const size = 'console.log(1)'.length;
  const withRange = (range: string, extra = ''): string => `GET ${file} HTTP/1.1\r\nHost: x\r\nRange: ${range}\r\n${extra}\r\n`;
  const statuses = (text: string): number[] => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));

  it('an invalid Range is ignored (200), an unsatisfiable one answers 416 with Content-Range and the security headers, on one kept connection', async () => {
    attacks++;
    const cases: Array<[string, number]> = [
      ['bytes=100-50', 200],
      ['bytes=abc', 200],
      ['bytes=0-1,3-4', 200],
      ['bytes=0-1,9-2', 200],
      [`bytes=${'1'.repeat(2000)}-`, 416],
      ['bytes=-0', 416],
      [`bytes=${size}-`, 416],
      ['bytes=2-3', 206],
      [`bytes=0-${'9'.repeat(400)}`, 206],
    ];
    requests += cases.length + 1;
    const answer = await rawHttp(
      serve.url,
      `${cases.map(([range]) => withRange(range)).join('')}GET /de/ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`,
    );
    expect(statuses(answer.text)).toEqual([...cases.map(([, status]) => status), 200]);
    const heads = answer.text.split(/(?=HTTP\/1\.1 \d{3} )/);
    for (const head of heads.filter((part) => part.startsWith('HTTP/1.1 416'))) {
      expect(head).toMatch(new RegExp(`\r\ncontent-range: bytes \\*/${size}\r\n`, 'i'));
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(head.toLowerCase()).toContain(`${name.toLowerCase()}: ${value.toLowerCase()}`);
    }
    expect(heads.find((part) => part.startsWith('HTTP/1.1 206'))).toMatch(/\r\ncontent-range: bytes 2-3\/14\r\n[\s\S]*\r\n\r\nns$/i);
    expect(serve.output()).not.toMatch(/error answering|ERR_OUT_OF_RANGE/);
  });

  it('a 304 Not Modified carries the security headers and the Cache-Control of the 200', async () => {
    attacks++;
    requests += 2;
    const first = await get(file);
    const etag = /\r\netag: (.*)\r\n/i.exec(first.text)?.[1];
    expect(etag).toBeDefined();
    const revalidated = await rawHttp(serve.url, `GET ${file} HTTP/1.1\r\nHost: x\r\nIf-None-Match: ${etag}\r\nConnection: close\r\n\r\n`);
    expect(revalidated.status).toBe(304);
    const text = revalidated.text.toLowerCase();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(text).toContain(`${name.toLowerCase()}: ${value.toLowerCase()}`);
    expect(text).toContain(`cache-control: ${IMMUTABLE_CACHE_CONTROL}`);
  });
});

describe('static server: fuzz', () => {
  it(`${FUZZ_REQUESTS} malformed requests (seed 2311): every answer 2xx-4xx, the process stays up`, async () => {
    const r = random(2311);
    const endpoints: Endpoint[] = [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/de/' },
      { method: 'HEAD', path: '/_astro/app.js' },
    ];
    fuzzed = await fuzz(
      serve.url,
      Array.from({ length: FUZZ_REQUESTS }, () => fuzzRequest(r, r.pick(endpoints))),
    );
    expect(fuzzed.failures, JSON.stringify(fuzzed.failures, null, 2)).toEqual([]);
    expect(fuzzed.tried).toBe(FUZZ_REQUESTS);
    expect(serve.alive()).toBe(true);
    expect((await get('/de/')).status).toBe(200);
    expect(serve.peakRssMb()).toBeLessThan(400);
  });
});
