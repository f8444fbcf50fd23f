/**
 * The content a view needs, looked up by the ids its SiteView carries. The collections are read
 * once per build and indexed by id (a site with thousands of articles renders every list and
 * detail page from the same maps).
 */
import { getContentPages, getNewsArticles, getProductCategories, getProductPages } from '../cms/collections.ts';
import type { ContentPageEntry, NewsArticleEntry, ProductCategoryEntry, ProductPageEntry } from '../cms/types.ts';
import { siteEventsOf, type LabelledEvent } from './events.ts';

function byId<T extends { id: string }>(entries: readonly T[]): Map<string, T> {
  return new Map(entries.map((entry) => [entry.id, entry]));
}

let contentPages: Promise<Map<string, ContentPageEntry>> | undefined;
let newsArticles: Promise<Map<string, NewsArticleEntry>> | undefined;
let productPages: Promise<Map<string, ProductPageEntry>> | undefined;
let events: Promise<LabelledEvent[]> | undefined;

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
  return required((await contentPageMap()).get(id), 'content page', id);
}

export async function articleById(id: string): Promise<NewsArticleEntry> {
  return required((await articleMap()).get(id), 'news article', id);
}

/** The articles with these ids, in the given order. */
export async function articlesByIds(ids: readonly string[]): Promise<NewsArticleEntry[]> {
  const map = await articleMap();
  return ids.map((id) => required(map.get(id), 'news article', id));
}

export async function allArticles(): Promise<NewsArticleEntry[]> {
  return [...(await articleMap()).values()];
}

export async function productPageById(id: string): Promise<ProductPageEntry> {
  return required((await productPageMap()).get(id), 'product page', id);
}

/** Every event of the Events blocks of all content pages, in calendar order. */
export async function siteEvents(): Promise<LabelledEvent[]> {
  return (events ??= getContentPages().then(siteEventsOf));
}

/** The event with this `{label}`. */
export async function eventByLabel(label: string): Promise<LabelledEvent> {
  return required((await siteEvents()).find((entry) => entry.label === label), 'event', label);
}

let productCategories: Promise<ProductCategoryEntry[]> | undefined;

/** The product category entry of a ProductPage category (its Label in five languages). */
export async function productCategoryOf(category: string | null | undefined): Promise<ProductCategoryEntry | undefined> {
  if (!category) return undefined;
  const entries = await (productCategories ??= getProductCategories());
  return entries.find((entry) => entry.Category === category);
}

/** Every published product page, for links that must not point at a page the site does not build. */
export async function allProductPages(): Promise<ProductPageEntry[]> {
  return [...(await productPageMap()).values()];
}
