/** The publisher (webhook, /status, the live site) under attack, as its own process, with a stand-in build. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../scripts/lib/webhook-signature.ts';
import type { StatusSnapshot } from '../../scripts/publisher/status.ts';
import { SECURITY_HEADERS } from '../../src/security/headers.ts';
import { rawHttp, rawRequestLine } from '../support/raw-http.ts';
import { slowClient } from '../support/slow-client.ts';
import { fakeBuild } from '../unit/publisher/fake-build.ts';
import { recordService } from './support/figures.ts';
import { fuzz, fuzzRequest, random, type Endpoint, type FuzzResult } from './support/fuzz.ts';
import { startService, type ServiceProcess } from './support/service-process.ts';

const FUZZ_REQUESTS = 600;
const TOKEN = 'security-suite-token';
const SECRET = 'security-suite-secret';
const BODY = JSON.stringify({ event: 'entry.update', created_at: '2026-01-10T09:00:00.000Z', model: 'product-page', entry: { id: 1 } });
let dir = '';
let fake: ReturnType<typeof fakeBuild>;
let publisher: ServiceProcess;
let attacks = 0;
let requests = 0;
let fuzzed: FuzzResult | undefined;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'security-publisher-'));
  fake = fakeBuild(dir);
  publisher = await startService({
    name: 'publisher',
    args: ['tests/security/support/publisher-process.ts'],
    env: {
      ...fake.env,
      FAKE_BUILD_SCRIPT: fake.script,
      SECURITY_PUBLISHER_DIR: path.join(dir, 'work'),
      PUBLISHER_TOKEN: TOKEN,
      PUBLISHER_SECRET: SECRET,
    },
    urlPattern: /live site (http:\/\/\S+?)\/?\s/,
  });
  await idle();
});

afterAll(async () => {
  const stopped = await publisher.stop();
  recordService('publisher (npm run publisher)', publisher, { attacks, requests, fuzzed });
  rmSync(dir, { recursive: true, force: true });
  expect(stopped.code, publisher.output()).toBe(0);
});

/** The whole status: what whoever runs the publisher sees with the webhook token. */
async function status(): Promise<StatusSnapshot> {
  requests++;
  return (await (await fetch(`${publisher.url}/status.json`, { headers: { authorization: `Bearer ${TOKEN}` } })).json()) as StatusSnapshot;
}

