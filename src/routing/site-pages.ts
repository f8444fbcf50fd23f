/**
 * ONE enumeration of every page of the site (DESIGN §2): `buildSitePages` (pure)
 * over the content, `getSitePages` over the collections (memoised), the language mapping between
 * pages (`alternatesOf`, `equivalentPath`) and the links to built pages (`sitePathOf` and the
 * helpers of ./site-pages/links.ts: a link exists only when its page does).
 */
import type { ContentPageEntry } from '../cms/types.ts';
import { buildSite, type Site } from './site-pages/build.ts';
import type { CollectedEvent, EventOf } from './site-pages/events.ts';
import type { SitePage } from './site-pages/types.ts';

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
export { buildSite, buildSitePages, SitePathCollisionError, type Site } from './site-pages/build.ts';
export { collectEvents, eventLabel, type CollectedEvent, type EventOf } from './site-pages/events.ts';
export { sitePageKey } from './site-pages/keys.ts';
export { articleDetailLink, articleLink, contentPageLink, eventLink, productPageLink, productPageLinkBySlug } from './site-pages/links.ts';
export { alternatesOf, equivalentPath, findSitePage, normalizePath, sitePageOf, sitePathOf } from './site-pages/lookup.ts';

let memo: Promise<Site<ContentPageEntry>> | undefined;

/**
 * The pages and events of the site from the content collections, built once per process. The
 * collections module (astro:content) is imported lazily so the pure parts stay importable in unit
 * tests.
 */
function getSite(): Promise<Site<ContentPageEntry>> {
  memo ??= (async () => {
    const { getContentPages, getNewsArticles, getProductPages } = await import('../cms/collections.ts');
    const [contentPages, productPages, newsArticles] = await Promise.all([getContentPages(), getProductPages(), getNewsArticles()]);
    return buildSite({ contentPages, productPages, newsArticles }, (reason) => console.warn(`[routes] ${reason}`));
  })();
  memo.catch(() => {
    memo = undefined;
  });
  return memo;
}

/** Every page of the site (memoised). */
export async function getSitePages(): Promise<SitePage[]> {
  return (await getSite()).pages;
}

/** Every event of the Events blocks, as the enumeration collected them (once per build). */
export async function getSiteEvents(): Promise<Array<CollectedEvent<EventOf<ContentPageEntry>>>> {
  return (await getSite()).events;
}
