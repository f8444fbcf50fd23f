/**
 * Related news (docs/content-blocks.md §5, §3.6): each article with the page
 * where it is read (its detail page, for the financial calendar its list) when the site builds
 * that page. Pure: the caller passes the links to check against (the page's site reader).
 */
import type { NewsArticleEntry } from '../cms/types.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { articleListOf } from '../routing/article-lists.ts';
import type { SiteLinks } from '../routing/site-pages.ts';

/** What an article card shows of an article. */
export type ArticleTeaser = Pick<
  NewsArticleEntry,
  'id' | 'Headline' | 'publishingDate' | 'articleImage' | 'PDF' | 'newsMainCategory' | 'newsSubCategory'
> &
  Partial<Pick<NewsArticleEntry, 'content'>>;

export interface RelatedArticle<A extends RelatedArticleRef = RelatedArticleRef> {
  article: A;
  /** Where the article is read; null when the site builds no page for it. */
  href: string | null;
}

export interface RelatedArticleRef {
  id: string;
  newsMainCategory?: string | null;
  newsSubCategory?: string | null;
}

/**
 * The articles of a related-news list in `locale`, in their order. An article outside every list
 * of the site (no known main category) is left out; `unlinked` names it and every article whose
 * page is not built (shown without link), for the caller to report.
 */
export function relatedNews<A extends RelatedArticleRef>(
  locale: LocaleCode,
  articles: ReadonlyArray<A | null> | null | undefined,
  links: Pick<SiteLinks, 'articleLink'>,
): { news: Array<RelatedArticle<A>>; unlinked: string[] } {
  const news: Array<RelatedArticle<A>> = [];
  const unlinked: string[] = [];
  for (const article of articles ?? []) {
    if (!article) continue;
    const list = articleListOf(article);
    const href = list ? links.articleLink(locale, list, article) : null;
    if (!href) unlinked.push(article.id);
    if (list) news.push({ article, href });
  }
  return { news, unlinked };
}
