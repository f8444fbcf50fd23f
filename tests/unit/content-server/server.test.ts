import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type RunningContentServer } from '../../../scripts/content-server/server.ts';
import { fixtureSchemaSdl, fixtureSeed, tempDir } from './fixtures/fixture.ts';

let server: RunningContentServer;
let cleanup: () => void;
const logs: string[] = [];

beforeAll(async () => {
  const temp = tempDir();
  cleanup = temp.cleanup;
  server = await startContentServer({
    port: 0,
    dataDir: temp.dir,
    schemaSdl: fixtureSchemaSdl,
    seed: async () => fixtureSeed(),
    log: (l) => logs.push(l),
  });
});
afterAll(async () => {
  await server.close();
  cleanup();
});

interface GraphqlBody {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string }>;
}

async function post(body: string): Promise<{ status: number; json: GraphqlBody }> {
  const response = await fetch(server.graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  return { status: response.status, json: (await response.json()) as GraphqlBody };
}

const query = (q: string) => post(JSON.stringify({ query: q }));

/** A raw GET with the path sent exactly as written (fetch would normalise "..") */
function rawGet(path: string): Promise<{ status: number; type: string | undefined; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const req = request({ host: hostname, port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, type: res.headers['content-type'], body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('content server over HTTP', () => {
  it('listens on loopback and reports its URLs', () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(server.graphqlUrl).toBe(`${server.url}/graphql`);
  });

  it('answers queries on POST /graphql', async () => {
    const { status, json } = await query(`{ pages(where: { slug: "kontakt" }) { slug } }`);
    expect(status).toBe(200);
    expect(json).toEqual({ data: { pages: [{ slug: 'kontakt' }] } });
  });

  it('answers a bad sort string with a GraphQL error and keeps serving', async () => {
    const bad = await query(`{ pages(sort: "slug:upwards") { id } }`);
    expect(bad.json.errors?.[0]?.message).toBe('sort: direction "upwards" in "slug:upwards" on Page must be asc or desc');
    const good = await query(`{ pagesConnection { aggregate { count totalCount } } }`);
    expect(good.json).toEqual({ data: { pagesConnection: { aggregate: { count: 4, totalCount: 4 } } } });
  });

  it('shows the clear where message (not a masked error)', async () => {
    const { json } = await query(`{ pages(where: { slugg: "x" }) { id } }`);
    expect(json.errors?.[0]?.message).toBe('where: unknown field "slugg" on Page');
  });

  it.each([
    ['a syntax error', JSON.stringify({ query: '{ pages { id }' }), /Syntax Error/],
    ['an unknown field', JSON.stringify({ query: '{ pages { nope } }' }), /Cannot query field "nope" on type "Page"/],
    ['a wrong argument type', JSON.stringify({ query: '{ pages(limit: "ten") { id } }' }), /Int cannot represent/],
    ['a body that is not JSON', '{ not json', /./],
    ['no query', JSON.stringify({}), /./],
  ])('answers %s with an error, not a crash', async (_name, body, message) => {
    const { json } = await post(body);
    expect(json.errors?.[0]?.message).toMatch(message);
    const after = await query(`{ page(id: 1) { slug } }`);
    expect(after.json).toEqual({ data: { page: { slug: 'home' } } });
  });

  it('refuses mutations without a token (Forbidden) and leaves the content as it is', async () => {
    const { json } = await query(`mutation { deletePage(input: { where: { id: 1 } }) { page { id } } }`);
    expect(json.errors?.[0]?.message).toBe('Forbidden');
    expect((await query(`{ page(id: 1) { slug } }`)).json).toEqual({ data: { page: { slug: 'home' } } });
  });

  it('serves GraphiQL on GET /graphql in a browser', async () => {
    const response = await fetch(server.graphqlUrl, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    const html = await response.text();
    expect(html).toMatch(/graphiql/i);
    // Served from the bundled assets: an offline machine cannot load scripts from a CDN.
    expect(html).not.toMatch(/<script[^>]+src=["']https?:/i);
    expect(html).not.toMatch(/<link[^>]+href=["']https?:/i);
  });

  it.each([
    ['hero.svg', 'image/svg+xml'],
    ['hero_thumb.png', 'image/png'],
    ['doc.pdf', 'application/pdf'],
    ['photo.webp', 'image/webp'],
  ])('serves /uploads/%s as %s', async (file, type) => {
    const response = await fetch(`${server.url}/uploads/${file}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it.each([
    '/uploads/missing.png',
    '/uploads/',
    '/uploads/../content.sqlite',
    '/uploads/..%2Fcontent.sqlite',
    '/uploads/%2e%2e/content.sqlite',
    '/uploads/.hidden',
    '/uploads/%E0%A4%A',
    '/',
    '/graphqlx',
    '/content.sqlite',
  ])('answers %s with a plain 404', async (path) => {
    const { status, type } = await rawGet(path);
    expect(status).toBe(404);
    expect(type).toMatch(/^text\/plain/);
  });

  it('logs nothing unexpected', () => {
    expect(logs.filter((l) => l.startsWith('error'))).toEqual([]);
  });
});

describe('startContentServer lifecycle', () => {
  it('close() stops the server and closes the database, so the data can be opened again', async () => {
    const temp = tempDir();
    try {
      const first = await startContentServer({ port: 0, dataDir: temp.dir, schemaSdl: fixtureSchemaSdl, seed: async () => fixtureSeed() });
      await first.close();
      await expect(fetch(first.graphqlUrl, { method: 'POST' })).rejects.toThrow();
      const second = await startContentServer({
        port: 0,
        dataDir: temp.dir,
        schemaSdl: fixtureSchemaSdl,
        seed: () => Promise.reject(new Error('must not reseed')),
      });
      const response = await fetch(second.graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ settings { title } }' }),
      });
      expect(await response.json()).toEqual({ data: { settings: { title: 'Fixture site' } } });
      await second.close();
    } finally {
      temp.cleanup();
    }
  });

  it('rejects (without listening) when the seed is invalid', async () => {
    const temp = tempDir();
    try {
      const seed = fixtureSeed();
      seed.collections['Page']?.push({ id: '9', title: 'x', parent: '404' });
      await expect(startContentServer({ port: 0, dataDir: temp.dir, schemaSdl: fixtureSchemaSdl, seed: async () => seed })).rejects.toThrow(
        /Page "9" field "parent": relation to missing Page "404"/,
      );
    } finally {
      temp.cleanup();
    }
  });
});
