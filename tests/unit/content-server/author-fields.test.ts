/**
 * created_by / updated_by name the account that wrote an entry (its login name): editors and
 * administrators read them, Public reads null and may not filter or sort by them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWriteServer, type WriteServer } from './fixtures/write-fixture.ts';

let w: WriteServer;
let editor: string;

beforeAll(async () => {
  w = await startWriteServer({}, ['editor']);
  editor = await w.login('editor');
  const { body } = await w.gql(
    'mutation { createNewsArticle(input: { data: { slug: "by-editor", newsMainCategory: corporateNews } }) { newsArticle { id } } }',
    {},
    editor,
  );
  expect(body.errors).toBeUndefined();
}, 60_000);
afterAll(() => w.close());

const AUTHORS = '{ slug created_by { id username firstname lastname } updated_by { username } }';

describe('created_by / updated_by', () => {
  it('are null for Public', async () => {
    const { body } = await w.gql(`{ newsArticles(where: { slug: "by-editor" }) ${AUTHORS} }`);
    expect(body.errors).toBeUndefined();
    expect(body.data?.['newsArticles']).toEqual([{ slug: 'by-editor', created_by: null, updated_by: null }]);
  });

  it('are null for Public behind a relation and in a connection', async () => {
    const { body } = await w.gql(`{ newsArticlesConnection(where: { slug: "by-editor" }) { values ${AUTHORS} } }`);
    expect(body.data?.['newsArticlesConnection']).toEqual({ values: [{ slug: 'by-editor', created_by: null, updated_by: null }] });
  });

  it('name the author for an editor', async () => {
    const { body } = await w.gql(`{ newsArticles(where: { slug: "by-editor" }) ${AUTHORS} }`, {}, editor);
    expect(body.errors).toBeUndefined();
    const id = ((body.data?.['newsArticles'] as Array<{ created_by: { id: string } }>)[0]?.created_by ?? { id: '' }).id;
    expect(body.data?.['newsArticles']).toEqual([
      { slug: 'by-editor', created_by: { id, username: 'editor', firstname: 'editor', lastname: '' }, updated_by: { username: 'editor' } },
    ]);
  });

  const byWhere = 'query($w: JSON) { newsArticles(where: $w) { slug } }';
  it.each([
    ['where', byWhere, { w: { created_by: { username: 'editor' } } }],
    ['where with a dotted key', byWhere, { w: { 'created_by.username_contains': 'e' } }],
    ['where with an operator', byWhere, { w: { updated_by_null: false } }],
    ['where inside _or', byWhere, { w: { _or: [{ slug: 'x' }, { created_by: { username_gt: 'a' } }] } }],
    ['sort', '{ newsArticles(sort: "slug:asc,created_by.username:desc") { slug } }', {}],
    ['where on a connection', '{ newsArticlesConnection(where: { created_by: { id: 1 } }) { aggregate { count } } }', {}],
    ['where on a list relation', '{ productPages { News(where: { created_by: { username: "editor" } }) { slug } } }', {}],
  ])('cannot be searched by Public (%s)', async (_, query, variables) => {
    const { body } = await w.gql(query, variables);
    expect(body.errors?.[0]?.message).toBe('Forbidden: only editors may filter or sort by created_by/updated_by');
    expect(body.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
    const allowed = await w.gql(query, variables, editor);
    expect(allowed.body.errors).toBeUndefined();
  });
});
