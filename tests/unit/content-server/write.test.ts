import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startWriteServer, type WriteServer } from './fixtures/write-fixture.ts';

let w: WriteServer;
let editor: string;

beforeAll(async () => {
  w = await startWriteServer({}, ['editor']);
  editor = await w.login('editor');
}, 60_000);
afterAll(() => w.close());
beforeEach(() => {
  w.changes.length = 0;
});

const PAGE_FIELDS = `id slug published_at createdAt updatedAt created_by { username } updated_by { username } content { __typename ... on ComponentContentPlusLink { id Label Slug } }`;

describe('content mutations over HTTP: create, update, publish, delete', () => {
  it('create → update → unpublish → publish → delete round trip, with the change events', async () => {
    const created = await w.gql(
      `mutation($d: ContentPageInput) { createContentPage(input: { data: $d }) { contentPage { ${PAGE_FIELDS} } } }`,
      { d: { slug: 'new-page', BackendName: 'new', content: [{ __component: 'content.plus-link', Label: 'More', Slug: 'more' }] } },
      editor,
    );
    expect(created.body.errors).toBeUndefined();
    const page = (created.body.data?.['createContentPage'] as { contentPage: Record<string, unknown> }).contentPage;
    expect(page).toMatchObject({
      id: '3',
      slug: 'new-page',
      created_by: { username: 'editor' },
      updated_by: { username: 'editor' },
      content: [{ __typename: 'ComponentContentPlusLink', id: expect.any(String), Label: 'More', Slug: 'more' }],
    });
    expect(page['published_at']).toEqual(page['createdAt']);
    expect((await w.gql(`{ contentPages(where: { slug: "new-page" }) { id } }`)).body.data).toEqual({ contentPages: [{ id: '3' }] });

    const update = (data: Record<string, unknown>) =>
      w.gql(
        `mutation($d: editContentPageInput) { updateContentPage(input: { where: { id: 3 }, data: $d }) { contentPage { slug published_at } } }`,
        { d: data },
        editor,
      );
    expect((await update({ slug: 'renamed' })).body.data).toEqual({
      updateContentPage: { contentPage: { slug: 'renamed', published_at: page['published_at'] } },
    });
    expect((await update({ published_at: null })).body.data).toEqual({
      updateContentPage: { contentPage: { slug: 'renamed', published_at: null } },
    });
    expect((await w.gql(`{ contentPages(where: { slug: "renamed" }) { id } }`)).body.data).toEqual({ contentPages: [] });
    await update({ published_at: '2025-05-01T10:00:00Z' });
    expect((await w.gql(`{ contentPage(id: 3) { published_at } }`)).body.data).toEqual({
      contentPage: { published_at: '2025-05-01T10:00:00.000Z' },
    });

    const deleted = await w.gql(`mutation { deleteContentPage(input: { where: { id: 3 } }) { contentPage { id slug } } }`, {}, editor);
    expect(deleted.body.data).toEqual({ deleteContentPage: { contentPage: { id: '3', slug: 'renamed' } } });
    expect((await w.gql(`{ contentPage(id: 3, publicationState: PREVIEW) { id } }`, {}, editor)).body.data).toEqual({ contentPage: null });

    expect(w.changes.map((c) => [c.event, c.model, c.entry['id']])).toEqual([
      ['entry.create', 'content-page', '3'],
      ['entry.update', 'content-page', '3'],
      ['entry.unpublish', 'content-page', '3'],
      ['entry.publish', 'content-page', '3'],
      ['entry.delete', 'content-page', '3'],
    ]);
  });

  it('creates a draft with published_at: null, and updates a single type', async () => {
    const draft = await w.gql(
      `mutation { createContentPage(input: { data: { slug: "d", published_at: null } }) { contentPage { id slug published_at } } }`,
      {},
      editor,
    );
    expect(draft.body.data).toEqual({ createContentPage: { contentPage: { id: expect.any(String), slug: 'd', published_at: null } } });
    expect((await w.gql(`{ contentPages(where: { slug: "d" }) { id } }`)).body.data).toEqual({ contentPages: [] });
    const footer = await w.gql(
      `mutation { updateFooterCompanyInfo(input: { data: { html: "<p>New</p>" } }) { footerCompanyInfo { id html } } }`,
      {},
      editor,
    );
    expect(footer.body.data).toEqual({ updateFooterCompanyInfo: { footerCompanyInfo: { id: '1', html: '<p>New</p>' } } });
    expect(w.changes.map((c) => c.event)).toEqual(['entry.create', 'entry.update']);
  });
});

