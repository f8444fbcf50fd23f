import { afterEach, describe, expect, it } from 'vitest';
import { createCmsClient } from '../../../src/cms/client.ts';
import { CmsDataError } from '../../../src/cms/errors.ts';
import { LocalesQuery } from '../../../src/cms/operations/locales.ts';
import { fetchAllPages, PAGE_SIZE } from '../../../src/cms/paging.ts';
import { startTestServer, type TestServer } from './helpers/graphql-server.ts';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const locale = (n: number) => ({ id: String(n), code: `l${n}`, name: null, iso: null, localname: null });

/** A server holding `total` locales that pages like the content system (cap 100). */
async function serverWith(total: number): Promise<TestServer> {
  server = await startTestServer(({ body }) => {
    const start = Number(body.variables?.start ?? 0);
    const limit = Math.min(Number(body.variables?.limit ?? 100), 100);
    const end = Math.min(start + limit, total);
    return { json: { data: { locales: Array.from({ length: Math.max(0, end - start) }, (_, i) => locale(start + i + 1)) } } };
  });
  return server;
}

async function readAll(total: number) {
  const { graphqlUrl, requests } = await serverWith(total);
  const client = createCmsClient({ endpoint: graphqlUrl, baseDelayMs: 1 });
  const items = await fetchAllPages(client, LocalesQuery, (data) => data.locales, { publicationState: 'LIVE' });
  return { items, requests };
}

describe('fetchAllPages', () => {
  it('reads 100, 100 and 37 and stops at the short page', async () => {
    const { items, requests } = await readAll(237);
    expect(items).toHaveLength(237);
    expect(items.map((item) => item.id)).toEqual(Array.from({ length: 237 }, (_, i) => String(i + 1)));
    expect(requests.map((request) => request.body.variables)).toEqual([
      { limit: PAGE_SIZE, start: 0, publicationState: 'LIVE' },
      { limit: PAGE_SIZE, start: 100, publicationState: 'LIVE' },
      { limit: PAGE_SIZE, start: 200, publicationState: 'LIVE' },
    ]);
  });

  it('reads exactly 100, then an empty page, and stops', async () => {
    const { items, requests } = await readAll(100);
    expect(items).toHaveLength(100);
    expect(requests.map((request) => request.body.variables?.start)).toEqual([0, 100]);
  });

  it('reads an empty list with one request', async () => {
    const { items, requests } = await readAll(0);
    expect(items).toEqual([]);
    expect(requests).toHaveLength(1);
  });

  it('refuses a server that returns more than the page size', async () => {
    server = await startTestServer(() => ({ json: { data: { locales: Array.from({ length: 101 }, (_, i) => locale(i)) } } }));
    const client = createCmsClient({ endpoint: server.graphqlUrl, baseDelayMs: 1 });
    await expect(fetchAllPages(client, LocalesQuery, (data) => data.locales, {})).rejects.toThrow(CmsDataError);
  });

  it('stops a server that ignores start after maxPages', async () => {
    server = await startTestServer(() => ({ json: { data: { locales: Array.from({ length: 100 }, (_, i) => locale(i)) } } }));
    const client = createCmsClient({ endpoint: server.graphqlUrl, baseDelayMs: 1 });
    await expect(fetchAllPages(client, LocalesQuery, (data) => data.locales, {}, { maxPages: 3 })).rejects.toThrow(
      /does the server honour "start"/,
    );
    expect(server.requests).toHaveLength(3);
  });
});
