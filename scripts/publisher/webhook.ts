/**
 * The rebuild service's webhook endpoint, as a pure function of the request: authentication (a
 * static `Authorization: Bearer` token — all a Strapi v3 webhook can send — or the HMAC signature of
 * scripts/lib/webhook-signature.ts, both compared in constant time; signed calls outside the time
 * tolerance or with a delivery id seen before are refused), then the payload: the body of a Strapi v3
 * webhook, `{ event, created_at, model, entry }` for entries, `{ event, created_at, media }` for files,
 * or of a Strapi 5 webhook, `{ event, createdAt, model, uid, entry }` / `{ event, createdAt, media }`
 * (its entries are named by `documentId`, which outlives the row `id` that changes at every publish; it
 * also sends `entry.draft-discard`). Anything else is a 4xx with a reason, and nothing is scheduled.
 * `judgeWebhookHeaders` is the part the headers decide, before the body is read.
 */
import * as v from 'valibot';
import { ENTRY_EVENTS, MEDIA_EVENTS } from '../content-server/changes.ts';
import { checkStaticToken, DEFAULT_TOLERANCE_SECONDS, verifySignature, type HeaderValue } from '../lib/webhook-signature.ts';

export interface WebhookAuth {
  /** Static token expected as `Authorization: Bearer <token>`. */
  token?: string | undefined;
  /** Secret of the HMAC signature (X-Webhook-Timestamp / X-Webhook-Signature). */
  secret?: string | undefined;
  toleranceSeconds?: number;
}

export interface WebhookRequest {
  headers: Record<string, HeaderValue>;
  body: Buffer;
  now: number;
}

/** One accepted webhook: what changed, in the words of the content system. */
export interface AcceptedChange {
  event: string;
  model: string;
  entryId: string | null;
  createdAt: string;
  deliveryId: string | null;
}

export type WebhookVerdict = { ok: true; change: AcceptedChange } | { ok: false; status: 400 | 401 | 413 | 415; error: string };

export const MAX_WEBHOOK_BYTES = 1024 * 1024;

const idSchema = v.union([v.pipe(v.string(), v.minLength(1), v.maxLength(200)), v.pipe(v.number(), v.integer(), v.minValue(0))]);
const entrySchema = v.looseObject({ id: idSchema });
const isoDate = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'must be a date'),
);
const modelName = v.pipe(v.string(), v.regex(/^[a-z0-9][a-z0-9-]{0,99}$/, 'must be a model name such as "product-page"'));
const entryPayload = v.object({ event: v.picklist(ENTRY_EVENTS), created_at: isoDate, model: modelName, entry: entrySchema });
const mediaStrapiPayload = v.object({ event: v.picklist(MEDIA_EVENTS), created_at: isoDate, media: entrySchema });
const mediaEntryPayload = v.object({ event: v.picklist(MEDIA_EVENTS), created_at: isoDate, model: v.literal('file'), entry: entrySchema });
const mediaPayload = v.union([mediaStrapiPayload, mediaEntryPayload]);

/** Strapi 5's events: those of Strapi v3, and discarding a draft's changes. */
const STRAPI5_ENTRY_EVENTS = [...ENTRY_EVENTS, 'entry.draft-discard'] as const;
const documentSchema = v.looseObject({ documentId: v.pipe(v.string(), v.minLength(1), v.maxLength(200)), id: v.optional(idSchema) });
const entry5Payload = v.object({
  event: v.picklist(STRAPI5_ENTRY_EVENTS),
  createdAt: isoDate,
  model: modelName,
  uid: v.optional(v.pipe(v.string(), v.maxLength(300))),
  entry: documentSchema,
});
const media5Payload = v.object({ event: v.picklist(MEDIA_EVENTS), createdAt: isoDate, media: documentSchema });

/** A Strapi 5 body: told from a v3 one by `createdAt`, which v3 spells `created_at`. */
function isStrapi5Body(parsed: unknown): boolean {
  return typeof parsed === 'object' && parsed !== null && 'createdAt' in parsed && !('created_at' in parsed);
}

function header(headers: Record<string, HeaderValue>, name: string): HeaderValue {
  return headers[name.toLowerCase()];
}

function firstHeader(headers: Record<string, HeaderValue>, name: string): string | undefined {
  const value = header(headers, name);
  return typeof value === 'string' ? value : Array.isArray(value) ? value[0] : undefined;
}

/** Delivery ids of signed calls accepted within the tolerance window: a second call with one is a replay. */
export class ReplayGuard {
  private readonly seen = new Map<string, number>();
  private readonly windowMs: number;
  constructor(windowMs: number) {
    this.windowMs = windowMs;
  }

  /** `true` the first time an id (or, given several, none of them) is offered within the window; records them all. */
  admit(ids: string | readonly string[], now: number): boolean {
    for (const [known, at] of this.seen) if (now - at > this.windowMs) this.seen.delete(known);
    const all = typeof ids === 'string' ? [ids] : ids;
    if (all.some((id) => this.seen.has(id))) return false;
    for (const id of all) this.seen.set(id, now);
    return true;
  }
}

const NO_CREDENTIALS = 'no credentials (Authorization: Bearer <token> or a signature)';

/** Whether the request is signed and a secret is there to check it: then the body is needed. */
function isSigned(headers: Record<string, HeaderValue>, auth: WebhookAuth): boolean {
  return Boolean(auth.secret) && header(headers, 'x-webhook-signature') !== undefined;
}

