import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../scripts/content-server/auth/passwords.ts';
import { startContentServer } from '../../../scripts/content-server/server.ts';
import { tempDir } from './fixtures/fixture.ts';
import { PASSWORD, startWriteServer, writeSeed, type WriteServer } from './fixtures/write-fixture.ts';

let w: WriteServer;
let editor: string;
let admin: string;

const LOGIN = `mutation($i: String!, $p: String!) { login(input: { identifier: $i, password: $p }) { jwt user { id username email confirmed blocked role { name type } } } }`;

beforeAll(async () => {
  w = await startWriteServer({ loginRateLimit: { maxFailures: 100, windowMs: 60_000 } });
  editor = await w.login('editor');
  admin = await w.login('admin');
}, 60_000);
afterAll(() => w.close());

describe('login', () => {
  it('answers a token and the user for a username, and for the email in any case', async () => {
    const { body } = await w.gql(LOGIN, { i: 'editor', p: PASSWORD });
    const login = body.data?.['login'] as { jwt: string; user: Record<string, unknown> };
    expect(login.jwt.split('.')).toHaveLength(3);
    expect(login.user).toEqual({
      id: expect.any(String),
      username: 'editor',
      email: 'editor@example.test',
      confirmed: true,
      blocked: false,
      role: { name: 'Editor', type: 'editor' },
    });
    const byEmail = await w.gql(LOGIN, { i: 'EDITOR@Example.TEST', p: PASSWORD });
    expect(byEmail.body.errors).toBeUndefined();
  });

  it('gives one message for a wrong password and an unknown user', async () => {
    const wrong = await w.gql(LOGIN, { i: 'editor', p: 'not-the-password' });
    const unknown = await w.gql(LOGIN, { i: 'nobody', p: PASSWORD });
    expect(wrong.body.errors?.[0]?.message).toBe('Identifier or password invalid.');
    expect(unknown.body.errors?.[0]?.message).toBe('Identifier or password invalid.');
    expect(wrong.body.data).toBeNull();
  });

  it('refuses blocked and unconfirmed users, and a blocked user’s token stops working', async () => {
    const create = `mutation($d: UserInput) { createUser(input: { data: $d }) { user { id username confirmed blocked } } }`;
    const made = await w.gql(
      create,
      { d: { username: 'pending', email: 'pending@example.test', password: PASSWORD, confirmed: false, role: '2' } },
      admin,
    );
    expect(made.body.data?.['createUser']).toEqual({
      user: { id: expect.any(String), username: 'pending', confirmed: false, blocked: false },
    });
    const pending = await w.gql(LOGIN, { i: 'pending', p: PASSWORD });
    expect(pending.body.errors?.[0]?.message).toBe('Your account email is not confirmed.');

    const later = await w.gql(create, { d: { username: 'later', email: 'later@example.test', password: PASSWORD, role: '2' } }, admin);
    const id = (later.body.data?.['createUser'] as { user: { id: string } }).user.id;
    const token = await w.login('later');
    expect((await w.gql(`{ me { username } }`, {}, token)).body.data).toEqual({ me: { username: 'later' } });
    await w.gql(
      `mutation($id: ID!) { updateUser(input: { where: { id: $id }, data: { blocked: true } }) { user { blocked } } }`,
      { id },
      admin,
    );
    const refused = await w.gql(`{ me { username } }`, {}, token);
    expect(refused.status).toBe(401);
    expect(refused.body.errors?.[0]?.message).toBe('Your account has been blocked by an administrator.');
    expect((await w.gql(LOGIN, { i: 'later', p: PASSWORD })).body.errors?.[0]?.message).toBe(
      'Your account has been blocked by an administrator.',
    );
  });

  it('answers 401 "Invalid token." for an expired, forged or malformed token; no token is Public', async () => {
    const key = new TextEncoder().encode('test-secret-'.padEnd(40, 'x'));
    const expired = await new SignJWT({ id: '1' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt(1000).setExpirationTime(2000).sign(key);
    const forged = await new SignJWT({ id: '1' })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret'));
    for (const token of [expired, forged, 'not-a-jwt']) {
      const { status, body } = await w.gql(`{ me { id } }`, {}, token);
      expect(status).toBe(401);
      expect(body.errors?.[0]?.message).toBe('Invalid token.');
    }
    expect((await w.gql(`{ me { id } }`)).body).toEqual({ data: { me: null } });
  });

  it('me answers the current user', async () => {
    const { body } = await w.gql(`{ me { username role { type } } }`, {}, editor);
    expect(body.data).toEqual({ me: { username: 'editor', role: { type: 'editor' } } });
  });
});

describe('permissions', () => {
  it('Public reads LIVE only and may not mutate', async () => {
    expect((await w.gql(`{ contentPages { slug } }`)).body.data).toEqual({ contentPages: [{ slug: 'home' }] });
    const preview = await w.gql(`{ contentPages(publicationState: PREVIEW) { slug } }`);
    expect(preview.body.errors?.[0]?.message).toBe('Forbidden');
    const create = await w.gql(`mutation { createProduct(input: { data: { productName: "X" } }) { product { id } } }`);
    expect(create.body.errors?.[0]?.message).toBe('Forbidden');
    expect((await w.gql(`{ productsConnection { aggregate { count } } }`)).body.data).toEqual({
      productsConnection: { aggregate: { count: 1 } },
    });
  });

  it('an editor reads PREVIEW and writes content, but not users or roles', async () => {
    const preview = await w.gql(`{ contentPages(publicationState: PREVIEW, sort: "id") { slug } }`, {}, editor);
    expect(preview.body.data).toEqual({ contentPages: [{ slug: 'home' }, { slug: 'draft' }] });
    const users = await w.gql(`{ users { id } }`, {}, editor);
    expect(users.body.errors?.[0]?.message).toBe('Forbidden');
    const createUser = await w.gql(
      `mutation { createUser(input: { data: { username: "x", email: "x@example.test", password: "long-enough-pw" } }) { user { id } } }`,
      {},
      editor,
    );
    expect(createUser.body.errors?.[0]?.message).toBe('Forbidden');
    const role = await w.gql(
      `mutation { updateRole(input: { where: { id: 2 }, data: { type: "administrator" } }) { role { id } } }`,
      {},
      editor,
    );
    expect(role.body.errors?.[0]?.message).toBe('Forbidden');
  });

  it('an administrator manages users; no read returns a password', async () => {
    const { body } = await w.gql(
      `{ users(sort: "id") { username role { type } } roles(sort: "id") { name users { username } } }`,
      {},
      admin,
    );
    expect(body.errors).toBeUndefined();
    expect((body.data?.['users'] as unknown[]).slice(0, 2)).toEqual([
      { username: 'editor', role: { type: 'editor' } },
      { username: 'admin', role: { type: 'administrator' } },
    ]);
    const fields = await w.gql(`{ __type(name: "UsersPermissionsUser") { fields { name } } }`);
    const names = (fields.body.data?.['__type'] as { fields: Array<{ name: string }> }).fields.map((f) => f.name);
    expect(names).not.toContain('password');
    expect(names).not.toContain('resetPasswordToken');
    const filter = await w.gql(`{ users(where: { password_contains: "scrypt" }) { id } }`, {}, admin);
    expect(filter.body.errors?.[0]?.message).toMatch(/unknown field "password"/);
  });

  it('refuses a short password on createUser (and writes nothing)', async () => {
    const { body } = await w.gql(
      `mutation { createUser(input: { data: { username: "shorty", email: "s@example.test", password: "short" } }) { user { id } } }`,
      {},
      admin,
    );
    expect(body.errors?.[0]?.message).toMatch(/password: must be at least 10 characters long/);
    const after = await w.gql(`{ users(where: { username: "shorty" }) { id } }`, {}, admin);
    expect(after.body.data).toEqual({ users: [] });
  });
});

describe('rate limit', () => {
  it('answers a clear error over HTTP, also for the right password', async () => {
    const limited = await startWriteServer({ loginRateLimit: { maxFailures: 3, windowMs: 60_000 } }, ['editor']);
    try {
      for (let i = 0; i < 3; i++) await limited.gql(LOGIN, { i: 'editor', p: 'wrong-password' });
      const { body } = await limited.gql(LOGIN, { i: 'editor', p: PASSWORD });
      expect(body.errors?.[0]?.message).toMatch(/^Too many failed login attempts\. Try again in \d+ seconds\.$/);
      expect(body.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    } finally {
      await limited.close();
    }
  }, 30_000);
});

describe('token secret', () => {
  it('refuses to start in production without CMS_JWT_SECRET', async () => {
    const saved = process.env['CMS_JWT_SECRET'];
    delete process.env['CMS_JWT_SECRET'];
    try {
      await expect(startContentServer({ port: 0, dataDir: '/nonexistent/never-created', production: true })).rejects.toThrow(
        /CMS_JWT_SECRET is not set: the content server does not start in production/,
      );
    } finally {
      if (saved !== undefined) process.env['CMS_JWT_SECRET'] = saved;
    }
  });

  it('in development generates a secret per data folder, keeps it, and tokens survive a restart', async () => {
    const saved = process.env['CMS_JWT_SECRET'];
    delete process.env['CMS_JWT_SECRET'];
    const { dir, cleanup } = tempDir();
    const logs: string[] = [];
    const start = () =>
      startContentServer({ port: 0, dataDir: dir, seed: async () => writeSeed(), production: false, log: (l) => logs.push(l) });
    try {
      const first = await start();
      await first.close();
      expect(logs.filter((l) => l.includes('generated a token secret'))).toHaveLength(1);
      const second = await start();
      await second.close();
      expect(logs.filter((l) => l.includes('generated a token secret'))).toHaveLength(1);
    } finally {
      if (saved !== undefined) process.env['CMS_JWT_SECRET'] = saved;
      cleanup();
    }
  });
});

describe('passwords', () => {
  it('hashes with a salt and the parameters, and verifies', async () => {
    const a = await hashPassword('a long password');
    const b = await hashPassword('a long password');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('a long password', a)).toBe(true);
    expect(await verifyPassword('a long passworD', a)).toBe(false);
  });
});
