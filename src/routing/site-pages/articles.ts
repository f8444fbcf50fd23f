/**
 * The article lists (docs/locales-and-urls.md §4) with paging (10 a page, newest first — the financial calendar's
 * dates to come first, at the model's day; page n ≥ 2 at `…/page/<n>/`) and, for a list whose entries
 * span several years, the pages of each year (`…/year/<year>/`, paged alike),
 * their detail pages and the alias pages of optional params (the short form canonical, the long
 * form an alias).
 */
import { localeCodes } from '../../i18n/locales.ts';
import {
  articleListKeys,
  articleListOf,
  articleSlug,
  articleYear,
  listOrder,
  listYears,
  paginate,
  type ArticleListKey,
} from '../article-lists.ts';
import { articleDetailPath, articleListPath, detailHasAlias, technicalPublicationsBarePath } from '../paths.ts';
import { sitePageKey } from './keys.ts';
import { aliasPage, canonicalPage, isValidSegment, shownInEnglish, skipMessage } from './shared.ts';
import type { SiteNewsArticle, SitePage, SkipReporter } from './types.ts';

/** The list pages of the articles; `today` (ISO date) orders a schedule (the financial calendar). */
export function articleListSitePages(articles: readonly SiteNewsArticle[], today: string): SitePage[] {
  const result: SitePage[] = [];
  const byList = new Map<ArticleListKey, SiteNewsArticle[]>();
  for (const article of articles) {
    const list = articleListOf(article);
    if (!list) continue;
    const entries = byList.get(list);
    if (entries) entries.push(article);
    else byList.set(list, [article]);
  }
  for (const list of articleListKeys) {
    const ordered = listOrder(list, byList.get(list) ?? [], today);
    const years = listYears(list, ordered);
    const pagesOf = (entries: readonly SiteNewsArticle[], year: number | null) => {
      const pages = paginate(entries);
      pages.forEach((onPage, index) => {
        const page = index + 1;
        const articleIds = onPage.map((article) => article.id);
        const view = { kind: 'articleList', list, page, pageCount: pages.length, articleIds, year, years } as const;
        for (const locale of localeCodes) {
          const listPage = canonicalPage(
            sitePageKey.articleList(list, page, year),
            locale,
            articleListPath(locale, list, page, year),
            view,
          );
          result.push(listPage);
          // docs/locales-and-urls.md §8: news/technical-publications/ without slug is the list; where that path differs
          // from the list's own (German), it is an alias page of the list.
          if (list === 'technicalPublications' && page === 1 && year === null) {
            const bare = technicalPublicationsBarePath(locale);
            if (bare !== listPage.path) result.push(aliasPage(listPage, bare));
          }
        }
      });
    };
    pagesOf(ordered, null);
    for (const year of years)
      pagesOf(
        ordered.filter((article) => articleYear(article) === year),
        year,
      );
  }
  return result;
}

export function articleDetailSitePages(articles: readonly SiteNewsArticle[], onSkip: SkipReporter): SitePage[] {
  const result: SitePage[] = [];
  for (const article of articles) {
    const list = articleListOf(article);
    if (!list) {
      onSkip(`news article ${article.id}: no known newsMainCategory ("${article.newsMainCategory ?? ''}"); it is in no list`);
      continue;
    }
    const slug = articleSlug(article);
    if (!isValidSegment(article.id)) {
      onSkip(skipMessage('news article', article.id, 'id', article.id, 'it gets no detail page'));
      continue;
    }
    if (!isValidSegment(slug)) {
      onSkip(skipMessage('news article', article.id, 'slug', slug, 'it gets no detail page'));
      continue;
    }
    for (const locale of localeCodes) {
      const path = articleDetailPath(locale, list, article);
      if (!path) continue; // financial calendar: list only
      const detail = canonicalPage(
        sitePageKey.articleDetail(list, article.id),
        locale,
        path,
        { kind: 'articleDetail', list, articleId: article.id },
        shownInEnglish(article.Headline, locale),
      );
      result.push(detail);
      if (detailHasAlias(list)) {
        const long = articleDetailPath(locale, list, article, { withOptional: true });
        if (long && long !== path) result.push(aliasPage(detail, long));
      }
    }
  }
  return result;
}
