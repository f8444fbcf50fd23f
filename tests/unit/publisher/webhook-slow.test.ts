/**
 * The publisher's webhook against slow and unauthenticated clients: the credential is checked from the
 * headers before any byte of the body is read (401 at once), a body the credential lets in must arrive
 * within a short deadline (408), and the servers cut a client that sends its headers slowly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signBody } from '../../../scripts/lib/webhook-signature.ts';
import { startPublisher, type PublisherOptions, type RunningPublisher } from '../../../scripts/publisher/service.ts';
import { slowClient } from '../../support/slow-client.ts';
import { fakeBuild } from './fake-build.ts';

const TOKEN = 'tok_slow_test';
const SECRET = 'whsec_slow_test';
const BODY = JSON.stringify({ event: 'entry.update', created_at: '2024-01-10T09:00:00.000Z', model: 'product-page', entry: { id: 1 } });

let dir: string;
let publisher: RunningPublisher | undefined;
const lines: string[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'publisher-slow-'));
  lines.length = 0;
});
afterEach(async () => {
  await publisher?.close();
  publisher = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function start(overrides: Partial<PublisherOptions> = {}): Promise<RunningPublisher> {
  const fake = fakeBuild(dir);
  publisher = await startPublisher({
    dir: path.join(dir, 'work'),
    port: 0,
    auth: { token: TOKEN, secret: SECRET },
    env: fake.env,
    quietMs: 20,
    maxWaitMs: 200,
    buildOnStart: false,
    buildScript: fake.script,
    timeouts: { headersMs: 1000, requestMs: 3000 },
    webhookBodyMs: 400,
    log: (line) => lines.push(line),
    ...overrides,
  });
  return publisher;
}

const head = (headers: Record<string, string>, length = 500): string =>
  `POST /webhook HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n${Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('')}\r\n`;

describe('the webhook: the credential before the body', () => {
  it.each([
    ['no credential', {}],
    ['a wrong token', { Authorization: 'Bearer wrong' }],
    ['another scheme', { Authorization: 'Basic eDp5' }],
  ])('%s: 401 at once, without waiting for the body', async (_, headers) => {
    const p = await start();
    const result = await slowClient(p.url, head(headers), 'x'.repeat(500), 100, 5000);
    expect(result.status).toBe(401);
    expect(result.ms).toBeLessThan(300);
    expect(result.sent).toBeLessThan(3);
    expect(result.text).toMatch(/\r\nConnection: close\r\n/i);
    expect(p.status().webhooks).toMatchObject({ accepted: 0, refused: 1 });
  });

  it('the right token and a body sent a byte at a time: 408 at the body deadline, nothing scheduled', async () => {
    const p = await start();
    const result = await slowClient(p.url, head({ Authorization: `Bearer ${TOKEN}` }), 'x'.repeat(500), 50, 5000);
    expect(result.status).toBe(408);
    expect(result.ms).toBeGreaterThan(350);
    expect(result.ms).toBeLessThan(1500);
    expect(p.status().webhooks).toMatchObject({ accepted: 0, refused: 1, queued: 0 });
  });

  it('a signature needs the body: read within the same deadline', async () => {
    const p = await start();
    const signed = signBody(SECRET, BODY, Math.floor(Date.now() / 1000));
    const result = await slowClient(p.url, head(signed, Buffer.byteLength(BODY)), BODY, 50, 5000);
    expect(result.status).toBe(408);
    expect(result.ms).toBeLessThan(1500);
    // The same signed delivery, sent at once, is accepted.
    const sent = await fetch(`${p.url}/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...signed },
      body: BODY,
    });
    expect(sent.status).toBe(202);
  });

  it('with only a signature configured, a request without one is refused before its body', async () => {
    const p = await start({ auth: { secret: SECRET } });
    const result = await slowClient(p.url, head({ Authorization: `Bearer ${TOKEN}` }), 'x'.repeat(500), 100, 5000);
    expect(result.status).toBe(401);
    expect(result.ms).toBeLessThan(300);
  });

  it('headers sent a byte at a time: 408 once the headers time is up, on the live site and the webhook', async () => {
    const p = await start();
    for (const first of ['POST /webhook HTTP/1.1\r\nHost: x\r\n', 'GET / HTTP/1.1\r\nHost: x\r\n']) {
      const result = await slowClient(p.url, first, 'X-Slow: '.padEnd(300, 'a'), 50, 5000);
      expect(result.status, first).toBe(408);
      expect(result.ms, first).toBeLessThan(2500);
    }
  });
});
