/**
 * Login limits, in memory. An attempt is admitted (or refused) BEFORE its password is hashed, and
 * an admitted attempt counts at once, as if it had failed, until it is settled: concurrent attempts
 * cannot all pass the check before the first failure is recorded.
 *
 * - Per identifier (lower-cased; the login resolver passes one per account, so a user's username
 *   and email count together): at most `maxFailures` failed or running attempts within
 *   `windowMs`; beyond that the identifier is locked (also for the right password, which is then
 *   never checked) until its oldest failure in the window expires. At most `maxFailures` hashes run
 *   for one identifier per window, however many requests arrive at once, from wherever.
 * - Per client address (IPv6 by /64): `maxAddressFailures` (default 20 × maxFailures) failed or
 *   running attempts within the window. An address over it is not locked out, it is slowed: its
 *   attempts run one at a time, at most one per `restrictedIntervalMs`, the others are refused
 *   without hashing. So a guesser spraying many accounts from one address gets about one guess a
 *   second, while a user behind the same proxy with the right password for an identifier that is
 *   not itself locked still gets in: at once when the slot is free, else told to retry in a
 *   second (while a flood from the same address keeps taking the slot, that can repeat: only
 *   CMS_TRUST_PROXY, which tells the clients apart, avoids it).
 * - A success clears the identifier's failures, not the address's (one valid account must not
 *   reset an address that is guessing others); the attempt's own reservation is released.
 * - Refused attempts cost no hash and count nowhere.
 * - Memory is bounded: expired entries are swept once per window, each key keeps at most its
 *   limit of failures, and at most `maxTrackedKeys` keys are kept (over it: first keys that are
 *   not at their limit, least recently used first, then any).
 */
import { addressKey } from './client-address.ts';

export interface RateLimitOptions {
  /** Failed (or running) attempts per identifier within the window. */
  maxFailures: number;
  windowMs: number;
  /** Failed (or running) attempts per client address within the window before it is slowed; default 20 × maxFailures. */
  maxAddressFailures?: number;
  /** A slowed address starts at most one attempt per this many ms (and one at a time); default 1000. */
  restrictedIntervalMs?: number;
  /** Identifiers and addresses kept at most; default 20,000. */
  maxTrackedKeys?: number;
}

export const DEFAULT_RATE_LIMIT: RateLimitOptions = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

interface Entry {
  at: number;
  pending: boolean;
}

interface KeyState {
  limit: number;
  entries: Entry[];
  /** Address keys: a restricted attempt is running / the next may start at. */
  laneBusy?: boolean;
  laneFreeAt?: number;
}

/** An admitted login attempt: settle it once (later calls do nothing). */
export interface LoginAttempt {
  /** The password was right: the identifier's failures are cleared. */
  succeeded(): void;
  /** The password was wrong (or the check failed): the attempt stays counted as a failure. */
  failed(): void;
  /** Neither (e.g. the right password of a blocked account): the reservation is dropped. */
  released(): void;
}

export type Admission = { attempt: LoginAttempt; retryAfterSeconds?: undefined } | { attempt?: undefined; retryAfterSeconds: number };

export class LoginRateLimiter {
  private readonly keys = new Map<string, KeyState>();
  private readonly options: Required<RateLimitOptions>;
  private readonly now: () => number;
  private lastSweep: number;

  constructor(options: RateLimitOptions = DEFAULT_RATE_LIMIT, now: () => number = Date.now) {
    this.options = {
      maxAddressFailures: options.maxFailures * 20,
      restrictedIntervalMs: 1000,
      maxTrackedKeys: 20_000,
      ...options,
    };
    this.now = now;
    this.lastSweep = now();
  }

  /** Keys tracked now (identifiers and addresses). */
  get size(): number {
    return this.keys.size;
  }

