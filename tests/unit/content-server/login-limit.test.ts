/**
 * The login limits over HTTP, with the password checks counted: concurrent wrong logins for one
 * user from one address run at most `maxFailures` hashes and slow that identifier from that address
 * only (a backoff, never a lock: the owner gets in from elsewhere at once, and from there after the
 * backoff); an identifier attacked from many addresses is slowed, not refused; an address over its
 * own limit is slowed (one check at a time, one per interval), not locked out, so the right
 * password for another account from the same address still gets in.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as Passwords from '../../../scripts/content-server/auth/passwords.ts';
import { PASSWORD, startWriteServer, type GraphqlBody, type WriteServer } from './fixtures/write-fixture.ts';

const counts = vi.hoisted(() => ({ verifications: 0 }));

vi.mock('../../../scripts/content-server/auth/passwords.ts', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: (password: string, stored: string) => {
      counts.verifications++;
      return original.verifyPassword(password, stored);
    },
    verifyUnknown: (password: string) => {
      counts.verifications++;
      return original.verifyUnknown(password);
    },
  };
});

const LOGIN = `mutation($i: String!, $p: String!) { login(input: { identifier: $i, password: $p }) { jwt } }`;
const INVALID = 'Identifier or password invalid.';

const outcome = (body: GraphqlBody): string => {
  if (body.errors?.[0]) return body.errors[0].extensions?.['code'] === 'RATE_LIMITED' ? 'RATE_LIMITED' : body.errors[0].message;
  return (body.data?.['login'] as { jwt?: string } | undefined)?.jwt ? 'ok' : 'no token';
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let server: WriteServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function attempt(identifier: string, password: string): Promise<string> {
  if (!server) throw new Error('no server');
  return outcome((await server.gql(LOGIN, { i: identifier, p: password })).body);
}

/** A login from `address` (the server trusts X-Forwarded-For): its outcome, and the wait it was told. */
async function attemptFrom(address: string, identifier: string, password: string): Promise<{ outcome: string; retryAfter?: unknown }> {
  if (!server) throw new Error('no server');
  const response = await fetch(server.server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ query: LOGIN, variables: { i: identifier, p: password } }),
  });
  const body = (await response.json()) as GraphqlBody;
  return { outcome: outcome(body), retryAfter: body.errors?.[0]?.extensions?.['retryAfterSeconds'] };
}

