import { describe, expect, it } from 'vitest';
import {
  checkStaticToken,
  SIGNATURE_HEADER,
  signBody,
  TIMESTAMP_HEADER,
  verifySignature,
  type VerifyOptions,
} from '../../../scripts/lib/webhook-signature.ts';

// Fixed vector, computed independently:
//   printf '%s' '1700000000.{"event":"entry.update","model":"page"}' | openssl dgst -sha256 -hmac whsec_test
const SECRET = 'whsec_test';
const BODY = '{"event":"entry.update","model":"page"}';
const TIMESTAMP = 1_700_000_000;
const SIGNATURE = 'sha256=92e4ce6b955b7e2ea6f2183489fc912ab92d8db118610de5bcd6f28b7adda2ea';
const NOW_MS = TIMESTAMP * 1000 + 12_000;

const valid: VerifyOptions = { secret: SECRET, body: BODY, timestampHeader: String(TIMESTAMP), signatureHeader: SIGNATURE, now: NOW_MS };

describe('signBody', () => {
  it('produces the timestamp and the HMAC-SHA256 of "<timestamp>.<body>" as sha256=<hex>', () => {
    expect(signBody(SECRET, BODY, TIMESTAMP)).toEqual({ [TIMESTAMP_HEADER]: '1700000000', [SIGNATURE_HEADER]: SIGNATURE });
    expect(TIMESTAMP_HEADER).toBe('X-Webhook-Timestamp');
    expect(SIGNATURE_HEADER).toBe('X-Webhook-Signature');
  });

  it('signs bytes and the same text as a string alike', () => {
    expect(signBody(SECRET, new TextEncoder().encode(BODY), TIMESTAMP)[SIGNATURE_HEADER]).toBe(SIGNATURE);
  });

  it('refuses a timestamp that is not whole seconds', () => {
    expect(() => signBody(SECRET, BODY, 1.5)).toThrow(RangeError);
    expect(() => signBody(SECRET, BODY, -1)).toThrow(RangeError);
  });
});

describe('verifySignature', () => {
  it('accepts the fixed vector (string, bytes, header arrays, upper-case hex)', () => {
    expect(verifySignature(valid)).toEqual({ ok: true });
    expect(verifySignature({ ...valid, body: Buffer.from(BODY) })).toEqual({ ok: true });
    expect(verifySignature({ ...valid, timestampHeader: [String(TIMESTAMP)], signatureHeader: [SIGNATURE] })).toEqual({ ok: true });
    expect(verifySignature({ ...valid, signatureHeader: `sha256=${SIGNATURE.slice(7).toUpperCase()}` })).toEqual({ ok: true });
  });

  it('round-trips with signBody', () => {
    const headers = signBody('s3cret', 'x', 42);
    const result = verifySignature({
      secret: 's3cret',
      body: 'x',
      timestampHeader: headers[TIMESTAMP_HEADER],
      signatureHeader: headers[SIGNATURE_HEADER],
      now: 42_000,
    });
    expect(result).toEqual({ ok: true });
  });

  it('rejects a tampered body, a wrong secret, a changed timestamp', () => {
    expect(verifySignature({ ...valid, body: BODY.replace('page', 'pagE') })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature({ ...valid, body: `${BODY} ` })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature({ ...valid, secret: 'other' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature({ ...valid, secret: '' })).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature({ ...valid, timestampHeader: String(TIMESTAMP + 1) })).toEqual({ ok: false, reason: 'mismatch' });
    // the signature of the same body under another secret
    const other = 'sha256=6b20d2a4bdd1eb24c528ff3a7deb176c92f0b7fd7aa85de64ebf087722ed85b4';
    expect(verifySignature({ ...valid, signatureHeader: other })).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('rejects timestamps beyond the tolerance, in the past and in the future', () => {
    const at = (nowMs: number, toleranceSeconds?: number) => verifySignature({ ...valid, now: nowMs, toleranceSeconds });
    expect(at(TIMESTAMP * 1000 + 300_000)).toEqual({ ok: true });
    expect(at(TIMESTAMP * 1000 + 301_000)).toEqual({ ok: false, reason: 'stale' });
    expect(at(TIMESTAMP * 1000 - 300_000)).toEqual({ ok: true });
    expect(at(TIMESTAMP * 1000 - 301_000)).toEqual({ ok: false, reason: 'stale' });
    expect(at(TIMESTAMP * 1000 + 61_000, 60)).toEqual({ ok: false, reason: 'stale' });
  });

  it('reports missing headers', () => {
    expect(verifySignature({ ...valid, timestampHeader: undefined })).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature({ ...valid, signatureHeader: null })).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature({ ...valid, signatureHeader: '' })).toEqual({ ok: false, reason: 'missing' });
    expect(verifySignature({ ...valid, signatureHeader: [] })).toEqual({ ok: false, reason: 'missing' });
  });

  it('reports malformed headers', () => {
    const malformed = { ok: false, reason: 'malformed' };
    for (const signatureHeader of [
      SIGNATURE.slice(7), // no prefix
      `sha1=${SIGNATURE.slice(7)}`,
      SIGNATURE.slice(0, -1), // 63 hex digits
      `${SIGNATURE}00`, // 66 hex digits
      `${SIGNATURE.slice(0, -1)}g`,
      [SIGNATURE, SIGNATURE], // sent twice
    ]) {
      expect(verifySignature({ ...valid, signatureHeader })).toEqual(malformed);
    }
    for (const timestampHeader of ['17e8', '-1700000000', '1700000000.5', 'now', '1'.repeat(16)]) {
      expect(verifySignature({ ...valid, timestampHeader })).toEqual(malformed);
    }
  });
});

describe('checkStaticToken', () => {
  it('accepts "Bearer <token>" (scheme case-insensitive) and nothing else', () => {
    expect(checkStaticToken('tok-123', 'Bearer tok-123')).toBe(true);
    expect(checkStaticToken('tok-123', 'bearer  tok-123')).toBe(true);
    expect(checkStaticToken('tok-123', ['Bearer tok-123'])).toBe(true);
    expect(checkStaticToken('tok-123', 'Bearer tok-124')).toBe(false);
    expect(checkStaticToken('tok-123', 'tok-123')).toBe(false);
    expect(checkStaticToken('tok-123', 'Basic tok-123')).toBe(false);
    expect(checkStaticToken('tok-123', 'Bearer tok-123 extra')).toBe(false);
    expect(checkStaticToken('tok-123', undefined)).toBe(false);
    expect(checkStaticToken('tok-123', ['Bearer tok-123', 'Bearer tok-123'])).toBe(false);
  });

  it('compares tokens of different lengths without throwing', () => {
    expect(checkStaticToken('tok-123', 'Bearer tok-1234567890')).toBe(false);
    expect(checkStaticToken('tok-123', 'Bearer t')).toBe(false);
    expect(checkStaticToken('a-much-longer-expected-token', 'Bearer a')).toBe(false);
  });

  it('never matches an empty expected token', () => {
    expect(checkStaticToken('', 'Bearer ')).toBe(false);
    expect(checkStaticToken('', 'Bearer x')).toBe(false);
  });
});
