/**
 * ONE enumeration of every page of the site: `enumeratePages` (pure) over the content (the site model,
 * src/site, holds its result), the language mapping between
 * pages (`alternatesOf`, `equivalentPath`) and the links to built pages (`sitePathOf` and the
 * helpers of ./site-pages/links.ts: a link exists only when its page does).
 */

export type { SiteContent, SitePage, SiteView } from './site-pages/types.ts';
export { enumeratePages, buildSitePages, SitePathCollisionError } from './site-pages/build.ts';
export { collectEvents, eventLabel, type CollectedEvent } from './site-pages/events.ts';
export { sitePageKey } from './site-pages/keys.ts';
export { legacyRedirects, type SiteRedirect } from './site-pages/redirects.ts';
export {
  articleDetailLink,
  articleLink,
  contentPageLink,
  eventCalendarFiles,
  eventLink,
  productPageLink,
  productPageLinkBySlug,
  siteLinks,
  targetLink,
  type SiteLinks,
} from './site-pages/links.ts';
export {
  alternatesOf,
  equivalentPath,
  findSitePage,
  normalizePath,
  pageTable,
  sitePageOf,
  sitePathOf,
  type PageTable,
} from './site-pages/lookup.ts';
