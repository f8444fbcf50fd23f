/**
 * buildSitePages: every page of every locale from the content (pure). Home, content pages,
 * overviews, article lists and details (with alias pages), the event page and its per-label pages,
 * product detail pages. Two pages on one path are a build error naming both.
 */
import { localeCodes, type LocaleCode } from '../../i18n/locales.ts';
import { eventPath, homePath, notFoundPath, productPagePath, searchPath, thankYouPath } from '../paths.ts';
import { isProductCategory, thankYouSegments, type ThankYouPage } from '../segments.ts';
import { articleDetailSitePages, articleListSitePages } from './articles.ts';
import { contentSitePages, overviewSitePages } from './content.ts';
import { collectEvents, type CollectedEvent, type EventOf } from './events.ts';
import { sitePageKey } from './keys.ts';
import { canonicalPage, isValidSegment, shownInEnglish, skipMessage } from './shared.ts';
import type { SiteContent, SiteContentPage, SitePage, SiteProductPage, SkipReporter } from './types.ts';

export class SitePathCollisionError extends Error {
  override name = 'SitePathCollisionError';
}

/** Paths other route files own (src/pages/[lang]/404.astro). */
function reservedPaths(locale: LocaleCode): string[] {
  return [notFoundPath(locale)];
}

function homeSitePages(): SitePage[] {
  return localeCodes.map((locale) => canonicalPage(sitePageKey.home(), locale, homePath(locale), { kind: 'home' }));
}

/** The thank-you pages of the forms (one per outcome, ../segments.ts `thankYouSegments`) in every locale. */
function thankYouSitePages(): SitePage[] {
  const kinds = Object.keys(thankYouSegments) as ThankYouPage[];
  return localeCodes.flatMap((locale) =>
    kinds.map((page) => canonicalPage(sitePageKey.thankYou(page), locale, thankYouPath(locale, page), { kind: 'thankYou', page })),
  );
}

/** The search page of every locale. */
function searchSitePages(): SitePage[] {
  return localeCodes.map((locale) => canonicalPage(sitePageKey.search(), locale, searchPath(locale), { kind: 'search' }));
}

function eventSitePages(events: readonly CollectedEvent[]): SitePage[] {
  return localeCodes.flatMap((locale) => [
    canonicalPage(sitePageKey.eventList(), locale, eventPath(locale), { kind: 'eventList' }),
    ...events.map(({ label, event }) =>
      canonicalPage(
        sitePageKey.event(label),
        locale,
        eventPath(locale, label),
        { kind: 'event', label },
        shownInEnglish(event.title, locale),
      ),
    ),
  ]);
}

function productSitePages(products: readonly SiteProductPage[], onSkip: SkipReporter): SitePage[] {
  const result: SitePage[] = [];
  for (const product of products) {
    if (!isValidSegment(product.slug?.trim())) {
      onSkip(skipMessage('product page', product.id, 'slug', product.slug, 'it gets no route'));
      continue;
    }
    if (!isProductCategory(product.Category)) {
      onSkip(
        `product page ${product.id}: field Category (${product.Category ? `"${product.Category}"` : 'empty'}) is no known product category; it gets no route, and no link points to it`,
      );
      continue;
    }
    for (const locale of localeCodes) {
      const path = productPagePath(locale, product)!;
      result.push(
        canonicalPage(
          sitePageKey.product(product.id),
          locale,
          path,
          { kind: 'productDetail', productPageId: product.id },
          shownInEnglish(product.Productheadline, locale),
        ),
      );
    }
  }
  return result;
}

/** A page for an error message: its view and key. */
function describeSitePage(page: SitePage): string {
  const { view } = page;
  const what = (() => {
    switch (view.kind) {
      case 'home':
        return 'the home page';
      case 'content':
        return `content page ${view.pageId}`;
      case 'overview':
        return `the ${view.section} overview${view.pageId ? ` (content page ${view.pageId})` : ''}`;
      case 'articleList':
        return `page ${view.page} of the ${view.list} list${view.year === null ? '' : ` (${view.year})`}`;
      case 'articleDetail':
        return `news article ${view.articleId} (${view.list})`;
      case 'eventList':
        return 'the event list';
      case 'event':
        return `event "${view.label}"`;
      case 'productDetail':
        return `product page ${view.productPageId}`;
      case 'thankYou':
        return `the ${view.page} thank-you page`;
      case 'search':
        return 'the search page';
    }
  })();
  return page.alias ? `${what} (alias of ${page.canonical})` : what;
}

/** Throws when two pages (or a page and another route file) share a path. */
function assertUniquePaths(pages: readonly SitePage[]): void {
  const taken = new Map<string, string>();
  for (const locale of localeCodes)
    for (const path of reservedPaths(locale)) taken.set(path, 'the error page route (src/pages/[lang]/404.astro)');
  const problems: string[] = [];
  for (const page of pages) {
    const key = decodeURI(page.path).normalize('NFC').toLowerCase();
    const other = taken.get(key);
    if (other) problems.push(`${page.path}: ${other} and ${describeSitePage(page)}`);
    else taken.set(key, describeSitePage(page));
  }
  if (problems.length) {
    throw new SitePathCollisionError(`Two pages on one path (change a slug in the content system):\n  ${problems.join('\n  ')}`);
  }
}

/** The pages of the site and the events of its Events blocks (collected once, for the event views too). */
export interface PageEnumeration<P extends SiteContentPage = SiteContentPage> {
  pages: SitePage[];
  events: Array<CollectedEvent<EventOf<P>>>;
}

/**
 * Every page of the site. Pure: the same content gives the same pages in the same order (home,
 * overviews, content pages, lists, details, events, products, thank-you pages, search pages; locales in table order within each).
 * Pages that cannot get a route are reported through `onSkip`; path collisions throw.
 */
/**
 * Every page and event of the content; `today` (ISO date) orders the financial calendar's list pages
 * (its dates to come first).
 */
export function enumeratePages<P extends SiteContentPage>(
  content: SiteContent<P>,
  today: string,
  onSkip: SkipReporter = () => {},
): PageEnumeration<P> {
  const events = collectEvents(content.contentPages);
  const pages = [
    ...homeSitePages(),
    ...overviewSitePages(content.contentPages),
    ...contentSitePages(content.contentPages, onSkip),
    ...articleListSitePages(content.newsArticles, today),
    ...articleDetailSitePages(content.newsArticles, onSkip),
    ...eventSitePages(events),
    ...productSitePages(content.productPages, onSkip),
    ...thankYouSitePages(),
    ...searchSitePages(),
  ];
  assertUniquePaths(pages);
  return { pages, events };
}

/** The pages of enumeratePages. */
export function buildSitePages(content: SiteContent, today: string, onSkip: SkipReporter = () => {}): SitePage[] {
  return enumeratePages(content, today, onSkip).pages;
}
