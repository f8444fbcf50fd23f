/**
 * Failed-login limit, in memory: at most `maxFailures` failures per identifier and per client
 * address within `windowMs`; further attempts are refused (even with the right password) until
 * the oldest failure in the window expires. A successful login clears the identifier's count, not
 * the address's (one valid account must not reset an address that is guessing others).
 */

export interface RateLimitOptions {
  maxFailures: number;
  windowMs: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();
  private readonly options: RateLimitOptions;
  private readonly now: () => number;

  constructor(options: RateLimitOptions = DEFAULT_RATE_LIMIT, now: () => number = Date.now) {
    this.options = options;
    this.now = now;
  }

  private recent(key: string): number[] {
    const since = this.now() - this.options.windowMs;
    const kept = (this.failures.get(key) ?? []).filter((t) => t > since);
    if (kept.length > 0) this.failures.set(key, kept);
    else this.failures.delete(key);
    return kept;
  }

  private static keys(identifier: string, address: string): string[] {
    return [`id:${identifier.trim().toLowerCase()}`, `ip:${address}`];
  }

  /** Seconds until another attempt is allowed, or 0 when one is allowed now. */
  retryAfterSeconds(identifier: string, address: string): number {
    let wait = 0;
    for (const key of LoginRateLimiter.keys(identifier, address)) {
      const recent = this.recent(key);
      if (recent.length < this.options.maxFailures) continue;
      const oldest = recent[recent.length - this.options.maxFailures] ?? this.now();
      wait = Math.max(wait, Math.ceil((oldest + this.options.windowMs - this.now()) / 1000));
    }
    return wait;
  }

  fail(identifier: string, address: string): void {
    for (const key of LoginRateLimiter.keys(identifier, address)) this.failures.set(key, [...this.recent(key), this.now()]);
  }

  succeed(identifier: string): void {
    this.failures.delete(`id:${identifier.trim().toLowerCase()}`);
  }
}
