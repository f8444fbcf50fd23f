import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentChange } from '../../../scripts/content-server/changes.ts';
import {
  createWebhookDispatcher,
  parseWebhookTargets,
  USER_AGENT,
  webhooksFromEnv,
  type DeliveryRecord,
  type WebhookDispatcher,
  type WebhookDispatcherOptions,
} from '../../../scripts/content-server/webhooks/index.ts';
import { verifySignature } from '../../../scripts/lib/webhook-signature.ts';
import { tempDir } from './fixtures/fixture.ts';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

/** How the receiver answers a request to a path: status and headers, or 'hang' (never answers). */
type Answer = { status: number; headers?: Record<string, string>; delayMs?: number } | 'hang';

let server: Server;
let base: string;
const received: Received[] = [];
const scripts = new Map<string, Answer[]>();
const hanging = new Set<ServerResponse>();

/** Answers for the next requests to `path` (then 200). */
function answer(path: string, ...answers: Answer[]): void {
  scripts.set(path, answers);
}

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body, at: performance.now() });
      const next = scripts.get(path)?.shift() ?? { status: 200 };
      if (next === 'hang') {
        hanging.add(res);
        return;
      }
      const reply = (): void => {
        res.writeHead(next.status, { 'content-type': 'text/plain', ...next.headers });
        res.end(next.status >= 400 ? `nope ${next.status}` : 'ok');
      };
      if (next.delayMs) setTimeout(reply, next.delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const res of hanging) res.destroy();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const dispatchers: WebhookDispatcher[] = [];
const cleanups: Array<() => void> = [];
afterEach(async () => {
  await Promise.all(dispatchers.splice(0).map((dispatcher) => dispatcher.close()));
  for (const cleanup of cleanups.splice(0)) cleanup();
  received.length = 0;
  scripts.clear();
});

const SECRET = 'whsec-dispatcher-test';
const TOKEN = 'tok-dispatcher-test';

function dispatcher(targets: unknown[], options: Partial<WebhookDispatcherOptions> = {}): { d: WebhookDispatcher; logs: string[] } {
  const logs: string[] = [];
  const d = createWebhookDispatcher({
    targets: parseWebhookTargets(targets, 'test'),
    log: (line) => logs.push(line),
    retry: { baseDelayMs: 10, maxDelayMs: 2000 },
    ...options,
  });
  dispatchers.push(d);
  return { d, logs };
}

const page = (id: number, event: ContentChange['event'] = 'entry.update'): ContentChange =>
  ({ event, model: 'page', entry: { id: String(id), slug: `p${id}` } }) as ContentChange;

const at = (path: string): Received[] => received.filter((request) => request.path === path);
const outcomes = (records: readonly DeliveryRecord[]): string[] => records.map((r) => `${r.attempt}:${r.status ?? '-'}:${r.outcome}`);

