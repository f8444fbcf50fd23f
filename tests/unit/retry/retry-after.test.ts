import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from '../../../src/retry/retry-after.ts';

const now = Date.parse('2025-01-01T00:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds as ms', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP date as the ms until it, a past date as 0', () => {
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:01:00 GMT', now)).toBe(60_000);
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:00:00 GMT', now)).toBe(0);
  });

  it('gives undefined for garbage, a negative or fractional number, or no header', () => {
    for (const value of ['soon', '-5', '1.5', '', '   ', null, undefined]) expect(parseRetryAfter(value, now)).toBeUndefined();
  });
});
