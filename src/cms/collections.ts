/**
 * Typed accessors over the content collections. Entries were stored by cmsLoader exactly as the
 * typed operations returned them, so the data is read back with the generated types.
 */
import { getCollection, getEntry } from 'astro:content';
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

type CollectionName =
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

/** The content page whose slug or internationalSlug is `slug` (like the content page query of SPEC §7). */
export async function getContentPage(slug: string): Promise<ContentPageEntry | undefined> {
  const pages = await getContentPages();
  return pages.find((page) => page.slug === slug) ?? pages.find((page) => page.internationalSlug === slug);
}

/** The content page with slug 404-error-page (SPEC §2.11). */
export const getErrorPage = (): Promise<ContentPageEntry | undefined> => getContentPage(ERROR_PAGE_SLUG);

/** The homepage information tiles single; undefined when the content system has none. */
export const getHomepage = (): Promise<HomepageEntry | undefined> => one('homepage', HOMEPAGE_ID);

/** Footer data and company info; undefined when the content system has neither. */
export const getFooter = (): Promise<FooterEntry | undefined> => one('footer', FOOTER_ID);
