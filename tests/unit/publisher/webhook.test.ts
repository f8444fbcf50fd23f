import { describe, expect, it } from 'vitest';
import { webhookPayload } from '../../../scripts/content-server/webhooks/payload.ts';
import { signBody } from '../../../scripts/lib/webhook-signature.ts';
import { judgeWebhook, MAX_WEBHOOK_BYTES, ReplayGuard, type WebhookAuth } from '../../../scripts/publisher/webhook.ts';

const TOKEN = 'tok_0123456789';
const SECRET = 'whsec_publisher';
const NOW = Date.UTC(2024, 0, 10, 9, 0, 0);
const NOW_S = NOW / 1000;

const ENTRY_BODY = {
  event: 'entry.update',
  created_at: '2020-01-10T08:58:26.563Z',
  model: 'product-page',
  entry: { id: 1, title: 'Pumps', created_at: '2020-01-10T08:47:36.264Z' },
};
// Strapi v3 upload plugin: { event, created_at, media } — no model, no entry.
const MEDIA_BODY = {
  event: 'media.create',
  created_at: '2020-01-10T10:58:41.115Z',
  media: {
    id: 7,
    name: 'image.png',
    hash: '353fc98a19e44da9acf61d71b11895f9',
    ext: '.png',
    mime: 'image/png',
    size: 228.19,
    url: '/uploads/image.png',
  },
};

/** Lower-cased headers as node:http gives them. */
function lower(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([key, value]) => [key.toLowerCase(), value]));
}

function request(body: unknown, headers: Record<string, string> = {}, now = NOW) {
  const raw = Buffer.isBuffer(body) ? body : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return { headers: lower({ 'Content-Type': 'application/json', ...headers }), body: raw, now };
}

function bearer(body: unknown = ENTRY_BODY, token = TOKEN, extra: Record<string, string> = {}) {
  return request(body, { Authorization: `Bearer ${token}`, ...extra });
}

function signed(body: unknown = ENTRY_BODY, options: { secret?: string; at?: number; id?: string | null; now?: number } = {}) {
  const raw = Buffer.from(JSON.stringify(body));
  const headers: Record<string, string> = signBody(options.secret ?? SECRET, raw, options.at ?? NOW_S);
  if (options.id !== null) headers['X-Webhook-Id'] = options.id ?? 'delivery-1';
  return request(raw, headers, options.now ?? NOW);
}

const guard = (): ReplayGuard => new ReplayGuard(360_000);
const tokenAuth: WebhookAuth = { token: TOKEN };
const secretAuth: WebhookAuth = { secret: SECRET };
const bothAuth: WebhookAuth = { token: TOKEN, secret: SECRET };

describe('judgeWebhook: static token', () => {
  it('accepts the right Bearer token', () => {
    expect(judgeWebhook(bearer(), tokenAuth, guard())).toEqual({
      ok: true,
      change: { event: 'entry.update', model: 'product-page', entryId: '1', createdAt: '2020-01-10T08:58:26.563Z', deliveryId: null },
    });
  });

  it('refuses a wrong token with 401', () => {
    expect(judgeWebhook(bearer(ENTRY_BODY, 'tok_guess'), tokenAuth, guard())).toEqual({
      ok: false,
      status: 401,
      error: 'unauthorized: wrong token',
    });
  });

  it('refuses a missing Authorization header with 401', () => {
    const verdict = judgeWebhook(request(ENTRY_BODY), tokenAuth, guard());
    expect(verdict).toMatchObject({ ok: false, status: 401 });
    expect(!verdict.ok && verdict.error).toMatch(/no credentials/);
  });

  it('refuses a token sent in another scheme', () => {
    expect(judgeWebhook(request(ENTRY_BODY, { Authorization: TOKEN }), tokenAuth, guard())).toMatchObject({ ok: false, status: 401 });
  });
});

