import { describe, expect, it } from 'vitest';
import { backoffDelay } from '../../../src/retry/backoff.ts';

describe('backoffDelay', () => {
  it('doubles from the base with each attempt', () => {
    expect([1, 2, 3, 4].map((attempt) => backoffDelay(attempt, { baseMs: 500 }))).toEqual([500, 1000, 2000, 4000]);
  });

  it('never waits longer than the cap', () => {
    expect(backoffDelay(10, { baseMs: 1000, maxMs: 60_000 })).toBe(60_000);
  });

  it('adds up to `jitter` of the wait at random, still capped', () => {
    const policy = { baseMs: 1000, maxMs: 60_000, jitter: 0.25 };
    expect(backoffDelay(2, policy, () => 0)).toBe(2000);
    expect(backoffDelay(2, policy, () => 1)).toBe(2500);
    expect(backoffDelay(2, policy, () => 0.5)).toBe(2250);
    expect(backoffDelay(7, policy, () => 1)).toBe(60_000);
  });

  it('without jitter, draws no random number', () => {
    expect(backoffDelay(3, { baseMs: 100 }, () => Number.NaN)).toBe(400);
  });
});
