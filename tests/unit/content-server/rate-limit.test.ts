/** The login limiter on its own (a fake clock): per-address backoff, the slowed identifier and address, reservations, bounded memory, address keys. */
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddressOf, parseTrustProxy } from '../../../scripts/content-server/auth/client-address.ts';
import { LoginRateLimiter, type Admission, type LoginAttempt } from '../../../scripts/content-server/auth/rate-limit.ts';

const WINDOW = 15 * 60_000;

function admitted(admission: Admission): LoginAttempt {
  if (!admission.attempt) throw new Error(`refused (retry after ${admission.retryAfterSeconds} s)`);
  return admission.attempt;
}

describe('LoginRateLimiter: backoff per address, slowed identifiers', () => {
  it('counts failures per identifier and address: another address signs in at once, the same one waits a backoff that doubles up to its cap', async () => {
    let now = 0;
    const limiter = new LoginRateLimiter({ maxFailures: 5, windowMs: WINDOW, backoffMs: 1000, maxBackoffMs: 8000 }, () => now);
    for (let i = 0; i < 5; i++) admitted(await limiter.admit('Editor', '10.0.0.1')).failed();
    // The owner elsewhere: in at once, also while the attacker's address waits.
    admitted(await limiter.admit(' EDITOR ', '10.0.0.2')).succeeded();
    expect((await limiter.admit('editor', '10.0.0.1')).retryAfterSeconds).toBe(1);
    // Each further failure from that address doubles its wait: 1, 2, 4, 8 s, then 8 s (the cap).
    for (const [at, wait] of [
      [1000, 2],
      [3000, 4],
      [7000, 8],
      [15_000, 8],
    ] as const) {
      now = at - 1;
      expect((await limiter.admit('editor', '10.0.0.1')).retryAfterSeconds).toBe(1);
      now = at;
      admitted(await limiter.admit('editor', '10.0.0.1')).failed();
      expect((await limiter.admit('editor', '10.0.0.1')).retryAfterSeconds).toBe(wait);
    }
    // After the backoff the right password gets in, which clears that address's failures for the identifier.
    now = 23_000;
    admitted(await limiter.admit('editor', '10.0.0.1')).succeeded();
    for (let i = 0; i < 5; i++) admitted(await limiter.admit('editor', '10.0.0.1')).failed();
    expect((await limiter.admit('editor', '10.0.0.1')).retryAfterSeconds).toBe(1);
    // Failures expire with the window.
    now = 23_000 + WINDOW + 1;
    admitted(await limiter.admit('editor', '10.0.0.1')).succeeded();
  });

  it("an identifier over its ceiling is slowed, never refused: a short delay, a few checks at once, the owner's clean address first", async () => {
    let now = 0;
    const delays: number[] = [];
    const wakeups: Array<() => void> = [];
    const sleep = (ms: number): Promise<void> => {
      delays.push(ms);
      return new Promise((resolve) => wakeups.push(resolve));
    };
    const limiter = new LoginRateLimiter(
      { maxFailures: 5, windowMs: WINDOW, maxIdentifierFailures: 10, slowDelayMs: 500, slowConcurrency: 1 },
      () => now,
      sleep,
    );
    // A spread attack: ten addresses, one wrong password each.
    for (let i = 0; i < 10; i++) admitted(await limiter.admit('editor', `10.0.1.${i}`)).failed();
    expect(delays).toEqual([]);
    const order: string[] = [];
    const track = (name: string, admission: Promise<Admission>): Promise<LoginAttempt> =>
      admission.then((a) => {
        order.push(name);
        return admitted(a);
      });
    // Over the ceiling: the attackers' next guesses wait their turn; the owner, from an address that
    // has not failed for this identifier, is not refused and goes first.
    const attacker1 = track('attacker 1', Promise.resolve(limiter.admit('editor', '10.0.1.0')));
    const attacker2 = track('attacker 2', Promise.resolve(limiter.admit('editor', '10.0.1.1')));
    const owner = track('owner', Promise.resolve(limiter.admit('editor', '10.0.2.1')));
    await Promise.resolve();
    expect(delays).toEqual([500]); // one check at a time, after the delay
    wakeups.shift()?.();
    (await attacker1).failed();
    await new Promise((resolve) => setImmediate(resolve));
    expect(delays).toEqual([500, 500]);
    wakeups.shift()?.();
    (await owner).succeeded();
    await new Promise((resolve) => setImmediate(resolve));
    wakeups.shift()?.();
    (await attacker2).failed();
    expect(order).toEqual(['attacker 1', 'owner', 'attacker 2']);
    now = WINDOW + 1;
    admitted(await limiter.admit('editor', '10.0.2.1')).succeeded();
    expect(delays).toHaveLength(3); // the failures expired: no longer slowed
  });
});