describe('judgeWebhook: HMAC signature', () => {
  it('accepts a valid signature and reports the delivery id', () => {
    const verdict = judgeWebhook(signed(), secretAuth, guard());
    expect(verdict).toMatchObject({ ok: true, change: { deliveryId: 'delivery-1', entryId: '1' } });
  });

  it('refuses a tampered body', () => {
    const call = signed();
    call.body = Buffer.from(JSON.stringify({ ...ENTRY_BODY, entry: { id: 2 } }));
    expect(judgeWebhook(call, secretAuth, guard())).toEqual({ ok: false, status: 401, error: 'unauthorized: signature mismatch' });
  });

  it('refuses a signature made with another secret', () => {
    expect(judgeWebhook(signed(ENTRY_BODY, { secret: 'whsec_other' }), secretAuth, guard())).toEqual({
      ok: false,
      status: 401,
      error: 'unauthorized: signature mismatch',
    });
  });

  it('refuses stale and future timestamps beyond the tolerance', () => {
    const stale = judgeWebhook(signed(ENTRY_BODY, { at: NOW_S - 301 }), secretAuth, guard());
    const future = judgeWebhook(signed(ENTRY_BODY, { at: NOW_S + 301 }), secretAuth, guard());
    expect(stale).toEqual({ ok: false, status: 401, error: 'unauthorized: signature stale' });
    expect(future).toEqual({ ok: false, status: 401, error: 'unauthorized: signature stale' });
    expect(judgeWebhook(signed(ENTRY_BODY, { at: NOW_S - 299 }), secretAuth, guard())).toMatchObject({ ok: true });
    expect(judgeWebhook(signed(ENTRY_BODY, { at: NOW_S - 20 }), { ...secretAuth, toleranceSeconds: 10 }, guard())).toMatchObject({
      ok: false,
      error: 'unauthorized: signature stale',
    });
  });

  it('refuses a signature header without its timestamp', () => {
    const call = signed();
    delete call.headers['x-webhook-timestamp'];
    expect(judgeWebhook(call, secretAuth, guard())).toEqual({ ok: false, status: 401, error: 'unauthorized: signature missing' });
  });

  it('refuses a replayed delivery id', () => {
    const replays = guard();
    expect(judgeWebhook(signed(), secretAuth, replays)).toMatchObject({ ok: true });
    const again = signed(ENTRY_BODY, { at: NOW_S + 5, now: NOW + 5000 });
    expect(judgeWebhook(again, secretAuth, replays)).toEqual({ ok: false, status: 401, error: 'unauthorized: replayed delivery' });
  });

  it('refuses a captured signed call replayed without its X-Webhook-Id or with a new one', () => {
    const replays = guard();
    const original = signed(ENTRY_BODY, { id: 'delivery-1' });
    expect(judgeWebhook(original, secretAuth, replays)).toMatchObject({ ok: true });
    const withoutId = { ...original, headers: { ...original.headers } };
    delete withoutId.headers['x-webhook-id'];
    expect(judgeWebhook(withoutId, secretAuth, replays)).toMatchObject({
      ok: false,
      status: 401,
      error: 'unauthorized: replayed delivery',
    });
    const newId = { ...original, headers: { ...original.headers, 'x-webhook-id': 'forged-2' } };
    expect(judgeWebhook(newId, secretAuth, replays)).toMatchObject({ ok: false, status: 401, error: 'unauthorized: replayed delivery' });
    const upperHex = {
      ...original,
      headers: { ...original.headers, 'x-webhook-signature': original.headers['x-webhook-signature']!.toUpperCase() } as Record<
        string,
        string
      >,
    };
    delete upperHex.headers['x-webhook-id'];
    expect(judgeWebhook(upperHex, secretAuth, replays)).toMatchObject({ ok: false, status: 401, error: 'unauthorized: replayed delivery' });
  });

  it('refuses a signed call without X-Webhook-Id sent twice', () => {
    const replays = guard();
    expect(judgeWebhook(signed(ENTRY_BODY, { id: null }), secretAuth, replays)).toMatchObject({ ok: true, change: { deliveryId: null } });
    expect(judgeWebhook(signed(ENTRY_BODY, { id: null }), secretAuth, replays)).toMatchObject({
      ok: false,
      error: 'unauthorized: replayed delivery',
    });
  });

  it('a different delivery with another id and timestamp is not a replay', () => {
    const replays = guard();
    expect(judgeWebhook(signed(ENTRY_BODY, { id: 'a' }), secretAuth, replays)).toMatchObject({ ok: true });
    expect(judgeWebhook(signed(ENTRY_BODY, { id: 'b', at: NOW_S + 1 }), secretAuth, replays)).toMatchObject({ ok: true });
  });

  it('ReplayGuard forgets ids older than its window', () => {
    const replays = new ReplayGuard(1000);
    expect(replays.admit('x', 0)).toBe(true);
    expect(replays.admit('x', 500)).toBe(false);
    expect(replays.admit('x', 1501)).toBe(true);
  });
});

