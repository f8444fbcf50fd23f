/**
 * Typed accessors over the content collections. Entries were stored by cmsLoader exactly as the
 * typed operations returned them, so the data is read back with the generated types.
 *
 * The whole-collection readers build the site's memoised indexes and record nothing; the readers
 * of one entry tell the incremental build (src/incremental) that the page being rendered uses it.
 */
import { getCollection, getEntry } from 'astro:content';
import { hashJson } from '../incremental/digests.ts';
import { depKey } from '../incremental/keys.ts';
import { dependOn } from '../incremental/tracker.ts';
import { ERROR_PAGE_SLUG } from '../routing/content-pages.ts';
import { FOOTER_ID, HOMEPAGE_ID } from './site-sources.ts';
import type {
  ContentPageEntry,
  FooterEntry,
  HomepageEntry,
  LocaleEntry,
  MetaMenuLinkEntry,
  NewsArticleEntry,
  ProductCategoryEntry,
  ProductPageEntry,
  TranslationEntry,
} from './types.ts';

export type CollectionName =
  | 'contentPages'
  | 'productPages'
  | 'newsArticles'
  | 'productCategories'
  | 'metaMenuLinks'
  | 'translations'
  | 'locales'
  | 'homepage'
  | 'footer';

interface StoredEntry {
  id: string;
  data: unknown;
  /** Set by the content loader (src/cms/loader.ts) from the entry's data. */
  digest?: string | number;
}

const digestMemo = new Map<CollectionName, Promise<Map<string, string>>>();

/** id → digest of every entry of a collection, read once per build (for the incremental build, src/incremental). */
function digests(collection: CollectionName): Promise<Map<string, string>> {
  let memo = digestMemo.get(collection);
  if (!memo) {
    memo = getCollection(collection).then(
      (entries: ReadonlyArray<StoredEntry>) =>
        new Map(entries.map((entry) => [entry.id, entry.digest === undefined ? hashJson(entry.data) : String(entry.digest)])),
    );
    digestMemo.set(collection, memo);
  }
  return memo;
}

/** The digest of one entry in this build; undefined when the entry does not exist. */
export async function entryDigest(collection: CollectionName, id: string): Promise<string | undefined> {
  return (await digests(collection)).get(id);
}

/** The digest of a whole collection (its ids and their digests). */
export async function collectionDigest(collection: CollectionName): Promise<string> {
  return hashJson([...(await digests(collection))].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Data of every entry of a collection; the loader stored exactly the typed operation result. */
async function all<TData>(collection: CollectionName): Promise<TData[]> {
  const entries: ReadonlyArray<StoredEntry> = await getCollection(collection);
  return entries.map((entry) => entry.data as TData);
}

async function one<TData>(collection: CollectionName, id: string): Promise<TData | undefined> {
  const entry: StoredEntry | undefined = await getEntry(collection, id);
  return entry === undefined ? undefined : (entry.data as TData);
}

function byOrder<T extends { order?: number | null; id: string }>(a: T, b: T): number {
  return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.id.localeCompare(b.id, 'en', { numeric: true });
}

export const getContentPages = (): Promise<ContentPageEntry[]> => all('contentPages');
export const getProductPages = (): Promise<ProductPageEntry[]> => all('productPages');
export const getNewsArticles = (): Promise<NewsArticleEntry[]> => all('newsArticles');

/** Every news article, for a page that lists them (the page depends on the whole collection). */
export async function getNewsArticlesForListing(): Promise<NewsArticleEntry[]> {
  await dependOn(depKey.collection('newsArticles'));
  return getNewsArticles();
}
export const getTranslations = (): Promise<TranslationEntry[]> => all('translations');
export const getLocales = (): Promise<LocaleEntry[]> => all('locales');

/** Product categories, sorted by ascending `order`. */
export async function getProductCategories(): Promise<ProductCategoryEntry[]> {
  return (await all<ProductCategoryEntry>('productCategories')).sort(byOrder);
}

/** Meta menu links, sorted by ascending `order`. */
export async function getMetaMenuLinks(): Promise<MetaMenuLinkEntry[]> {
  return (await all<MetaMenuLinkEntry>('metaMenuLinks')).sort(byOrder);
}

/**
 * The content page whose slug or internationalSlug is `slug` (like the content page query of SPEC §7).
 * The page being rendered depends on it (a page that does not exist yet would add a route: `routes`).
 */
export async function getContentPage(slug: string): Promise<ContentPageEntry | undefined> {
  const pages = await getContentPages();
  const page = pages.find((candidate) => candidate.slug === slug) ?? pages.find((candidate) => candidate.internationalSlug === slug);
  if (page) await dependOn(depKey.entry('contentPages', page.id));
  return page;
}

/** The content page with slug 404-error-page (SPEC §2.11). */
export const getErrorPage = (): Promise<ContentPageEntry | undefined> => getContentPage(ERROR_PAGE_SLUG);

/** The homepage information tiles single; undefined when the content system has none. */
export async function getHomepage(): Promise<HomepageEntry | undefined> {
  await dependOn(depKey.entry('homepage', HOMEPAGE_ID));
  return one('homepage', HOMEPAGE_ID);
}

/** Footer data and company info; undefined when the content system has neither. */
export const getFooter = (): Promise<FooterEntry | undefined> => one('footer', FOOTER_ID);
