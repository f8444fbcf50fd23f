/**
 * The content a view needs, looked up by the ids its SiteView carries. The collections are read
 * once per build and indexed by id; every index a view needs (product pages built per locale,
 * events by label) is built once per build as a memoised promise, so a site with thousands of
 * pages renders each page in constant time rather than scanning every entry again.
 */
import { getContentPages, getNewsArticles, getProductCategories, getProductPages } from '../cms/collections.ts';
import type { ContentPageEntry, NewsArticleEntry, ProductCategoryEntry, ProductPageEntry } from '../cms/types.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { ArticleListKey } from '../routing/article-lists.ts';
import { getSiteEvents, getSitePages, sitePageKey, sitePageOf } from '../routing/site-pages.ts';
import { sortEvents, type LabelledEvent } from './events.ts';
import { depKey } from '../incremental/keys.ts';
import { dependOn } from '../incremental/tracker.ts';

function byId<T extends { id: string }>(entries: readonly T[]): Map<string, T> {
  return new Map(entries.map((entry) => [entry.id, entry]));
}

let contentPages: Promise<Map<string, ContentPageEntry>> | undefined;
let newsArticles: Promise<Map<string, NewsArticleEntry>> | undefined;
let productPages: Promise<Map<string, ProductPageEntry>> | undefined;
let productCategories: Promise<Map<string, ProductCategoryEntry>> | undefined;
let events: Promise<{ ordered: LabelledEvent[]; byLabel: Map<string, LabelledEvent> }> | undefined;
const builtProductPathsByLocale = new Map<LocaleCode, Promise<ReadonlySet<string>>>();

const contentPageMap = () => (contentPages ??= getContentPages().then(byId));
const articleMap = () => (newsArticles ??= getNewsArticles().then(byId));
const productPageMap = () => (productPages ??= getProductPages().then(byId));

/** Thrown when a SiteView names content the collections do not have: the build stops with the id. */
export class MissingContentError extends Error {
  override name = 'MissingContentError';
}

function required<T>(value: T | undefined, what: string, id: string): T {
  if (value === undefined) throw new MissingContentError(`The site pages name ${what} ${id}, which the content does not have`);
  return value;
}

export async function contentPageById(id: string): Promise<ContentPageEntry> {
  await dependOn(depKey.entry('contentPages', id));
  return required((await contentPageMap()).get(id), 'content page', id);
}

export async function articleById(id: string): Promise<NewsArticleEntry> {
  await dependOn(depKey.entry('newsArticles', id));
  return required((await articleMap()).get(id), 'news article', id);
}

/** The articles with these ids, in the given order. */
export async function articlesByIds(ids: readonly string[]): Promise<NewsArticleEntry[]> {
  const map = await articleMap();
  await Promise.all(ids.map((id) => dependOn(depKey.entry('newsArticles', id))));
  return ids.map((id) => required(map.get(id), 'news article', id));
}

/**
 * The newest `count` articles of a list: the head of the ids the site enumeration already sorted
 * for the list's first page (no filtering or sorting of all articles per render).
 */
export async function newestArticles(locale: LocaleCode, list: ArticleListKey, count: number): Promise<NewsArticleEntry[]> {
  const first = sitePageOf(sitePageKey.articleList(list), locale, await getSitePages());
  if (first) await dependOn(depKey.page(first.path));
  return first?.view.kind === 'articleList' ? articlesByIds(first.view.articleIds.slice(0, count)) : [];
}

export async function productPageById(id: string): Promise<ProductPageEntry> {
  await dependOn(depKey.entry('productPages', id));
  return required((await productPageMap()).get(id), 'product page', id);
}

/** The events of the Events blocks (collected once, with the site pages), in calendar order and by label. */
function eventIndex() {
  return (events ??= getSiteEvents().then((collected) => {
    const ordered = sortEvents(collected);
    return { ordered, byLabel: new Map(ordered.map((entry) => [entry.label, entry])) };
  }));
}

/** Every event of the Events blocks of all content pages, in calendar order. */
export async function siteEvents(): Promise<LabelledEvent[]> {
  await dependOn(depKey.events);
  return (await eventIndex()).ordered;
}

/** The event with this `{label}`. */
export async function eventByLabel(label: string): Promise<LabelledEvent> {
  await dependOn(depKey.events);
  return required((await eventIndex()).byLabel.get(label), 'event', label);
}

/** The product category entry of a ProductPage category (its Label in five languages). */
export async function productCategoryOf(category: string | null | undefined): Promise<ProductCategoryEntry | undefined> {
  if (!category) return undefined;
  productCategories ??= getProductCategories().then((entries) => {
    const map = new Map<string, ProductCategoryEntry>();
    for (const entry of entries) if (entry.Category && !map.has(entry.Category)) map.set(entry.Category, entry);
    return map;
  });
  const entry = (await productCategories).get(category);
  // The page depends on this category entry only; without one, on every category (an entry added for it
  // later gives the page its label, and adds no route).
  await dependOn(entry ? depKey.entry('productCategories', entry.id) : depKey.collection('productCategories'));
  return entry;
}

/**
 * The paths of the product pages the site builds in `locale` (from the site enumeration, so a
 * product it skipped is not among them), built once per locale and build: links to products
 * check against it.
 */
export function builtProductPaths(locale: LocaleCode): Promise<ReadonlySet<string>> {
  let paths = builtProductPathsByLocale.get(locale);
  if (!paths) {
    paths = getSitePages().then(
      (pages) =>
        new Set(
          pages.filter((page) => page.locale === locale && !page.alias && page.view.kind === 'productDetail').map((page) => page.path),
        ),
    );
    builtProductPathsByLocale.set(locale, paths);
  }
  return paths;
}
