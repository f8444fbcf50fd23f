/**
 * The static paths of the page routes (one module enumerates every static path; the pages
 * themselves come from the site model, src/site). Route files in src/pages re-export these as their
 * getStaticPaths.
 */
import { localeCodes, type LocaleCode } from '../i18n/locales.ts';
import { selectForRender } from './select.ts';
import { siteModel } from './current.ts';
import { eventCalendarFiles, type SitePage } from '../routing/site-pages.ts';

export interface NotFoundProps {
  locale: LocaleCode;
}

export interface SitePageProps {
  page: SitePage;
}

/**
 * The pages of a route that this build renders: all of them, or in an incremental build those whose
 * content changed (src/site/select.ts; the others keep their last output).
 */
async function pagesToRender(filter: (page: SitePage) => boolean): Promise<SitePage[]> {
  const model = await siteModel();
  return selectForRender(model, model.pages.filter(filter), (page) => page.path);
}

/** `/{lang}/` for every locale: the home pages of the site's page enumeration (rendered by SitePageView like every page). */
export async function homeStaticPaths() {
  return (await pagesToRender((page) => page.view.kind === 'home')).map((page) => ({
    params: { lang: page.locale },
    props: { page } satisfies SitePageProps,
  }));
}

/** The `[...path]` param of a page path: `/de/investor-relations/ad-hoc-meldungen/` → `investor-relations/ad-hoc-meldungen`. */
function restParam(page: SitePage): string {
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

/** `/{lang}/404` for every locale: the error page in that language (rendered in every build, also incremental ones). */
export function notFoundStaticPaths() {
  return localeCodes.map((locale) => ({ params: { lang: locale }, props: { locale } satisfies NotFoundProps }));
}

export interface EventCalendarProps {
  label: string;
  path: string;
}

/** `/{lang}/event/{label}.ics` for every event page (src/pages/[lang]/event/[label].ics.ts). */
export async function eventCalendarStaticPaths() {
  const model = await siteModel();
  return selectForRender(model, eventCalendarFiles(model.pages), (file) => file.path).map(({ locale, label, path }) => ({
    params: { lang: locale, label: decodeURIComponent(path.slice(path.lastIndexOf('/') + 1, -'.ics'.length)) },
    props: { label, path } satisfies EventCalendarProps,
  }));
}
