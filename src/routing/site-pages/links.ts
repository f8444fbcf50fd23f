/**
 * Links to pages of the site through the page enumeration: a link exists only when
 * the page it points to is built. An entry the enumeration skipped (a slug that is not one URL
 * segment, no known category) has no page, so these give null and the view shows plain text.
 * Lookups go through the index of ./lookup.ts (built once per page list), so each is O(1).
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
import { findSitePage, sitePathOf, type PageTable } from './lookup.ts';
import type { SitePage } from './types.ts';

/**
 * A content page's path in `locale` (the overview route for the pages behind the fixed overviews),
 * with an optional hash anchor; null when the site builds no page for it.
 */
export function contentPageLink(
  locale: LocaleCode,
  page: ContentPageRef & { id: string },
  pages: PageTable,
  hash?: string | null,
): string | null {
  if (isErrorPage(page)) return null;
  const section = overviewSectionOf(page);
  const path = sitePathOf(section ? sitePageKey.overview(section) : sitePageKey.content(page.id), locale, pages);
  return path && withHash(path, hash);
}

/** A product page's path in `locale` by its id; null when the site builds no page for it. */
export function productPageLink(locale: LocaleCode, product: { id: string }, pages: PageTable): string | null {
  return sitePathOf(sitePageKey.product(product.id), locale, pages);
}

/**
 * A product page's path by its slug and category (references that carry no product page id, such
 * as the products of an availability tile); null when no product page is built there.
 */
export function productPageLinkBySlug(locale: LocaleCode, product: ProductPageRef, pages: PageTable): string | null {
  const path = productPagePath(locale, product);
  const page = path ? findSitePage(path, pages) : undefined;
  return page && !page.alias && page.locale === locale && page.view.kind === 'productDetail' ? page.path : null;
}

/** An article's detail page in `locale`; null when the list has no details or the article got no page. */
export function articleDetailLink(locale: LocaleCode, list: ArticleListKey, article: { id: string }, pages: PageTable): string | null {
  return sitePathOf(sitePageKey.articleDetail(list, article.id), locale, pages);
}

/**
 * Where an article is read: its detail page, or for a list without details (the financial
 * calendar) the first page of its list; null when that page is not built (an article the
 * enumeration skipped).
 */
export function articleLink(locale: LocaleCode, list: ArticleListKey, article: { id: string }, pages: PageTable): string | null {
  return articleLists[list].hasDetail
    ? articleDetailLink(locale, list, article, pages)
    : sitePathOf(sitePageKey.articleList(list), locale, pages);
}

/** The page of an event `{label}` in `locale`; null when it is not built. */
export function eventLink(locale: LocaleCode, label: string, pages: PageTable): string | null {
  return sitePathOf(sitePageKey.event(label), locale, pages);
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
export function eventCalendarLink(locale: LocaleCode, label: string, pages: PageTable): string | null {
  return eventLink(locale, label, pages) ? eventCalendarPath(locale, label) : null;
}

/**
 * The path of a named navigation target (docs/locales-and-urls.md §6: `content-page`, `page-category-content-page`,
 * `products-solutions-category-product-solutions`) in `locale`, hash kept; null when no page is
 * built there (a missing page, the `no-product-page` placeholder), so the caller renders plain text.
 */
export function targetLink(locale: LocaleCode, target: NavigationTarget, pages: PageTable): string | null {
  const path = targetPath(locale, target);
  if (!path) return null;
  const page = findSitePage(path, pages);
  return page && !page.alias && page.locale === locale ? path : null;
}
