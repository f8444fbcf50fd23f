/**
 * A token bucket per client: `perMinute` posts at once, refilled evenly over a minute. Full
 * buckets are forgotten when the table grows, so memory stays bounded by the active clients.
 */
export interface RateDecision {
  allowed: boolean;
  /** Seconds until the next post is allowed (when not allowed). */
  retryAfterSeconds: number;
}

interface Bucket {
  tokens: number;
  updatedAt: number;
}

const SWEEP_AT = 10_000;

export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly capacity: number;
  private readonly refillPerMs: number;

  constructor(perMinute: number) {
    this.capacity = perMinute;
    this.refillPerMs = perMinute / 60_000;
  }

  take(client: string, now = Date.now()): RateDecision {
    if (this.buckets.size >= SWEEP_AT) this.sweep(now);
    const bucket = this.buckets.get(client) ?? { tokens: this.capacity, updatedAt: now };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs);
    bucket.updatedAt = now;
    this.buckets.set(client, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { allowed: true, retryAfterSeconds: 0 };
    }
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / this.refillPerMs / 1000)) };
  }

  private sweep(now: number): void {
    for (const [client, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.updatedAt) * this.refillPerMs >= this.capacity) this.buckets.delete(client);
    }
  }
}