describe('login limits', () => {
  it('40 concurrent wrong logins for one user run at most maxFailures hashes and slow that identifier from that address only', async () => {
    server = await startWriteServer({ loginRateLimit: { maxFailures: 5, windowMs: 60_000 } });
    counts.verifications = 0;
    const results = await Promise.all(Array.from({ length: 40 }, () => attempt('editor', 'wrong-password')));
    const settled = Date.now();
    expect(counts.verifications).toBe(5); // at most maxFailures: exactly that many were admitted
    expect(results.filter((r) => r === INVALID)).toHaveLength(counts.verifications);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(40 - counts.verifications);
    // Another account from the same address: the right password gets in.
    expect(await attempt('admin', PASSWORD)).toBe('ok');
    // The attacked account from that address: refused during the backoff (the password is not even checked) …
    const before = counts.verifications;
    expect(await attempt('editor', PASSWORD)).toBe('RATE_LIMITED');
    expect(counts.verifications).toBe(before);
    // … and in once the backoff (1 s after 5 failures) has passed, long before the window ends.
    await sleep(Math.max(0, settled + 1100 - Date.now()));
    expect(await attempt('editor', PASSWORD)).toBe('ok');
  }, 30_000);

  it('wrong logins from one address do not lock the owner out: in at once from another address, from that one after a short backoff', async () => {
    // A backoff of 4 s: long enough that the owner's login from elsewhere (a password hash, slow on a
    // busy machine) always ends inside it.
    server = await startWriteServer({ loginRateLimit: { maxFailures: 5, windowMs: 60_000, backoffMs: 4000 }, trustProxy: true });
    for (let i = 0; i < 5; i++) expect((await attemptFrom('203.0.113.66', 'editor', 'wrong-password')).outcome).toBe(INVALID);
    const failed = Date.now();
    expect(await attemptFrom('198.51.100.20', 'editor', PASSWORD)).toEqual({ outcome: 'ok', retryAfter: undefined });
    const refused = await attemptFrom('203.0.113.66', 'editor', PASSWORD);
    expect(refused.outcome).toBe('RATE_LIMITED');
    expect(refused.retryAfter).toBeGreaterThanOrEqual(1);
    expect(refused.retryAfter).toBeLessThanOrEqual(4);
    await sleep(Math.max(0, failed + 4100 - Date.now()));
    expect((await attemptFrom('203.0.113.66', 'editor', PASSWORD)).outcome).toBe('ok');
  }, 30_000);

  it("an attacker's ongoing failures from many addresses cannot keep the owner out: slowed, not refused", async () => {
    server = await startWriteServer({
      loginRateLimit: { maxFailures: 5, windowMs: 60_000, maxIdentifierFailures: 10, slowDelayMs: 200, slowConcurrency: 1 },
      trustProxy: true,
    });
    let attacking = true;
    const attacker = async (n: number): Promise<void> => {
      for (let i = 0; attacking; i++) {
        const { outcome: result } = await attemptFrom(`10.${n}.${i >> 8}.${i & 255}`, 'editor', 'wrong-password');
        if (result === 'ok') throw new Error('the attacker got in');
      }
    };
    const attackers = Array.from({ length: 8 }, (_, n) => attacker(n));
    await sleep(500); // well over the identifier's ceiling by now
    counts.verifications = 0;
    const owner = await attemptFrom('198.51.100.20', 'editor', PASSWORD);
    const checksUntilOwnerIn = counts.verifications;
    attacking = false;
    await Promise.all(attackers);
    expect(owner.outcome).toBe('ok');
    // Behind at most the attempts already waiting (one per attacker, each from an address new to the
    // identifier, as clean as the owner's) and then its own check, however long the attack goes on:
    // counted in checks, not milliseconds, so a busy machine does not change the answer.
    expect(checksUntilOwnerIn).toBeGreaterThan(0);
    expect(checksUntilOwnerIn).toBeLessThanOrEqual(attackers.length + 1);
  }, 30_000);

  it("counts a user's username and email (in any case) as one identifier", async () => {
    server = await startWriteServer({ loginRateLimit: { maxFailures: 4, windowMs: 60_000 } });
    for (const identifier of ['editor', 'EDITOR@example.test', 'editor@EXAMPLE.test', 'editor'])
      expect(await attempt(identifier, 'wrong-password')).toBe(INVALID);
    expect(await attempt('editor@example.test', PASSWORD)).toBe('RATE_LIMITED');
    expect(await attempt('admin@example.test', PASSWORD)).toBe('ok');
  }, 30_000);

  it('an address over its limit is slowed, not locked out: the right password for a clean account still gets in', async () => {
    server = await startWriteServer({
      loginRateLimit: { maxFailures: 5, windowMs: 60_000, maxAddressFailures: 10, restrictedIntervalMs: 4000 },
    });
    for (let i = 0; i < 10; i++) expect(await attempt(`guess-${i}`, 'wrong-password')).toBe(INVALID);
    // Over the address limit: a burst across new identifiers gets one check at a time, one per interval
    // (4 s: longer than a password hash takes on a busy machine, so the next attempt always falls inside it).
    counts.verifications = 0;
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`spray-${i}`, 'wrong-password')));
    expect(counts.verifications).toBe(1);
    expect(burst.filter((r) => r === 'RATE_LIMITED')).toHaveLength(19);
    await sleep(4100);
    expect(await attempt('admin', PASSWORD)).toBe('ok');
    expect(await attempt('editor', 'wrong-password')).toBe('RATE_LIMITED');
    await sleep(4100);
    expect(await attempt('editor', PASSWORD)).toBe('ok');
  }, 30_000);
});
