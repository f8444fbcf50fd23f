/**
 * The content server as the "Done when" states it: the real schema.graphql, the bundled
 * sample content (plus synthetic product pages, so a list is longer than the page cap), over HTTP.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildLargeContent } from '../../../scripts/content-server/sample/large/index.ts';
import { createAccount } from '../../../scripts/content-server/auth/accounts.ts';
import { openContentStore, startContentServer, type RunningContentServer } from '../../../scripts/content-server/server.ts';

interface Result {
  data?: Record<string, unknown> | null;
  errors?: Array<{ message: string }>;
}

let server: RunningContentServer;
let dataDir: string;

let editorToken: string;
let seeded: { roles: string[]; users: number };

async function query(source: string, token?: string, variables?: Record<string, unknown>): Promise<Result> {
  const response = await fetch(server.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: source, variables }),
  });
  return (await response.json()) as Result;
}

const EDITOR_PASSWORD = 'editor-password-123';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'content-acceptance-'));
  const seed = () => buildLargeContent({ products: 120, news: 0, pages: 0 });
  // An editor account (PREVIEW reads need one), made the way `npm run cms -- --create-user` makes it.
  const { store } = await openContentStore({ dataDir, seed });
  seeded = {
    roles: store.all('UsersPermissionsRole').map((r) => `${String(r['name'])}:${String(r['type'])}`),
    users: store.all('UsersPermissionsUser').length,
  };
  await createAccount(store, { username: 'editor', email: 'editor@example.test', password: EDITOR_PASSWORD, roleType: 'editor' });
  store.close();
  server = await startContentServer({ port: 0, dataDir, seed });
  const login = await query(`mutation($p: String!) { login(input: { identifier: "editor", password: $p }) { jwt } }`, undefined, {
    p: EDITOR_PASSWORD,
  });
  editorToken = String((login.data?.['login'] as { jwt: string }).jwt);
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('content server with the sample content', () => {
  it('finds the contact page by its German slug', async () => {
    const { data, errors } = await query(`{ contentPages(where: { slug: "kontakt" }) { slug internationalSlug } }`);
    expect(errors).toBeUndefined();
    expect(data?.['contentPages']).toEqual([{ slug: 'kontakt', internationalSlug: 'contact' }]);
  });

  it('answers aggregate count (honouring where) and totalCount (ignoring it)', async () => {
    const { data, errors } = await query(`{
      all: contentPagesConnection { aggregate { count totalCount } }
      some: contentPagesConnection(where: { pageCategory: "Company" }) { aggregate { count totalCount } }
    }`);
    expect(errors).toBeUndefined();
    const all = (data?.['all'] as { aggregate: { count: number; totalCount: number } }).aggregate;
    const some = (data?.['some'] as { aggregate: { count: number; totalCount: number } }).aggregate;
    expect(all.count).toBe(all.totalCount);
    expect(all.totalCount).toBeGreaterThan(30);
    expect(some.totalCount).toBe(all.totalCount);
    expect(some.count).toBeGreaterThan(0);
    expect(some.count).toBeLessThan(some.totalCount);
  });

  it('caps a page at 100 entries, so clients must page', async () => {
    const { data, errors } = await query(`{
      capped: productPages(limit: 500) { slug }
      rest: productPages(limit: 100, start: 100) { slug }
      total: productPagesConnection { aggregate { totalCount } }
    }`);
    expect(errors).toBeUndefined();
    const total = (data?.['total'] as { aggregate: { totalCount: number } }).aggregate.totalCount;
    expect(total).toBeGreaterThan(100);
    expect(data?.['capped']).toHaveLength(100);
    expect(data?.['rest']).toHaveLength(total - 100);
  });

  it('seeds the three roles and no user; an editor may not read them', async () => {
    expect(seeded).toEqual({ roles: ['Public:public', 'Editor:editor', 'Administrator:administrator'], users: 0 });
    const { errors } = await query(`{ roles { name } }`, editorToken);
    expect(errors?.[0]?.message).toBe('Forbidden');
  });

  it('hides a draft under LIVE (the default) and shows it under PREVIEW (with an editor token)', async () => {
    const where = `where: { internationalSlug: "preview-new-system" }`;
    const { data, errors } = await query(
      `{
      default: contentPages(${where}) { slug }
      live: contentPages(${where}, publicationState: LIVE) { slug }
      preview: contentPages(${where}, publicationState: PREVIEW) { internationalSlug published_at }
    }`,
      editorToken,
    );
    expect(errors).toBeUndefined();
    expect(data?.['default']).toEqual([]);
    expect(data?.['live']).toEqual([]);
    expect(data?.['preview']).toEqual([{ internationalSlug: 'preview-new-system', published_at: null }]);
  });

  it('stores and returns the release HTML of a news article, null where an article has none', async () => {
    const { data, errors } = await query(
      `{ newsArticles(where: { slug_in: ["dividend-proposal-2025", "new-chief-financial-officer"] }, sort: "slug:asc") { slug releaseHtml } }`,
    );
    expect(errors).toBeUndefined();
    const [dividend, cfo] = data?.['newsArticles'] as Array<{ slug: string; releaseHtml: string | null }>;
    expect(dividend?.slug).toBe('dividend-proposal-2025');
    expect(dividend?.releaseHtml).toMatch(/^<!DOCTYPE HTML PUBLIC/);
    expect(dividend?.releaseHtml).toContain('a dividend of EUR 0.45 per share');
    expect(cfo).toEqual({ slug: 'new-chief-financial-officer', releaseHtml: null });
  });

  it('answers a bad sort string with a GraphQL error and keeps serving', async () => {
    const bad = await query(`{ contentPages(sort: "slug:sideways") { slug } }`);
    expect(bad.errors?.[0]?.message).toMatch(/sort/i);
    expect(bad.errors?.[0]?.message).toMatch(/sideways/);
    const after = await query(`{ contentPages(where: { slug: "kontakt" }) { slug } }`);
    expect(after.errors).toBeUndefined();
    expect(after.data?.['contentPages']).toEqual([{ slug: 'kontakt' }]);
  });
});
