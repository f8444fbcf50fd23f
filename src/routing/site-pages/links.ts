/**
 * Links to pages of the site through the page enumeration: a link exists only when
 * the page it points to is built. An entry the enumeration skipped (a slug that is not one URL
 * segment, no known category) has no page, so these give null and the view shows plain text.
 * Lookups go through a `PageTable` (./lookup.ts), so each is O(1); `siteLinks` binds them to one
 * table (the site reader, src/site/reader.ts, binds them to its recording view of the model's table).
 */
import type { LocaleCode } from '../../i18n/locales.ts';
import { articleLists, type ArticleListKey } from '../article-lists.ts';
import { isErrorPage } from '../content-pages.ts';
import {
  eventCalendarPath,
  overviewSectionOf,
  productPagePath,
  targetPath,
  type ContentPageRef,
  type NavigationTarget,
  type ProductPageRef,
} from '../paths.ts';
import { withHash } from '../url.ts';
import { sitePageKey } from './keys.ts';
import { alternatesOf, equivalentPath, findSitePage, sitePathOf, type PageTable } from './lookup.ts';
import type { SitePage } from './types.ts';

/**
 * A content page's path in `locale` (the overview route for the pages behind the fixed overviews),
 * with an optional hash anchor; null when the site builds no page for it.
 */
export function contentPageLink(
  locale: LocaleCode,
  page: ContentPageRef & { id: string },
  table: PageTable,
  hash?: string | null,
): string | null {
  if (isErrorPage(page)) return null;
  const section = overviewSectionOf(page);
  const path = sitePathOf(section ? sitePageKey.overview(section) : sitePageKey.content(page.id), locale, table);
  return path && withHash(path, hash);
}

/** A product page's path in `locale` by its id; null when the site builds no page for it. */
export function productPageLink(locale: LocaleCode, product: { id: string }, table: PageTable): string | null {
  return sitePathOf(sitePageKey.product(product.id), locale, table);
}

/**
 * A product page's path by its slug and category (references that carry no product page id, such
 * as the products of an availability tile); null when no product page is built there.
 */
export function productPageLinkBySlug(locale: LocaleCode, product: ProductPageRef, table: PageTable): string | null {
  const path = productPagePath(locale, product);
  const page = path ? findSitePage(path, table) : undefined;
  return page && !page.alias && page.locale === locale && page.view.kind === 'productDetail' ? page.path : null;
}

/** An article's detail page in `locale`; null when the list has no details or the article got no page. */
export function articleDetailLink(locale: LocaleCode, list: ArticleListKey, article: { id: string }, table: PageTable): string | null {
  return sitePathOf(sitePageKey.articleDetail(list, article.id), locale, table);
}

/**
 * Where an article is read: its detail page, or for a list without details (the financial
 * calendar) the first page of its list; null when that page is not built (an article the
 * enumeration skipped).
 */
export function articleLink(locale: LocaleCode, list: ArticleListKey, article: { id: string }, table: PageTable): string | null {
  return articleLists[list].hasDetail
    ? articleDetailLink(locale, list, article, table)
    : sitePathOf(sitePageKey.articleList(list), locale, table);
}

/** The page of an event `{label}` in `locale`; null when it is not built. */
export function eventLink(locale: LocaleCode, label: string, table: PageTable): string | null {
  return sitePathOf(sitePageKey.event(label), locale, table);
}

/** A calendar file of the site: the event it is of, in one language, and its path. */
export interface EventCalendarFile {
  locale: LocaleCode;
  label: string;
  path: string;
}

/** The calendar files the site builds (`/{lang}/event/{label}.ics`): one beside each event page. */
export function eventCalendarFiles(pages: readonly SitePage[]): EventCalendarFile[] {
  return pages.flatMap((page) =>
    page.view.kind === 'event' && !page.alias
      ? [{ locale: page.locale, label: page.view.label, path: eventCalendarPath(page.locale, page.view.label) }]
      : [],
  );
}

/** The calendar file of an event (`/{lang}/event/{label}.ics`), built beside its page: null when the site builds no page for it. */
function eventCalendarLink(locale: LocaleCode, label: string, table: PageTable): string | null {
  return eventLink(locale, label, table) ? eventCalendarPath(locale, label) : null;
}

/**
 * The path of a named navigation target (docs/locales-and-urls.md §6: `content-page`, `page-category-content-page`,
 * `products-solutions-category-product-solutions`) in `locale`, hash kept; null when no page is
 * built there (a missing page, the `no-product-page` placeholder), so the caller renders plain text.
 */
export function targetLink(locale: LocaleCode, target: NavigationTarget, table: PageTable): string | null {
  const path = targetPath(locale, target);
  if (!path) return null;
  const page = findSitePage(path, table);
  return page && !page.alias && page.locale === locale ? path : null;
}

/** The links and lookups of this module and ./lookup.ts, bound to one table. */
export interface SiteLinks {
  /** The page at a path (aliases included; trailing slash, query and hash do not matter). */
  page(path: string): SitePage | undefined;
  /** The path of the page with this key (./keys.ts) in `locale`, or null when the site does not build it. */
  sitePath(key: string, locale: LocaleCode): string | null;
  /** The canonical versions of a page in every locale (hreflang alternates). */
  alternates(page: SitePage): Array<{ locale: LocaleCode; path: string }>;
  /** The same page in `target` (the language switch). */
  equivalentPath(path: string, target: LocaleCode): string;
  contentPageLink(locale: LocaleCode, page: ContentPageRef & { id: string }, hash?: string | null): string | null;
  productPageLink(locale: LocaleCode, product: { id: string }): string | null;
  productPageLinkBySlug(locale: LocaleCode, product: ProductPageRef): string | null;
  articleDetailLink(locale: LocaleCode, list: ArticleListKey, article: { id: string }): string | null;
  articleLink(locale: LocaleCode, list: ArticleListKey, article: { id: string }): string | null;
  eventLink(locale: LocaleCode, label: string): string | null;
  eventCalendarLink(locale: LocaleCode, label: string): string | null;
  targetLink(locale: LocaleCode, target: NavigationTarget): string | null;
}

/** The links of `table`. */
export function siteLinks(table: PageTable): SiteLinks {
  return {
    page: (path) => findSitePage(path, table),
    sitePath: (key, locale) => sitePathOf(key, locale, table),
    alternates: (page) => alternatesOf(page, table),
    equivalentPath: (path, target) => equivalentPath(path, target, table),
    contentPageLink: (locale, page, hash) => contentPageLink(locale, page, table, hash),
    productPageLink: (locale, product) => productPageLink(locale, product, table),
    productPageLinkBySlug: (locale, product) => productPageLinkBySlug(locale, product, table),
    articleDetailLink: (locale, list, article) => articleDetailLink(locale, list, article, table),
    articleLink: (locale, list, article) => articleLink(locale, list, article, table),
    eventLink: (locale, label) => eventLink(locale, label, table),
    eventCalendarLink: (locale, label) => eventCalendarLink(locale, label, table),
    targetLink: (locale, target) => targetLink(locale, target, table),
  };
}
