/**
 * The static paths of the page routes (DESIGN §2: one module enumerates every static path; the
 * pages themselves come from ./site-pages.ts). Route files in src/pages re-export these as their
 * getStaticPaths.
 */
import { getErrorPage } from '../cms/collections.ts';
import type { ContentPageEntry } from '../cms/types.ts';
import { localeCodes, type LocaleCode } from '../i18n/locales.ts';
import { selectForRender } from '../incremental/select.ts';
import { getSitePages, type SitePage } from './site-pages.ts';

export interface NotFoundProps {
  locale: LocaleCode;
  errorPage: ContentPageEntry | null;
}

export interface SitePageProps {
  page: SitePage;
}

/**
 * The pages of a route that this build renders: all of them, or in an incremental build those whose
 * content changed (src/incremental/select.ts; the others keep their last output).
 */
async function pagesToRender(filter: (page: SitePage) => boolean): Promise<SitePage[]> {
  return selectForRender((await getSitePages()).filter(filter), (page) => page.path);
}

/** `/{lang}/` for every locale: the home pages of the site's page enumeration (rendered by SitePageView like every page). */
export async function homeStaticPaths() {
  return (await pagesToRender((page) => page.view.kind === 'home')).map((page) => ({
    params: { lang: page.locale },
    props: { page } satisfies SitePageProps,
  }));
}

/** The `[...path]` param of a page path: `/de/investor-relations/ad-hoc-meldungen/` → `investor-relations/ad-hoc-meldungen`. */
export function restParam(page: SitePage): string {
  return page.path
    .split('/')
    .filter(Boolean)
    .slice(1)
    .map((segment) => decodeURIComponent(segment))
    .join('/');
}

/** `/{lang}/{...path}/` for every page of the site except home (src/pages/[lang]/index.astro). */
export async function sitePageStaticPaths() {
  return (await pagesToRender((page) => page.view.kind !== 'home')).map((page) => ({
    params: { lang: page.locale, path: restParam(page) },
    props: { page } satisfies SitePageProps,
  }));
}

/** The error page's content (SPEC §2.11), or null when the content system has none. */
export async function errorPageContent(): Promise<ContentPageEntry | null> {
  return (await getErrorPage()) ?? null;
}

/** `/{lang}/404` for every locale: the error page in that language (rendered in every build, also incremental ones). */
export async function notFoundStaticPaths() {
  const errorPage = await errorPageContent();
  return localeCodes.map((locale) => ({ params: { lang: locale }, props: { locale, errorPage } satisfies NotFoundProps }));
}