describe('content mutations over HTTP: invalid input and references', () => {
  it('refuses invalid input naming the field, writes nothing and reports nothing', async () => {
    const read = `{ productPages(publicationState: PREVIEW, sort: "id") { id Productname slug Category News { id } } }`;
    const before = (await w.gql(read, {}, editor)).body;
    const cases: Array<[string, Record<string, unknown>, RegExp]> = [
      ['createProductPage', { slug: 'x' }, /Productname.*required/],
      ['createProductPage', { Productname: 'X', News: ['999'] }, /field "News\[0\]": relation to missing NewsArticle "999"/],
      [
        'createProductPage',
        { Productname: 'X', dynamicComponents: [{ __component: 'content.nope' }] },
        /field "dynamicComponents\[0\]": expected an object with __typename one of/,
      ],
      [
        'createProductPage',
        { Productname: 'X', dynamicComponents: [{ __typename: 'ComponentContentRenderHtml', html: 5 }] },
        /"dynamicComponents\[0\]\.html": expected a String string/,
      ],
    ];
    for (const [op, data, message] of cases) {
      const { body } = await w.gql(
        `mutation($d: ProductPageInput) { ${op}(input: { data: $d }) { productPage { id } } }`,
        { d: data },
        editor,
      );
      expect(body.errors?.[0]?.message).toMatch(message);
    }
    const bad = await w.gql(
      `mutation { updateProductPage(input: { where: { id: 1 }, data: { Productname: null } }) { productPage { id } } }`,
      {},
      editor,
    );
    expect(bad.body.errors?.[0]?.message).toMatch(/"Productname": required, got null/);
    const enumBad = await w.gql(
      `mutation { updateProductPage(input: { where: { id: 1 }, data: { Category: Metrology, published_at: "yesterday" } }) { productPage { id } } }`,
      {},
      editor,
    );
    expect(enumBad.body.errors?.[0]?.message).toMatch(/published_at/);
    const missing = await w.gql(
      `mutation { updateProductPage(input: { where: { id: 42 }, data: { slug: "x" } }) { productPage { id } } }`,
      {},
      editor,
    );
    expect(missing.body.errors?.[0]?.message).toBe('ProductPage "42" not found');
    expect((await w.gql(read, {}, editor)).body).toEqual(before);
    expect(w.changes).toEqual([]);
  });

  it('on delete removes references to the entry from other entries', async () => {
    const news = await w.gql(`mutation { createNewsArticle(input: { data: { slug: "linked" } }) { newsArticle { id } } }`, {}, editor);
    const id = (news.body.data?.['createNewsArticle'] as { newsArticle: { id: string } }).newsArticle.id;
    await w.gql(
      `mutation($id: ID) { updateProductPage(input: { where: { id: 1 }, data: { News: [$id] } }) { productPage { id } } }`,
      { id },
      editor,
    );
    expect((await w.gql(`{ productPage(id: 1) { News { slug } } }`)).body.data).toEqual({ productPage: { News: [{ slug: 'linked' }] } });
    await w.gql(`mutation($id: ID!) { deleteNewsArticle(input: { where: { id: $id } }) { newsArticle { id } } }`, { id }, editor);
    expect((await w.gql(`{ productPage(id: 1) { News { slug } } }`)).body.data).toEqual({ productPage: { News: [] } });
  });
});
