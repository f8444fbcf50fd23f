/** The login limiter on its own (a fake clock): reservations, the slowed address lane, bounded memory, address keys. */
import { describe, expect, it } from 'vitest';
import { addressKey, clientAddressOf, parseTrustProxy } from '../../../scripts/content-server/auth/client-address.ts';
import { LoginRateLimiter, type Admission, type LoginAttempt } from '../../../scripts/content-server/auth/rate-limit.ts';

const WINDOW = 15 * 60_000;

function admitted(admission: Admission): LoginAttempt {
  if (!admission.attempt) throw new Error(`refused (retry after ${admission.retryAfterSeconds} s)`);
  return admission.attempt;
}

describe('LoginRateLimiter', () => {
  it('locks an identifier after maxFailures failures, from any address, with the retry time; not the address', () => {
    let now = 0;
    const limiter = new LoginRateLimiter({ maxFailures: 5, windowMs: WINDOW }, () => now);
    for (let i = 0; i < 5; i++) admitted(limiter.admit('Editor', '10.0.0.1')).failed();
    expect(limiter.admit('editor', '10.0.0.2').retryAfterSeconds).toBe(900);
    now = 60_000;
    expect(limiter.admit(' EDITOR ', '10.0.0.1').retryAfterSeconds).toBe(840);
    admitted(limiter.admit('other', '10.0.0.1')).succeeded();
    now = WINDOW + 1;
    admitted(limiter.admit('editor', '10.0.0.1')).succeeded();
  });

  it('counts an attempt from the moment it is admitted: a sixth concurrent attempt is refused before any settles', () => {
    const limiter = new LoginRateLimiter({ maxFailures: 5, windowMs: WINDOW }, () => 0);
    const running = Array.from({ length: 5 }, () => admitted(limiter.admit('editor', '10.0.0.1')));
    expect(limiter.admit('editor', '10.0.0.1').retryAfterSeconds).toBe(1);
    running[0]?.failed();
    running[1]?.succeeded(); // clears the failures, not the other running attempts
    running[1]?.failed(); // settled already: nothing happens
    const next = admitted(limiter.admit('editor', '10.0.0.1'));
    admitted(limiter.admit('editor', '10.0.0.1')).released();
    expect(limiter.admit('editor', '10.0.0.1').retryAfterSeconds).toBeUndefined();
    for (const attempt of [...running, next]) attempt.failed();
    expect(limiter.admit('editor', '10.0.0.1').retryAfterSeconds).toBe(900);
  });

  it('slows an address over its limit to one attempt at a time, one per interval, for identifiers that are not locked', () => {
    let now = 0;
    const limiter = new LoginRateLimiter(
      { maxFailures: 5, windowMs: WINDOW, maxAddressFailures: 3, restrictedIntervalMs: 1000 },
      () => now,
    );
    for (let i = 0; i < 3; i++) admitted(limiter.admit(`guess-${i}`, '10.0.0.1')).failed();
    const first = admitted(limiter.admit('a', '10.0.0.1'));
    expect(limiter.admit('b', '10.0.0.1').retryAfterSeconds).toBe(1);
    admitted(limiter.admit('b', '10.0.0.2')).failed(); // another address is not slowed
    first.succeeded();
    now = 500;
    expect(limiter.admit('b', '10.0.0.1').retryAfterSeconds).toBe(1);
    now = 1000;
    admitted(limiter.admit('b', '10.0.0.1')).succeeded();
    now = WINDOW + 1;
    const free = [admitted(limiter.admit('c', '10.0.0.1')), admitted(limiter.admit('d', '10.0.0.1'))];
    for (const attempt of free) attempt.succeeded();
  });

  it('keeps its memory bounded: 100,000 distinct identifiers from as many addresses, and from one', () => {
    let now = 0;
    const limiter = new LoginRateLimiter({ maxFailures: 5, windowMs: WINDOW }, () => now);
    for (let i = 0; i < 5; i++) admitted(limiter.admit('victim', '192.0.2.1')).failed();
    for (let i = 0; i < 100_000; i++) {
      now = i;
      limiter.admit(`user-${i}`, `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`).attempt?.failed();
    }
    expect(limiter.size).toBeLessThanOrEqual(20_000);
    // A locked identifier is among what is kept: the spray did not unlock it.
    expect(limiter.admit('victim', '192.0.2.9').retryAfterSeconds).toBeGreaterThan(0);
    now = 100_000 + WINDOW + 1;
    admitted(limiter.admit('victim', '192.0.2.9')).succeeded();
    expect(limiter.size).toBeLessThanOrEqual(1);

    for (let i = 0; i < 100_000; i++) {
      now += 1;
      limiter.admit(`one-address-${i}`, '10.0.0.1').attempt?.failed();
    }
    // 100 failures, then one attempt a second for the 100 s the spray took: a few hundred keys, not 100,000.
    expect(limiter.size).toBeLessThan(300);
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
