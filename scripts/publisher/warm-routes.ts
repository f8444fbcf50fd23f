/**
 * What the warm site (./warm-site.ts) renders besides the pages of the site model, and how it finds
 * the routes: the route files of `astro build`, the error pages, the events' calendar files, the
 * sitemaps and the redirect rules file; and which parts of the chrome differ between two models.
 */
import { localeCodes } from '../../src/i18n/locales.ts';
import { notFoundPath } from '../../src/routing/paths.ts';
import { eventCalendarFiles } from '../../src/routing/site-pages.ts';
import { REDIRECTS_PATH } from '../../src/seo/redirects.ts';
import { SITEMAP_INDEX_PATH, sitemapChunkCount, sitemapChunkPath } from '../../src/seo/sitemap.ts';
import { hashJson } from '../../src/site/digests.ts';
import type { SiteModel } from '../../src/site/types.ts';

/** The root error page's record path (src/components/NotFoundPage.astro). */
export const ROOT_NOT_FOUND = '/404.html';
/** The URL `astro build` renders it at. */
export const ROOT_NOT_FOUND_URL = '/404/';
/** The URL `astro build` renders the redirect rules file at (an endpoint without extension: the trailing slash). */
export const REDIRECTS_URL = `${REDIRECTS_PATH}/`;

export const ROUTE_FILES = {
  page: 'src/pages/[lang]/[...path].astro',
  home: 'src/pages/[lang]/index.astro',
  notFound: 'src/pages/[lang]/404.astro',
  rootNotFound: 'src/pages/404.astro',
  sitemap: 'src/pages/sitemaps/[n].xml.ts',
  sitemapIndex: 'src/pages/[sitemapIndex].xml.ts',
  eventCalendar: 'src/pages/[lang]/event/[label].ics.ts',
  redirects: 'src/pages/[redirectsFile].ts',
} as const;

export const errorPaths = (): string[] => [ROOT_NOT_FOUND, ...localeCodes.map((locale) => notFoundPath(locale))];

/** The events' calendar files (`/{lang}/event/{label}.ics`), one beside each event page. */
export function calendarPaths(model: SiteModel): string[] {
  return eventCalendarFiles(model.pages).map((file) => file.path);
}

export function sitemapPaths(model: SiteModel): string[] {
  const count = sitemapChunkCount(model.pages);
  return [SITEMAP_INDEX_PATH, ...Array.from({ length: count }, (_, i) => sitemapChunkPath(i + 1))];
}

/** Which parts of the chrome differ between two models (for the log and /status). */
export function chromeChanges(before: SiteModel, after: SiteModel): string[] {
  const parts: string[] = [];
  const differs = (a: unknown, b: unknown): boolean => hashJson(a) !== hashJson(b);
  for (const locale of localeCodes) {
    if (differs(before.navigation.get(locale), after.navigation.get(locale))) parts.push(`${locale} navigation`);
    if (differs(before.footer.get(locale), after.footer.get(locale))) parts.push(`${locale} footer`);
  }
  for (const collection of ['translations', 'locales', 'metaMenuLinks'] as const) {
    const digests = (model: SiteModel) => model.data[collection].map((entry) => entry.digest);
    if (differs(digests(before), digests(after))) parts.push(collection);
  }
  return parts;
}
