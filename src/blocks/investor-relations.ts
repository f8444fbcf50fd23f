/**
 * The investor-relations accordion (docs/content-blocks.md §3.2): the investor-relations news of one sub-category,
 * grouped by the year they were published. Pure.
 */
import { articleListOf, articleLists, sortNewestFirst, splitSchedule, type ArticleRef } from '../routing/article-lists.ts';
import { isoDate } from '../text/dates.ts';

export interface YearGroup<A> {
  /** `2025` */
  year: string;
  articles: A[];
}

/** The articles of a news sub-category: investor-relations news whose newsSubCategory is `subCategory`. */
export function investorRelationsNewsOf<A extends ArticleRef>(articles: readonly A[], subCategory: string): A[] {
  return articles.filter((article) => article.newsMainCategory === 'investorRelationsNews' && article.newsSubCategory === subCategory);
}

/**
 * Articles by publishing year, newest year first and newest article first within a year (then by
 * id, as the lists order them); `undated` holds the articles without a valid publishing date.
 */
export function groupByYear<A extends ArticleRef>(articles: readonly A[]): { years: Array<YearGroup<A>>; undated: A[] } {
  const years: Array<YearGroup<A>> = [];
  const undated: A[] = [];
  for (const article of sortNewestFirst(articles)) {
    const year = isoDate(article.publishingDate)?.slice(0, 4);
    if (!year) {
      undated.push(article);
      continue;
    }
    const last = years.at(-1);
    if (last?.year === year) last.articles.push(article);
    else years.push({ year, articles: [article] });
  }
  return { years, undated };
}

/** A group of the accordion: the dates still to come, or the past entries of one year. */
export type AccordionGroup<A> = { kind: 'upcoming'; articles: A[] } | ({ kind: 'year' } & YearGroup<A>);

/**
 * The accordion's groups: by year, newest first (groupByYear); for a schedule sub-category (the
 * financial calendar) the dates still to come first, in a group of their own, soonest first, by the
 * site's one rule (src/text/schedule.ts) — then the past ones by year.
 */
export function accordionGroups<A extends ArticleRef>(
  articles: readonly A[],
  subCategory: string,
  today: string,
): { groups: Array<AccordionGroup<A>>; undated: A[] } {
  const list = articleListOf({ newsMainCategory: 'investorRelationsNews', newsSubCategory: subCategory });
  if (!list || !articleLists[list].schedule) {
    const { years, undated } = groupByYear(articles);
    return { groups: years.map((year) => ({ kind: 'year', ...year })), undated };
  }
  const { upcoming, past, undated } = splitSchedule(articles, today);
  const { years } = groupByYear(past);
  const groups: Array<AccordionGroup<A>> = years.map((year) => ({ kind: 'year', ...year }));
  return { groups: upcoming.length ? [{ kind: 'upcoming', articles: upcoming }, ...groups] : groups, undated };
}
