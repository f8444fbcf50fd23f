/**
 * The keys of the pages of the site (SitePage.key): one spelling, shared by the page builders and
 * the link helpers (./links.ts) that look a page up by what it shows.
 */
import type { ArticleListKey } from '../article-lists.ts';
import type { OverviewSection } from '../paths.ts';
import type { ThankYouPage } from '../segments.ts';

export const sitePageKey = {
  home: (): string => 'home',
  content: (pageId: string): string => `content:${pageId}`,
  overview: (section: OverviewSection): string => `overview:${section}`,
  /** Page `page` of a list, or of its entries of `year`. */
  articleList: (list: ArticleListKey, page = 1, year: number | null = null): string =>
    year === null ? `list:${list}:${page}` : `list:${list}:${year}:${page}`,
  articleDetail: (list: ArticleListKey, articleId: string): string => `detail:${list}:${articleId}`,
  eventList: (): string => 'events',
  event: (label: string): string => `event:${label}`,
  product: (productPageId: string): string => `product:${productPageId}`,
  thankYou: (page: ThankYouPage): string => `thank-you:${page}`,
  search: (): string => 'search',
} as const;
