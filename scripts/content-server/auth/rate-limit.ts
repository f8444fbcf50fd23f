/**
 * Login limits, in memory: they slow a guesser down and never lock the owner out. An attempt is
 * admitted (or refused) BEFORE its password is hashed, and an admitted attempt counts at once, as
 * if it had failed, until it is settled: concurrent attempts cannot all pass a check before the
 * first failure is recorded.
 *
 * - Per identifier and client address (the pair; identifiers lower-cased, the login resolver passes
 *   one per account so that a user's username and email count together; IPv6 by /64): the first
 *   `maxFailures` failed or running attempts within `windowMs` are free. Beyond them the pair is
 *   backed off: one attempt at a time, the next only `backoffMs` after the last failure, doubling
 *   with each further failure up to `maxBackoffMs`. Wrong passwords from one address therefore
 *   cannot lock the identifier for another address: its owner elsewhere gets in at once, and from
 *   the same address after the backoff.
 * - Per identifier, from every address: a ceiling of `maxIdentifierFailures` (default 20 ×
 *   maxFailures) failed or running attempts within the window, against guessing from many addresses.
 *   Over it the identifier is slowed, never refused: its attempts wait for one of `slowConcurrency`
 *   check slots, then `slowDelayMs`, then run; an attempt from an address that has no failure and no
 *   running attempt for that identifier (the owner's, usually) is served before the others.
 * - Per client address: `maxAddressFailures` (default 20 × maxFailures) failed or running attempts
 *   within the window. An address over it is not locked out, it is slowed: its attempts run one at
 *   a time, at most one per `restrictedIntervalMs`, the others are refused without hashing. So a
 *   guesser spraying many accounts from one address gets about one guess a second, while a user
 *   behind the same proxy with the right password still gets in: at once when the slot is free,
 *   else told to retry in a second (while a flood from the same address keeps taking the slot, that
 *   can repeat: only CMS_TRUST_PROXY, which tells the clients apart, avoids it).
 * - A success clears the pair's failures, not the identifier's nor the address's (the owner's login
 *   must not reset a count that others' guesses built); the attempt's own reservation is released.
 * - Refused attempts cost no hash and count nowhere.
 * - Memory is bounded: expired entries are swept once per window, each key keeps a bounded number
 *   of failures, and at most `maxTrackedKeys` keys are kept (over it: first keys that are not at
 *   their limit, least recently used first, then any that no running attempt holds).
 */
import { backoffDelay } from '../../../src/retry/backoff.ts';
import { addressKey } from './client-address.ts';

export interface RateLimitOptions {
  /** Free failed (or running) attempts per identifier and client address within the window. */
  maxFailures: number;
  windowMs: number;
  /** The wait after the last failure once a pair is past maxFailures; doubles with each further failure; default 1000. */
  backoffMs?: number;
  /** The longest such wait; default 60,000. */
  maxBackoffMs?: number;
  /** Failed (or running) attempts per identifier from every address within the window before it is slowed; default 20 × maxFailures. */
  maxIdentifierFailures?: number;
  /** A slowed identifier's attempt waits this long (holding its check slot) before the check; default 1000. */
  slowDelayMs?: number;
  /** A slowed identifier runs at most this many checks at once; default 2. */
  slowConcurrency?: number;
  /** Failed (or running) attempts per client address within the window before it is slowed; default 20 × maxFailures. */
  maxAddressFailures?: number;
  /** A slowed address starts at most one attempt per this many ms (and one at a time); default 1000. */
  restrictedIntervalMs?: number;
  /** Keys (pairs, identifiers and addresses) kept at most; default 20,000. */
  maxTrackedKeys?: number;
}

const DEFAULT_RATE_LIMIT: RateLimitOptions = { maxFailures: 5, windowMs: 15 * 60 * 1000 };

interface Entry {
  at: number;
  pending: boolean;
}

interface KeyState {
  /** At this many entries the key is at its limit (kept first when memory is capped). */
  limit: number;
  /** Failures kept at most. */
  keep: number;
  entries: Entry[];
  /** Address keys: a restricted attempt is running / the next may start at. */
  laneBusy?: boolean;
  laneFreeAt?: number;
  /** Identifier keys, while slowed: checks running, and the attempts waiting for a slot. */
  checking?: number;
  waiting?: { clean: Array<() => void>; other: Array<() => void> };
}

