/**
 * What the site search indexes and how it groups pages (src/search, docs/search.md §2, §4): the
 * sections a visitor can filter by, derived from a page's view kind and, for content pages, from
 * the page category its path starts with (src/routing/segments.ts, the one segment map). The
 * layout writes the result on `<main>` (`data-pagefind-body`, `data-pagefind-filter`).
 */
import type { SitePage } from '../routing/site-pages/types.ts';
import { articleLists } from '../routing/article-lists.ts';
import { pageCategorySegments, segmentFor, type PageCategory } from '../routing/segments.ts';
import { SECTION_FILTER, type SearchSection } from './section-names.ts';

export { searchSections, SECTION_FILTER, type SearchSection } from './section-names.ts';

/** The section of each page category; contact and careers pages are found under "Other". */
const sectionOfCategory: Record<PageCategory, SearchSection> = {
  ProductsAndSolutions: 'products',
  Company: 'company',
  InvestorRelations: 'investorRelations',
  News: 'news',
  Contact: 'other',
  Career: 'other',
};

/** The page category whose segment starts the page's path after the locale (`/en/company/…` → Company). */
function categoryOfPath(page: SitePage): PageCategory | null {
  const first = page.path.split('/')[2];
  if (!first) return null;
  const segment = decodeURIComponent(first);
  const categories = Object.keys(pageCategorySegments) as PageCategory[];
  return categories.find((category) => segmentFor(pageCategorySegments[category], page.locale) === segment) ?? null;
}

/** The section a page is found under; `other` for home, contact, legal pages, jobs … (no section of the site). */
export function searchSectionOf(page: SitePage): SearchSection {
  const { view } = page;
  switch (view.kind) {
    case 'productDetail':
      return 'products';
    case 'articleList':
    case 'articleDetail':
      return articleLists[view.list].section;
    case 'overview':
      return view.section === 'jobs' ? 'other' : view.section;
    case 'eventList':
    case 'event':
      // The events page is an entry of the Company menu (docs/navigation.md §2).
      return 'company';
    case 'content': {
      const category = categoryOfPath(page);
      return category ? sectionOfCategory[category] : 'other';
    }
    case 'home':
    case 'thankYou':
    case 'search':
      return 'other';
  }
}

/**
 * Whether a page goes into the search index: canonical pages with content of their own. Not the
 * alias pages (their canonical page is indexed), not the pages 2… of a list nor its pages of one year, not the thank-you
 * pages, the unlisted content pages or the search page itself. Error pages are no site pages and never indexed.
 */
export function isSearchable(page: SitePage): boolean {
  if (page.alias || page.unlisted || page.path !== page.canonical) return false;
  const { view } = page;
  if (view.kind === 'thankYou' || view.kind === 'search') return false;
  return view.kind !== 'articleList' || (view.page === 1 && view.year === null);
}

/** The attributes of `<main>` that tell Pagefind what to index (none: the page is not indexed). */
export function searchAttributes(page: SitePage | null | undefined): Record<string, string> {
  if (!page || !isSearchable(page)) return {};
  return { 'data-pagefind-body': '', 'data-pagefind-filter': `${SECTION_FILTER}:${searchSectionOf(page)}` };
}
