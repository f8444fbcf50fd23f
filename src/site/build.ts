/**
 * buildSiteModel: the site model (./types.ts) from the content of a build and its day. Pure: the
 * same content, day (and year) give an equal model; nothing is read from anywhere else and nothing is kept between
 * calls. Content problems of the navigation and the footer go to `report` (src/cms/problems.ts:
 * fatal under STRICT_CONTENT=1), pages that get no route to `onSkip`.
 */
import { collectionNames, type CollectionName, type ContentPageEntry, type ProductCategoryEntry } from '../cms/types.ts';
import { contentProblemReporter, type ProblemReporter } from '../cms/problems.ts';
import { localeCodes, type LocaleCode } from '../i18n/locales.ts';
import { buildNavigation } from '../navigation/build.ts';
import { buildFooter } from '../navigation/footer.ts';
import { enumeratePages, legacyRedirects, type SitePage } from '../routing/site-pages.ts';
import { sortEvents } from './events.ts';
import type { EntryTypes, SiteData, SiteEntries, SiteModel, StoredEntry } from './types.ts';

export interface BuildSiteOptions {
  /**
   * The day the model is built for (ISO `YYYY-MM-DD`): what is upcoming and what is past, the order of
   * the financial calendar. Whoever builds the model determines it once (src/text/clock.ts `siteToday`).
   */
  today: string;
  /** Where content problems of the navigation, the footer and the redirects go; default the build log (fatal under STRICT_CONTENT=1). */
  report?: (scope: 'navigation' | 'footer' | 'redirects') => ProblemReporter;
  /** Pages that get no route, with the reason; default a `[routes]` line in the build log. */
  onSkip?: (reason: string) => void;
  /** The year of the footer's copyright line; default this year. */
  year?: number;
}

function byOrder<T extends { order?: number | null; id: string }>(a: T, b: T): number {
  return (a.order ?? Number.MAX_SAFE_INTEGER) - (b.order ?? Number.MAX_SAFE_INTEGER) || a.id.localeCompare(b.id, 'en', { numeric: true });
}

function indexEntries(data: SiteData): SiteEntries {
  const entries = {} as Record<CollectionName, Map<string, StoredEntry<unknown>>>;
  for (const name of collectionNames) entries[name] = new Map(data[name].map((entry) => [entry.id, entry]));
  return entries as unknown as SiteEntries;
}

const values = <C extends CollectionName>(data: SiteData, name: C): Array<EntryTypes[C]> =>
  (data[name] as ReadonlyArray<StoredEntry<EntryTypes[C]>>).map((entry) => entry.data);

function slugIndex(pages: readonly ContentPageEntry[]): Map<string, ContentPageEntry> {
  const bySlug = new Map<string, ContentPageEntry>();
  for (const page of pages) if (page.slug && !bySlug.has(page.slug)) bySlug.set(page.slug, page);
  for (const page of pages) if (page.internationalSlug && !bySlug.has(page.internationalSlug)) bySlug.set(page.internationalSlug, page);
  return bySlug;
}

function categoryIndex(categories: readonly ProductCategoryEntry[]): Map<string, ProductCategoryEntry> {
  const map = new Map<string, ProductCategoryEntry>();
  for (const entry of categories) if (entry.Category && !map.has(entry.Category)) map.set(entry.Category, entry);
  return map;
}

function productPathsByLocale(pages: readonly SitePage[]): Map<LocaleCode, Set<string>> {
  const paths = new Map<LocaleCode, Set<string>>(localeCodes.map((code) => [code, new Set<string>()]));
  for (const page of pages) if (!page.alias && page.view.kind === 'productDetail') paths.get(page.locale)!.add(page.path);
  return paths;
}

function pathIndex(pages: readonly SitePage[]): Map<string, SitePage> {
  const map = new Map<string, SitePage>();
  for (const page of pages) if (!map.has(page.path)) map.set(page.path, page);
  return map;
}

/** Entries in the order the content system lists them (`sort: "id:asc"`): the order the model is built in, whoever read them. */
export function byEntryId<T extends { id: string }>(a: T, b: T): number {
  return a.id.localeCompare(b.id, 'en', { numeric: true });
}

export function buildSiteModel(data: SiteData, options: BuildSiteOptions): SiteModel {
  const report = options.report ?? ((scope) => contentProblemReporter(scope));
  const onSkip = options.onSkip ?? ((reason: string) => console.warn(`[routes] ${reason}`));
  const contentPages = values(data, 'contentPages');
  const productPages = values(data, 'productPages');
  const newsArticles = values(data, 'newsArticles');
  const { pages, events } = enumeratePages({ contentPages, productPages, newsArticles }, options.today, onSkip);
  const ordered = sortEvents(events);
  const navigationContent = { contentPages, productPages, metaMenuLinks: values(data, 'metaMenuLinks').sort(byOrder) };
  const navigationReport = report('navigation');
  const footerReport = report('footer');
  const footerEntry = data.footer[0]?.data;
  return {
    data,
    today: options.today,
    entries: indexEntries(data),
    pages,
    pageByPath: pathIndex(pages),
    contentPageBySlug: slugIndex(contentPages),
    productCategoryByCategory: categoryIndex(values(data, 'productCategories').sort(byOrder)),
    events: { ordered, byLabel: new Map(ordered.map((entry) => [entry.label, entry])) },
    productPaths: productPathsByLocale(pages),
    navigation: new Map(localeCodes.map((code) => [code, buildNavigation(code, navigationContent, pages, navigationReport)])),
    footer: new Map(localeCodes.map((code) => [code, buildFooter(code, footerEntry, pages, footerReport, options.year)])),
    redirects: legacyRedirects(pages, newsArticles, report('redirects')),
  };
}
