import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from './fixtures/fixture.ts';
import { openHarness, type Harness } from './fixtures/harness.ts';

let h: Harness;
beforeAll(async () => {
  const seed = fixtureSeed();
  for (let i = 10; i < 160; i++) seed.collections['Article']?.push({ id: String(i), Headline: `Bulk ${i}`, slug: `bulk-${i}` });
  h = await openHarness(seed);
});
afterAll(() => h.close());

const ids = (list: unknown): string[] => (Array.isArray(list) ? list.map((x: { id: string }) => x.id) : []);

describe('list reads', () => {
  it('answers where, sort, start and limit', async () => {
    const data = await h.data(`{ pages(where: { slug: "kontakt" }) { id slug Headline { english } } }`);
    expect(data['pages']).toEqual([{ id: '2', slug: 'kontakt', Headline: { english: 'Contact' } }]);
    const sorted = await h.data(`{ pages(sort: "order:desc", start: 1, limit: 2) { id } }`);
    expect(ids(sorted['pages'])).toEqual(['2', '1']);
  });

  it.each([
    ['', 100],
    ['(limit: 500)', 100],
    ['(limit: -1)', 100],
    ['(limit: -2)', 0],
    ['(limit: 7)', 7],
    ['(start: 140)', 13],
  ])('caps pages at 100: articles%s → %i', async (args, count) => {
    const data = await h.data(`{ articles${args} { id } }`);
    expect(data['articles']).toHaveLength(count);
  });

  it('reads one entry by id and the single types', async () => {
    const data = await h.data(`{ page(id: 4) { slug parent { slug } } settings { title logo { url } } }`);
    expect(data).toEqual({
      page: { slug: 'about-us', parent: { slug: 'kontakt' } },
      settings: { title: 'Fixture site', logo: { url: '/uploads/hero.svg' } },
    });
  });

  it('answers bad where and sort with GraphQL errors naming key and type', async () => {
    const bad = await h.run(`{ pages(where: { slugg: "x" }) { id } }`);
    expect(bad.errors?.[0]?.message).toBe('where: unknown field "slugg" on Page');
    const sort = await h.run(`{ pages(sort: "title:sideways") { id } }`);
    expect(sort.errors?.[0]?.message).toMatch(/^sort: direction "sideways"/);
    const nested = await h.run(`{ pages { articles(where: { nope: 1 }) { id } } }`);
    expect(nested.errors?.[0]?.message).toBe('where: unknown field "nope" on Article');
  });
});

describe('publication state', () => {
  it('LIVE (the default) hides drafts; PREVIEW shows them', async () => {
    const data = await h.data(
      `{
      live: pages { id } explicit: pages(publicationState: LIVE) { id } preview: pages(publicationState: PREVIEW) { id }
      draft: page(id: 3) { id } draftPreview: page(id: 3, publicationState: PREVIEW) { id }
    }`,
      undefined,
      'editor',
    );
    expect(ids(data['live'])).toEqual(['1', '2', '4', '5']);
    expect(ids(data['explicit'])).toEqual(['1', '2', '4', '5']);
    expect(ids(data['preview'])).toEqual(['1', '2', '3', '4', '5']);
    expect(data['draft']).toBeNull();
    expect(data['draftPreview']).toEqual({ id: '3' });
  });

  it('carries the state down to relations, components and morph unions', async () => {
    const query = (state: string) => `{ page(id: 1, publicationState: ${state}) {
      links { pages { id } }
      articles(where: { id: 3 }) { page { id } }
    } file(id: 1) { related { ... on Page { id } } } }`;
    const live = await h.data(query('LIVE'));
    expect(live).toEqual({
      page: { links: [{ pages: [{ id: '2' }, { id: '4' }] }], articles: [{ page: null }] },
      file: { related: [{ id: '1' }] },
    });
    const preview = await h.data(query('PREVIEW'), undefined, 'editor');
    expect(preview['page']).toEqual({ links: [{ pages: [{ id: '2' }, { id: '3' }, { id: '4' }] }], articles: [{ page: { id: '3' } }] });
  });
});

