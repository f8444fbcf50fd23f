/**
 * ONE enumeration of every page of the site (DESIGN §2, CONTRACTS-3): `buildSitePages` (pure)
 * over the content, `getSitePages` over the collections (memoised), and the language mapping
 * between pages (`alternatesOf`, `equivalentPath`).
 */
import { buildSitePages } from './site-pages/build.ts';
import type { SiteContent, SitePage } from './site-pages/types.ts';

export type {
  SiteBlockRef,
  SiteContent,
  SiteContentPage,
  SiteEventRef,
  SiteNewsArticle,
  SitePage,
  SiteProductPage,
  SiteView,
  SiteViewKind,
} from './site-pages/types.ts';
export { buildSitePages, SitePathCollisionError } from './site-pages/build.ts';
export { collectEvents, eventLabel, type CollectedEvent } from './site-pages/events.ts';
export { alternatesOf, equivalentPath, findSitePage, normalizePath } from './site-pages/lookup.ts';

let memo: Promise<SitePage[]> | undefined;

/**
 * Every page of the site from the content collections, built once per process. The collections
 * module (astro:content) is imported lazily so the pure parts stay importable in unit tests.
 */
export function getSitePages(): Promise<SitePage[]> {
  memo ??= (async () => {
    const { getContentPages, getNewsArticles, getProductPages } = await import('../cms/collections.ts');
    const [contentPages, productPages, newsArticles] = await Promise.all([getContentPages(), getProductPages(), getNewsArticles()]);
    const content: SiteContent = { contentPages, productPages, newsArticles };
    return buildSitePages(content, (reason) => console.warn(`[routes] ${reason}`));
  })();
  memo.catch(() => {
    memo = undefined;
  });
  return memo;
}
