/**
 * Signing and verifying webhook deliveries, shared by the sender (the content server's webhook
 * dispatcher) and any receiver (the rebuild service). No other imports than node:crypto.
 *
 * Scheme: the sender sends
 *   X-Webhook-Timestamp: <unix seconds>
 *   X-Webhook-Signature: sha256=<hex HMAC-SHA256(secret, "<timestamp>.<raw body>")>
 * The receiver recomputes the HMAC over the raw body bytes exactly as received (before any JSON
 * parsing), compares in constant time, and refuses timestamps more than `toleranceSeconds` away
 * from its clock (in either direction), which bounds replays. A static token alternative:
 * `Authorization: Bearer <token>`, checked with `checkStaticToken`.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
export const SIGNATURE_HEADER = 'X-Webhook-Signature';
/** Unique per delivery and the same for all its attempts: receivers can drop duplicates with it. */
export const DELIVERY_ID_HEADER = 'X-Webhook-Id';
export const AUTHORIZATION_HEADER = 'Authorization';
const SIGNATURE_PREFIX = 'sha256=';
export const DEFAULT_TOLERANCE_SECONDS = 300;

/** A raw body: the exact bytes sent (a string is taken as UTF-8). */
export type RawBody = string | Uint8Array;
/** A header as node:http or fetch's Headers give it (`undefined`/`null` when absent). */
export type HeaderValue = string | readonly string[] | null | undefined;

function hmacHex(secret: string, body: RawBody, timestamp: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The headers that sign `body` at `timestampSeconds` (whole unix seconds). */
export function signBody(secret: string, body: RawBody, timestampSeconds: number): Record<string, string> {
  if (!Number.isSafeInteger(timestampSeconds) || timestampSeconds < 0) {
    throw new RangeError(`signBody: timestampSeconds must be a non-negative whole number, got ${timestampSeconds}`);
  }
  const timestamp = String(timestampSeconds);
  return {
    [TIMESTAMP_HEADER]: timestamp,
    [SIGNATURE_HEADER]: `${SIGNATURE_PREFIX}${hmacHex(secret, body, timestamp)}`,
  };
}

type VerifyFailureReason = 'missing' | 'malformed' | 'stale' | 'mismatch';
export type VerifyResult = { ok: true } | { ok: false; reason: VerifyFailureReason };

export interface VerifyOptions {
  secret: string;
  /** The raw request body, byte for byte as received. */
  body: RawBody;
  timestampHeader: HeaderValue;
  signatureHeader: HeaderValue;
  /** The receiver's clock in milliseconds (as `Date.now()`); default `Date.now()`. */
  now?: number;
  /** How far (seconds) the timestamp may be from `now`, into the past or the future; default 300. */
  toleranceSeconds?: number;
}

/** One header value, `undefined` when absent or empty, `null` when sent more than once. */
function single(value: HeaderValue): string | undefined | null {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'string') {
    if (value.length === 0) return undefined;
    if (value.length > 1) return null;
    value = value[0]!;
  }
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

const TIMESTAMP_PATTERN = /^\d{1,15}$/;
const SIGNATURE_PATTERN = /^sha256=([0-9a-f]{64})$/i;

/**
 * Checks a delivery's signature headers. The signature is checked before the age, so `stale`
 * means "authentic but too old or too far in the future" (replay or clock skew); `mismatch` means
 * the body, timestamp or secret differ from what was signed.
 */
export function verifySignature(options: VerifyOptions): VerifyResult {
  const { secret, body, toleranceSeconds = DEFAULT_TOLERANCE_SECONDS } = options;
  const timestamp = single(options.timestampHeader);
  const signature = single(options.signatureHeader);
  if (timestamp === undefined || signature === undefined) return { ok: false, reason: 'missing' };
  if (timestamp === null || signature === null || !TIMESTAMP_PATTERN.test(timestamp)) return { ok: false, reason: 'malformed' };
  const match = SIGNATURE_PATTERN.exec(signature);
  if (!match) return { ok: false, reason: 'malformed' };
  if (secret === '') return { ok: false, reason: 'mismatch' };

  const expected = Buffer.from(hmacHex(secret, body, timestamp), 'hex');
  const received = Buffer.from(match[1]!.toLowerCase(), 'hex');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return { ok: false, reason: 'mismatch' };

  const nowSeconds = (options.now ?? Date.now()) / 1000;
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return { ok: false, reason: 'stale' };
  return { ok: true };
}

const BEARER_PATTERN = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/**
 * Whether `authorizationHeader` is `Bearer <expected>`. Both tokens are hashed to 32 bytes before
 * the constant-time comparison, so neither the content nor the length of `expected` leaks through
 * timing. An empty `expected` never matches (a missing configuration must not open the door).
 */
export function checkStaticToken(expected: string, authorizationHeader: HeaderValue): boolean {
  const header = single(authorizationHeader);
  if (expected === '' || typeof header !== 'string') return false;
  const match = BEARER_PATTERN.exec(header);
  if (!match) return false;
  const digest = (token: string): Buffer => createHash('sha256').update(token, 'utf8').digest();
  return timingSafeEqual(digest(match[1]!), digest(expected));
}
