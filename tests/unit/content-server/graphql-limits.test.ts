/**
 * The GraphQL limits (scripts/content-server/limits.ts) over HTTP: a request over a limit answers
 * one error naming the limit, its value and what the request had, and nothing is resolved.
 */
import { getIntrospectionQuery } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GRAPHQL_LIMITS as LIMITS } from '../../../scripts/content-server/limits.ts';
import { startContentServer, type RunningContentServer } from '../../../scripts/content-server/server.ts';
import { tempDir } from './fixtures/fixture.ts';
import { menuChain, menuSeed } from './fixtures/menu-seed.ts';
import type { GraphqlBody } from './fixtures/write-fixture.ts';

let server: RunningContentServer;
let cleanup: () => void;

beforeAll(async () => {
  const temp = tempDir('content-limits-test-');
  cleanup = temp.cleanup;
  const seed = menuSeed(3, 4);
  server = await startContentServer({ port: 0, dataDir: temp.dir, seed: async () => seed, jwtSecret: 'test-secret-'.padEnd(40, 'x') });
}, 60_000);
afterAll(async () => {
  await server.close();
  cleanup();
});

async function gql(query: string, variables?: Record<string, unknown>): Promise<{ status: number; body: GraphqlBody }> {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphqlBody };
}

/** The one error of a refused request. */
async function refusal(query: string, variables?: Record<string, unknown>): Promise<{ message: string; limit: unknown }> {
  const { body } = await gql(query, variables);
  expect(body.data ?? null).toBeNull();
  expect(body.errors).toHaveLength(1);
  const error = body.errors?.[0];
  expect(error?.extensions?.['code']).toBe('GRAPHQL_LIMIT_EXCEEDED');
  return { message: error?.message ?? '', limit: error?.extensions?.['limit'] };
}

