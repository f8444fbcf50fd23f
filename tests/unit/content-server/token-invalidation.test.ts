/**
 * Tokens die with what they were issued for: a deleted user's token never passes to a later user
 * (ids are not reused, and each token carries the user's token version); a password, role, blocked
 * or confirmed change refuses the tokens issued before it; a token without `exp` or `iat` is refused
 * even when it is signed with the right secret.
 */
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../../scripts/content-server/auth/accounts.ts';
import { credentialOf } from '../../../scripts/content-server/auth/credentials.ts';
import { openContentStore } from '../../../scripts/content-server/server.ts';
import { DATABASE_FILE } from '../../../scripts/content-server/store.ts';
import { tempDir } from './fixtures/fixture.ts';
import { PASSWORD, startWriteServer, writeSeed, type WriteServer } from './fixtures/write-fixture.ts';

const SECRET = new TextEncoder().encode('test-secret-'.padEnd(40, 'x'));
const ME = `{ me { id username role { type } } }`;
const CREATE = `mutation($d: UserInput) { createUser(input: { data: $d }) { user { id } } }`;
const UPDATE = `mutation($id: ID!, $d: editUserInput) { updateUser(input: { where: { id: $id }, data: $d }) { user { id } } }`;
const DELETE = `mutation($id: ID!) { deleteUser(input: { where: { id: $id } }) { user { id } } }`;
const EDITOR_ROLE = '2';
const ADMIN_ROLE = '3';

let w: WriteServer;
let admin: string;

beforeAll(async () => {
  w = await startWriteServer({ loginRateLimit: { maxFailures: 100, windowMs: 60_000 } });
  admin = await w.login('admin');
}, 60_000);
afterAll(() => w.close());

async function createUser(username: string, role = EDITOR_ROLE, password = PASSWORD): Promise<string> {
  const { body } = await w.gql(CREATE, { d: { username, email: `${username}@example.test`, password, role } }, admin);
  expect(body.errors).toBeUndefined();
  return (body.data?.['createUser'] as { user: { id: string } }).user.id;
}

async function updateUser(id: string, data: Record<string, unknown>): Promise<void> {
  const { body } = await w.gql(UPDATE, { id, d: data }, admin);
  expect(body.errors).toBeUndefined();
}

async function me(token: string): Promise<{ status: number; message?: string; username?: unknown }> {
  const { status, body } = await w.gql(ME, {}, token);
  return { status, message: body.errors?.[0]?.message, username: (body.data?.['me'] as { username?: unknown } | undefined)?.username };
}

describe('token invalidation', () => {
  it("a deleted user's token does not pass to the user created next (an administrator)", async () => {
    const id = await createUser('leaver');
    const token = await w.login('leaver');
    expect((await me(token)).username).toBe('leaver');
    expect((await w.gql(DELETE, { id }, admin)).body.errors).toBeUndefined();
    const bossId = await createUser('boss', ADMIN_ROLE);
    expect(await me(token)).toEqual({ status: 401, message: 'Invalid token.', username: undefined });
    expect(bossId).not.toBe(id);
    expect((await me(await w.login('boss'))).username).toBe('boss');
  });

  it('a password change refuses the tokens issued before it; the new password logs in', async () => {
    const id = await createUser('changer');
    const before = await w.login('changer');
    await updateUser(id, { password: 'a-brand-new-password' });
    expect(await me(before)).toMatchObject({ status: 401, message: 'Invalid token.' });
    await expect(w.login('changer')).rejects.toThrow(/Identifier or password invalid/);
    expect((await me(await w.login('changer', 'a-brand-new-password'))).username).toBe('changer');
  });

  it('a role change refuses the tokens issued before it', async () => {
    const id = await createUser('promoted');
    const before = await w.login('promoted');
    await updateUser(id, { role: ADMIN_ROLE });
    expect(await me(before)).toMatchObject({ status: 401, message: 'Invalid token.' });
    const after = await w.login('promoted');
    expect((await w.gql(ME, {}, after)).body.data).toEqual({ me: { id, username: 'promoted', role: { type: 'administrator' } } });
  });

  it('blocking refuses the tokens issued before it, also once the user is unblocked', async () => {
    const id = await createUser('paused');
    const before = await w.login('paused');
    await updateUser(id, { blocked: true });
    expect(await me(before)).toMatchObject({ status: 401 });
    await updateUser(id, { blocked: false });
    expect(await me(before)).toMatchObject({ status: 401, message: 'Invalid token.' });
    expect((await me(await w.login('paused'))).username).toBe('paused');
  });

  it('other changes (email, confirmed unchanged) keep the tokens valid', async () => {
    const id = await createUser('mover');
    const token = await w.login('mover');
    await updateUser(id, { email: 'moved@example.test', confirmed: true });
    expect((await me(token)).username).toBe('mover');
  });

  it('refuses a token without exp or without iat, even signed with the right secret', async () => {
    await createUser('crafted');
    const claims = decodeJwt(await w.login('crafted'));
    const { exp, iat, ...rest } = claims;
    expect(typeof exp).toBe('number');
    expect(typeof iat).toBe('number');
    const sign = (payload: Record<string, unknown>) => new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(SECRET);
    // The same claims, re-signed: accepted (so the two below fail for the missing claim alone).
    expect((await me(await sign({ ...rest, iat, exp }))).username).toBe('crafted');
    for (const token of [await sign({ ...rest, iat }), await sign({ ...rest, exp })]) {
      expect(await me(token)).toEqual({ status: 401, message: 'Invalid token.', username: undefined });
    }
  });
});

describe('token versions in the database', () => {
  it('a token stays valid across a restart (the version is kept with the credential)', async () => {
    const id = await createUser('steady');
    const token = await w.login('steady');
    const restarted = await startWriteServer({ dataDir: w.dataDir }, []);
    try {
      expect((await restarted.gql(ME, {}, token)).body.data).toEqual({ me: { id, username: 'steady', role: { type: 'editor' } } });
    } finally {
      await restarted.close();
    }
  });

  it('a credentials table from before token versions gets one per user when opened', async () => {
    const { dir, cleanup } = tempDir('content-token-version-');
    const seed = async () => writeSeed();
    try {
      const first = await openContentStore({ dataDir: dir, seed });
      await createAccount(first.store, { username: 'old', email: 'old@example.test', password: PASSWORD, roleType: 'editor' });
      first.store.close();
      const db = new DatabaseSync(join(dir, DATABASE_FILE));
      db.exec('ALTER TABLE credentials DROP COLUMN token_version');
      db.close();
      const { store } = await openContentStore({ dataDir: dir, seed });
      try {
        expect(credentialOf(store, '1')).toEqual({
          hash: expect.stringMatching(/^scrypt\$/),
          tokenVersion: expect.stringMatching(/^[0-9a-f]{32}$/),
        });
      } finally {
        store.close();
      }
    } finally {
      cleanup();
    }
  });
});