/** Waits until no build runs and none is queued. */
async function idle(): Promise<StatusSnapshot> {
  for (;;) {
    const snapshot = await status();
    if (!snapshot.building && snapshot.webhooks.queued === 0 && snapshot.builds.length > 0) return snapshot;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function webhook(headers: Record<string, string>, body = BODY): Promise<Response> {
  requests++;
  return fetch(`${publisher.url}/webhook`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
}

describe('publisher: attacks', () => {
  it('webhooks without credentials, with a wrong token, a forged, stale or replayed signature answer 401 and build nothing', async () => {
    attacks += 5;
    const before = (await status()).builds.length;
    const now = Math.floor(Date.now() / 1000);
    const signed = { ...signBody(SECRET, BODY, now), 'X-Webhook-Id': 'delivery-1' };
    expect((await webhook({})).status).toBe(401);
    expect((await webhook({ authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await webhook(signBody('not-the-secret', BODY, now))).status).toBe(401);
    expect((await webhook(signBody(SECRET, BODY, now - 3600))).status).toBe(401);
    expect((await webhook(signed)).status).toBe(202);
    expect((await webhook({ ...signed, 'X-Webhook-Id': 'another-id' })).status).toBe(401);
    await idle();
    expect((await status()).builds.length).toBe(before + 1);
  });

  it('1,000 webhooks at once make one build', async () => {
    attacks++;
    const before = (await status()).builds.length;
    const sent: Promise<Response>[] = [];
    for (let i = 0; i < 1000; i++) sent.push(webhook({ authorization: `Bearer ${TOKEN}` }));
    expect(new Set((await Promise.all(sent)).map((response) => response.status))).toEqual(new Set([202]));
    const after = await idle();
    expect(after.builds.length).toBe(before + 1);
    expect(after.builds[0]).toMatchObject({ outcome: 'published', changes: 1000 });
  });

  it('a build that hangs and ignores SIGTERM is killed, reported as timed out on /status, and the next one publishes', async () => {
    attacks++;
    fake.set({ mode: 'stubborn' });
    expect((await webhook({ authorization: `Bearer ${TOKEN}` })).status).toBe(202);
    const hung = await idle();
    expect(hung.builds[0]).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/^build timed out after 1\.5 s \(SIGTERM ignored; killed with SIGKILL/),
    });
    fake.set({ mode: 'ok', text: 'after the hang' });
    expect((await webhook({ authorization: `Bearer ${TOKEN}` })).status).toBe(202);
    expect((await idle()).builds[0]).toMatchObject({ outcome: 'published' });
    requests++;
    expect(await (await fetch(`${publisher.url}/`)).text()).toContain('after the hang');
  });

  it('/status shows anyone outcomes and timings, never why a build failed or a path of the machine; the token shows why, with relative paths', async () => {
    attacks += 2;
    requests += 6;
    const failed = (await status()).builds.find((build) => build.outcome === 'failed');
    expect(failed?.error).toMatch(/timed out/);
    for (const target of ['/status.json', '/status', '/status?format=json']) {
      const text = await (await fetch(`${publisher.url}${target}`)).text();
      expect(text, target).toContain('failed');
      expect(text, target).not.toMatch(/timed out|SIGTERM|product-page|\/tmp\/|\/home\/|\/work\//);
      expect(text, target).not.toContain(dir);
    }
    const full = await (await fetch(`${publisher.url}/status`, { headers: { authorization: `Bearer ${TOKEN}` } })).text();
    expect(full).toContain('timed out');
    expect(full).not.toContain(dir);
    for (const authorization of ['Bearer wrong', `Bearer ${SECRET}`]) {
      const refused = await fetch(`${publisher.url}/status.json`, { headers: { authorization } });
      expect(refused.status).toBe(401);
      expect(await refused.text()).not.toContain('timed out');
    }
  });

  it('a request target that is no URL answers 400, and the site, /status and /webhook keep answering with the security headers', async () => {
    attacks += 2;
    for (const bytes of [rawRequestLine('http://['), rawRequestLine('http://[', 'POST'), rawRequestLine('//[/webhook', 'POST')]) {
      requests++;
      const answer = await rawHttp(publisher.url, bytes);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const answers = [await fetch(`${publisher.url}/`), await fetch(`${publisher.url}/status`), await webhook({})];
    requests += 2;
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 401]);
    for (const answer of answers)
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name), `${answer.url} ${name}`).toBe(value);
  });
});

describe('publisher: slow clients', () => {
  const head = (headers: string): string =>
    `POST /webhook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n${headers}\r\n`;

  it('a webhook without the credential is refused (401) before its body; one with it must send the body within 10 s (408); slow headers are cut after 10 s', async () => {
    attacks += 3;
    requests += 4;
    const before = (await status()).builds.length;
    const unauthenticated = await slowClient(publisher.url, head('Authorization: Bearer wrong\r\n'), 'x'.repeat(1000), 100, 20_000);
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.ms).toBeLessThan(1000);
    const [slowBody, slowHeaders] = await Promise.all([
      slowClient(publisher.url, head(`Authorization: Bearer ${TOKEN}\r\n`), 'x'.repeat(1000), 100, 20_000),
      slowClient(publisher.url, 'GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: '.padEnd(400, 'a'), 100, 20_000),
    ]);
    expect(slowBody.status).toBe(408);
    expect(slowBody.ms).toBeGreaterThan(9_500);
    expect(slowBody.ms).toBeLessThan(12_000);
    expect(slowHeaders.status).toBe(408);
    expect(slowHeaders.ms).toBeLessThan(12_000);
    expect((await idle()).builds.length).toBe(before);
  });
});

