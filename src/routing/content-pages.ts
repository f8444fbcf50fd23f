/**
 * The error page's content page (docs/locales-and-urls.md §10). Routes of content pages are enumerated in
 * ./site-pages (one enumeration of every page), their language versions come from
 * `alternatesOf` there.
 */
import type { ContentPageRef } from './paths.ts';

/** The content page whose blocks the error page shows (docs/locales-and-urls.md §10); it has no route of its own. */
export const ERROR_PAGE_SLUG = '404-error-page';

export function isErrorPage(page: ContentPageRef): boolean {
  return page.slug === ERROR_PAGE_SLUG || (!page.slug?.trim() && page.internationalSlug === ERROR_PAGE_SLUG);
}
