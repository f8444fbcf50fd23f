import { afterEach, describe, expect, it } from 'vitest';
import { createCmsClient, createCmsClientFromEnv, type CmsClientOptions } from '../../../src/cms/client.ts';
import { CmsConfigError, CmsRequestError } from '../../../src/cms/errors.ts';
import { LocalesQuery } from '../../../src/cms/operations/locales.ts';
import { closedPort, startTestServer, type Reply, type TestServer } from './helpers/graphql-server.ts';

const locales = { data: { locales: [{ id: '1', code: 'de', name: 'German', iso: 'de', localname: 'Deutsch' }] } };
const variables = { limit: 100, start: 0 };
const fast: Partial<CmsClientOptions> = { baseDelayMs: 1 };

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A server answering the scripted replies in order, then `locales`. */
async function scripted(...replies: Reply[]): Promise<TestServer> {
  server = await startTestServer((_request, index) => replies[index] ?? { json: locales });
  return server;
}

async function failure(promise: Promise<unknown>): Promise<CmsRequestError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CmsRequestError);
  return error as CmsRequestError;
}

describe('createCmsClient', () => {
  it('sends the operation with Accept and no Authorization when no token is set', async () => {
    const { graphqlUrl, requests } = await scripted();
    const client = createCmsClient({ endpoint: graphqlUrl, ...fast });
    const data = await client.request(LocalesQuery, variables);
    expect(data.locales?.[0]?.code).toBe('de');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body.operationName).toBe('Locales');
    expect(requests[0]?.body.variables).toEqual(variables);
    expect(requests[0]?.headers.accept).toContain('application/json');
    expect(requests[0]?.headers.authorization).toBeUndefined();
  });

  it('sends the bearer token when CMS_TOKEN is set', async () => {
    const { graphqlUrl, requests } = await scripted();
    const client = createCmsClientFromEnv({ CMS_GRAPHQL_URL: graphqlUrl, CMS_TOKEN: 'secret-token' }, fast);
    await client.request(LocalesQuery, variables);
    expect(requests[0]?.headers.authorization).toBe('Bearer secret-token');
  });

  it.each([
    ['503', { status: 503, raw: 'Service Unavailable' }],
    ['429 with Retry-After: 0', { status: 429, headers: { 'retry-after': '0' }, raw: 'slow down' }],
    ['502 with a JSON body', { status: 502, json: { message: 'bad gateway' } }],
  ])('retries %s, then succeeds', async (_name, reply) => {
    const { graphqlUrl, requests } = await scripted(reply, reply);
    const client = createCmsClient({ endpoint: graphqlUrl, ...fast });
    const data = await client.request(LocalesQuery, variables);
    expect(data.locales).toHaveLength(1);
    expect(requests).toHaveLength(3);
  });

  it('retries a refused connection, then succeeds', async () => {
    const { graphqlUrl, requests } = await scripted();
    let calls = 0;
    const flakyFetch: typeof fetch = (input, init) => {
      calls++;
      if (calls === 1) {
        const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1337'), { code: 'ECONNREFUSED' });
        return Promise.reject(new TypeError('fetch failed', { cause }));
      }
      return fetch(input, init);
    };
    const client = createCmsClient({ endpoint: graphqlUrl, fetch: flakyFetch, ...fast });
    await client.request(LocalesQuery, variables);
    expect(calls).toBe(2);
    expect(requests).toHaveLength(1);
  });

  it('gives up after 3 attempts with one error naming the endpoint and the operation', async () => {
    const port = await closedPort();
    const endpoint = `http://127.0.0.1:${port}/graphql`;
    const delays: number[] = [];
    const client = createCmsClient({ endpoint, baseDelayMs: 5, sleep: async (ms) => void delays.push(ms) });
    const error = await failure(client.request(LocalesQuery, variables));
    expect(error.message).toBe(
      `Content system at ${endpoint} failed for operation "Locales" after 3 attempts: connect ECONNREFUSED 127.0.0.1:${port}`,
    );
    expect(error).toMatchObject({ endpoint, operation: 'Locales', attempts: 3 });
    expect(error.cause).toBeInstanceOf(Error);
    expect(delays).toEqual([5, 10]);
  });

  it('gives up after 3 answers of 503', async () => {
    const { graphqlUrl, requests } = await scripted(...Array.from({ length: 5 }, () => ({ status: 503, raw: 'down' })));
    const error = await failure(createCmsClient({ endpoint: graphqlUrl, ...fast }).request(LocalesQuery, variables));
    expect(requests).toHaveLength(3);
    expect(error.status).toBe(503);
    expect(error.message).toContain(`Content system at ${graphqlUrl} failed for operation "Locales" after 3 attempts: HTTP 503`);
  });

  it('does not retry GraphQL errors', async () => {
    const { graphqlUrl, requests } = await scripted({ json: { errors: [{ message: 'Cannot query field "nope"' }] } });
    const error = await failure(createCmsClient({ endpoint: graphqlUrl, ...fast }).request(LocalesQuery, variables));
    expect(requests).toHaveLength(1);
    expect(error.attempts).toBe(1);
    expect(error.message).toContain('after 1 attempt: GraphQL error: Cannot query field "nope"');
  });

  it('does not retry a validation error answered with HTTP 400', async () => {
    const { graphqlUrl, requests } = await scripted({
      status: 400,
      headers: { 'content-type': 'application/graphql-response+json' },
      json: { errors: [{ message: 'Unknown argument "x"' }] },
    });
    const error = await failure(createCmsClient({ endpoint: graphqlUrl, ...fast }).request(LocalesQuery, variables));
    expect(requests).toHaveLength(1);
    expect(error.status).toBe(400);
    expect(error.message).toContain('Unknown argument "x"');
  });

  it('does not retry other 4xx answers', async () => {
    const { graphqlUrl, requests } = await scripted({ status: 401, raw: 'Unauthorized' });
    const error = await failure(createCmsClient({ endpoint: graphqlUrl, ...fast }).request(LocalesQuery, variables));
    expect(requests).toHaveLength(1);
    expect(error.message).toContain('after 1 attempt: HTTP 401 (Unauthorized)');
  });

  it('honours a sane Retry-After and ignores an insane one', async () => {
    const { graphqlUrl } = await scripted(
      { status: 429, headers: { 'retry-after': '2' }, raw: '' },
      { status: 503, headers: { 'retry-after': '86400' }, raw: '' },
    );
    const delays: number[] = [];
    const client = createCmsClient({ endpoint: graphqlUrl, baseDelayMs: 7, sleep: async (ms) => void delays.push(ms) });
    await client.request(LocalesQuery, variables);
    expect(delays).toEqual([2000, 14]);
  });
});

describe('createCmsClientFromEnv', () => {
  it('fails with a clear config error when CMS_GRAPHQL_URL is missing', () => {
    expect(() => createCmsClientFromEnv({})).toThrow(CmsConfigError);
    expect(() => createCmsClientFromEnv({})).toThrow(/CMS_GRAPHQL_URL is not set/);
  });

  it('rejects a URL that is not http(s)', () => {
    expect(() => createCmsClientFromEnv({ CMS_GRAPHQL_URL: 'ftp://example.invalid/graphql' })).toThrow(CmsConfigError);
    expect(() => createCmsClientFromEnv({ CMS_GRAPHQL_URL: 'not a url' })).toThrow(/not a valid URL/);
  });
});