describe('publisher: absolute-form request targets', () => {
  it('GET http://host/… and POST http://host/webhook are answered as their origin forms', async () => {
    attacks++;
    requests += 4;
    const withoutDate = (text: string): string => text.replace(/\r\nDate: [^\r]*/i, '');
    const [absolute, origin] = [
      await rawHttp(publisher.url, rawRequestLine('http://x/de/')),
      await rawHttp(publisher.url, rawRequestLine('/de/')),
    ];
    expect(absolute.status).toBe(200);
    expect(withoutDate(absolute.text)).toBe(withoutDate(origin.text));
    expect((await rawHttp(publisher.url, rawRequestLine('http://x/status'))).status).toBe(200);
    expect((await rawHttp(publisher.url, rawRequestLine('http://x/webhook', 'POST'))).status).toBe(401);
  });
});

describe('publisher: ranges and revalidation on the live site', () => {
  it('an invalid Range is ignored, an unsatisfiable one answers 416, a 304 carries the security headers; the connection stays usable', async () => {
    attacks += 2;
    const css = 'h1{color:red}';
    const ask = (range: string): string => `GET /_astro/site.css HTTP/1.1\r\nHost: x\r\nRange: ${range}\r\n\r\n`;
    const ranges = ['bytes=100-50', 'bytes=abc', `bytes=${css.length}-`, 'bytes=-0', `bytes=${'9'.repeat(500)}-`, 'bytes=0-1,4-5'];
    requests += ranges.length + 1;
    const answer = await rawHttp(publisher.url, `${ranges.map(ask).join('')}GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
    expect([...answer.text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]))).toEqual([200, 200, 416, 416, 416, 200, 200]);
    for (const head of answer.text.split(/(?=HTTP\/1\.1 \d{3} )/).filter((part) => part.startsWith('HTTP/1.1 416'))) {
      expect(head).toContain(`Content-Range: bytes */${css.length}\r\n`);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(head).toContain(`${name}: ${value}\r\n`);
    }
    expect(publisher.output()).not.toMatch(/error answering|ERR_OUT_OF_RANGE/);
    requests += 2;
    const etag = (await fetch(`${publisher.url}/`)).headers.get('etag') ?? '';
    const revalidated = await fetch(`${publisher.url}/`, { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(revalidated.headers.get(name), name).toBe(value);
  });
});

describe('publisher: fuzz', () => {
  it(`${FUZZ_REQUESTS} malformed requests (seed 4400): every answer 2xx-4xx, the process stays up, no build started`, async () => {
    const before = (await idle()).builds.length;
    const r = random(4400);
    const endpoints: Endpoint[] = [
      { method: 'POST', path: '/webhook', contentTypes: ['application/json'] },
      { method: 'POST', path: '/webhook', headers: [`Authorization: Bearer ${TOKEN}`] },
      { method: 'GET', path: '/status' },
      { method: 'GET', path: '/' },
    ];
    fuzzed = await fuzz(
      publisher.url,
      Array.from({ length: FUZZ_REQUESTS }, () => fuzzRequest(r, r.pick(endpoints))),
    );
    expect(fuzzed.failures, JSON.stringify(fuzzed.failures, null, 2)).toEqual([]);
    expect(publisher.alive()).toBe(true);
    expect((await idle()).builds.length).toBe(before);
    expect(publisher.peakRssMb()).toBeLessThan(400);
  });
});

const PREVIEW_SECRET = 'security-suite-preview-secret-0123456789';
const DRAFT = 'an unpublished draft';
const inSeconds = (seconds: number): number => Math.floor(Date.now() / 1000) + seconds;

interface PreviewService {
  /** The preview port's origin. */
  readonly url: string;
  /** The live site's origin of the same process. */
  readonly liveUrl: string;
  /** scripts/publisher/preview-access.ts, to make and forge credentials. */
  readonly access: typeof import('../../scripts/publisher/preview-access.ts');
  alive(): boolean;
}

/**
 * The publisher with a preview port (tests/security/publisher-preview-process.ts) as its own process,
 * started before the tests of the describe block that calls this and stopped after them.
 */
function usePreviewService(): PreviewService {
  let previewDir = '';
  let preview: ServiceProcess;
  let liveUrl = '';
  let access: typeof import('../../scripts/publisher/preview-access.ts');

  beforeAll(async () => {
    access = await import('../../scripts/publisher/preview-access.ts');
    previewDir = mkdtempSync(path.join(tmpdir(), 'security-preview-'));
    const build = fakeBuild(previewDir, { mode: 'ok', text: DRAFT });
    preview = await startService({
      name: 'publisher with a preview',
      args: ['tests/security/publisher-preview-process.ts'],
      env: {
        ...build.env,
        FAKE_BUILD_SCRIPT: build.script,
        SECURITY_PUBLISHER_DIR: path.join(previewDir, 'work'),
        PUBLISHER_TOKEN: TOKEN,
        PREVIEW_SECRET,
      },
      urlPattern: /preview (http:\/\/\S+?)\/\s/,
    });
    liveUrl = /live site (http:\/\/\S+?)\/\s/.exec(preview.output())![1]!;
    for (;;) {
      const snapshot = (await (await fetch(`${liveUrl}/status.json`)).json()) as StatusSnapshot;
      if (snapshot.preview?.release && !snapshot.building && snapshot.webhooks.queued === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    const stopped = await preview.stop();
    rmSync(previewDir, { recursive: true, force: true });
    expect(stopped.code, preview.output()).toBe(0);
  });

  return {
    get url() {
      return preview.url;
    },
    get liveUrl() {
      return liveUrl;
    },
    get access() {
      return access;
    },
    alive: () => preview.alive(),
  };
}

function expectLocked(answer: Response, text: string, label: string): void {
  expect(answer.status, label).toBe(401);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name), `${label} ${name}`).toBe(value);
  expect(answer.headers.get('cache-control'), label).toBe('no-store');
  expect(answer.headers.get('x-robots-tag'), label).toBe('noindex, nofollow');
  expect(answer.headers.get('set-cookie'), label).toBeNull();
  expect(answer.headers.get('location'), label).toBeNull();
  expect(text, label).not.toContain(DRAFT);
  expect(text, label).not.toContain('produkt');
}

describe('publisher: the draft preview without the credential', () => {
  const preview = usePreviewService();

  it('every preview path answers 401 without the credential (pages, assets, the entry table, 404s, links), with the security headers, no-store and noindex', async () => {
    const paths = [
      '/',
      '/de/',
      '/de',
      '/index.html',
      '/_astro/site.css',
      '/preview-pages.json',
      '/nowhere',
      '/de/nirgends',
      '/%2e%2e/%2e%2e/etc/passwd',
      '//evil.test/',
      '/_preview?model=product-page&documentId=doc1&locale=de',
      '/_preview?path=/de/',
    ];
    attacks += paths.length;
    for (const pathname of paths) {
      for (const method of ['GET', 'HEAD', 'POST', 'OPTIONS']) {
        requests++;
        const answer = await fetch(`${preview.url}${pathname}`, { method, redirect: 'manual' });
        expectLocked(answer, await answer.text(), `${method} ${pathname}`);
      }
    }
    requests++;
    expect(await (await fetch(`${preview.liveUrl}/`)).text()).toContain(DRAFT);
  });

  it('forged credentials answer 401: cookies (made up, expired, of another secret), links (another secret, tampered, unsigned, replayed after their expiry)', async () => {
    const entry = { model: 'product-page', documentId: 'doc1', locale: 'de' };
    const now = Date.now();
    const cookies = [
      `${preview.access.PREVIEW_COOKIE}=${inSeconds(3600)}.${'A'.repeat(43)}`,
      preview.access.previewCookieHeader(PREVIEW_SECRET, now - 9 * 3600 * 1000),
      preview.access.previewCookieHeader('not-the-preview-secret-0123456789abcdef', now),
    ];
    const tampered = preview.access.signPreviewQuery(PREVIEW_SECRET, entry, inSeconds(600));
    tampered.set('documentId', 'doc2');
    const links = [
      preview.access.signPreviewQuery('not-the-preview-secret-0123456789abcdef', entry, inSeconds(600)),
      tampered,
      preview.access.signPreviewQuery(PREVIEW_SECRET, entry, inSeconds(-60)),
      new URLSearchParams({ ...entry, expires: String(inSeconds(600)) }),
    ];
    attacks += cookies.length + links.length + 1;
    for (const cookie of cookies) {
      requests++;
      const answer = await fetch(`${preview.url}/de/`, { headers: { cookie } });
      expectLocked(answer, await answer.text(), cookie);
    }
    for (const query of links) {
      requests++;
      const answer = await fetch(`${preview.url}/_preview?${query}`, { redirect: 'manual' });
      expectLocked(answer, await answer.text(), String(query));
    }
    // A good link, used once, then again after it expired: the second time it opens nothing.
    const expiresAt = inSeconds(2);
    const link = preview.access.previewLink(PREVIEW_SECRET, `${preview.url}/_preview?${new URLSearchParams(entry)}`, expiresAt);
    requests += 2;
    const first = await fetch(link, { redirect: 'manual' });
    expect(first.status).toBe(302);
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 100));
    const replayed = await fetch(link, { redirect: 'manual' });
    expectLocked(replayed, await replayed.text(), 'the link replayed after its expiry');
  });

  it('300 seeded forgeries (seed 4401) of the cookie and of a link’s signature open nothing', async () => {
    attacks++;
    const r = random(4401);
    const ascii = (length: number): string =>
      r
        .target(length)
        .replace(/[^\x21-\x7e]|;/g, 'x')
        .slice(0, length);
    const statuses = new Set<number>();
    for (let i = 0; i < 300; i++) {
      requests++;
      const expires = String(inSeconds(60 + r.int(100_000)));
      const answer =
        i % 2 === 0
          ? await fetch(`${preview.url}/`, { headers: { cookie: `${preview.access.PREVIEW_COOKIE}=${expires}.${ascii(43)}` } })
          : await fetch(
              `${preview.url}/_preview?${new URLSearchParams({ path: '/de/', expires, signature: ascii(r.int(2) === 0 ? 43 : r.int(80)) })}`,
              { redirect: 'manual' },
            );
      statuses.add(answer.status);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(await answer.text()).not.toContain(DRAFT);
    }
    expect([...statuses]).toEqual([401]);
    expect(preview.alive()).toBe(true);
  });
});

describe('publisher: the draft preview with a signed link', () => {
  const preview = usePreviewService();

  it('a signed link lets the browser in (an HttpOnly session cookie) and leads to the draft page', async () => {
    requests += 2;
    const link = preview.access.previewLink(PREVIEW_SECRET, `${preview.url}/de/`, inSeconds(60));
    const answer = await fetch(link, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/de/');
    const cookie = answer.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/; HttpOnly; Secure; SameSite=None; Partitioned$/);
    const page = await fetch(`${preview.url}/de/`, { headers: { cookie: cookie.split(';')[0]! } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(DRAFT);
  });

  it('a signed link never leads to another host', async () => {
    const targets = ['//evil.test/', '/\\evil.test/', 'https://evil.test/'];
    attacks += targets.length;
    for (const target of targets) {
      requests++;
      const query = preview.access.signPreviewQuery(PREVIEW_SECRET, { path: target }, inSeconds(60));
      const answer = await fetch(`${preview.url}/_preview?${query}`, { redirect: 'manual' });
      expect(answer.status, target).toBe(400);
      expect(answer.headers.get('location'), target).toBeNull();
    }
  });
});