describe('judgeWebhook: token and secret both configured', () => {
  it('accepts either credential', () => {
    expect(judgeWebhook(bearer(), bothAuth, guard())).toMatchObject({ ok: true });
    expect(judgeWebhook(signed(), bothAuth, guard())).toMatchObject({ ok: true });
  });

  it('refuses when neither is valid', () => {
    expect(judgeWebhook(bearer(ENTRY_BODY, 'nope'), bothAuth, guard())).toMatchObject({ ok: false, status: 401 });
    expect(judgeWebhook(signed(ENTRY_BODY, { secret: 'nope' }), bothAuth, guard())).toMatchObject({ ok: false, status: 401 });
    expect(judgeWebhook(request(ENTRY_BODY), bothAuth, guard())).toMatchObject({ ok: false, status: 401 });
  });

  it('ignores a signature when no secret is configured (the token decides)', () => {
    const call = signed();
    call.headers.authorization = `Bearer ${TOKEN}`;
    expect(judgeWebhook(call, tokenAuth, guard())).toMatchObject({ ok: true });
  });
});

describe('judgeWebhook: request shape', () => {
  it('refuses a body that is not JSON by content type with 415', () => {
    const call = bearer(ENTRY_BODY, TOKEN, { 'Content-Type': 'text/plain' });
    expect(judgeWebhook(call, tokenAuth, guard())).toEqual({ ok: false, status: 415, error: 'content-type must be application/json' });
    const missing = bearer();
    delete missing.headers['content-type'];
    expect(judgeWebhook(missing, tokenAuth, guard())).toMatchObject({ ok: false, status: 415 });
    expect(judgeWebhook(bearer(ENTRY_BODY, TOKEN, { 'Content-Type': 'application/jsonp' }), tokenAuth, guard())).toMatchObject({
      status: 415,
    });
    expect(
      judgeWebhook(bearer(ENTRY_BODY, TOKEN, { 'Content-Type': 'Application/JSON; charset=utf-8' }), tokenAuth, guard()),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses an oversize body with 413', () => {
    const big = Buffer.from(JSON.stringify({ ...ENTRY_BODY, entry: { id: 1, text: 'x'.repeat(MAX_WEBHOOK_BYTES) } }));
    expect(judgeWebhook(bearer(big), tokenAuth, guard())).toEqual({ ok: false, status: 413, error: 'payload too large' });
  });

  it('refuses malformed JSON with 400', () => {
    expect(judgeWebhook(bearer('{"event": "entry.update",'), tokenAuth, guard())).toEqual({
      ok: false,
      status: 400,
      error: 'body is not JSON',
    });
  });

  it.each([
    ['unknown event', { ...ENTRY_BODY, event: 'entry.explode' }, 'event'],
    ['missing entry id', { ...ENTRY_BODY, entry: { title: 'no id' } }, 'entry.id'],
    ['empty entry id', { ...ENTRY_BODY, entry: { id: '' } }, 'entry.id'],
    ['bad created_at', { ...ENTRY_BODY, created_at: 'yesterday' }, 'created_at'],
    ['bad model name', { ...ENTRY_BODY, model: 'Product Page' }, 'model'],
    ['media with bad created_at', { ...MEDIA_BODY, created_at: 'soon' }, 'created_at'],
    ['media without id', { ...MEDIA_BODY, media: { name: 'x.png' } }, 'media.id'],
    [
      'media as model "file" without id',
      { event: 'media.update', created_at: MEDIA_BODY.created_at, model: 'file', entry: {} },
      'entry.id',
    ],
  ])('refuses %s with 400 naming the field', (_name, body, field) => {
    const verdict = judgeWebhook(bearer(body), tokenAuth, guard());
    expect(verdict).toMatchObject({ ok: false, status: 400 });
    expect(!verdict.ok && verdict.error).toMatch(new RegExp(`^not a content webhook: ${field.replace('.', '\\.')}: `));
  });

  it('refuses a JSON array or null', () => {
    expect(judgeWebhook(bearer([]), tokenAuth, guard())).toMatchObject({ ok: false, status: 400 });
    expect(judgeWebhook(bearer(null), tokenAuth, guard())).toMatchObject({ ok: false, status: 400 });
  });

  it.each(['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish'])('accepts a Strapi v3 %s body', (event) => {
    const verdict = judgeWebhook(bearer({ ...ENTRY_BODY, event, entry: { id: 'abc123', title: 'x' } }), tokenAuth, guard());
    expect(verdict).toEqual({
      ok: true,
      change: { event, model: 'product-page', entryId: 'abc123', createdAt: ENTRY_BODY.created_at, deliveryId: null },
    });
  });

  it.each(['media.create', 'media.update', 'media.delete'])('accepts a Strapi v3 %s body ({ event, created_at, media })', (event) => {
    const verdict = judgeWebhook(bearer({ ...MEDIA_BODY, event }), tokenAuth, guard());
    expect(verdict).toEqual({
      ok: true,
      change: { event, model: 'file', entryId: '7', createdAt: MEDIA_BODY.created_at, deliveryId: null },
    });
  });

  it('accepts what the content server itself sends (webhookPayload), entry and media', () => {
    const createdAt = new Date(NOW);
    const entry = webhookPayload({ event: 'entry.publish', model: 'news-article', entry: { id: 42, title: 'News' } }, createdAt);
    const media = webhookPayload({ event: 'media.delete', model: 'file', entry: { id: 9, name: 'a.jpg' } }, createdAt);
    expect(judgeWebhook(bearer(entry), tokenAuth, guard())).toEqual({
      ok: true,
      change: { event: 'entry.publish', model: 'news-article', entryId: '42', createdAt: createdAt.toISOString(), deliveryId: null },
    });
    expect(judgeWebhook(bearer(media), tokenAuth, guard())).toEqual({
      ok: true,
      change: { event: 'media.delete', model: 'file', entryId: '9', createdAt: createdAt.toISOString(), deliveryId: null },
    });
  });
});

describe('judgeWebhook: Strapi 5 bodies', () => {
  // As Strapi 5.54 sends them (core webhook runner): `createdAt`, the content type's `uid`, entries named
  // by `documentId` (their row `id` changes at every publish).
  const ENTRY5 = {
    event: 'entry.publish',
    createdAt: '2026-11-27T22:40:00.000Z',
    model: 'content-page',
    uid: 'api::content-page.content-page',
    entry: { id: 57, documentId: 'k3xq7l2m9z0a1b2c3d4e5f6g', slug: 'about-us', publishedAt: '2026-11-27T22:40:00.000Z' },
  };
  const MEDIA5 = {
    event: 'media.update',
    createdAt: '2026-11-27T22:41:00.000Z',
    media: { id: 9, documentId: 'pnk1vymk2vjwffvs1gmziua4', name: 'a.jpg', url: '/uploads/a_1.jpg' },
  };

  it.each(['entry.create', 'entry.update', 'entry.delete', 'entry.publish', 'entry.unpublish', 'entry.draft-discard'])(
    'accepts a Strapi 5 %s body, naming the entry by its documentId',
    (event) => {
      expect(judgeWebhook(bearer({ ...ENTRY5, event }), tokenAuth, guard())).toEqual({
        ok: true,
        change: { event, model: 'content-page', entryId: ENTRY5.entry.documentId, createdAt: ENTRY5.createdAt, deliveryId: null },
      });
    },
  );

  it('accepts a Strapi 5 media body', () => {
    expect(judgeWebhook(bearer(MEDIA5), tokenAuth, guard())).toEqual({
      ok: true,
      change: { event: 'media.update', model: 'file', entryId: MEDIA5.media.documentId, createdAt: MEDIA5.createdAt, deliveryId: null },
    });
  });

  it('is authenticated like any other: a wrong token is refused before the body is read', () => {
    expect(judgeWebhook(bearer(ENTRY5, 'wrong'), tokenAuth, guard())).toMatchObject({ ok: false, status: 401 });
  });

  it.each([
    ['no documentId', { ...ENTRY5, entry: { id: 57 } }, 'entry.documentId'],
    ['a bad createdAt', { ...ENTRY5, createdAt: 'now' }, 'createdAt'],
    ['an unknown event', { ...ENTRY5, event: 'entry.review' }, 'event'],
    ['a bad model name', { ...ENTRY5, model: '../etc' }, 'model'],
    ['media without documentId', { ...MEDIA5, media: { id: 9 } }, 'media.documentId'],
    // entry.draft-discard is Strapi 5's only: a v3-shaped body with it is not accepted.
    ['draft-discard in a v3 body', { ...ENTRY_BODY, event: 'entry.draft-discard' }, 'event'],
  ])('refuses a body with %s with 400 naming the field', (_name, body, field) => {
    const verdict = judgeWebhook(bearer(body), tokenAuth, guard());
    expect(verdict).toMatchObject({ ok: false, status: 400 });
    expect(!verdict.ok && verdict.error).toMatch(new RegExp(`^not a content webhook: ${field.replace('.', '\\.')}: `));
  });
});