/** The static token's verdict (no signature to check): null when it is right, else why not. */
function tokenRefusal(headers: Record<string, HeaderValue>, auth: WebhookAuth): string | null {
  const authorization = header(headers, 'authorization');
  if (auth.token && authorization !== undefined) return checkStaticToken(auth.token, authorization) ? null : 'wrong token';
  return NO_CREDENTIALS;
}

/**
 * What the headers alone decide, before any byte of the body is read: a request with neither a right
 * token nor a signature to check is refused (401) at once, so an unauthenticated client cannot hold
 * the service with a slow or large body. A signed request goes on: its signature covers the body.
 */
export function judgeWebhookHeaders(
  headers: Record<string, HeaderValue>,
  auth: WebhookAuth,
): { ok: true; signed: boolean } | { ok: false; status: 401; error: string } {
  if (isSigned(headers, auth)) return { ok: true, signed: true };
  const refusal = tokenRefusal(headers, auth);
  return refusal ? { ok: false, status: 401, error: `unauthorized: ${refusal}` } : { ok: true, signed: false };
}

function authenticate(request: WebhookRequest, auth: WebhookAuth, replays: ReplayGuard): string | null {
  const signature = header(request.headers, 'x-webhook-signature');
  if (auth.secret && signature !== undefined) {
    const result = verifySignature({
      secret: auth.secret,
      body: request.body,
      timestampHeader: header(request.headers, 'x-webhook-timestamp'),
      signatureHeader: signature,
      now: request.now,
      toleranceSeconds: auth.toleranceSeconds ?? DEFAULT_TOLERANCE_SECONDS,
    });
    if (!result.ok) return `signature ${result.reason}`;
    // X-Webhook-Id is not signed: a captured call replayed with another id (or none) must still be
    // caught, so the signature itself (case-normalized: the hex is accepted in either case) is a key too.
    const id = firstHeader(request.headers, 'x-webhook-id')?.trim();
    const keys = [`sig:${firstHeader(request.headers, 'x-webhook-signature')?.trim().toLowerCase()}`, ...(id ? [`id:${id}`] : [])];
    if (!replays.admit(keys, request.now)) return 'replayed delivery';
    return null;
  }
  return tokenRefusal(request.headers, auth);
}

export function judgeWebhook(request: WebhookRequest, auth: WebhookAuth, replays: ReplayGuard): WebhookVerdict {
  const denied = authenticate(request, auth, replays);
  if (denied) return { ok: false, status: 401, error: `unauthorized: ${denied}` };
  if (request.body.byteLength > MAX_WEBHOOK_BYTES) return { ok: false, status: 413, error: 'payload too large' };
  const type = firstHeader(request.headers, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(type)) return { ok: false, status: 415, error: 'content-type must be application/json' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(request.body.toString('utf8'));
  } catch {
    return { ok: false, status: 400, error: 'body is not JSON' };
  }
  const deliveryId = firstHeader(request.headers, 'x-webhook-id') ?? null;
  if (isStrapi5Body(parsed)) return judgeStrapi5Body(parsed, deliveryId);
  const entry = v.safeParse(entryPayload, parsed);
  if (entry.success) {
    const { event, created_at, model, entry: data } = entry.output;
    return { ok: true, change: { event, model, entryId: String(data.id), createdAt: created_at, deliveryId } };
  }
  const media = v.safeParse(mediaPayload, parsed);
  const isMedia =
    typeof parsed === 'object' && parsed !== null && (MEDIA_EVENTS as readonly unknown[]).includes((parsed as { event?: unknown }).event);
  if (media.success) {
    const data = 'media' in media.output ? media.output.media : media.output.entry;
    return {
      ok: true,
      change: { event: media.output.event, model: 'file', entryId: String(data.id), createdAt: media.output.created_at, deliveryId },
    };
  }
  // Name the field of the shape the event announces (a media event is checked as Strapi sends it: `media`).
  const issues = isMedia ? v.safeParse('model' in (parsed as object) ? mediaEntryPayload : mediaStrapiPayload, parsed).issues : undefined;
  return refused(issues?.[0] ?? entry.issues[0]);
}

function refused(issue: v.BaseIssue<unknown>): WebhookVerdict {
  const where = issue.path?.map((item) => String(item.key)).join('.') ?? '';
  return { ok: false, status: 400, error: `not a content webhook: ${where ? `${where}: ` : ''}${issue.message}` };
}

function judgeStrapi5Body(parsed: unknown, deliveryId: string | null): WebhookVerdict {
  const isMedia = (MEDIA_EVENTS as readonly unknown[]).includes((parsed as { event?: unknown }).event);
  if (isMedia) {
    const media = v.safeParse(media5Payload, parsed);
    if (!media.success) return refused(media.issues[0]);
    const { event, createdAt, media: data } = media.output;
    return { ok: true, change: { event, model: 'file', entryId: data.documentId, createdAt, deliveryId } };
  }
  const entry = v.safeParse(entry5Payload, parsed);
  if (!entry.success) return refused(entry.issues[0]);
  const { event, createdAt, model, entry: data } = entry.output;
  return { ok: true, change: { event, model, entryId: data.documentId, createdAt, deliveryId } };
}
