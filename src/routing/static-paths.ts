/**
 * The static paths of the page routes (DESIGN §2: one module enumerates every static path).
 * Route files in src/pages re-export these as their getStaticPaths.
 */
import { getContentPages, getErrorPage, getHomepage } from '../cms/collections.ts';
import type { ContentPageEntry, HomepageEntry } from '../cms/types.ts';
import { localeCodes, type LocaleCode } from '../i18n/locales.ts';
import { contentPageRoutes } from './content-pages.ts';

export interface HomeProps {
  locale: LocaleCode;
  homepage: HomepageEntry | null;
}

export interface ContentPageProps {
  locale: LocaleCode;
  page: ContentPageEntry;
}

export interface NotFoundProps {
  locale: LocaleCode;
  errorPage: ContentPageEntry | null;
}

/** `/{lang}/` for every locale, with the homepage tiles. */
export async function homeStaticPaths() {
  const homepage = (await getHomepage()) ?? null;
  return localeCodes.map((locale) => ({ params: { lang: locale }, props: { locale, homepage } satisfies HomeProps }));
}

/** `/{lang}/{slug}/` for every content page and locale it has a slug for. */
export async function contentPageStaticPaths() {
  const pages = await getContentPages();
  const routes = contentPageRoutes(pages, (reason) => console.warn(`[routes] Content page skipped: ${reason}`));
  return routes.map(({ locale, slug, page }) => ({
    params: { lang: locale, slug },
    props: { locale, page } satisfies ContentPageProps,
  }));
}

/** The error page's content (SPEC §2.11), or null when the content system has none. */
export async function errorPageContent(): Promise<ContentPageEntry | null> {
  return (await getErrorPage()) ?? null;
}

/** `/{lang}/404` for every locale: the error page in that language. */
export async function notFoundStaticPaths() {
  const errorPage = await errorPageContent();
  return localeCodes.map((locale) => ({ params: { lang: locale }, props: { locale, errorPage } satisfies NotFoundProps }));
}
