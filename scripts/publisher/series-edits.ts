/**
 * The edits of the warm publisher's correctness series (./edit-series.ts), each written through the
 * content server's GraphQL write side as an editor: update, unpublish, publish, delete, create,
 * rename, an upload replaced and deleted, a menu change and a translation change.
 */
import sharp from 'sharp';
import type { SiteModel } from '../../src/site/types.ts';
import type { GraphQL } from '../lib/editor-session.ts';

/** What must show after an edit: `page` contains `text` (or is gone); each of `files` is served with its bytes (or is gone without). */
export interface Expectation {
  page: string;
  text: string;
  gone?: boolean;
  files?: Array<{ path: string; bytes?: Uint8Array }>;
}

export interface Edit {
  name: string;
  /**
   * Writes the edit; returns what must show after it. `quiet` is the slug of a content page no menu,
   * footer or other entry names (its edits need no full render).
   */
  apply(graphql: GraphQL, quiet: string): Promise<Expectation | undefined>;
}

/** The upload of the upload edit, deleted by the next edit. */
let uploaded: { id: string; url: string } | undefined;

/**
 * A content page that neither the chrome nor another content page mentions (by path or slug), with
 * its German path: unpublishing or renaming it changes its own pages and the lists it is on only.
 */
export function quietPage(model: SiteModel): { slug: string; path: string } {
  const chrome = JSON.stringify([...model.navigation.values(), ...model.footer.values()]);
  const all = model.data.contentPages.map((entry) => JSON.stringify(entry.data));
  for (const [index, entry] of model.data.contentPages.entries()) {
    const pages = model.pages.filter((candidate) => candidate.view.kind === 'content' && candidate.view.pageId === entry.id);
    const german = pages.find((page) => page.locale === 'de');
    const slug = entry.data.slug;
    if (!german || !slug || chrome.includes(`"${slug}"`) || pages.some((page) => chrome.includes(page.path))) continue;
    const named = all.some((json, other) => other !== index && json.includes(`"${slug}"`));
    if (!named) return { slug, path: german.path };
  }
  throw new Error('edit series: every content page is named by the chrome or another entry');
}

const text = (value: string) => ({ german: value, english: value });

async function first<T>(graphql: GraphQL, query: string, field: string): Promise<T> {
  const list = (await graphql(query))[field] as T[];
  if (!list?.[0]) throw new Error(`edit series: ${field} has no entry to edit`);
  return list[0];
}

