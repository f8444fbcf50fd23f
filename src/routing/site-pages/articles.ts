/**
 * The article lists of §2.1 with paging (10 a page, newest first; page n ≥ 2 at `…/page/<n>/`),
 * their detail pages and the alias pages of optional params (CONTRACTS-3).
 */
import { localeCodes } from '../../i18n/locales.ts';
import { articleListKeys, articleListOf, articlesOfList, articleSlug, paginate } from '../article-lists.ts';
import { articleDetailPath, articleListPath, detailHasAlias, technicalPublicationsBarePath } from '../paths.ts';
import { aliasPage, canonicalPage, isValidSegment, shownInEnglish } from './shared.ts';
import type { SiteNewsArticle, SitePage, SkipReporter } from './types.ts';

export function articleListSitePages(articles: readonly SiteNewsArticle[]): SitePage[] {
  const result: SitePage[] = [];
  for (const list of articleListKeys) {
    const pages = paginate(articlesOfList(articles, list));
    pages.forEach((entries, index) => {
      const page = index + 1;
      const view = { kind: 'articleList', list, page, pageCount: pages.length, articleIds: entries.map((article) => article.id) } as const;
      for (const locale of localeCodes) {
        const listPage = canonicalPage(`list:${list}:${page}`, locale, articleListPath(locale, list, page), view);
        result.push(listPage);
        // §2.1 news/technical-publications/{slug?} without slug: the list, under the German list's
        // own spelling an alias page (CONTRACTS-3).
        if (list === 'technicalPublications' && page === 1) {
          const bare = technicalPublicationsBarePath(locale);
          if (bare !== listPage.path) result.push(aliasPage(listPage, bare));
        }
      }
    });
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
    if (!isValidSegment(slug) || !isValidSegment(article.id)) {
      onSkip(`news article ${article.id}: slug "${slug}" is not a single URL segment; it gets no detail page`);
      continue;
    }
    for (const locale of localeCodes) {
      const path = articleDetailPath(locale, list, article);
      if (!path) continue; // financial calendar: list only
      const detail = canonicalPage(`detail:${list}:${article.id}`, locale, path, { kind: 'articleDetail', list, articleId: article.id }, shownInEnglish(article.Headline, locale));
      result.push(detail);
      if (detailHasAlias(list)) {
        const long = articleDetailPath(locale, list, article, { withOptional: true });
        if (long && long !== path) result.push(aliasPage(detail, long));
      }
    }
  }
  return result;
}