  /** Admits an attempt (reserving it) or says how many seconds to wait; call before hashing. */
  admit(identifier: string, address: string): Admission {
    const now = this.now();
    this.sweep(now);
    const idKey = `id:${identifier.trim().toLowerCase()}`;
    const ipKey = `ip:${addressKey(address)}`;
    const idWait = this.wait(idKey, this.options.maxFailures, now);
    if (idWait > 0) return { retryAfterSeconds: idWait };
    const restricted = this.wait(ipKey, this.options.maxAddressFailures, now) > 0;
    const ip = this.state(ipKey, this.options.maxAddressFailures);
    if (restricted) {
      if (ip.laneBusy || (ip.laneFreeAt ?? 0) > now)
        return { retryAfterSeconds: Math.max(1, Math.ceil(((ip.laneFreeAt ?? 0) - now) / 1000)) };
      ip.laneBusy = true;
      ip.laneFreeAt = now + this.options.restrictedIntervalMs;
    }
    const idEntry: Entry = { at: now, pending: true };
    const ipEntry: Entry = { at: now, pending: true };
    this.touch(idKey, this.options.maxFailures).entries.push(idEntry);
    this.touch(ipKey, this.options.maxAddressFailures).entries.push(ipEntry);
    this.cap();
    let settled = false;
    const settle = (outcome: 'success' | 'failure' | 'neutral'): void => {
      if (settled) return;
      settled = true;
      const at = this.now();
      if (restricted) this.freeLane(ipKey);
      if (outcome === 'failure') {
        this.record(idKey, this.options.maxFailures, idEntry, at);
        this.record(ipKey, this.options.maxAddressFailures, ipEntry, at);
        return;
      }
      this.drop(ipKey, ipEntry);
      this.drop(idKey, idEntry);
      if (outcome === 'success') this.clearFailures(idKey);
    };
    return { attempt: { succeeded: () => settle('success'), failed: () => settle('failure'), released: () => settle('neutral') } };
  }

  /** Seconds until the key is below its limit (pending attempts count; one blocking pending attempt = 1 s); 0 when it is. */
  private wait(key: string, limit: number, now: number): number {
    const state = this.keys.get(key);
    if (!state) return 0;
    this.expire(state, now);
    const { entries } = state;
    if (entries.length < limit) return 0;
    const blocking = entries[entries.length - limit];
    if (!blocking || blocking.pending) return 1;
    return Math.max(1, Math.ceil((blocking.at + this.options.windowMs - now) / 1000));
  }

  private state(key: string, limit: number): KeyState {
    return this.keys.get(key) ?? { limit, entries: [] };
  }

  /** The key's state, moved to the end of the map (most recently used). */
  private touch(key: string, limit: number): KeyState {
    const state = this.state(key, limit);
    this.keys.delete(key);
    this.keys.set(key, state);
    return state;
  }

  private expire(state: KeyState, now: number): void {
    const since = now - this.options.windowMs;
    if (state.entries.some((e) => !e.pending && e.at <= since)) state.entries = state.entries.filter((e) => e.pending || e.at > since);
  }

  private isIdle(state: KeyState): boolean {
    return state.entries.length === 0 && !state.laneBusy && (state.laneFreeAt ?? 0) <= this.now();
  }

  /** A failed attempt: its entry becomes a failure at `at` (re-added if its key was evicted); at most `limit` failures are kept. */
  private record(key: string, limit: number, entry: Entry, at: number): void {
    const state = this.touch(key, limit);
    entry.pending = false;
    entry.at = at;
    if (!state.entries.includes(entry)) state.entries.push(entry);
    const failures = state.entries.filter((e) => !e.pending);
    if (failures.length > limit) {
      const dropped = new Set(failures.slice(0, failures.length - limit));
      state.entries = state.entries.filter((e) => !dropped.has(e));
    }
    this.cap();
  }

  private drop(key: string, entry: Entry): void {
    const state = this.keys.get(key);
    if (!state) return;
    state.entries = state.entries.filter((e) => e !== entry);
    if (this.isIdle(state)) this.keys.delete(key);
  }

  private clearFailures(key: string): void {
    const state = this.keys.get(key);
    if (!state) return;
    state.entries = state.entries.filter((e) => e.pending);
    if (this.isIdle(state)) this.keys.delete(key);
  }

  private freeLane(key: string): void {
    const state = this.keys.get(key);
    if (state) state.laneBusy = false;
  }

  /** Once per window: drops expired failures and keys with nothing left. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.options.windowMs) return;
    this.lastSweep = now;
    for (const [key, state] of this.keys) {
      this.expire(state, now);
      if (this.isIdle(state)) this.keys.delete(key);
    }
  }

  /** Over `maxTrackedKeys`: sweeps, then evicts least recently used keys below their limit, then any. */
  private cap(): void {
    const max = this.options.maxTrackedKeys;
    if (this.keys.size <= max) return;
    const now = this.now();
    for (const [key, state] of this.keys) {
      this.expire(state, now);
      if (this.isIdle(state)) this.keys.delete(key);
    }
    const target = Math.floor(max * 0.9);
    for (const [key, state] of this.keys) {
      if (this.keys.size <= target) return;
      if (state.entries.length < state.limit && !state.laneBusy) this.keys.delete(key);
    }
    for (const key of this.keys.keys()) {
      if (this.keys.size <= target) return;
      this.keys.delete(key);
    }
  }
}
