import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signBody } from '../../../scripts/lib/webhook-signature.ts';
import { previewCookieHeader, previewLink, PREVIEW_COOKIE, signPreviewQuery } from '../../../scripts/publisher/preview-access.ts';
import { SECURITY_HEADERS } from '../../../src/security/headers.ts';
import { rawHttp, rawRequestLine } from '../../support/raw-http.ts';
import { wantsJson } from '../../../scripts/publisher/service-http.ts';
import { startPublisher, type PublisherOptions, type RunningPublisher } from '../../../scripts/publisher/service.ts';
import type { StatusSnapshot } from '../../../scripts/publisher/status.ts';
import { fakeBuild } from './fake-build.ts';

const TOKEN = 'tok_service_test';
const SECRET = 'whsec_service_test';
const PREVIEW_SECRET = 'preview-secret-of-the-service-test-0123456789';
/** A preview site, with the secret its links and cookies are signed with. */
const PREVIEW = { previewPort: 0, previewToken: 'editor-token', previewSecret: PREVIEW_SECRET };
const BODY = JSON.stringify({ event: 'entry.update', created_at: '2024-01-10T09:00:00.000Z', model: 'product-page', entry: { id: 1 } });

let dir: string;
let fake: ReturnType<typeof fakeBuild>;
let publisher: RunningPublisher | undefined;
const lines: string[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'publisher-service-'));
  fake = fakeBuild(dir);
  lines.length = 0;
});
afterEach(async () => {
  await publisher?.close();
  publisher = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function start(overrides: Partial<PublisherOptions> = {}): Promise<RunningPublisher> {
  publisher = await startPublisher({
    dir: path.join(dir, 'work'),
    port: 0,
    auth: { token: TOKEN, secret: SECRET },
    env: fake.env,
    quietMs: 20,
    maxWaitMs: 200,
    buildOnStart: false,
    buildScript: fake.script,
    log: (line) => lines.push(line),
    ...overrides,
  });
  return publisher;
}

const webhook = (p: RunningPublisher, headers: Record<string, string> = {}, body = BODY): Promise<Response> =>
  fetch(`${p.url}/webhook`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body });

/** The whole status, as whoever runs the publisher sees it (with the webhook token). */
const asOps = { headers: { authorization: `Bearer ${TOKEN}` } };
async function status(p: RunningPublisher): Promise<StatusSnapshot> {
  return (await (await fetch(`${p.url}/status.json`, asOps)).json()) as StatusSnapshot;
}

/** What a browser that came through a signed preview link sends with each request. */
const asEditor = (): RequestInit => ({ headers: { cookie: previewCookieHeader(PREVIEW_SECRET, Date.now()) } });

/** A webhook with the token, then the build it causes. */
async function publish(p: RunningPublisher): Promise<void> {
  expect((await webhook(p, { Authorization: `Bearer ${TOKEN}` })).status).toBe(202);
  await p.idle();
}

describe('startPublisher: configuration', () => {
  it('refuses to start without a token or a secret', async () => {
    await expect(start({ auth: {} })).rejects.toThrow(/PUBLISHER_TOKEN/);
    await expect(start({ auth: { token: '', secret: '' } })).rejects.toThrow(/authenticated/);
  });

  it('refuses a preview port without an editor token', async () => {
    await expect(start({ previewPort: 0, previewSecret: PREVIEW_SECRET })).rejects.toThrow(/CMS_PREVIEW_TOKEN/);
  });

  it('refuses a preview port without a preview secret long enough to sign its links', async () => {
    await expect(start({ previewPort: 0, previewToken: 'editor-token' })).rejects.toThrow(/PREVIEW_SECRET/);
    await expect(start({ ...PREVIEW, previewSecret: 'short' })).rejects.toThrow(/at least 32 characters/);
  });

  it('closes the live server when the preview port cannot be opened', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const taken = (blocker.address() as AddressInfo).port;
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const livePort = (probe.address() as AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    try {
      await expect(start({ ...PREVIEW, port: livePort, previewPort: taken })).rejects.toThrow(/EADDRINUSE/);
      // The live port is free again.
      const again = createServer();
      await new Promise<void>((resolve, reject) => {
        again.once('error', reject);
        again.listen(livePort, '127.0.0.1', resolve);
      });
      await new Promise<void>((resolve) => again.close(() => resolve()));
    } finally {
      await new Promise<void>((resolve) => blocker.close(() => resolve()));
    }
  });
});

describe('startPublisher: webhooks', () => {
  it('refuses an unauthenticated webhook with 401 and builds nothing', async () => {
    const p = await start();
    const response = await webhook(p);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: expect.stringMatching(/^unauthorized: no credentials/) });
    expect((await webhook(p, { Authorization: 'Bearer wrong' })).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const snapshot = await status(p);
    expect(snapshot.builds).toEqual([]);
    expect(snapshot.webhooks).toEqual({ accepted: 0, refused: 2, queued: 0 });
  });

  it('accepts a webhook with the token (202) and a build appears', async () => {
    const p = await start();
    const response = await webhook(p, { Authorization: `Bearer ${TOKEN}` });
    expect(response.status).toBe(202);
    expect(await response.json()).toMatchObject({ accepted: true, queued: 1 });
    await p.idle();
    const snapshot = await status(p);
    expect(snapshot.webhooks.accepted).toBe(1);
    expect(snapshot.builds).toHaveLength(1);
    expect(snapshot.builds[0]).toMatchObject({
      target: 'live',
      trigger: 'entry.update product-page #1',
      changes: 1,
      outcome: 'published',
      mode: 'full',
      rendered: 4,
      error: null,
    });
    expect(snapshot.builds[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(snapshot.live.release).toMatch(/^\d{8}-\d{9}-\d{6}-\d+$/);
  });

  it('accepts a signed webhook, and refuses the same delivery again', async () => {
    const p = await start();
    const headers = { ...signBody(SECRET, BODY, Math.floor(Date.now() / 1000)), 'X-Webhook-Id': 'd-1' };
    expect((await webhook(p, headers)).status).toBe(202);
    const again = await webhook(p, headers);
    expect(again.status).toBe(401);
    expect(await again.json()).toEqual({ error: 'unauthorized: replayed delivery' });
  });

  it('answers 415 / 400 / 405 for the wrong kind of request', async () => {
    const p = await start();
    const auth = { Authorization: `Bearer ${TOKEN}` };
    expect((await webhook(p, { ...auth, 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await webhook(p, auth, '{nope')).status).toBe(400);
    expect((await fetch(`${p.url}/webhook`)).status).toBe(405);
  });

  it('answers 413 to an oversize body, readable by the client, and keeps serving', async () => {
    const p = await start();
    const response = await webhook(p, { Authorization: `Bearer ${TOKEN}` }, 'x'.repeat(3 * 1024 * 1024));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'payload too large' });
    expect((await status(p)).webhooks.refused).toBe(1);
    expect((await fetch(`${p.url}/status.json`)).status).toBe(200);
  });

  it('survives a client that goes away in the middle of the body', async () => {
    const p = await start();
    await new Promise<void>((resolve) => {
      const request = httpRequest(`${p.url}/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Content-Length': '1000', Authorization: `Bearer ${TOKEN}` },
      });
      request.on('error', () => resolve());
      request.write('{"event":');
      setTimeout(() => {
        request.destroy();
        resolve();
      }, 50);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await status(p)).builds).toEqual([]);
    await publish(p);
    expect((await status(p)).builds).toHaveLength(1);
  });
});

describe('startPublisher: /status', () => {
  it('answers HTML to browsers and JSON to machines', async () => {
    const p = await start();
    const html = await fetch(`${p.url}/status`, { headers: { Accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(html.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await html.text()).toContain('<h1>Publisher status</h1>');
    expect((await fetch(`${p.url}/status`)).headers.get('content-type')).toMatch(/^text\/html/);
    for (const [url, accept] of [
      [`${p.url}/status`, 'application/json'],
      [`${p.url}/status?format=json`, 'text/html'],
      [`${p.url}/status.json`, '*/*'],
    ] as const) {
      const response = await fetch(url, { headers: { Accept: accept, ...asOps.headers } });
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toMatchObject({ service: 'publisher', live: { url: p.url, release: null }, preview: null });
    }
  });

  it('wantsJson follows the Accept header’s preference', () => {
    const url = new URL('http://localhost/status');
    expect(wantsJson('application/json', url)).toBe(true);
    expect(wantsJson('Application/JSON', url)).toBe(true);
    expect(wantsJson('text/html;q=0.5, application/json', url)).toBe(true);
    expect(wantsJson('application/json, text/html', url)).toBe(false);
    expect(wantsJson('application/json;q=0', url)).toBe(false);
    expect(wantsJson('*/*', url)).toBe(false);
    expect(wantsJson(undefined, url)).toBe(false);
    expect(wantsJson('text/html', new URL('http://localhost/status?format=json'))).toBe(true);
  });
});

describe('startPublisher: the site: releases and failing builds', () => {
  it('answers 503 before the first release, then serves it with the static server’s rules', async () => {
    const p = await start();
    const before = await fetch(`${p.url}/`);
    expect(before.status).toBe(503);
    expect(before.headers.get('retry-after')).toBe('10');

    fake.set({ mode: 'ok', text: 'first' });
    await publish(p);
    const home = await fetch(`${p.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toBe('<h1>first</h1>');
    const missing = await fetch(`${p.url}/nowhere`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('<h1>not found</h1>');
    const germanMissing = await fetch(`${p.url}/de/nirgends`);
    expect(germanMissing.status).toBe(404);
    expect(await germanMissing.text()).toBe('<h1>nicht gefunden</h1>');
    const de = await fetch(`${p.url}/de`, { redirect: 'manual' });
    expect(de.status).toBe(301);
    expect(de.headers.get('location')).toBe('/de/');
    expect(await (await fetch(`${p.url}/de/`)).text()).toBe('<h1>de first</h1>');

    fake.set({ mode: 'ok', text: 'second' });
    await publish(p);
    expect(await (await fetch(`${p.url}/`)).text()).toBe('<h1>second</h1>');
    const snapshot = await status(p);
    expect(snapshot.builds.map((build) => [build.outcome, build.mode])).toEqual([
      ['published', 'incremental'],
      ['published', 'full'],
    ]);
  });

  it('a failing build keeps the previous release serving and reports why', async () => {
    const p = await start();
    fake.set({ mode: 'ok', text: 'good' });
    await publish(p);
    const release = (await status(p)).live.release;

    fake.set({ mode: 'fail', reason: 'the content system did not answer' });
    await publish(p);
    expect(await (await fetch(`${p.url}/`)).text()).toBe('<h1>good</h1>');
    const snapshot = await status(p);
    expect(snapshot.live.release).toBe(release);
    expect(snapshot.builds[0]).toMatchObject({ outcome: 'failed', error: 'the content system did not answer' });
    expect(lines.some((line) => line.includes('FAILED, the published site stays'))).toBe(true);
    const html = await (await fetch(`${p.url}/status`, asOps)).text();
    expect(html).toContain('failed: the content system did not answer');
  });

  it('a build the publisher itself cannot run is recorded as failed, not left running', async () => {
    const work = path.join(dir, 'work');
    mkdirSync(work, { recursive: true });
    writeFileSync(path.join(work, 'logs'), 'not a folder');
    const p = await start();
    await publish(p);
    const snapshot = await status(p);
    expect(snapshot.building).toBe(false);
    expect(snapshot.builds[0]).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/^publisher error: /) });
    expect(snapshot.builds[0]!.finishedAt).not.toBeNull();
  });

  it('a build that hangs and ignores SIGTERM is killed, reported as timed out, and the next batch publishes', async () => {
    // The timeout bounds the healthy build after the hang too: 3 s leaves a busy machine time to start one.
    const p = await start({ buildTimeoutMs: 3000, killGraceMs: 200 });
    fake.set({ mode: 'stubborn' });
    await publish(p);
    const hung = await status(p);
    expect(hung.building).toBe(false);
    expect(hung.builds[0]).toMatchObject({
      outcome: 'failed',
      error: expect.stringMatching(/^build timed out after 3(?:\.0)? s \(SIGTERM ignored; killed with SIGKILL/),
    });
    expect(await (await fetch(`${p.url}/status`, asOps)).text()).toContain('timed out');
    fake.set({ mode: 'ok', text: 'after the hang' });
    await publish(p);
    expect((await status(p)).builds[0]).toMatchObject({ outcome: 'published' });
    expect(await (await fetch(`${p.url}/`)).text()).toContain('after the hang');
  });
});

describe('startPublisher: the site: start builds, the preview port, close', () => {
  it('builds at start when asked to', async () => {
    const p = await start({ buildOnStart: true });
    await p.idle();
    const snapshot = await status(p);
    expect(snapshot.builds[0]).toMatchObject({ trigger: 'startup', changes: 0, outcome: 'published', latencyMs: null });
    expect((await fetch(`${p.url}/`)).status).toBe(200);
  });

  it('the preview port serves the preview release with X-Robots-Tag, to an editor', async () => {
    const p = await start(PREVIEW);
    expect(p.previewUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const before = await fetch(`${p.previewUrl}/`, asEditor());
    expect(before.status).toBe(503);
    expect(before.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    await publish(p);
    const home = await fetch(`${p.previewUrl}/`, asEditor());
    expect(home.status).toBe(200);
    expect(home.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // For that editor only: no shared cache may keep a draft.
    expect(home.headers.get('cache-control')).toBe('private, max-age=0, must-revalidate');
    const asset = await fetch(`${p.previewUrl}/_astro/site.css`, asEditor());
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const missing = await fetch(`${p.previewUrl}/nowhere`, asEditor());
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(missing.headers.get('cache-control')).toMatch(/^private, /);
    expect((await fetch(`${p.url}/`)).headers.get('x-robots-tag')).toBeNull();
    const snapshot = await status(p);
    expect(snapshot.builds.map((build) => build.target)).toEqual(['preview', 'live']);
    expect(snapshot.preview).toMatchObject({ url: p.previewUrl, release: expect.any(String) });
  });

  it("a content system's preview link redirects to the entry's page in the preview, which that admin may frame", async () => {
    const admin = 'http://127.0.0.1:1339';
    const p = await start({ ...PREVIEW, previewFrameAncestors: [admin] });
    await publish(p);
    const link = (query: string) => fetch(`${p.previewUrl}/_preview?${query}`, { redirect: 'manual', ...asEditor() });
    const german = await link('model=product-page&documentId=doc1&locale=de');
    expect(german.status).toBe(302);
    expect(german.headers.get('location')).toBe('/de/produkt/');
    expect(german.headers.get('content-security-policy')).toContain(`frame-ancestors ${admin}`);
    // A language the page is not built in: English.
    expect((await link('model=product-page&documentId=doc1&locale=ja')).headers.get('location')).toBe('/en/product/');
    const missing = await link('model=product-page&documentId=other&locale=en');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toMatch(/no page in the preview yet/);
    expect((await link('model=translation&documentId=doc1')).status).toBe(404);
    expect((await link('model=../x&documentId=doc1')).status).toBe(400);

    const page = await fetch(`${p.previewUrl}/de/`, asEditor());
    expect(page.headers.get('content-security-policy')).toContain(`frame-ancestors ${admin}`);
    expect(page.headers.get('x-frame-options')).toBeNull();
    // The live site is framed by nobody; its preview link path is just a missing page.
    const live = await fetch(`${p.url}/de/`);
    expect(live.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(live.headers.get('x-frame-options')).toBe('DENY');
    expect((await fetch(`${p.url}/_preview?model=product-page&documentId=doc1`, { redirect: 'manual' })).status).toBe(404);
  });

  it('close() stops a running build; the published site is untouched', async () => {
    const p = await start();
    await publish(p);
    fake.set({ mode: 'hang' });
    expect((await webhook(p, { Authorization: `Bearer ${TOKEN}` })).status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await status(p)).building).toBe(true);
    await p.close();
    publisher = undefined;
    const snapshot = p.status();
    expect(snapshot.builds[0]).toMatchObject({ outcome: 'failed', error: expect.stringMatching(/SIGTERM/) });
    expect(snapshot.live.release).not.toBeNull();
  });
});

const ADMIN = 'http://127.0.0.1:1339';
const PATHS = [
  '/',
  '/de/',
  '/de',
  '/index.html',
  '/preview-pages.json',
  '/_astro/site.css',
  '/nowhere',
  '/de/nirgends',
  '/status',
  '/_preview?model=product-page&documentId=doc1&locale=de',
];
const inSeconds = (seconds: number): number => Math.floor(Date.now() / 1000) + seconds;

/** A GET with its own Host (and other) headers, which fetch does not send: a browser reaching the preview by another name. */
function getAs(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { headers }, (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }));
    });
    request.on('error', reject);
    request.end();
  });
}

function expectLocked(answer: Response, label: string): void {
  expect(answer.status, label).toBe(401);
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name), `${label} ${name}`).toBe(value);
  expect(answer.headers.get('cache-control'), label).toBe('no-store');
  expect(answer.headers.get('x-robots-tag'), label).toBe('noindex, nofollow');
  expect(answer.headers.get('set-cookie'), label).toBeNull();
}

