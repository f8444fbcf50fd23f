/**
 * The list and detail routes of docs/locales-and-urls.md §4 as data: which NewsArticle goes in which list, the
 * params of each detail route and the order (newest first; the financial calendar by its dates) and paging of lists.
 * Segments are spelled in ./segments.ts; paths are built in ./paths.ts.
 */
import { translateText, type TranslatedValue } from '../i18n/translate.ts';
import { isoDate } from '../text/dates.ts';
import { dayRange, splitAtDay, type Split } from '../text/schedule.ts';
import { slugify } from '../text/slugify.ts';

export const articleListKeys = [
  'productsAndTechnologyNews',
  'technicalPublications',
  'adhocReleases',
  'directorsDealings',
  'financialCalendar',
  'financialReports',
  'pressReleases',
  'totalVotingRights',
  'votingRights',
] as const;

export type ArticleListKey = (typeof articleListKeys)[number];

/** A param of a detail route: `{slug}`, `{id}`, `{type}`; `optional` for `{id?}`/`{slug?}`. */
export interface DetailParam {
  name: 'type' | 'slug' | 'id';
  optional?: boolean;
}

export interface ArticleListDefinition {
  section: 'news' | 'investorRelations';
  hasDetail: boolean;
  /** UI string key of the list's name (src/i18n/ui/*.json; the views helper adds the strings). */
  labelKey: string;
  /** The detail route's params in URL order (docs/locales-and-urls.md §4); empty when there is no detail route. */
  detailParams: readonly DetailParam[];
  /**
   * A list of dates (the financial calendar): each entry's publishing date is the day it announces,
   * so the list is ordered like events (src/text/schedule.ts): the dates to come soonest first, then
   * the past ones most recent first. Other lists are newest first.
   */
  schedule?: boolean;
}

const slug: DetailParam = { name: 'slug' };
const id: DetailParam = { name: 'id' };

export const articleLists: Record<ArticleListKey, ArticleListDefinition> = {
  productsAndTechnologyNews: { section: 'news', hasDetail: true, labelKey: 'list.productsAndTechnologyNews', detailParams: [slug] },
  technicalPublications: {
    section: 'news',
    hasDetail: true,
    labelKey: 'list.technicalPublications',
    // docs/locales-and-urls.md §8: the form without slug is the list itself (an alias page of the list in
    // German; paths.ts technicalPublicationsBarePath), so a detail carries its slug.
    detailParams: [slug],
  },
  adhocReleases: {
    section: 'investorRelations',
    hasDetail: true,
    labelKey: 'list.adhocReleases',
    detailParams: [slug, { name: 'id', optional: true }],
  },
  directorsDealings: { section: 'investorRelations', hasDetail: true, labelKey: 'list.directorsDealings', detailParams: [id] },
  financialCalendar: {
    section: 'investorRelations',
    hasDetail: false,
    labelKey: 'list.financialCalendar',
    detailParams: [],
    schedule: true,
  },
  financialReports: { section: 'investorRelations', hasDetail: true, labelKey: 'list.financialReports', detailParams: [slug, id] },
  pressReleases: {
    section: 'investorRelations',
    hasDetail: true,
    labelKey: 'list.pressReleases',
    detailParams: [{ name: 'type' }, slug, id],
  },
  totalVotingRights: {
    section: 'investorRelations',
    hasDetail: true,
    labelKey: 'list.totalVotingRights',
    detailParams: [slug, { name: 'id', optional: true }],
  },
  votingRights: {
    section: 'investorRelations',
    hasDetail: true,
    labelKey: 'list.votingRights',
    detailParams: [slug, { name: 'id', optional: true }],
  },
};

/** The lists of a section, in the order of the table in docs/locales-and-urls.md §4. */
export function articleListsOf(section: ArticleListDefinition['section']): ArticleListKey[] {
  const order: readonly ArticleListKey[] =
    section === 'news'
      ? ['productsAndTechnologyNews', 'technicalPublications']
      : [
          'adhocReleases',
          'directorsDealings',
          'financialCalendar',
          'financialReports',
          'pressReleases',
          'totalVotingRights',
          'votingRights',
        ];
  return [...order];
}

/** Entries per list page (docs/locales-and-urls.md §4). */
const ARTICLES_PER_PAGE = 10;

