/**
 * Exponential backoff, one policy type for every caller that waits between tries: the content
 * client's retries (src/cms/retry.ts), the content server's webhook deliveries and its login throttle.
 * The wait after failed attempt n (1-based) is base·2^(n−1), capped at `maxMs`, plus up to
 * `jitter` of itself at random (capped again).
 */
export interface BackoffPolicy {
  /** The wait after the first failure, in ms. */
  baseMs: number;
  /** No wait is longer (default: no cap). */
  maxMs?: number;
  /** Share of the wait added at random, 0 (default) to 1: 0.25 adds up to a quarter. */
  jitter?: number;
}

export function backoffDelay(attempt: number, policy: BackoffPolicy, random: () => number = Math.random): number {
  const max = policy.maxMs ?? Number.POSITIVE_INFINITY;
  const exponential = Math.min(max, policy.baseMs * 2 ** (attempt - 1));
  const jitter = policy.jitter ?? 0;
  return jitter === 0 ? exponential : Math.min(max, Math.round(exponential * (1 + jitter * random())));
}
