/**
 * Where each entry of the content system is shown, for the content system's own "Preview" button
 * (Strapi 5's admin opens `<preview site>/_preview?model=…&documentId=…&locale=…`, and the publisher's
 * preview site answers with a redirect to the page: scripts/publisher/preview-links.ts). A draft preview
 * build writes this table as `/preview-pages.json`; a live build has none.
 *
 * The pages of an entry: a content page's (`content:<id>`), a product page's (`product:<id>`), a news
 * article's detail page (`detail:<list>:<id>`), each in every language it is built in. Entries without
 * a page of their own (translations, menus, …) are not in the table.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import type { SitePage } from '../routing/site-pages.ts';

/** The model names (as the content system uses them in its webhooks and preview links) of entries with pages. */
export const PREVIEW_MODELS = ['content-page', 'product-page', 'news-article'] as const;
export type PreviewModel = (typeof PREVIEW_MODELS)[number];

/** model → entry id → locale → path. */
export type PreviewPages = Record<PreviewModel, Record<string, Partial<Record<LocaleCode, string>>>>;

export const PREVIEW_PAGES_FILE = 'preview-pages.json';

function entryOf(key: string): { model: PreviewModel; id: string } | undefined {
  const [kind, ...rest] = key.split(':');
  if (kind === 'content' && rest.length === 1) return { model: 'content-page', id: rest[0] as string };
  if (kind === 'product' && rest.length === 1) return { model: 'product-page', id: rest[0] as string };
  if (kind === 'detail' && rest.length === 2) return { model: 'news-article', id: rest[1] as string };
  return undefined;
}

/** The table of the canonical pages of every entry that has pages. */
export function previewPages(pages: readonly SitePage[]): PreviewPages {
  const table: PreviewPages = { 'content-page': {}, 'product-page': {}, 'news-article': {} };
  for (const page of pages) {
    if (page.alias) continue;
    const entry = entryOf(page.key);
    if (!entry) continue;
    const row = (table[entry.model][entry.id] ??= {});
    row[page.locale] ??= page.path;
  }
  return table;
}