export const edits: Edit[] = [
  {
    name: 'update a product headline',
    async apply(graphql) {
      const headline = `Series headline ${Date.now()}`;
      const product = await first<{ id: string; slug: string }>(
        graphql,
        '{ productPages(limit: 1, sort: "id:asc") { id slug } }',
        'productPages',
      );
      await graphql(
        'mutation($id: ID!, $h: editComponentTranslationAllLanguagesInput) { updateProductPage(input: { where: { id: $id }, data: { Productheadline: $h } }) { productPage { id } } }',
        { id: product.id, h: text(headline) },
      );
      return { page: 'en', text: headline };
    },
  },
  {
    name: 'update a news headline',
    async apply(graphql) {
      const headline = `Series news ${Date.now()}`;
      const article = await first<{ id: string }>(
        graphql,
        '{ newsArticles(limit: 1, sort: "publishingDate:desc") { id } }',
        'newsArticles',
      );
      await graphql(
        'mutation($id: ID!, $h: editComponentTranslationAllLanguagesInput) { updateNewsArticle(input: { where: { id: $id }, data: { Headline: $h } }) { newsArticle { id } } }',
        { id: article.id, h: text(headline) },
      );
      return { page: 'en', text: headline };
    },
  },
  {
    name: 'unpublish a content page',
    async apply(graphql, quiet) {
      const page = await first<{ id: string }>(graphql, `{ contentPages(where: { slug: "${quiet}" }) { id } }`, 'contentPages');
      await graphql(
        'mutation($id: ID!) { updateContentPage(input: { where: { id: $id }, data: { published_at: null } }) { contentPage { id } } }',
        {
          id: page.id,
        },
      );
      return { page: `/de/${quiet}/`, text: '', gone: true };
    },
  },
  {
    name: 'publish it again',
    async apply(graphql, quiet) {
      const page = await first<{ id: string }>(
        graphql,
        `{ contentPages(where: { slug: "${quiet}" }, publicationState: PREVIEW) { id } }`,
        'contentPages',
      );
      await graphql(
        'mutation($id: ID!, $at: DateTime) { updateContentPage(input: { where: { id: $id }, data: { published_at: $at } }) { contentPage { id } } }',
        {
          id: page.id,
          at: new Date().toISOString(),
        },
      );
      return { page: `/de/${quiet}/`, text: '<main' };
    },
  },
  {
    name: 'delete a news article',
    async apply(graphql) {
      const article = await first<{ id: string }>(graphql, '{ newsArticles(limit: 1, sort: "publishingDate:asc") { id } }', 'newsArticles');
      await graphql('mutation($id: ID!) { deleteNewsArticle(input: { where: { id: $id } }) { newsArticle { id } } }', { id: article.id });
      return undefined;
    },
  },
  {
    name: 'create a news article',
    async apply(graphql) {
      const headline = `Series created ${Date.now()}`;
      await graphql(
        'mutation($h: ComponentTranslationAllLanguagesInput, $slug: String) { createNewsArticle(input: { data: { Headline: $h, slug: $slug, newsMainCategory: corporateNews, publishingDate: "2026-11-20" } }) { newsArticle { id } } }',
        { h: text(headline), slug: `series-created-${Date.now()}` },
      );
      return { page: 'en', text: headline };
    },
  },
  {
    name: 'rename a content page slug',
    async apply(graphql, quiet) {
      const page = await first<{ id: string }>(graphql, `{ contentPages(where: { slug: "${quiet}" }) { id } }`, 'contentPages');
      await graphql(
        'mutation($id: ID!, $slug: String) { updateContentPage(input: { where: { id: $id }, data: { slug: $slug } }) { contentPage { id } } }',
        {
          id: page.id,
          slug: `${quiet}-neu`,
        },
      );
      return { page: `/de/${quiet}-neu/`, text: '<main' };
    },
  },
  {
    name: 'replace a product image (upload)',
    async apply(graphql) {
      const product = await first<{ id: string }>(graphql, '{ productPages(limit: 1, sort: "id:asc") { id } }', 'productPages');
      // A picture of its own each run (the content system names a file by its bytes).
      const shade = Date.now() % 200;
      const bytes = await sharp({ create: { width: 960, height: 640, channels: 3, background: { r: 20, g: 60 + shade / 4, b: 120 } } })
        .png()
        .toBuffer();
      const answer = (await graphql(
        'mutation($f: Upload!) { upload(file: $f, ref: "productPage", refId: "' + product.id + '", field: "Productimage") { id url } }',
        {},
        { f: { bytes, name: 'series-product.png', type: 'image/png' } },
      )) as { upload: { id: string; url: string } };
      uploaded = answer.upload;
      return { page: 'en', text: uploaded.url, files: [{ path: uploaded.url, bytes }] };
    },
  },
  {
    name: 'delete that upload',
    async apply(graphql) {
      if (!uploaded) throw new Error('edit series: the upload edit did not run first');
      await graphql('mutation($id: ID!) { deleteFile(input: { where: { id: $id } }) { file { id } } }', { id: uploaded.id });
      return { page: 'en', text: uploaded.url, gone: true, files: [{ path: uploaded.url }] };
    },
  },
  {
    name: 'menu change (a product name)',
    async apply(graphql) {
      const name = `Series product ${Date.now()}`;
      const product = await first<{ id: string }>(graphql, '{ productPages(limit: 1, sort: "id:asc") { id } }', 'productPages');
      await graphql(
        'mutation($id: ID!, $n: String) { updateProductPage(input: { where: { id: $id }, data: { Productname: $n } }) { productPage { id } } }',
        {
          id: product.id,
          n: name,
        },
      );
      return { page: 'en', text: name };
    },
  },
  {
    name: 'translation change',
    async apply(graphql) {
      const entry = await first<{ id: string }>(graphql, '{ translations(limit: 1, sort: "id:asc") { id } }', 'translations');
      await graphql(
        'mutation($id: ID!, $t: editComponentTranslationAllLanguagesInput) { updateTranslation(input: { where: { id: $id }, data: { translation: $t } }) { translation { id } } }',
        { id: entry.id, t: text(`Series translation ${Date.now()}`) },
      );
      return undefined;
    },
  },
];