describe('startPublisher: who may see the preview: locked without a session', () => {
  it('without the credential every preview path answers 401 (pages, assets, the entry table, 404s, links), the live site stays public', async () => {
    const p = await start(PREVIEW);
    // Before the first build too: not even "being built" is said to a stranger.
    expectLocked(await fetch(`${p.previewUrl}/`), 'before the first build');
    fake.set({ mode: 'ok', text: 'secret draft' });
    await publish(p);
    for (const pathname of PATHS) {
      for (const method of ['GET', 'HEAD', 'POST']) {
        const answer = await fetch(`${p.previewUrl}${pathname}`, { method, redirect: 'manual' });
        expectLocked(answer, `${method} ${pathname}`);
        const text = await answer.text();
        if (method === 'HEAD') expect(text).toBe('');
        else if (method === 'GET') {
          expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
          expect(text).toContain('Preview');
          expect(text).toContain('npm run publisher -- --preview-link');
          expect(text).not.toContain('secret draft');
          expect(text).not.toContain('produkt');
        }
      }
    }
    const live = await fetch(`${p.url}/`);
    expect(live.status).toBe(200);
    expect(await live.text()).toBe('<h1>secret draft</h1>');
  });

  it('a cookie that is not a valid session opens nothing: forged, expired, of another secret, of another name', async () => {
    const p = await start(PREVIEW);
    await publish(p);
    const now = Date.now();
    const cookies = [
      `${PREVIEW_COOKIE}=1`,
      `${PREVIEW_COOKIE}=${inSeconds(3600)}.${'A'.repeat(43)}`,
      previewCookieHeader(PREVIEW_SECRET, now - 9 * 3600 * 1000),
      previewCookieHeader('another-secret-of-at-least-32-characters', now),
      `other${previewCookieHeader(PREVIEW_SECRET, now)}`,
    ];
    for (const cookie of cookies) expectLocked(await fetch(`${p.previewUrl}/de/`, { headers: { cookie } }), cookie);
    const expired = await fetch(`${p.previewUrl}/`, { headers: { cookie: cookies[2]! } });
    expect(await expired.text()).toMatch(/session has expired/);
  });
});