describe('GraphQL limits', () => {
  it('refuses the nested-relations query 13 levels deep by its depth', async () => {
    const query = menuChain(13);
    expect(await refusal(query)).toEqual({ message: 'Query depth limit of 12 exceeded, found 14.', limit: 'depth' });
  });

  it('answers nesting within the depth limit when its estimated cost fits (three lists of up to 100)', async () => {
    const { body } = await gql(menuChain(5));
    expect(body.errors?.[0]?.message).toBeUndefined();
    expect(body.data?.['menus']).toHaveLength(3);
  });

  it('refuses nested lists by their estimated cost: each list level multiplies by its limit (default 100)', async () => {
    // menus × ParentMenuLinks × ParentMenuLinks × ParentMenuLinks: 100⁴ × …, 6 deep
    const { message, limit } = await refusal(menuChain(6));
    expect(limit).toBe('cost');
    expect(message).toMatch(/^Query cost limit of 20000000 exceeded, found \d+\.$/);
    const found = Number(/found (\d+)/.exec(message)?.[1]);
    expect(found).toBeGreaterThan(100 ** 4);
  });

  it('takes the limit of a list from the request, also from variables', async () => {
    const query = menuChain(10, 'id', '(limit: $n)').replace('{', 'query($n: Int) {');
    const small = await gql(query, { n: 5 });
    expect(small.body.errors).toBeUndefined();
    const large = await refusal(query, { n: 100 });
    expect(large.limit).toBe('cost');
  });

  it('refuses too many aliases and too many root fields', async () => {
    const aliases = Array.from({ length: LIMITS.aliases + 1 }, (_, i) => `a${i}: id`).join(' ');
    expect(await refusal(`{ menus(limit: 1) { ${aliases} } }`)).toEqual({
      message: 'Aliases limit of 30 exceeded, found 31.',
      limit: 'aliases',
    });
    const roots = Array.from({ length: LIMITS.rootFields + 1 }, () => '__typename').join(' ');
    expect(await refusal(`query { ${roots} }`)).toEqual({ message: 'Root fields limit of 15 exceeded, found 16.', limit: 'rootFields' });
    const spread = `query { ...R } fragment R on Query { ${roots} }`;
    expect((await refusal(spread)).limit).toBe('rootFields');
  });

  it('refuses the same field repeated in one selection before graphql-js compares the copies pair by pair', async () => {
    const { message, limit } = await refusal(`{ menus { ${'ParentMenuLinks { id } '.repeat(1200)} } }`);
    expect(limit).toBe('fieldRepeats');
    expect(message).toBe(`Repeated fields limit of ${LIMITS.fieldRepeats} exceeded, found 1200 fields "ParentMenuLinks" in one selection.`);
    // 460 root fields: refused by the limits, without the merge check of graphql-js's validation.
    const roots = await gql(`{ ${'menus { id } '.repeat(460)} }`);
    expect(roots.body.errors?.map((error) => error.extensions?.['limit'])).toEqual(['rootFields', 'fieldRepeats']);
    // Fields of one name on different members of a union are never merged: they do not count together.
    const { body } = await gql(`{ menus { id ... on Menu { id } ${'id '.repeat(LIMITS.fieldRepeats - 1)} } }`);
    expect(body.errors).toBeUndefined();
  });

  it('refuses a document over the token or byte limit before it is validated', async () => {
    const ids = Array.from({ length: LIMITS.tokens }, () => 'id').join(' ');
    expect(await refusal(`{ menus { ${ids} } }`)).toEqual({
      message: 'Token limit of 5000 exceeded, found more than 5000.',
      limit: 'tokens',
    });
    const padded = `# ${'x'.repeat(LIMITS.queryBytes)}\n{ __typename }`;
    expect(await refusal(padded)).toEqual({
      message: `Query size (bytes) limit of 100000 exceeded, found ${padded.length}.`,
      limit: 'queryBytes',
    });
  });

  it('refuses a fragment bomb by the nodes the estimate would walk', async () => {
    const fragments = Array.from({ length: 16 }, (_, i) =>
      i === 0 ? 'fragment F0 on Menu { id Name }' : `fragment F${i} on Menu { ...F${i - 1} ... on Menu { ...F${i - 1} } }`,
    );
    const started = performance.now();
    const { message, limit } = await refusal(`{ menus(limit: 1) { ...F15 } } ${fragments.join(' ')}`);
    expect(limit).toBe('nodes');
    expect(message).toBe('Query nodes limit of 20000 exceeded, found more than 20000.');
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('lets introspection through (GraphiQL, schema checks) but not nested introspection', async () => {
    for (const query of [
      getIntrospectionQuery(),
      getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, oneOf: true }),
    ]) {
      const { body } = await gql(query);
      expect(body.errors).toBeUndefined();
      expect((body.data?.['__schema'] as { types: unknown[] }).types.length).toBeGreaterThan(100);
    }
    const { body } = await gql('{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }');
    expect(body.errors?.[0]?.message).toBe('Maximum introspection depth exceeded');
  });
});

describe('nesting of values', () => {
  const post = async (body: string): Promise<{ status: number; body: GraphqlBody }> => {
    const response = await fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    return { status: response.status, body: (await response.json()) as GraphqlBody };
  };

  it('an argument nested past the limit is refused before it is parsed (it would exhaust the parser’s stack)', async () => {
    for (const depth of [LIMITS.nesting + 1, 1600]) {
      const where = `${'{a:'.repeat(depth)}1${'}'.repeat(depth)}`;
      const { message, limit } = await refusal(`{ menus(where: ${where}) { id } }`);
      expect(limit).toBe('nesting');
      expect(message).toBe(`Nesting limit of ${LIMITS.nesting} exceeded, found ${depth + 2}.`);
    }
  });

  it('variables nested past the limit are refused (the where filter reads them recursively)', async () => {
    const where = `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`;
    const { status, body } = await post(`{"query":"query($w: JSON) { menus(where: $w) { id } }","variables":{"w":${where}}}`);
    expect(status).toBe(400);
    expect(body.errors?.[0]).toMatchObject({
      message: `Nesting limit of ${LIMITS.nesting} exceeded, found more than ${LIMITS.nesting} in the variables.`,
      extensions: { limit: 'nesting' },
    });
  });

  it('a filter of ordinary depth still works', async () => {
    const { body } = await gql('query($w: JSON) { menus(where: $w) { id } }', { w: { _or: [{ id_in: ['1'] }, { id: '2' }] } });
    expect(body.errors).toBeUndefined();
  });
});
