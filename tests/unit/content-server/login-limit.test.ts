/**
 * The login limits over HTTP, with the password checks counted: concurrent wrong logins for one
 * user run at most `maxFailures` hashes and lock that identifier only; an address over its own
 * limit is slowed (one check at a time, one per interval), not locked out, so the right password
 * for another account from the same address still gets in.
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

describe('login limits', () => {
  it('40 concurrent wrong logins for one user run at most maxFailures hashes and lock that identifier only', async () => {
    const windowMs = 4000;
    server = await startWriteServer({ loginRateLimit: { maxFailures: 5, windowMs } });
    counts.verifications = 0;
    const results = await Promise.all(Array.from({ length: 40 }, () => attempt('editor', 'wrong-password')));
    const settled = Date.now();
    expect(counts.verifications).toBe(5); // at most maxFailures: exactly that many were admitted
    expect(results.filter((r) => r === INVALID)).toHaveLength(counts.verifications);
    expect(results.filter((r) => r === 'RATE_LIMITED')).toHaveLength(40 - counts.verifications);
    // Another account from the same address: the right password gets in.
    expect(await attempt('admin', PASSWORD)).toBe('ok');
    // The attacked account: refused while its identifier is locked (the password is not even checked) …
    const before = counts.verifications;
    expect(await attempt('editor', PASSWORD)).toBe('RATE_LIMITED');
    expect(counts.verifications).toBe(before);
    // … and in again once the window has passed.
    await sleep(Math.max(0, settled + windowMs + 200 - Date.now()));
    expect(await attempt('editor', PASSWORD)).toBe('ok');
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
      loginRateLimit: { maxFailures: 5, windowMs: 60_000, maxAddressFailures: 10, restrictedIntervalMs: 2000 },
    });
    for (let i = 0; i < 10; i++) expect(await attempt(`guess-${i}`, 'wrong-password')).toBe(INVALID);
    // Over the address limit: a burst across new identifiers gets one check at a time, one per interval.
    counts.verifications = 0;
    const burst = await Promise.all(Array.from({ length: 20 }, (_, i) => attempt(`spray-${i}`, 'wrong-password')));
    expect(counts.verifications).toBe(1);
    expect(burst.filter((r) => r === 'RATE_LIMITED')).toHaveLength(19);
    await sleep(2100);
    expect(await attempt('admin', PASSWORD)).toBe('ok');
    expect(await attempt('editor', 'wrong-password')).toBe('RATE_LIMITED');
    await sleep(2100);
    expect(await attempt('editor', PASSWORD)).toBe('ok');
  }, 30_000);
});
