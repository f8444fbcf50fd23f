/**
 * The error page's content page (SPEC §2.11) and the language versions of a content page. Routes
 * of content pages are enumerated in ./site-pages (one enumeration of every page).
 */
import { localeCodes, type LocaleCode } from '../i18n/locales.ts';
import { contentPagePath, type ContentPageRef } from './paths.ts';

/** The content page whose blocks the error page shows (SPEC §2.11); it has no route of its own. */
export const ERROR_PAGE_SLUG = '404-error-page';

export function isErrorPage(page: ContentPageRef): boolean {
  return page.slug === ERROR_PAGE_SLUG || (!page.slug?.trim() && page.internationalSlug === ERROR_PAGE_SLUG);
}

/** The error page's content among all content pages, if there is one. */
export function findErrorPage<P extends ContentPageRef>(pages: readonly P[]): P | undefined {
  return pages.find(isErrorPage);
}

/**
 * The page's path in every locale. Prefer `alternatesOf(sitePage, pages)` from ./site-pages.ts,
 * which covers every kind of page.
 */
export function contentPageAlternates(page: ContentPageRef): Partial<Record<LocaleCode, string>> {
  const alternates: Partial<Record<LocaleCode, string>> = {};
  for (const locale of localeCodes) {
    const path = contentPagePath(locale, page);
    if (path) alternates[locale] = path;
  }
  return alternates;
}