describe('relations, components and dynamic zones', () => {
  it('list relations honour their own sort, where, start and limit', async () => {
    const data = await h.data(`{ page(id: 1) {
      all: articles { slug } sorted: articles(sort: "slug:desc", limit: 2) { slug }
      filtered: articles(where: { Headline_contains: "NEWS" }) { slug } paged: articles(start: 1) { slug }
    } }`);
    expect(data['page']).toEqual({
      all: [{ slug: 'alpha' }, { slug: 'beta' }, { slug: 'gamma' }],
      sorted: [{ slug: 'gamma' }, { slug: 'beta' }],
      filtered: [{ slug: 'alpha' }, { slug: 'beta' }],
      paged: [{ slug: 'beta' }, { slug: 'gamma' }],
    });
  });

  it('resolves dynamic-zone members by __typename, with ids filled in', async () => {
    const data = await h.data(`{ page(id: 1) { content { __typename
      ... on ComponentTranslated { id german }
      ... on ComponentLink { id label page { slug } } } } }`);
    const content = (data['page'] as { content: Array<Record<string, unknown>> }).content;
    expect(content.map((c) => c['__typename'])).toEqual(['ComponentTranslated', 'ComponentLink']);
    expect(content[0]).toMatchObject({ german: 'Hallo' });
    expect(content[1]).toMatchObject({ label: 'to contact', page: { slug: 'kontakt' } });
    expect(content.every((c) => typeof c['id'] === 'string')).toBe(true);
  });

  it('returns JSON fields and timestamps as stored', async () => {
    const data = await h.data(`{ page(id: 1) { extra tags createdAt updatedAt published_at created_by { id } } }`);
    expect(data['page']).toMatchObject({ extra: { x: 1 }, tags: ['a', 'b'], published_at: '2024-01-01T00:00:00.000Z', created_by: null });
  });
});

describe('connections', () => {
  it('count honours where, totalCount ignores it, values honour paging', async () => {
    const data = await h.data(`{ pagesConnection(where: { category: "Company" }, limit: 1, sort: "id:desc") {
      values { id } aggregate { count totalCount } } }`);
    expect(data['pagesConnection']).toEqual({ values: [{ id: '4' }], aggregate: { count: 2, totalCount: 4 } });
  });

  it('count ignores the page cap', async () => {
    const data = await h.data(`{ articlesConnection(limit: 5) { values { id } aggregate { count totalCount } } }`);
    expect(data['articlesConnection']).toEqual({ values: expect.any(Array), aggregate: { count: 153, totalCount: 153 } });
  });

  it('groupBy gives one group per distinct value, each with its restricted connection', async () => {
    const data = await h.data(`{ pagesConnection(where: { order_lt: 10 }) { groupBy { category {
      key connection { values { id } aggregate { count } } } } } }`);
    expect(data['pagesConnection']).toEqual({
      groupBy: {
        category: [
          { key: null, connection: { values: [{ id: '5' }], aggregate: { count: 1 } } },
          { key: 'Career', connection: { values: [{ id: '2' }], aggregate: { count: 1 } } },
          { key: 'Company', connection: { values: [{ id: '1' }], aggregate: { count: 1 } } },
        ],
      },
    });
  });

  it('aggregates width, height and size of the filtered files', async () => {
    const data = await h.data(`{ filesConnection(where: { width_null: false }) { aggregate {
      count sum { width height size } avg { width size } min { width size } max { height } } } }`);
    expect(data['filesConnection']).toEqual({
      aggregate: {
        count: 2,
        sum: { width: 400, height: 200, size: 22 },
        avg: { width: 200, size: 11 },
        min: { width: 100, size: 1.5 },
        max: { height: 150 },
      },
    });
    const none = await h.data(`{ filesConnection(where: { id: 999 }) { aggregate { count sum { width } } } }`);
    expect(none['filesConnection']).toEqual({ aggregate: { count: 0, sum: { width: null } } });
  });

  it('reports bad connection arguments as errors', async () => {
    const result = await h.run(`{ pagesConnection(sort: "nope") { aggregate { count } } }`);
    expect(result.errors?.[0]?.message).toMatch(/^sort: unknown field "nope" on Page/);
  });
});

describe('not implemented operations', () => {
  it.each([
    ['register', `mutation { register(input: { username: "a", email: "a@b.c", password: "b" }) { jwt } }`],
    ['forgotPassword', `mutation { forgotPassword(email: "a@b.c") { ok } }`],
    ['resetPassword', `mutation { resetPassword(password: "a", passwordConfirmation: "a", code: "c") { jwt } }`],
    ['emailConfirmation', `mutation { emailConfirmation(confirmation: "c") { jwt } }`],
  ])('%s answers a Not implemented error', async (name, source) => {
    const result = await h.run(source);
    expect(result.errors?.[0]?.message).toBe(`Not implemented: ${name} (account self-service belongs to the real content system)`);
  });
});

describe('permissions', () => {
  it.each([
    ['createPage', `mutation { createPage(input: { data: { title: "x" } }) { page { id } } }`],
    ['deleteSettings', `mutation { deleteSettings { settings { id } } }`],
    ['upload', `mutation($f: Upload!) { upload(file: $f) { id } }`],
    ['a PREVIEW read', `{ pages(publicationState: PREVIEW) { id } }`],
    ['a users read', `{ users { id } }`],
  ])('Public may not run %s: Forbidden', async (_name, source) => {
    const result = await h.run(source, { f: 'file' });
    expect(result.errors?.[0]).toMatchObject({ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } });
  });

  it('me is null for Public', async () => {
    expect(await h.data(`{ me { id } }`)).toEqual({ me: null });
  });
});