describe('LoginRateLimiter: concurrent attempts, slowed addresses, bounded memory', () => {
  it('counts an attempt from the moment it is admitted: a sixth concurrent attempt is refused before any settles', async () => {
    let now = 0;
    const limiter = new LoginRateLimiter({ maxFailures: 5, windowMs: WINDOW }, () => now);
    const running: LoginAttempt[] = [];
    for (let i = 0; i < 5; i++) running.push(admitted(await limiter.admit('editor', '10.0.0.1')));
    expect((await limiter.admit('editor', '10.0.0.1')).retryAfterSeconds).toBe(1);
    running[0]?.failed();
    running[1]?.succeeded(); // clears the failures, not the other running attempts
    running[1]?.failed(); // settled already: nothing happens
    const next = admitted(await limiter.admit('editor', '10.0.0.1'));
    admitted(await limiter.admit('editor', '10.0.0.1')).released();
    const last = admitted(await limiter.admit('editor', '10.0.0.1'));
    expect((await limiter.admit('editor', '10.0.0.1')).retryAfterSeconds).toBe(1);
    for (const attempt of [...running, next, last]) attempt.failed();
    // Five failures: the next attempt from this address waits the first backoff.
    expect((await limiter.admit('editor', '10.0.0.1')).retryAfterSeconds).toBe(1);
    now = 1000;
    admitted(await limiter.admit('editor', '10.0.0.1')).succeeded();
  });

  it('slows an address over its limit to one attempt at a time, one per interval, for identifiers that are not backed off', async () => {
    let now = 0;
    const limiter = new LoginRateLimiter(
      { maxFailures: 5, windowMs: WINDOW, maxAddressFailures: 3, restrictedIntervalMs: 1000 },
      () => now,
    );
    for (let i = 0; i < 3; i++) admitted(await limiter.admit(`guess-${i}`, '10.0.0.1')).failed();
    const first = admitted(await limiter.admit('a', '10.0.0.1'));
    expect((await limiter.admit('b', '10.0.0.1')).retryAfterSeconds).toBe(1);
    admitted(await limiter.admit('b', '10.0.0.2')).failed(); // another address is not slowed
    first.succeeded();
    now = 500;
    expect((await limiter.admit('b', '10.0.0.1')).retryAfterSeconds).toBe(1);
    now = 1000;
    admitted(await limiter.admit('b', '10.0.0.1')).succeeded();
    now = WINDOW + 1;
    const free = [admitted(await limiter.admit('c', '10.0.0.1')), admitted(await limiter.admit('d', '10.0.0.1'))];
    for (const attempt of free) attempt.succeeded();
  });

  it('keeps its memory bounded: 100,000 distinct identifiers from as many addresses, and from one', async () => {
    let now = 0;
    const limiter = new LoginRateLimiter({ maxFailures: 5, windowMs: WINDOW }, () => now);
    // The victim's pair at its longest backoff (60 s): 12 failures, each after the previous wait.
    for (let i = 0; i < 12; i++) {
      now = i * 60_000;
      admitted(await limiter.admit('victim', '192.0.2.1')).failed();
    }
    const sprayStart = now;
    for (let i = 0; i < 100_000; i++) {
      now = sprayStart + i / 2000;
      (await limiter.admit(`user-${i}`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`)).attempt?.failed();
    }
    expect(limiter.size).toBeLessThanOrEqual(20_000);
    // A backed-off pair is among what is kept: the spray did not reset its backoff.
    expect((await limiter.admit('victim', '192.0.2.1')).retryAfterSeconds).toBe(60);
    now = sprayStart + 1000 + WINDOW;
    admitted(await limiter.admit('victim', '192.0.2.1')).succeeded();
    expect(limiter.size).toBeLessThanOrEqual(1);

    for (let i = 0; i < 100_000; i++) {
      now += 1;
      (await limiter.admit(`one-address-${i}`, '10.0.0.1')).attempt?.failed();
    }
    // 100 failures, then one attempt a second for the 100 s the spray took, each with its pair and
    // identifier: a few hundred keys, not 100,000.
    expect(limiter.size).toBeLessThan(500);
  });
});

describe('client address', () => {
  it('groups IPv6 by /64 and reads IPv4-mapped addresses as IPv4', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('unknown')).toBe('unknown');
  });

  it('takes the last X-Forwarded-For hop only when the proxy is trusted', () => {
    const req = { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.9' }, socket: { remoteAddress: '127.0.0.1' } };
    const asRequest = req as unknown as Parameters<typeof clientAddressOf>[0];
    expect(clientAddressOf(asRequest, false)).toBe('127.0.0.1');
    expect(clientAddressOf(asRequest, true)).toBe('203.0.113.9');
    expect(
      clientAddressOf({ headers: {}, socket: { remoteAddress: '::1' } } as unknown as Parameters<typeof clientAddressOf>[0], true),
    ).toBe('::1');
  });

  it('reads CMS_TRUST_PROXY as FORMS_TRUST_PROXY is read, with a clear error for anything else', () => {
    expect([undefined, '', '0', 'false', ' 1 ', 'true'].map(parseTrustProxy)).toEqual([false, false, false, false, true, true]);
    expect(() => parseTrustProxy('yes')).toThrow('CMS_TRUST_PROXY: expected 1/true or 0/false, got "yes"');
  });
});
