/** CMS_TRUST_PROXY: which address the login limits count by, over HTTP; a bad value stops the server. */
import { afterEach, describe, expect, it } from 'vitest';
import { startContentServer } from '../../../scripts/content-server/server.ts';
import { startWriteServer, type GraphqlBody, type WriteServer } from './fixtures/write-fixture.ts';

const LOGIN = `mutation($i: String!) { login(input: { identifier: $i, password: "wrong-password" }) { jwt } }`;
const LIMITS = { maxFailures: 5, windowMs: 60_000, maxAddressFailures: 3, restrictedIntervalMs: 60_000 };

let server: WriteServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function wrongLogin(identifier: string, forwardedFor: string): Promise<string | undefined> {
  if (!server) throw new Error('no server');
  const response = await fetch(server.server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-forwarded-for': forwardedFor },
    body: JSON.stringify({ query: LOGIN, variables: { i: identifier } }),
  });
  const error = ((await response.json()) as GraphqlBody).errors?.[0];
  return error?.extensions?.['code'] === 'RATE_LIMITED' ? 'RATE_LIMITED' : error?.message;
}

/** Puts the (forwarded) address 203.0.113.1 over its limit, then tries twice from it and twice from 203.0.113.2. */
async function probe(): Promise<{ same: Array<string | undefined>; other: Array<string | undefined> }> {
  for (let i = 0; i < 3; i++) await wrongLogin(`guess-${i}`, '198.51.100.7, 203.0.113.1');
  const same = [await wrongLogin('a', '203.0.113.1'), await wrongLogin('b', '203.0.113.1')];
  const other = [await wrongLogin('c', '203.0.113.2'), await wrongLogin('d', '203.0.113.2')];
  return { same, other };
}

describe('CMS_TRUST_PROXY', () => {
  const invalid = 'Identifier or password invalid.';

  it('trusted: the limits count the last X-Forwarded-For hop', async () => {
    server = await startWriteServer({ loginRateLimit: LIMITS, trustProxy: true }, []);
    expect(await probe()).toEqual({ same: [invalid, 'RATE_LIMITED'], other: [invalid, invalid] });
  }, 30_000);

  it('not trusted (the default): X-Forwarded-For is ignored, the socket peer is counted', async () => {
    server = await startWriteServer({ loginRateLimit: LIMITS }, []);
    expect(await probe()).toEqual({ same: [invalid, 'RATE_LIMITED'], other: ['RATE_LIMITED', 'RATE_LIMITED'] });
  }, 30_000);

  it('a value other than 1/true/0/false stops the server with a clear error', async () => {
    const saved = process.env['CMS_TRUST_PROXY'];
    process.env['CMS_TRUST_PROXY'] = 'yes';
    try {
      await expect(startContentServer({ port: 0, dataDir: '/nonexistent/never-created' })).rejects.toThrow(
        'CMS_TRUST_PROXY: expected 1/true or 0/false, got "yes"',
      );
    } finally {
      if (saved === undefined) delete process.env['CMS_TRUST_PROXY'];
      else process.env['CMS_TRUST_PROXY'] = saved;
    }
  });
});
