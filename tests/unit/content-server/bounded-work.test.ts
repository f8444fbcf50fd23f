/**
 * Bounded work per request (scripts/content-server/work-budget.ts, query/where.ts, body-limit.ts):
 * a `where` path through relations costs what it touches, not a product of fan-outs; a request that
 * runs long gives the event loop back; one that spends its budget stops with one error naming it;
 * lists, sort keys, where clauses, paths and request bodies are bounded before any work is done.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GRAPHQL_LIMITS as LIMITS } from '../../../scripts/content-server/limits.ts';
import { startContentServer, type RunningContentServer } from '../../../scripts/content-server/server.ts';
import { tempDir } from './fixtures/fixture.ts';
import { menuSeed } from './fixtures/menu-seed.ts';
import type { GraphqlBody } from './fixtures/write-fixture.ts';

let server: RunningContentServer;
let small: RunningContentServer;
let wide: RunningContentServer;
let cleanup: Array<() => void> = [];

// Every menu lists all 9 links and every link points at a menu: a path menu → ParentMenuLinks → menu → …
// fans out ×9 every second hop (9⁷ ≈ 4.8 million ways along a 14-hop path).
const seed = menuSeed(3, 9);

beforeAll(async () => {
  const one = tempDir('content-work-test-');
  const two = tempDir('content-work-small-');
  const three = tempDir('content-work-wide-');
  cleanup = [one.cleanup, two.cleanup, three.cleanup];
  const options = { port: 0, seed: async () => seed, jwtSecret: 'test-secret-'.padEnd(40, 'x') };
  server = await startContentServer({ ...options, dataDir: one.dir });
  small = await startContentServer({ ...options, dataDir: two.dir, graphqlLimits: { work: 200 } });
  // 300 links in every one of 20 menus: a path through them touches hundreds of thousands of entries.
  const wideSeed = menuSeed(20, 300);
  wide = await startContentServer({ ...options, seed: async () => wideSeed, dataDir: three.dir });
}, 60_000);
afterAll(async () => {
  await Promise.all([server.close(), small.close(), wide.close()]);
  for (const clean of cleanup) clean();
});

interface Answer {
  status: number;
  body: GraphqlBody & { extensions?: { work?: { spent: number; budget: number } } };
  /** performance.now() when the answer had arrived. */
  at: number;
}

async function post(url: string, body: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', 'x-work-report': '1', ...headers },
    body,
  });
  const parsed = (await response.json()) as Answer['body'];
  return { status: response.status, body: parsed, at: performance.now() };
}

const gql = (query: string, variables?: Record<string, unknown>, url = server.graphqlUrl): Promise<Answer> =>
  post(url, JSON.stringify({ query, variables }));

/** `ParentMenuLinks.menu.ParentMenuLinks.menu.….id`, `hops` relations long. */
function menuPath(hops: number): string {
  return [...Array.from({ length: hops }, (_, i) => (i % 2 === 0 ? 'ParentMenuLinks' : 'menu')), 'id'].join('.');
}

/** The same path as nested objects. */
function nestedPath(hops: number, leaf: unknown): Record<string, unknown> {
  let where: Record<string, unknown> = { id: leaf };
  for (let i = hops - 1; i >= 0; i--) where = { [i % 2 === 0 ? 'ParentMenuLinks' : 'menu']: where };
  return where;
}

const MENUS_WHERE = 'query($w: JSON) { menus(where: $w) { id } }';

describe('a where path through relations', () => {
  it('tests each related entry once per clause: 14 hops cost what they touch, not 9⁷ ways along the path', async () => {
    const answer = await gql(MENUS_WHERE, { w: { [menuPath(14)]: 'x' } });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data).toEqual({ menus: [] });
    // 3 menus + 9 links, each tested at most once against each of the path's 14 clauses, each visit of a relation counted.
    expect(answer.body.extensions?.work?.spent).toBeLessThan(5_000);
  });

  it('a dotted path and the same path as nested objects find the same entries at the same cost', async () => {
    const dotted = await gql(MENUS_WHERE, { w: { [menuPath(13)]: '2' } });
    const nested = await gql(MENUS_WHERE, { w: nestedPath(13, '2') });
    expect(dotted.body.data).toEqual({ menus: [{ id: '1' }, { id: '2' }, { id: '3' }] });
    expect(nested.body.data).toEqual(dotted.body.data);
    expect(nested.body.extensions?.work?.spent).toBe(dotted.body.extensions?.work?.spent);
  });

  it('a dotted key deeper than the nesting limit is refused naming the limit (it used to overflow the stack)', async () => {
    const answer = await gql(MENUS_WHERE, { w: { [menuPath(5_000)]: 'x' } });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors?.[0]?.message).toMatch(new RegExp(`^Nesting limit of ${LIMITS.nesting} exceeded`));
    expect(answer.body.errors?.[0]?.extensions?.['limit']).toBe('nesting');
  });

  it('a request that runs long gives the event loop back: a small request sent beside it is answered first', async () => {
    // Many clauses, each a path through the relations: thousands of entries tested, several slices of work.
    const clauses = Array.from({ length: 40 }, (_, i) => ({ [menuPath(12)]: `n${i}` }));
    const started = performance.now();
    const heavyAnswer = gql(MENUS_WHERE, { w: { _or: clauses } }, wide.graphqlUrl);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const [heavy, light] = await Promise.all([heavyAnswer, gql('{ __typename }', undefined, wide.graphqlUrl)]);
    expect(heavy.body.errors).toBeUndefined();
    expect(light.body.data).toEqual({ __typename: 'Query' });
    expect(heavy.body.extensions?.work?.spent).toBeGreaterThan(100_000);
    expect(light.at - started).toBeLessThan(heavy.at - started);
  });
});

