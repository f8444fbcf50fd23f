/** The embedded content server (`npm run cms`) with its write side and accounts, under attack as its own process. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawHttp, rawRequestLine } from '../support/raw-http.ts';
import { menuChain } from '../unit/content-server/fixtures/menu-seed.ts';
import { recordService } from './support/figures.ts';
import { costlyGraphqlBody, fuzz, fuzzRequest, graphqlFuzzBody, menuPath, random, type FuzzResult } from './support/fuzz.ts';
import { projectRoot, startService, type ServiceProcess } from './support/service-process.ts';

const FUZZ_REQUESTS = 900;
/** Requests whose cost grows as an attacker grows it (support/fuzz.ts costlyGraphqlBody). */
const COSTLY_REQUESTS = 300;
const SECRET = 'security-suite-secret-of-forty-characters!';
const PASSWORD = 'correct-horse-battery-staple';
let dataDir = '';
let cms: ServiceProcess;
let attacks = 0;
let requests = 0;
let slowest = 0;
let fuzzed: FuzzResult | undefined;
let stopped: { code: number | null; signal: NodeJS.Signals | null; ms: number } | undefined;
let admin = '';
let editor = '';

interface Answer {
  status: number;
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string; extensions?: Record<string, unknown> }>;
  ms: number;
}

async function gql(query: string, variables: Record<string, unknown> = {}, token = ''): Promise<Answer> {
  requests++;
  const started = performance.now();
  const response = await fetch(cms.url.replace(/\/graphql$/, '') + '/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<Answer, 'status' | 'ms'>;
  const ms = performance.now() - started;
  slowest = Math.max(slowest, ms);
  return { status: response.status, ...body, ms };
}

async function login(identifier: string, password = PASSWORD): Promise<Answer> {
  return gql('mutation($i: String!, $p: String!) { login(input: { identifier: $i, password: $p }) { jwt } }', {
    i: identifier,
    p: password,
  });
}

const jwtOf = (answer: Answer): string => (answer.data?.['login'] as { jwt: string } | undefined)?.jwt ?? '';

function cli(...args: string[]): void {
  execFileSync(process.execPath, ['scripts/content-server/cli.ts', ...args, '--data', dataDir], {
    cwd: projectRoot,
    env: { ...process.env, CMS_ADMIN_PASSWORD: PASSWORD, CMS_JWT_SECRET: SECRET },
    stdio: 'pipe',
  });
}

/** Rows per table, after an integrity check. */
function tableRows(): Record<string, number> {
  const db = new DatabaseSync(path.join(dataDir, 'content.sqlite'), { readOnly: true });
  try {
    expect(db.prepare('PRAGMA integrity_check').get()).toEqual({ integrity_check: 'ok' });
    const tables = db
      .prepare(`SELECT name FROM sqlite_master WHERE type = 'table'`)
      .all()
      .map((row) => String(row['name']));
    return Object.fromEntries(
      tables.map((table) => [table, Number((db.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n)]),
    );
  } finally {
    db.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'security-cms-'));
  cli('--create-admin', '--username', 'admin', '--email', 'admin@site.test');
  cli('--create-user', '--role', 'editor', '--username', 'editor', '--email', 'editor@site.test');
  cli('--create-user', '--role', 'editor', '--username', 'other', '--email', 'other@site.test');
  cms = await startService({
    name: 'content server',
    args: ['scripts/content-server/cli.ts', '--port', '0', '--data', dataDir],
    env: { CMS_JWT_SECRET: SECRET },
    urlPattern: /GraphQL: (http:\/\/\S+)/,
  });
  admin = jwtOf(await login('admin'));
  editor = jwtOf(await login('editor'));
  expect(admin && editor).toBeTruthy();
}, 120_000);