/** An admitted login attempt: settle it once (later calls do nothing). */
export interface LoginAttempt {
  /** The password was right: the pair's failures are cleared. */
  succeeded(): void;
  /** The password was wrong (or the check failed): the attempt stays counted as a failure. */
  failed(): void;
  /** Neither (e.g. the right password of a blocked account): the reservation is dropped. */
  released(): void;
}

export type Admission = { attempt: LoginAttempt; retryAfterSeconds?: undefined } | { attempt?: undefined; retryAfterSeconds: number };

const seconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000));

export class LoginRateLimiter {
  private readonly keys = new Map<string, KeyState>();
  private readonly options: Required<RateLimitOptions>;
  /** Failures a pair keeps: enough to reach the longest backoff. */
  private readonly pairKeep: number;
  private readonly now: () => number;
  private readonly sleep: (ms: number) => Promise<void>;
  private lastSweep: number;

  constructor(
    options: RateLimitOptions = DEFAULT_RATE_LIMIT,
    now: () => number = Date.now,
    sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  ) {
    this.options = {
      backoffMs: 1000,
      maxBackoffMs: 60_000,
      maxIdentifierFailures: options.maxFailures * 20,
      slowDelayMs: 1000,
      slowConcurrency: 2,
      maxAddressFailures: options.maxFailures * 20,
      restrictedIntervalMs: 1000,
      maxTrackedKeys: 20_000,
      ...options,
    };
    const { backoffMs, maxBackoffMs, maxFailures } = this.options;
    this.pairKeep = maxFailures + Math.max(0, Math.ceil(Math.log2(Math.max(1, maxBackoffMs / Math.max(1, backoffMs))))) + 1;
    this.now = now;
    this.sleep = sleep;
    this.lastSweep = now();
  }

  /** Keys tracked now (pairs, identifiers and addresses). */
  get size(): number {
    return this.keys.size;
  }

  /**
   * Admits an attempt (reserving it at once, before anything is awaited) or says how many seconds
   * to wait; call before hashing. Resolves when the check may run: at once, unless the identifier
   * is slowed.
   */
  async admit(identifier: string, address: string): Promise<Admission> {
    const now = this.now();
    this.sweep(now);
    const id = identifier.trim().toLowerCase();
    const ip = addressKey(address);
    const pairKey = `pair:${ip} ${id}`;
    const idKey = `id:${id}`;
    const ipKey = `ip:${ip}`;
    const pairWait = this.backoff(pairKey, now);
    if (pairWait > 0) return { retryAfterSeconds: pairWait };
    const restricted = this.overLimit(ipKey, now);
    const ipState = this.state(ipKey);
    if (restricted) {
      if (ipState.laneBusy || (ipState.laneFreeAt ?? 0) > now) return { retryAfterSeconds: seconds((ipState.laneFreeAt ?? 0) - now) };
      ipState.laneBusy = true;
      ipState.laneFreeAt = now + this.options.restrictedIntervalMs;
    }
    const slowed = this.overLimit(idKey, now);
    const pair = this.touch(pairKey);
    const clean = pair.entries.length === 0;
    const entries = new Map<string, Entry>();
    for (const key of [pairKey, idKey, ipKey]) {
      const entry: Entry = { at: now, pending: true };
      entries.set(key, entry);
      this.touch(key).entries.push(entry);
    }
    // A slowed attempt takes its place for a check slot now, which also keeps the identifier's key from eviction.
    const ident = this.state(idKey);
    const turn = slowed ? this.slot(ident, clean) : undefined;
    this.cap();
    let settled = false;
    const settle = (outcome: 'success' | 'failure' | 'neutral'): void => {
      if (settled) return;
      settled = true;
      const at = this.now();
      if (restricted) ipState.laneBusy = false;
      if (turn) this.releaseSlot(ident);
      for (const [key, entry] of entries) {
        if (outcome === 'failure') this.record(key, entry, at);
        else this.drop(key, entry);
      }
      if (outcome === 'success') this.clearFailures(pairKey);
    };
    const attempt: LoginAttempt = {
      succeeded: () => settle('success'),
      failed: () => settle('failure'),
      released: () => settle('neutral'),
    };
    if (turn) {
      await turn;
      await this.sleep(this.options.slowDelayMs);
    }
    return { attempt };
  }