describe('the work budget', () => {
  it('a request that spends its budget stops with one error naming the budget, and no partial data', async () => {
    const answer = await gql('{ menus { id ParentMenuLinks { id menu { id ParentMenuLinks { id } } } } }', undefined, small.graphqlUrl);
    expect(answer.status).toBe(400);
    expect(answer.body.data ?? null).toBeNull();
    expect(answer.body.errors).toHaveLength(1);
    expect(answer.body.errors?.[0]?.message).toMatch(/^Work budget of 200 units exceeded/);
    expect(answer.body.errors?.[0]?.extensions).toMatchObject({ code: 'GRAPHQL_LIMIT_EXCEEDED', limit: 'work', max: 200 });
  });

  it('a request within the budget is answered in full and told what it spent', async () => {
    const answer = await gql('{ menus { id } }', undefined, small.graphqlUrl);
    expect(answer.body.data?.['menus']).toHaveLength(3);
    expect(answer.body.extensions?.work).toEqual({ spent: 3, budget: 200 });
  });

  it('an answer tells what was spent only when asked (X-Work-Report): the content contract has no extensions', async () => {
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ menus { id } }' }),
    });
    expect(Object.keys((await response.json()) as object)).toEqual(['data']);
  });
});

describe('lists, sort keys and clauses are bounded before any work is done', () => {
  const refused = async (answer: Promise<Answer>, limit: string): Promise<string> => {
    const { body } = await answer;
    expect(body.errors).toHaveLength(1);
    expect(body.errors?.[0]?.extensions?.['limit']).toBe(limit);
    return body.errors?.[0]?.message ?? '';
  };

  it('a list of more items than the limit in the variables', async () => {
    const ids = Array.from({ length: LIMITS.listItems + 1 }, (_, i) => String(i));
    const message = await refused(gql(MENUS_WHERE, { w: { id_in: ids } }), 'listItems');
    expect(message).toBe(`List items limit of ${LIMITS.listItems} exceeded, found a list of ${LIMITS.listItems + 1} in the variables.`);
    // Up to the limit, `_in` is a set lookup.
    const within = await gql(MENUS_WHERE, { w: { id_in: ids.slice(0, LIMITS.listItems) } });
    expect(within.body.data?.['menus']).toHaveLength(3);
  });

  it('a where of more clauses than the limit, and a list of more items written inline', async () => {
    const clauses = Array.from({ length: 600 }, (_, i) => ({ id: String(i), Name: String(i) }));
    await refused(gql(MENUS_WHERE, { w: { _or: clauses } }), 'whereClauses');
    const ids = Array.from({ length: LIMITS.listItems + 1 }, (_, i) => i).join(',');
    await refused(gql(`{ menus(where: { id_in: [${ids}] }) { id } }`), 'listItems');
  });

  it('more sort keys than the limit', async () => {
    const sort = Array.from({ length: LIMITS.sortKeys + 1 }, () => 'id:asc').join(',');
    await refused(gql('query($s: String) { menus(sort: $s) { id } }', { s: sort }), 'sortKeys');
    const many = 'id,'.repeat(50_000);
    await refused(gql('query($s: String) { menus(sort: $s) { id } }', { s: many }), 'sortKeys');
  });
});

describe('request bodies', () => {
  it('a JSON body over its limit is refused with 413 naming it, by its Content-Length and while it streams', async () => {
    const big = JSON.stringify({ query: '{ __typename }', variables: { a: Array.from({ length: 400_000 }, () => ({})) } });
    expect(big.length).toBeGreaterThan(LIMITS.jsonBytes);
    const declared = await post(server.graphqlUrl, big);
    expect(declared.status).toBe(413);
    expect(declared.body.errors?.[0]?.message).toMatch(`the limit of a request that uploads no file is ${LIMITS.jsonBytes} bytes`);
    // Chunked: no Content-Length to refuse it by; counted as it is read.
    const bytes = new TextEncoder().encode(big);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += 65_536) controller.enqueue(bytes.slice(at, at + 65_536));
        controller.close();
      },
    });
    const response = await fetch(server.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(((await response.json()) as GraphqlBody).errors?.[0]?.extensions?.['limit']).toBe('jsonBytes');
  });

  it('a JSON body under the limit is answered as before', async () => {
    const answer = await gql('query($pad: String) { menus(where: { Name_ne: $pad }) { id } }', {
      pad: 'x'.repeat(LIMITS.jsonBytes - 1000),
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.['menus']).toHaveLength(3);
  });
});