describe('startPublisher: who may see the preview: signed links and the session cookie', () => {
  it('a signed link sets an HttpOnly cookie and redirects to the draft page; the cookie then opens the preview', async () => {
    const p = await start({ ...PREVIEW, previewFrameAncestors: [ADMIN] });
    await publish(p);
    const link = previewLink(PREVIEW_SECRET, `${p.previewUrl}/_preview?model=product-page&documentId=doc1&locale=de`, inSeconds(600));
    expect(new URL(link).pathname).toBe('/_preview');
    const answer = await fetch(link, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/de/produkt/');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.headers.get('content-security-policy')).toContain(`frame-ancestors ${ADMIN}`);
    // 127.0.0.1 is a secure context to browsers: the cookie for a third-party frame in the admin.
    const setCookie = answer.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      new RegExp(`^${PREVIEW_COOKIE}=\\d+\\.[\\w-]{43}; Path=/; Max-Age=28800; HttpOnly; Secure; SameSite=None; Partitioned$`),
    );
    const cookie = setCookie.split(';')[0]!;
    const page = await fetch(`${p.previewUrl}/de/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe('<h1>de one</h1>');
    expect(page.headers.get('set-cookie')).toBeNull();
    expect((await fetch(`${p.previewUrl}/preview-pages.json`, { headers: { cookie } })).status).toBe(200);

    // A link to any page of the preview (what `npm run publisher -- --preview-link /de/` prints).
    const toPage = await fetch(previewLink(PREVIEW_SECRET, `${p.previewUrl}/de/`, inSeconds(60)), { redirect: 'manual' });
    expect(toPage.status).toBe(302);
    expect(toPage.headers.get('location')).toBe('/de/');
    // Never to another site, however the path is written.
    for (const target of ['//evil.test/', '/\\evil.test/', 'https://evil.test/', 'de/']) {
      const query = signPreviewQuery(PREVIEW_SECRET, { path: target }, inSeconds(60));
      const away = await fetch(`${p.previewUrl}/_preview?${query}`, { redirect: 'manual' });
      expect(away.status, target).toBe(400);
      expect(away.headers.get('location'), target).toBeNull();
    }
  });

  it('an expired, tampered or foreign link answers 401 and says why; an expired link still works for a valid session', async () => {
    const p = await start({ ...PREVIEW, previewFrameAncestors: [ADMIN] });
    await publish(p);
    const entry = { model: 'product-page', documentId: 'doc1', locale: 'de' };
    const expired = signPreviewQuery(PREVIEW_SECRET, entry, inSeconds(-1));
    const tampered = signPreviewQuery(PREVIEW_SECRET, entry, inSeconds(600));
    tampered.set('documentId', 'doc2');
    const foreign = signPreviewQuery('another-secret-of-at-least-32-characters', entry, inSeconds(600));
    for (const [query, why] of [
      [expired, /link has expired/],
      [tampered, /link is not valid/],
      [foreign, /link is not valid/],
    ] as const) {
      const answer = await fetch(`${p.previewUrl}/_preview?${query}`, { redirect: 'manual' });
      expect(answer.status).toBe(401);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(answer.headers.get('location')).toBeNull();
      // Shown in the admin's frame, so the editor reads why.
      expect(answer.headers.get('content-security-policy')).toContain(`frame-ancestors ${ADMIN}`);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.text()).toMatch(why);
    }
    // The admin's frame reloading an old link: the session from the first visit still holds.
    const reload = await fetch(`${p.previewUrl}/_preview?${expired}`, { redirect: 'manual', ...asEditor() });
    expect(reload.status).toBe(302);
    expect(reload.headers.get('location')).toBe('/de/produkt/');
  });

  it('over plain http by a name that is not loopback the cookie is SameSite=Lax (a Secure one would be dropped); behind https it is Secure', async () => {
    const p = await start(PREVIEW);
    await publish(p);
    const link = previewLink(PREVIEW_SECRET, `${p.previewUrl}/de/`, inSeconds(60));
    const plain = await getAs(link, { host: 'preview.intranet.example' });
    expect(plain.status).toBe(302);
    expect(plain.headers['set-cookie']?.[0]).toMatch(/; Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax$/);
    const proxied = await getAs(link, { host: 'preview.example.com', 'x-forwarded-proto': 'https' });
    expect(proxied.headers['set-cookie']?.[0]).toMatch(/; HttpOnly; Secure; SameSite=None; Partitioned$/);
  });
});

describe('startPublisher: hostile requests', () => {
  it('a request target that is no URL answers 400 and the site, /status and /webhook keep answering', async () => {
    const p = await start(PREVIEW);
    await publish(p);
    for (const base of [p.url, p.previewUrl!]) {
      for (const target of ['//[', 'http://[', '//[::1]:x/webhook', 'x']) {
        const answer = await rawHttp(base, rawRequestLine(target));
        expect(answer.status, `${target} on ${base}`).toBeGreaterThanOrEqual(400);
        expect(answer.status, `${target} on ${base}`).toBeLessThan(500);
      }
    }
    expect((await rawHttp(p.url, rawRequestLine('http://[', 'POST'))).status).toBe(400);
    expect((await fetch(`${p.url}/`)).status).toBe(200);
    expect((await fetch(`${p.previewUrl}/`, asEditor())).status).toBe(200);
    expect((await fetch(`${p.url}/status.json`)).status).toBe(200);
    expect((await webhook(p, { Authorization: `Bearer ${TOKEN}` })).status).toBe(202);
  });

  it('/status, /webhook and the "being built" page carry the security headers', async () => {
    const p = await start();
    const answers = [
      await fetch(`${p.url}/`),
      await fetch(`${p.url}/status`),
      await fetch(`${p.url}/status.json`),
      await webhook(p),
      await fetch(`${p.url}/webhook`),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([503, 200, 200, 401, 405]);
    for (const answer of answers) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers.get(name), `${answer.url} ${name}`).toBe(value);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
  });
});