afterAll(async () => {
  stopped ??= await cms.stop();
  recordService('content server (npm run cms)', cms, { attacks, requests, slowestMs: slowest, fuzzed });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('content server: what Public may see', () => {
  it('drafts, users and the authors of entries are hidden from Public', async () => {
    attacks += 3;
    expect((await gql('{ contentPages(publicationState: PREVIEW) { id } }')).errors?.[0]?.message).toBe('Forbidden');
    expect((await gql('{ users { username email } }')).errors?.[0]?.message).toBe('Forbidden');
    const created = await gql(
      'mutation { createNewsArticle(input: { data: { slug: "security-suite", newsMainCategory: corporateNews } }) { newsArticle { id } } }',
      {},
      editor,
    );
    expect(created.errors, JSON.stringify(created.errors)).toBeUndefined();
    const authors = await gql(
      '{ newsArticles(where: { slug: "security-suite" }) { slug created_by { username } updated_by { username } } }',
    );
    expect(authors.data?.['newsArticles']).toEqual([{ slug: 'security-suite', created_by: null, updated_by: null }]);
    const asEditor = await gql('{ newsArticles(where: { slug: "security-suite" }) { created_by { username } } }', {}, editor);
    expect(asEditor.data?.['newsArticles']).toEqual([{ created_by: { username: 'editor' } }]);
  });
});

describe('content server: tokens', () => {
  it('forged, alg:none, expired and exp-less tokens answer 401', async () => {
    attacks += 4;
    const key = new TextEncoder().encode(SECRET);
    const now = Math.floor(Date.now() / 1000);
    const tokens = [
      await new SignJWT({ id: '1' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('x'.repeat(40))),
      new UnsecuredJWT({ id: '1' }).setIssuedAt().setExpirationTime('1h').encode(),
      await new SignJWT({ id: '1' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(now - 7200)
        .setExpirationTime(now - 3600)
        .sign(key),
      await new SignJWT({ id: '1' }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().sign(key),
    ];
    for (const token of tokens) expect((await gql('{ me { id } }', {}, token)).status).toBe(401);
  });

  it("a deleted user's token does not pass to the next user, and a new password ends the old tokens", async () => {
    attacks += 2;
    const create = 'mutation($d: UserInput) { createUser(input: { data: $d }) { user { id } } }';
    const roles = (await gql('{ roles { id type } }', {}, admin)).data?.['roles'] as Array<{ id: string; type: string }>;
    const role = (type: string): string => roles.find((r) => r.type === type)?.id ?? '';
    const made = await gql(
      create,
      { d: { username: 'temp', email: 'temp@site.test', password: PASSWORD, role: role('editor'), confirmed: true } },
      admin,
    );
    const id = (made.data?.['createUser'] as { user: { id: string } }).user.id;
    const token = jwtOf(await login('temp'));
    expect((await gql('{ me { username } }', {}, token)).data).toEqual({ me: { username: 'temp' } });
    await gql('mutation($id: ID!) { deleteUser(input: { where: { id: $id } }) { user { id } } }', { id }, admin);
    const next = await gql(
      create,
      { d: { username: 'root2', email: 'root2@site.test', password: PASSWORD, role: role('administrator'), confirmed: true } },
      admin,
    );
    expect((next.data?.['createUser'] as { user: { id: string } }).user.id).not.toBe(id);
    expect((await gql('{ me { username } }', {}, token)).status).toBe(401);

    const other = jwtOf(await login('other'));
    const otherId = ((await gql('{ me { id } }', {}, other)).data?.['me'] as { id: string }).id;
    await gql(
      'mutation($id: ID!, $d: editUserInput) { updateUser(input: { where: { id: $id }, data: $d }) { user { id } } }',
      { id: otherId, d: { password: `${PASSWORD}-2` } },
      admin,
    );
    expect((await gql('{ me { id } }', {}, other)).status).toBe(401);
    expect(jwtOf(await login('other', `${PASSWORD}-2`))).not.toBe('');
  });

  it('40 concurrent wrong logins: at most 5 are checked, the account is slowed (a short backoff, no lock), another account from the same address still signs in', async () => {
    attacks++;
    const wrong = await Promise.all(Array.from({ length: 40 }, () => login('editor', 'wrong-password-123')));
    expect(wrong.every((answer) => answer.errors?.length)).toBe(true);
    expect(wrong.filter((answer) => answer.errors?.[0]?.extensions?.['code'] !== 'RATE_LIMITED').length).toBeLessThanOrEqual(5);
    expect(jwtOf(await login('admin'))).not.toBe('');
    // The owner, even from the attacker's address: at most the backoff named in the answer (1 s after 5 failures), then in.
    const early = await login('editor');
    if (!jwtOf(early)) {
      expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfterSeconds: 1 });
      await new Promise((resolve) => setTimeout(resolve, 1100));
    }
    expect(jwtOf(await login('editor'))).not.toBe('');
  });
});

describe('content server: uploads', () => {
  const upload = async (blob: Blob, name: string): Promise<Answer> => {
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($f: Upload!) { upload(file: $f) { id url } }', variables: { f: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    form.append('0', blob, name);
    requests++;
    const started = performance.now();
    const response = await fetch(`${cms.url.replace(/\/graphql$/, '')}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${editor}`, 'graphql-preflight': '1' },
      body: form,
    });
    const body = (await response.json()) as Omit<Answer, 'status' | 'ms'>;
    return { status: response.status, ...body, ms: performance.now() - started };
  };

  it('an SVG is refused by its content, /uploads/ does not leave its folder and says nosniff', async () => {
    attacks += 3;
    const svg = await upload(
      new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/png' }),
      'x.png',
    );
    expect(svg.errors?.[0]?.message).toMatch(/file type not allowed/);
    const base = cms.url.replace(/\/graphql$/, '');
    for (const target of [
      '/uploads/../content.sqlite',
      '/uploads/%2e%2e%2fcontent.sqlite',
      '/uploads/..%5ccontent.sqlite',
      '/uploads/.htaccess',
    ]) {
      requests++;
      expect((await rawHttp(base, rawRequestLine(target))).status, target).toBe(404);
    }
    const pdf = await upload(new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'a.pdf');
    const url = (pdf.data?.['upload'] as { url: string }).url;
    requests++;
    expect((await fetch(`${base}${url}`)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('a 40 MB file is accepted under the 50 MB limit; a 51 MB one is refused naming the limit', async () => {
    attacks += 2;
    const pdf = (megabytes: number): Blob =>
      new Blob([new TextEncoder().encode('%PDF-1.4\n'), new Uint8Array(megabytes * 1024 * 1024)], { type: 'application/pdf' });
    expect((await upload(pdf(40), 'large.pdf')).errors).toBeUndefined();
    const over = await upload(pdf(51), 'over.pdf');
    expect(over.status).toBe(413);
    expect(over.errors?.[0]?.message).toMatch(/upload limit of 52428800 bytes/);
  });
});

describe('content server: queries that would stall it', () => {
  it('a 13-level chain, 500 levels, an alias flood and a huge document are refused at once naming the limit; another request is not held up', async () => {
    attacks += 4;
    const [deep, me] = await Promise.all([gql(menuChain(13)), gql('{ me { id } }', {}, editor)]);
    expect(deep.errors?.[0]?.message).toMatch(/depth limit of 12/i);
    expect(me.ms).toBeLessThan(2000);
    expect((await gql(menuChain(500))).errors?.[0]?.message).toMatch(/limit/i);
    expect((await gql(`{ ${Array.from({ length: 500 }, (_, i) => `a${i}: menus { id }`).join(' ')} }`)).errors?.[0]?.message).toMatch(
      /alias/i,
    );
    expect((await gql(`{ menus { id ${'Label { en } '.repeat(20_000)} } }`)).errors?.[0]?.message).toMatch(/limit/i);
  });
});

describe('content server: work that grows with the request', () => {
  const MENUS_WHERE = 'query($w: JSON) { menus(where: $w) { id } }';

  it('a where path of 14 and 16 relation hops is answered at once, and a request beside it is not held up', async () => {
    attacks += 2;
    for (const hops of [14, 16]) {
      const [heavy, light] = await Promise.all([gql(MENUS_WHERE, { w: { [menuPath(hops)]: 'x' } }), gql('{ __typename }')]);
      expect(heavy.errors).toBeUndefined();
      expect(heavy.data).toEqual({ menus: [] });
      expect(light.data).toEqual({ __typename: 'Query' });
    }
  });

  it('a dotted key 5,000 relations deep is refused by the nesting limit (it used to overflow the stack)', async () => {
    attacks++;
    const answer = await gql(MENUS_WHERE, { w: { [menuPath(5_000)]: 'x' } });
    expect(answer.errors?.[0]?.message).toMatch(/^Nesting limit of 32 exceeded/);
  });

  it('large variables, long lists and many sort keys are refused naming their limit, before any work', async () => {
    attacks += 5;
    const post = async (body: string): Promise<Answer> => {
      requests++;
      const started = performance.now();
      const response = await fetch(`${cms.url.replace(/\/graphql$/, '')}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      const parsed = (await response.json()) as Omit<Answer, 'status' | 'ms'>;
      return { status: response.status, ...parsed, ms: performance.now() - started };
    };
    const big = await post(JSON.stringify({ query: '{ __typename }', variables: { a: Array.from({ length: 700_000 }, () => ({})) } }));
    expect(big.status).toBe(413);
    expect(big.errors?.[0]?.extensions?.['limit']).toBe('jsonBytes');
    const ids = Array.from({ length: 1_001 }, (_, i) => String(i));
    expect((await gql(MENUS_WHERE, { w: { id_in: ids } })).errors?.[0]?.extensions?.['limit']).toBe('listItems');
    expect((await gql(MENUS_WHERE, { w: { _or: ids.map((id) => ({ id })) } })).errors?.[0]?.extensions?.['limit']).toBe('listItems');
    const sorted = await gql('query($s: String) { menus(sort: $s) { id } }', { s: 'id,'.repeat(50_000) });
    expect(sorted.errors?.[0]?.extensions?.['limit']).toBe('sortKeys');
    const clauses = Array.from({ length: 800 }, (_, i) => ({ id: String(i), Name: String(i) }));
    expect((await gql(MENUS_WHERE, { w: { _or: clauses } })).errors?.[0]?.extensions?.['limit']).toBe('whereClauses');
  });

  it(`${COSTLY_REQUESTS} requests whose cost grows (seed 4242): relation paths, fan-out, long lists, big variables`, async () => {
    const r = random(4242);
    const requestsToSend = Array.from({ length: COSTLY_REQUESTS }, () => {
      const body = Buffer.from(costlyGraphqlBody(r));
      return Buffer.concat([
        Buffer.from(
          `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.byteLength}\r\nConnection: close\r\n\r\n`,
        ),
        body,
      ]);
    });
    const costly = await fuzz(cms.url.replace(/\/graphql$/, ''), requestsToSend, 4, 30_000);
    requests += costly.tried;
    slowest = Math.max(slowest, costly.slowestMs);
    expect(costly.failures, JSON.stringify(costly.failures, null, 2)).toEqual([]);
    expect(cms.alive()).toBe(true);
  });
});

describe('content server: fuzz', () => {
  it(`${FUZZ_REQUESTS} malformed and hostile requests (seed 1337): every answer 2xx-4xx, the process stays up, no row changed`, async () => {
    const before = tableRows();
    const r = random(1337);
    const base = cms.url.replace(/\/graphql$/, '');
    const requestsToSend = Array.from({ length: FUZZ_REQUESTS }, (_, i) => {
      if (i % 3 === 0)
        return fuzzRequest(
          r,
          r.pick([
            { method: 'POST', path: '/graphql' },
            { method: 'GET', path: '/uploads/' },
            { method: 'GET', path: '/graphql?query=' },
          ]),
        );
      const body = Buffer.from(graphqlFuzzBody(r));
      return Buffer.concat([
        Buffer.from(
          `POST /graphql HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.byteLength}\r\nConnection: close\r\n\r\n`,
        ),
        body,
      ]);
    });
    fuzzed = await fuzz(base, requestsToSend, 4, 30_000);
    expect(fuzzed.failures, JSON.stringify(fuzzed.failures, null, 2)).toEqual([]);
    expect(cms.alive()).toBe(true);
    expect(tableRows()).toEqual(before);
    expect((await gql('{ me { id } }', {}, editor)).status).toBe(200);
    expect(cms.peakRssMb()).toBeLessThan(1500);
  });

  it('SIGTERM stops the server while it answers the heaviest query the limits admit', async () => {
    attacks++;
    const paths = Array.from({ length: 300 }, (_, i) => ({ [menuPath(16)]: String(i) }));
    const heavy = Promise.all([gql(menuChain(12)), gql('query($w: JSON) { menus(where: $w) { id } }', { w: { _or: paths } })]).catch(
      () => undefined,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    stopped = await cms.stop('SIGTERM', 20_000);
    await heavy;
    expect(stopped.signal).toBeNull();
    expect(stopped.ms).toBeLessThan(12_000);
  });
});