/** The fields of a NewsArticle its list and URL depend on. */
export interface ArticleRef {
  id: string;
  slug?: string | null;
  newsMainCategory?: string | null;
  newsSubCategory?: string | null;
  publishingDate?: string | null;
  Headline?: TranslatedValue | null;
  /** The id in the content system the article was migrated from: its old paths redirect (./site-pages/redirects.ts). */
  legacyId?: string | null;
}

const subCategoryLists: Readonly<Record<string, ArticleListKey>> = {
  adhocReleases: 'adhocReleases',
  financialReports: 'financialReports',
  votingRights: 'votingRights',
  totalVotingRights: 'totalVotingRights',
  financialCalendar: 'financialCalendar',
  directorsDealings: 'directorsDealings',
};

/**
 * The list an article belongs to (docs/locales-and-urls.md §4): corporateNews → products and technology news;
 * technicalPublications → technical publications; investorRelationsNews → the list of its
 * subcategory, press releases without one. Null for an article without a known main category.
 */
export function articleListOf(article: { newsMainCategory?: string | null; newsSubCategory?: string | null }): ArticleListKey | null {
  switch (article.newsMainCategory) {
    case 'corporateNews':
      return 'productsAndTechnologyNews';
    case 'technicalPublications':
      return 'technicalPublications';
    case 'investorRelationsNews': {
      const sub = article.newsSubCategory;
      return (sub && subCategoryLists[sub]) || 'pressReleases';
    }
    default:
      return null;
  }
}

/**
 * The `{slug}` of an article: its slug, else the slug helper over its English headline (then the
 * German one), else `article-{id}` (docs/content-blocks.md §9: the slug helper).
 */
export function articleSlug(article: Pick<ArticleRef, 'id' | 'slug' | 'Headline'>): string {
  const own = article.slug?.trim();
  if (own) return own;
  return slugify(translateText(article.Headline, 'en')) || slugify(article.Headline?.german) || `article-${slugify(article.id) || 'x'}`;
}

function idOrder(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

/** The sort key of an article: its publishing date as ISO (undated: ''), parsed once. */
function sortKey<A extends ArticleRef>(article: A): { article: A; date: string } {
  return { article, date: isoDate(article.publishingDate) ?? '' };
}

function compareKeys(a: { article: ArticleRef; date: string }, b: { article: ArticleRef; date: string }): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  return idOrder(b.article.id, a.article.id);
}

/**
 * Articles newest first: publishingDate descending (ISO or DD.MM.YYYY; undated last), then id
 * descending. Each date is parsed once, not per comparison.
 */
export function sortNewestFirst<A extends ArticleRef>(articles: readonly A[]): A[] {
  return articles
    .map(sortKey)
    .sort(compareKeys)
    .map(({ article }) => article);
}

/** The dates of a schedule list split at `today` by the site's rule (src/text/schedule.ts); undated entries come last. */
export function splitSchedule<A extends ArticleRef>(articles: readonly A[], today: string): Split<A> {
  return splitAtDay(sortNewestFirst(articles), (article) => dayRange(article.publishingDate), today);
}

/** A list's order: a schedule's upcoming dates, then its past ones (then undated); any other list newest first. */
export function listOrder<A extends ArticleRef>(list: ArticleListKey, articles: readonly A[], today: string): A[] {
  if (!articleLists[list].schedule) return sortNewestFirst(articles);
  const { upcoming, past, undated } = splitSchedule(articles, today);
  return [...upcoming, ...past, ...undated];
}

/** The year of an article's publishing date; null when it has none. */
export function articleYear(article: Pick<ArticleRef, 'publishingDate'>): number | null {
  const date = isoDate(article.publishingDate);
  return date ? Number(date.slice(0, 4)) : null;
}

/**
 * The years a list can be filtered by, newest first: the years of its entries when the list has
 * grown beyond one page and spans more than one year (a short list needs no filter). A schedule
 * (the financial calendar) has none: it is read as dates to come and past dates, not by year.
 */
export function listYears(list: ArticleListKey, articles: readonly ArticleRef[]): number[] {
  if (articleLists[list].schedule || articles.length <= ARTICLES_PER_PAGE) return [];
  const years = new Set<number>();
  for (const article of articles) {
    const year = articleYear(article);
    if (year !== null) years.add(year);
  }
  return years.size > 1 ? [...years].sort((a, b) => b - a) : [];
}

/** Pages of a list: at least one (an empty list still has its page 1). */
export function paginate<T>(items: readonly T[], size = ARTICLES_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let start = 0; start < items.length; start += size) pages.push(items.slice(start, start + size));
  return pages.length ? pages : [[]];
}
