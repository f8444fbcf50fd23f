/**
 * The investor-relations accordion (docs/content-blocks.md §3.2): the investor-relations news of one sub-category,
 * grouped by the year they were published. Pure.
 */
import { sortNewestFirst, type ArticleRef } from '../routing/article-lists.ts';
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