describe('webhook dispatcher: payload, headers, targets', () => {
  it('posts the Strapi v3 payload with the id, token, signature and custom headers', async () => {
    const { d } = dispatcher([{ url: `${base}/a`, token: TOKEN, secret: SECRET, headers: { 'X-Site': 'corporate' } }]);
    const before = Date.now();
    d.emit({ event: 'entry.publish', model: 'product-page', entry: { id: '7', title: 'Pump' } });
    await d.idle();

    const [request] = at('/a');
    expect(request).toBeDefined();
    const payload = JSON.parse(request!.body) as Record<string, unknown>;
    expect(payload).toEqual({
      event: 'entry.publish',
      created_at: expect.any(String),
      model: 'product-page',
      entry: { id: '7', title: 'Pump' },
    });
    expect(Date.parse(payload.created_at as string)).toBeGreaterThanOrEqual(before - 1000);
    const { headers } = request!;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['user-agent']).toBe(USER_AGENT);
    expect(headers['x-strapi-event']).toBe('entry.publish');
    expect(headers['x-webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(headers['x-site']).toBe('corporate');
    const verified = verifySignature({
      secret: SECRET,
      body: request!.body,
      timestampHeader: headers['x-webhook-timestamp'],
      signatureHeader: headers['x-webhook-signature'],
    });
    expect(verified).toEqual({ ok: true });
    expect(
      verifySignature({
        ...verified,
        secret: 'other',
        body: request!.body,
        timestampHeader: headers['x-webhook-timestamp'],
        signatureHeader: headers['x-webhook-signature'],
      }),
    ).toEqual({ ok: false, reason: 'mismatch' });

    expect(d.deliveries()).toMatchObject([
      {
        id: headers['x-webhook-id'],
        target: `${base}/a`,
        event: 'entry.publish',
        model: 'product-page',
        entryId: '7',
        attempt: 1,
        status: 200,
        error: null,
        outcome: 'delivered',
      },
    ]);
  });

  it('sends media events with "media" and no signature or token when none is configured', async () => {
    const { d } = dispatcher([{ url: `${base}/m` }]);
    d.emit({ event: 'media.delete', model: 'file', entry: { id: '3', name: 'a.png', url: '/uploads/a.png' } });
    await d.idle();
    const [request] = at('/m');
    expect(JSON.parse(request!.body)).toEqual({
      event: 'media.delete',
      created_at: expect.any(String),
      media: { id: '3', name: 'a.png', url: '/uploads/a.png' },
    });
    expect(request!.headers.authorization).toBeUndefined();
    expect(request!.headers['x-webhook-signature']).toBeUndefined();
  });

  it('sends each target only the events it asked for; disabled targets get nothing', async () => {
    const { d } = dispatcher([
      { url: `${base}/publish-only`, events: ['entry.publish', 'entry.unpublish'] },
      { url: `${base}/all` },
      { url: `${base}/off`, enabled: false },
    ]);
    d.emit(page(1, 'entry.update'));
    d.emit(page(2, 'entry.publish'));
    d.emit({ event: 'media.create', model: 'file', entry: { id: '5' } });
    await d.idle();
    expect(at('/publish-only').map((r) => JSON.parse(r.body).event)).toEqual(['entry.publish']);
    expect(at('/all').map((r) => JSON.parse(r.body).event)).toEqual(['entry.update', 'entry.publish', 'media.create']);
    expect(at('/off')).toEqual([]);
  });
});

describe('webhook dispatcher: retries and ordering', () => {
  it('retries after a 500 with the same delivery id, then records the success', async () => {
    answer('/flaky', { status: 500 }, { status: 502 });
    const { d, logs } = dispatcher([{ url: `${base}/flaky`, secret: SECRET }]);
    d.emit(page(1));
    await d.idle();
    const requests = at('/flaky');
    expect(requests).toHaveLength(3);
    expect(new Set(requests.map((r) => r.headers['x-webhook-id'])).size).toBe(1);
    expect(new Set(requests.map((r) => r.body)).size).toBe(1);
    expect(requests[2]!.at - requests[1]!.at).toBeGreaterThanOrEqual(19); // 10 ms · 2 (+ jitter)
    expect(outcomes(d.deliveries())).toEqual(['1:500:retrying', '2:502:retrying', '3:200:delivered']);
    expect(d.deliveries()[0]).toMatchObject({ error: 'HTTP 500 Internal Server Error: nope 500', retryInMs: expect.any(Number) });
    expect(logs.some((line) => line.includes('attempt 1/5 failed: HTTP 500'))).toBe(true);
    expect(logs.some((line) => line.includes('delivered on attempt 3'))).toBe(true);
  });

  it('does not retry a 400 (nor a redirect)', async () => {
    answer('/bad', { status: 400 });
    answer('/moved', { status: 301, headers: { location: `${base}/elsewhere` } });
    const { d, logs } = dispatcher([{ url: `${base}/bad` }, { url: `${base}/moved` }]);
    d.emit(page(1));
    await d.idle();
    expect(at('/bad')).toHaveLength(1);
    expect(at('/moved')).toHaveLength(1);
    expect(at('/elsewhere')).toHaveLength(0);
    expect(outcomes(d.deliveries()).sort()).toEqual(['1:301:failed', '1:400:failed']);
    expect(logs.some((line) => line.includes('refused: HTTP 400') && line.includes('not retried'))).toBe(true);
  });

  it('retries a 429 after its Retry-After, and gives up after the last attempt', async () => {
    answer('/busy', { status: 429, headers: { 'retry-after': '1' } });
    answer('/down', { status: 503 }, { status: 503 }, { status: 503 });
    const { d } = dispatcher([{ url: `${base}/busy` }, { url: `${base}/down` }], {
      retry: { attempts: 3, baseDelayMs: 1, maxDelayMs: 5000 },
    });
    d.emit(page(1));
    await d.idle();
    const busy = at('/busy');
    expect(busy).toHaveLength(2);
    expect(busy[1]!.at - busy[0]!.at).toBeGreaterThanOrEqual(950);
    const records = d.deliveries();
    expect(records.find((r) => r.status === 429)).toMatchObject({ outcome: 'retrying', retryInMs: 1000 });
    expect(outcomes(records.filter((r) => r.target.endsWith('/down')))).toEqual(['1:503:retrying', '2:503:retrying', '3:503:failed']);
  });

  it('delivers to one target in order of emission, retries included', async () => {
    answer('/ordered', { status: 200, delayMs: 60 }, { status: 500 }, { status: 200, delayMs: 20 });
    const { d } = dispatcher([{ url: `${base}/ordered` }]);
    for (let id = 1; id <= 5; id++) d.emit(page(id));
    await d.idle();
    const ids = at('/ordered').map((r) => (JSON.parse(r.body) as { entry: { id: string } }).entry.id);
    expect(ids).toEqual(['1', '2', '2', '3', '4', '5']);
    expect(
      d
        .deliveries()
        .filter((r) => r.outcome === 'delivered')
        .map((r) => r.entryId),
    ).toEqual(['1', '2', '3', '4', '5']);
  });

  it('a dead target delays no other; close() abandons what it still owes', async () => {
    answer('/dead', 'hang');
    const { d } = dispatcher([{ url: `${base}/dead` }, { url: `${base}/alive` }]);
    const started = performance.now();
    for (let id = 1; id <= 3; id++) d.emit(page(id));
    await expect.poll(() => at('/alive').length, { timeout: 2000, interval: 10 }).toBe(3);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(at('/dead')).toHaveLength(1);

    await d.close();
    const dead = d.deliveries().filter((r) => r.target.endsWith('/dead'));
    expect(dead.map((r) => `${r.entryId}:${r.outcome}`).sort()).toEqual(['1:abandoned', '2:abandoned', '3:abandoned']);
    expect(dead.every((r) => r.error === 'dispatcher closed' && r.attempt === 1)).toBe(true);
    d.emit(page(4)); // after close: dropped, no throw
  });

  it('times out an attempt and retries it; network errors are retried too', async () => {
    answer('/slow', 'hang', { status: 200 });
    // The second attempt must answer within the timeout too: 500 ms leaves a busy machine time for it.
    const { d } = dispatcher([{ url: `${base}/slow` }, { url: 'http://127.0.0.1:1/refused' }], {
      timeoutMs: 500,
      retry: { attempts: 2, baseDelayMs: 5 },
    });
    d.emit(page(1));
    await d.idle();
    const records = d.deliveries();
    expect(outcomes(records.filter((r) => r.target.endsWith('/slow')))).toEqual(['1:-:retrying', '2:200:delivered']);
    expect(records.find((r) => r.target.endsWith('/slow'))!.error).toBe('timeout after 500ms');
    const refused = records.filter((r) => r.target.endsWith('/refused'));
    expect(outcomes(refused)).toEqual(['1:-:retrying', '2:-:failed']);
    expect(refused[0]!.error).toMatch(/fetch failed/);
  });
});

describe('webhook dispatcher: shutdown, errors, delivery log, configuration', () => {
  it('close() stops waiting retries and records them as abandoned', async () => {
    answer('/later', { status: 500 });
    const { d } = dispatcher([{ url: `${base}/later` }], { retry: { baseDelayMs: 30_000, maxDelayMs: 60_000 } });
    d.emit(page(1));
    await expect.poll(() => d.deliveries().length, { timeout: 2000, interval: 5 }).toBe(1);
    const started = performance.now();
    await d.close();
    expect(performance.now() - started).toBeLessThan(500);
    expect(outcomes(d.deliveries())).toEqual(['1:500:retrying', '2:-:abandoned']);
  });

  it('never throws from emit, not even for an entry that cannot be serialised', async () => {
    const { d, logs } = dispatcher([{ url: `${base}/x` }]);
    expect(() => d.emit({ event: 'entry.create', model: 'page', entry: { id: '1', big: 1n } })).not.toThrow();
    await d.idle();
    expect(at('/x')).toHaveLength(0);
    expect(logs.some((line) => line.includes('cannot deliver entry.create page'))).toBe(true);
  });

  it('writes every attempt to the delivery log as one JSON line, credentials redacted', async () => {
    const temp = tempDir('webhooks-test-');
    cleanups.push(temp.cleanup);
    answer('/logged?token=abc123', { status: 500 });
    const logs: string[] = [];
    const env = { CMS_WEBHOOKS: JSON.stringify([{ url: `${base}/logged?token=abc123`, secret: SECRET, token: TOKEN }]) };
    const d = webhooksFromEnv(env, { dataDir: join(temp.dir, 'data'), log: (line) => logs.push(line), retry: { baseDelayMs: 5 } });
    expect(d).toBeDefined();
    dispatchers.push(d!);
    d!.emit(page(7, 'entry.delete'));
    await d!.idle();

    const text = readFileSync(join(temp.dir, 'data', 'webhook-deliveries.jsonl'), 'utf8');
    const lines = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as DeliveryRecord);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      target: `${base}/logged?token=***`,
      event: 'entry.delete',
      model: 'page',
      entryId: '7',
      attempt: 1,
      status: 500,
      outcome: 'retrying',
      durationMs: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(lines[1]).toMatchObject({ attempt: 2, status: 200, outcome: 'delivered', id: lines[0]!.id });
    for (const secret of [SECRET, TOKEN, 'abc123']) {
      expect(text).not.toContain(secret);
      expect(logs.join('\n')).not.toContain(secret);
    }
    expect(logs[0]).toContain('webhooks: ');
  });

  it('webhooksFromEnv: nothing configured or nothing enabled is no dispatcher', () => {
    const log = (): void => {};
    expect(webhooksFromEnv({}, { dataDir: '/nonexistent', log })).toBeUndefined();
    const off = JSON.stringify([{ url: `${base}/x`, enabled: false }]);
    expect(webhooksFromEnv({ CMS_WEBHOOKS: off }, { dataDir: '/nonexistent', log })).toBeUndefined();
    expect(() => webhooksFromEnv({ CMS_WEBHOOKS: '[{"url":"ftp://x"}]' }, { dataDir: '/nonexistent', log })).toThrow(
      'target 0, field "url"',
    );
  });

  it('keeps the last 200 attempts in memory', async () => {
    const { d } = dispatcher([{ url: `${base}/many` }], { fetch: async () => new Response('ok') }); // no HTTP needed here
    for (let id = 1; id <= 205; id++) d.emit(page(id));
    await d.idle();
    const records = d.deliveries();
    expect(records).toHaveLength(200);
    expect(records[0]!.entryId).toBe('6');
    expect(records.at(-1)!.entryId).toBe('205');
  });
});