  private limits(key: string): { limit: number; keep: number } {
    const { maxFailures, maxIdentifierFailures, maxAddressFailures } = this.options;
    if (key.startsWith('pair:')) return { limit: maxFailures, keep: this.pairKeep };
    if (key.startsWith('id:')) return { limit: maxIdentifierFailures, keep: maxIdentifierFailures };
    return { limit: maxAddressFailures, keep: maxAddressFailures };
  }

  /** Seconds until the pair may start an attempt; 0 when it may now. */
  private backoff(key: string, now: number): number {
    const state = this.keys.get(key);
    if (!state) return 0;
    this.expire(state, now);
    const count = state.entries.length;
    const { maxFailures, backoffMs, maxBackoffMs } = this.options;
    if (count < maxFailures) return 0;
    // Past the free attempts, one at a time: a running attempt blocks the next.
    if (state.entries.some((e) => e.pending)) return 1;
    const last = Math.max(...state.entries.map((e) => e.at));
    const wait = last + backoffDelay(count - maxFailures + 1, { baseMs: backoffMs, maxMs: maxBackoffMs }) - now;
    return wait > 0 ? seconds(wait) : 0;
  }

  /** Whether the key holds its limit of failed or running attempts in the window. */
  private overLimit(key: string, now: number): boolean {
    const state = this.keys.get(key);
    if (!state) return false;
    this.expire(state, now);
    return state.entries.length >= state.limit;
  }

  /** Resolves when the slowed identifier has a free check slot for this attempt (clean addresses first). */
  private slot(state: KeyState, clean: boolean): Promise<void> {
    const checking = state.checking ?? 0;
    if (checking < this.options.slowConcurrency) {
      state.checking = checking + 1;
      return Promise.resolve();
    }
    const waiting = (state.waiting ??= { clean: [], other: [] });
    return new Promise((resolve) => (clean ? waiting.clean : waiting.other).push(resolve));
  }

  /** A check ended: its slot goes to the next waiting attempt, else it is free. */
  private releaseSlot(state: KeyState): void {
    const next = state.waiting?.clean.shift() ?? state.waiting?.other.shift();
    if (next) next();
    else state.checking = Math.max(0, (state.checking ?? 1) - 1);
    if (state.waiting && state.waiting.clean.length === 0 && state.waiting.other.length === 0) delete state.waiting;
  }

  private state(key: string): KeyState {
    return this.keys.get(key) ?? { ...this.limits(key), entries: [] };
  }

  /** The key's state, moved to the end of the map (most recently used). */
  private touch(key: string): KeyState {
    const state = this.state(key);
    this.keys.delete(key);
    this.keys.set(key, state);
    return state;
  }

  private expire(state: KeyState, now: number): void {
    const since = now - this.options.windowMs;
    if (state.entries.some((e) => !e.pending && e.at <= since)) state.entries = state.entries.filter((e) => e.pending || e.at > since);
  }

  /** Whether a running attempt holds the key (its lane or a check slot): such a key is never evicted. */
  private isHeld(state: KeyState): boolean {
    return state.laneBusy === true || (state.checking ?? 0) > 0 || state.waiting !== undefined;
  }

  private isIdle(state: KeyState): boolean {
    return state.entries.length === 0 && !this.isHeld(state) && (state.laneFreeAt ?? 0) <= this.now();
  }

  /** A failed attempt: its entry becomes a failure at `at` (re-added if its key was evicted); at most `keep` failures are kept. */
  private record(key: string, entry: Entry, at: number): void {
    const state = this.touch(key);
    entry.pending = false;
    entry.at = at;
    if (!state.entries.includes(entry)) state.entries.push(entry);
    const failures = state.entries.filter((e) => !e.pending);
    if (failures.length > state.keep) {
      const dropped = new Set(failures.slice(0, failures.length - state.keep));
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

  /** Once per window: drops expired failures and keys with nothing left. */
  private sweep(now: number): void {
    if (now - this.lastSweep < this.options.windowMs) return;
    this.lastSweep = now;
    for (const [key, state] of this.keys) {
      this.expire(state, now);
      if (this.isIdle(state)) this.keys.delete(key);
    }
  }

  /** Over `maxTrackedKeys`: sweeps, then evicts least recently used keys below their limit, then any not held. */
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
      if (state.entries.length < state.limit && !this.isHeld(state)) this.keys.delete(key);
    }
    for (const [key, state] of this.keys) {
      if (this.keys.size <= target) return;
      if (!this.isHeld(state)) this.keys.delete(key);
    }
  }
}
