/**
 * Which content page answers which generic route `/{lang}/{slug}` (SPEC §2.1): German pages by
 * `slug`, the other locales by `internationalSlug`. Pure; static-paths.ts feeds it the content.
 */
import { localeCodes, type LocaleCode } from '../i18n/locales.ts';
import { contentPagePath, contentPageSlug, type ContentPageRef } from './paths.ts';

/** The content page whose blocks the error page shows (SPEC §2.11); it has no route of its own. */
export const ERROR_PAGE_SLUG = '404-error-page';

/** Slugs taken by other routes under `/{lang}/`. Issue 3 adds the fixed routes of §2.1 here. */
export const reservedSlugs: ReadonlySet<string> = new Set(['404', '500']);

const validSlug = /^[\p{L}\p{N}][\p{L}\p{N}._~-]*$/u;

export interface ContentPageRoute<P> {
  locale: LocaleCode;
  slug: string;
  page: P;
}

export function isErrorPage(page: ContentPageRef): boolean {
  return page.slug === ERROR_PAGE_SLUG;
}

/** The error page's content among all content pages, if there is one. */
export function findErrorPage<P extends ContentPageRef>(pages: readonly P[]): P | undefined {
  return pages.find(isErrorPage);
}

/**
 * One route per page and locale where the page has a slug for that locale. Skipped, with a
 * reason for the build log: the error page, reserved or malformed slugs, and a second page with a
 * slug another page of that locale already has.
 */
export function contentPageRoutes<P extends ContentPageRef>(
  pages: readonly P[],
  onSkip: (reason: string) => void = () => {},
): ContentPageRoute<P>[] {
  const routes: ContentPageRoute<P>[] = [];
  for (const locale of localeCodes) {
    const taken = new Set<string>();
    for (const page of pages) {
      const slug = contentPageSlug(locale, page);
      if (!slug || isErrorPage(page)) continue;
      if (reservedSlugs.has(slug) || !validSlug.test(slug)) {
        onSkip(`/${locale}/${slug}: the slug is reserved or not a single URL segment`);
      } else if (taken.has(slug)) {
        onSkip(`/${locale}/${slug}: another content page already has this slug`);
      } else {
        taken.add(slug);
        routes.push({ locale, slug, page });
      }
    }
  }
  return routes;
}

/** The page's path in every locale where it has one, for the language links. */
export function contentPageAlternates(page: ContentPageRef): Partial<Record<LocaleCode, string>> {
  const alternates: Partial<Record<LocaleCode, string>> = {};
  for (const locale of localeCodes) {
    const path = contentPagePath(locale, page);
    if (path) alternates[locale] = path;
  }
  return alternates;
}
