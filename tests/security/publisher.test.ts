/** The publisher (webhook, /status, the live site) under attack, as its own process, with a stand-in build. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signBody } from '../../scripts/lib/webhook-signature.ts';
import type { StatusSnapshot } from '../../scripts/publisher/status.ts';
import { SECURITY_HEADERS } from '../../src/security/headers.ts';
import { rawHttp, rawRequestLine } from '../support/raw-http.ts';
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

async function status(): Promise<StatusSnapshot> {
  requests++;
  return (await (await fetch(`${publisher.url}/status.json`)).json()) as StatusSnapshot;
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
