/**
 * The route tables of docs/locales-and-urls.md §4 and §5 and the fixed pages linked from the footer and the menus
 * (docs/navigation.md §2, §8) TRANSCRIBED as data, and their expansion into concrete URLs for all five
 * locales with the sample content as parameters.
 *
 * This module deliberately imports nothing from src/ (least of all src/routing): the acceptance
 * tests compare the built site with the documented tables, not the implementation with itself.
 * These rules of docs/locales-and-urls.md §1, §4, §7 and §8 are encoded here:
 * - every route exists in all five locales; German uses the German spelling where the table gives
 *   one, and the table as written (the English word) where it gives none;
 * - the detail routes (written without a prefix in the table) live under `/{lang}/…` like every
 *   other route (the prefix is always there);
 * - `{slug}` = the article's slug, `{id}` = its CMS id, press releases `{type}` =
 *   `investor-relations-news`; content pages use `slug` in German and `internationalSlug` otherwise;
 * - optional params: for `{id?}` the short form is canonical and the long form an alias (canonical
 *   link to the short form, not in the sitemap); `news/technical-publications/` without slug is an
 *   alias of the technical-publications list; `/event/` (all events) and `/event/{label}/` are two
 *   pages;
 * - every URL ends in `/` (the site canonicalises to a trailing slash).
 */
import { addSampleEntries } from '../../scripts/content-server/sample/index.ts';
import { fileKey } from '../../scripts/content-server/sample/files.ts';
import { SeedBuilder } from '../../scripts/content-server/sample/ids.ts';
import { imageSpecs } from '../../scripts/content-server/sample/images.ts';
import type { Seed, SeedEntry } from '../../scripts/content-server/seed-types.ts';

/**
 * The sample content the site is built from (buildSampleContent), without rendering the images:
 * the upload entries are placeholders, every other collection is identical (a unit test in
 * tests/unit/spec-routes checks that). Takes milliseconds instead of seconds, which matters because
 * Playwright starts a fresh worker after every failing test.
 */
export function sampleRouteContent(): Seed {
  const b = new SeedBuilder();
  for (const spec of imageSpecs()) b.add('UploadFile', fileKey(spec.key), { name: spec.name });
  addSampleEntries(b);
  return b.finish({ withoutUploads: true });
}

// ---------------------------------------------------------------------------------------------
// Locales (docs/locales-and-urls.md §1: code de|en|cn|jp|tw, iso de|en|zh-CN|ja|zh-TW)
// ---------------------------------------------------------------------------------------------

const specLocales = [
  { code: 'cn', iso: 'zh-CN', contentKey: 'chinese' },
  { code: 'de', iso: 'de', contentKey: 'german' },
  { code: 'en', iso: 'en', contentKey: 'english' },
  { code: 'jp', iso: 'ja', contentKey: 'japanese' },
  { code: 'tw', iso: 'zh-TW', contentKey: 'taiwanese' },
] as const;

export type SpecLocale = (typeof specLocales)[number]['code'];
export const specLocaleCodes: readonly SpecLocale[] = specLocales.map((locale) => locale.code);

export function isoOfLocale(code: SpecLocale): string {
  const locale = specLocales.find((entry) => entry.code === code);
  if (!locale) throw new Error(`unknown locale ${code}`);
  return locale.iso;
}

// ---------------------------------------------------------------------------------------------
// Segment maps (docs/locales-and-urls.md §5)
// ---------------------------------------------------------------------------------------------

/** Page categories: German segment / international segment. */
export const pageCategorySegments = {
  ProductsAndSolutions: { de: 'produkte-loesungen', intl: 'products-solutions' },
  Company: { de: 'unternehmen', intl: 'company' },
  Contact: { de: 'kontakt', intl: 'contact' },
  Career: { de: 'karriere', intl: 'careers' },
  InvestorRelations: { de: 'investor-relations', intl: 'investor-relations' },
  News: { de: 'news', intl: 'news' },
} as const satisfies Record<string, { de: string; intl: string }>;

type PageCategory = keyof typeof pageCategorySegments;

/** Product categories: German / English segment; English is used by en, cn, jp and tw. */
export const productCategorySegments = {
  CoaterAndDeveloper: { de: 'belacker-entwickler', en: 'coater-developer' },
  InkjetPrinting: { de: 'tintenstrahldruck', en: 'inkjet-printing' },
  MaskAligner: { de: 'mask-aligner', en: 'mask-aligner' },
  Metrology: { de: 'metrology', en: 'metrology' },
  WaferBonder: { de: 'wafer-bonder', en: 'wafer-bonder' },
  PhotomaskEquipment: { de: 'fotomasken-systeme', en: 'photomask-equipment' },
  ProjectionScanner: { de: 'projektions-scanner', en: 'projection-scanner' },
} as const satisfies Record<string, { de: string; en: string }>;

export type ProductCategory = keyof typeof productCategorySegments;

function pageCategorySegment(category: PageCategory, locale: SpecLocale): string {
  const segments = pageCategorySegments[category];
  return locale === 'de' ? segments.de : segments.intl;
}

export function productCategorySegment(category: ProductCategory, locale: SpecLocale): string {
  const segments = productCategorySegments[category];
  return locale === 'de' ? segments.de : segments.en;
}

// ---------------------------------------------------------------------------------------------
// Route table (docs/locales-and-urls.md §4)
// ---------------------------------------------------------------------------------------------

type ArticleList =
  | 'adhocReleases'
  | 'directorsDealings'
  | 'financialCalendar'
  | 'financialReports'
  | 'pressReleases'
  | 'totalVotingRights'
  | 'votingRights'
  | 'productsAndTechnologyNews'
  | 'technicalPublications';

type RouteKind =
  'home' | 'overview' | 'list' | 'detail' | 'event' | 'productContent' | 'productDetail' | 'genericContent' | 'categoryContent';

export interface SpecRoute {
  /** Stable id of the row (test titles, keys). */
  id: string;
  kind: RouteKind;
  /** The route as the table writes it (English spelling), with the `/{lang}` prefix. */
  pattern: string;
  /** The German spelling where the table notes one (or the readings above give one). */
  de?: string;
  /** The table's purpose column. */
  purpose: string;
  /** The article list a list/detail row belongs to. */
  list?: ArticleList;
  /**
   * The optional parameter of the row (`{x?}`) and which form is canonical:
   * 'without' (the short form; the long one is an alias), 'with' (the form without the param is an
   * alias of `aliasOfWithout`'s route), 'both' (two different pages).
   */
  optional?: { param: string; canonical: 'without' | 'with' | 'both'; aliasOfWithout?: string };
}

// The route table as rows: one route per entry, its German spelling beside it.
// prettier-ignore
export const specRoutes: readonly SpecRoute[] = [
  { id: 'home', kind: 'home', pattern: '/{lang}', purpose: 'home with information tiles' },
  { id: 'ir-overview', kind: 'overview', pattern: '/{lang}/investor-relations', purpose: 'investor overview' },
  { id: 'jobs', kind: 'overview', pattern: '/{lang}/jobs', purpose: 'job listings' },
  { id: 'news-overview', kind: 'overview', pattern: '/{lang}/news', purpose: 'news overview' },

  // lists
  { id: 'list:adhocReleases', kind: 'list', list: 'adhocReleases', purpose: 'list',
    pattern: '/{lang}/investor-relations/ad-hoc-releases', de: '/{lang}/investor-relations/ad-hoc-meldungen' },
  { id: 'list:directorsDealings', kind: 'list', list: 'directorsDealings', purpose: 'list',
    pattern: '/{lang}/investor-relations/directors-dealings' },
  { id: 'list:financialCalendar', kind: 'list', list: 'financialCalendar', purpose: 'list',
    pattern: '/{lang}/investor-relations/financial-calendar', de: '/{lang}/investor-relations/finanzkalender' },
  { id: 'list:financialReports', kind: 'list', list: 'financialReports', purpose: 'list',
    pattern: '/{lang}/investor-relations/financial-reports', de: '/{lang}/investor-relations/finanzberichte' },
  { id: 'list:pressReleases', kind: 'list', list: 'pressReleases', purpose: 'list',
    pattern: '/{lang}/investor-relations/press-releases', de: '/{lang}/investor-relations/pressemitteilungen' },
  { id: 'list:totalVotingRights', kind: 'list', list: 'totalVotingRights', purpose: 'list',
    pattern: '/{lang}/investor-relations/total-voting-rights', de: '/{lang}/investor-relations/gesamtstimmrechte' },
  { id: 'list:votingRights', kind: 'list', list: 'votingRights', purpose: 'list',
    pattern: '/{lang}/investor-relations/voting-rights', de: '/{lang}/investor-relations/stimmrechtsmeldungen' },
  { id: 'list:productsAndTechnologyNews', kind: 'list', list: 'productsAndTechnologyNews', purpose: 'list',
    pattern: '/{lang}/news/products-and-technology-news', de: '/{lang}/news/produkt-und-technologiennachrichten' },
  { id: 'list:technicalPublications', kind: 'list', list: 'technicalPublications', purpose: 'list',
    pattern: '/{lang}/news/technical-publications', de: '/{lang}/news/technische-publikationen' },

  // details (the table writes them without prefix; German keeps the English word unless noted)
  { id: 'detail:directorsDealings', kind: 'detail', list: 'directorsDealings', purpose: 'detail',
    pattern: '/{lang}/investor-relations/directors-dealings/{id}' },
  { id: 'detail:productsAndTechnologyNews', kind: 'detail', list: 'productsAndTechnologyNews', purpose: 'detail',
    pattern: '/{lang}/news/products-and-technology-news/{slug}' },
  { id: 'detail:technicalPublications', kind: 'detail', list: 'technicalPublications',
    purpose: 'detail, slug optional; the german detail keeps the english word technical-publications',
    pattern: '/{lang}/news/technical-publications/{slug?}',
    optional: { param: 'slug', canonical: 'with', aliasOfWithout: 'list:technicalPublications' } },
  { id: 'detail:adhocReleases', kind: 'detail', list: 'adhocReleases', purpose: 'detail',
    pattern: '/{lang}/investor-relations/ad-hoc-releases/{slug}/{id?}', optional: { param: 'id', canonical: 'without' } },
  { id: 'detail:financialReports', kind: 'detail', list: 'financialReports', purpose: 'detail',
    pattern: '/{lang}/investor-relations/financial-reports/{slug}/{id}', de: '/{lang}/investor-relations/finanzberichte/{slug}/{id}' },
  { id: 'detail:totalVotingRights', kind: 'detail', list: 'totalVotingRights', purpose: 'detail',
    pattern: '/{lang}/investor-relations/total-voting-rights/{slug}/{id?}', optional: { param: 'id', canonical: 'without' } },
  { id: 'detail:votingRights', kind: 'detail', list: 'votingRights', purpose: 'detail',
    pattern: '/{lang}/investor-relations/voting-rights/{slug}/{id?}', optional: { param: 'id', canonical: 'without' } },
  { id: 'detail:pressReleases', kind: 'detail', list: 'pressReleases', purpose: 'detail',
    pattern: '/{lang}/investor-relations/press-releases/{type}/{slug}/{id}',
    de: '/{lang}/investor-relations/pressemitteilungen/{type}/{slug}/{id}' },

  { id: 'event', kind: 'event', pattern: '/{lang}/event/{label?}', purpose: 'event page',
    optional: { param: 'label', canonical: 'both' } },
  { id: 'product-content', kind: 'productContent', pattern: '/{lang}/products-solutions/{slug}',
    de: '/{lang}/produkte-loesungen/{slug}', purpose: 'product content page' },
  { id: 'product-detail', kind: 'productDetail', pattern: '/{lang}/products-solutions/{category}/{product}',
    de: '/{lang}/produkte-loesungen/{category}/{product}', purpose: 'product detail page' },
  { id: 'generic-content', kind: 'genericContent', pattern: '/{lang}/{slug}', purpose: 'generic content page' },
  { id: 'category-content', kind: 'categoryContent', pattern: '/{lang}/{pageCategory}/{slug}', purpose: 'category content page' },
];

/** Press releases `{type}`: the kebab-case main category (readings above). */
const pressReleaseType = 'investor-relations-news';

// ---------------------------------------------------------------------------------------------
// Fixed pages linked from the footer and the menus (literal paths; docs/navigation.md §2, §8)
// ---------------------------------------------------------------------------------------------

export interface FooterPage {
  id: string;
  /** Literal paths, written without the trailing slash. */
  paths: Partial<Record<SpecLocale, string>>;
}

// The fixed pages as rows: one page per line with its path in every locale.
// prettier-ignore
export const footerPages: readonly FooterPage[] = [
  // The four legal pages of the bottom bar (docs/navigation.md §8) in every locale: German slug in de, the
  // internationalSlug (English) in tw, jp and cn as in en (docs/locales-and-urls.md §4).
  { id: 'imprint', paths: { de: '/de/impressum', en: '/en/imprint', tw: '/tw/imprint', jp: '/jp/imprint', cn: '/cn/imprint' } },
  { id: 'privacy-policy', paths: { de: '/de/datenschutzerklaerung', en: '/en/privacy-policy', tw: '/tw/privacy-policy', jp: '/jp/privacy-policy', cn: '/cn/privacy-policy' } },
  { id: 'terms-of-use', paths: { de: '/de/nutzungsbedingungen', en: '/en/terms-of-use', tw: '/tw/terms-of-use', jp: '/jp/terms-of-use', cn: '/cn/terms-of-use' } },
  { id: 'terms', paths: { de: '/de/agb', en: '/en/terms', tw: '/tw/terms', jp: '/jp/terms', cn: '/cn/terms' } },
  // The contact page of the main navigation (docs/navigation.md §2), in every locale.
  { id: 'contact', paths: { de: '/de/kontakt', en: '/en/contact', tw: '/tw/contact', jp: '/jp/contact', cn: '/cn/contact' } },
  // The news overview and the image archive, in de and en.
  { id: 'news', paths: { de: '/de/news', en: '/en/news' } },
  { id: 'image-archive', paths: { de: '/de/bildarchiv', en: '/en/image-archive' } },
];

// ---------------------------------------------------------------------------------------------
// Expansion
// ---------------------------------------------------------------------------------------------

export interface SpecUrl {
  /** The row of specRoutes (or `footer:<id>` for a row of footerPages). */
  route: string;
  kind: RouteKind | 'footer';
  locale: SpecLocale;
  /** Path to request, with leading and trailing slash. */
  path: string;
  /** Identical for all language versions of one page. */
  key: string;
  /** The canonical path of this page in this locale (== path unless alias). */
  canonical: string;
  alias: boolean;
  /** Which parameters were used (for failure messages). */
  note: string;
}

export interface SpecParams {
  [param: string]: string | ((locale: SpecLocale) => string);
}

/** `/de/x` → `/de/x/`; `//` collapsed. */
function withSlash(path: string): string {
  const clean = path.replace(/\/{2,}/g, '/');
  return clean.endsWith('/') ? clean : `${clean}/`;
}

/** Fills a route pattern for a locale: `{x}` from params, `{x?}` from params or dropped when absent. */
export function fillPattern(pattern: string, locale: SpecLocale, params: SpecParams): string {
  const filled = pattern.replace(/\{(\w+)(\?)?\}/g, (_match, name: string, optional: string | undefined) => {
    if (name === 'lang') return locale;
    const value = params[name];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`pattern ${pattern}: no value for {${name}}`);
    }
    return typeof value === 'function' ? value(locale) : value;
  });
  return withSlash(filled);
}

function routePattern(route: SpecRoute, locale: SpecLocale): string {
  return locale === 'de' && route.de ? route.de : route.pattern;
}

function routeById(id: string): SpecRoute {
  const route = specRoutes.find((candidate) => candidate.id === id);
  if (!route) throw new Error(`no route ${id}`);
  return route;
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const isPublished = (entry: SeedEntry): boolean => entry.published_at !== null;

/** Which list an article belongs to (docs/locales-and-urls.md §4, as src/routing/article-lists.ts). */
function listOfArticle(article: SeedEntry): ArticleList | null {
  const main = article.newsMainCategory;
  const sub = article.newsSubCategory;
  if (main === 'corporateNews') return 'productsAndTechnologyNews';
  if (main === 'technicalPublications') return 'technicalPublications';
  if (main === 'investorRelationsNews') {
    if (sub === null || sub === undefined || sub === '') return 'pressReleases';
    const lists: Record<string, ArticleList> = {
      adhocReleases: 'adhocReleases',
      financialReports: 'financialReports',
      votingRights: 'votingRights',
      totalVotingRights: 'totalVotingRights',
      financialCalendar: 'financialCalendar',
      directorsDealings: 'directorsDealings',
    };
    return lists[String(sub)] ?? null;
  }
  return null;
}

function compareIds(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  return Number.isFinite(na) && Number.isFinite(nb) ? na - nb : a.localeCompare(b);
}

/** The articles of a list as the list shows them: newest first (publishingDate desc, then id desc). */
function articlesOfList(seed: Seed, list: ArticleList): SeedEntry[] {
  return (seed.collections.NewsArticle ?? [])
    .filter((article) => isPublished(article) && listOfArticle(article) === list)
    .sort((a, b) => str(b.publishingDate).localeCompare(str(a.publishingDate)) || compareIds(b.id, a.id));
}

/** The first and the last entry of a list (the newest and the oldest; one when they coincide). */
function sampleArticles(seed: Seed, list: ArticleList): SeedEntry[] {
  const articles = articlesOfList(seed, list);
  if (articles.length === 0) return [];
  const first = articles[0] as SeedEntry;
  const last = articles[articles.length - 1] as SeedEntry;
  return first === last ? [first] : [first, last];
}

const localSlug =
  (page: SeedEntry) =>
  (locale: SpecLocale): string =>
    locale === 'de' ? str(page.slug) : str(page.internationalSlug);

function contentPages(seed: Seed): SeedEntry[] {
  return (seed.collections.ContentPage ?? []).filter(isPublished);
}

/** The slugs of the fixed routes and the error page, which are not "generic" content pages. */
const specialSlugs = new Set(['investor-relations', 'jobs', 'news', '404-error-page']);

/** The generic content page sampled: the first published page without pageCategory whose two slugs differ. */
function genericContentSample(seed: Seed): SeedEntry | undefined {
  const generic = contentPages(seed).filter((page) => !page.pageCategory && !specialSlugs.has(str(page.slug)));
  return generic.find((page) => page.slug !== page.internationalSlug) ?? generic[0];
}

/** Per page category, the first published page with that category (preferring one whose slugs differ). */
function categoryContentSamples(seed: Seed): Array<{ category: PageCategory; page: SeedEntry }> {
  const result: Array<{ category: PageCategory; page: SeedEntry }> = [];
  for (const category of Object.keys(pageCategorySegments) as PageCategory[]) {
    const pages = contentPages(seed).filter((page) => page.pageCategory === category && !specialSlugs.has(str(page.slug)));
    const page = pages.find((candidate) => candidate.slug !== candidate.internationalSlug) ?? pages[0];
    if (page) result.push({ category, page });
  }
  return result;
}

/** The product content pages: every published ProductsAndSolutions content page. */
function productContentPages(seed: Seed): SeedEntry[] {
  return contentPages(seed).filter((page) => page.pageCategory === 'ProductsAndSolutions');
}

/** One product page of every product category (the first of each). */
export function productSamples(seed: Seed): Array<{ category: ProductCategory; product: SeedEntry }> {
  const result: Array<{ category: ProductCategory; product: SeedEntry }> = [];
  for (const category of Object.keys(productCategorySegments) as ProductCategory[]) {
    const product = (seed.collections.ProductPage ?? []).find((entry) => entry.Category === category && isPublished(entry));
    if (product) result.push({ category, product });
  }
  return result;
}

/** Every event label of every Events block of the published content pages, in content order. */
function eventLabels(seed: Seed): string[] {
  const labels: string[] = [];
  for (const page of contentPages(seed)) {
    for (const block of (page.content as Array<Record<string, unknown>> | undefined) ?? []) {
      if (block.__typename !== 'ComponentContentEvents') continue;
      for (const event of (block.events as Array<Record<string, unknown>> | undefined) ?? []) {
        if (typeof event.label === 'string' && !labels.includes(event.label)) labels.push(event.label);
      }
    }
  }
  return labels;
}

interface Variant {
  key: string;
  note: string;
  params: SpecParams;
}

function variantsOf(route: SpecRoute, seed: Seed): Variant[] {
  switch (route.kind) {
    case 'home':
    case 'overview':
    case 'list':
      return [{ key: route.id, note: '', params: {} }];
    case 'detail': {
      const list = route.list as ArticleList;
      return sampleArticles(seed, list).map((article) => ({
        key: `${route.id}:${article.id}`,
        note: `article ${article.id} ${str(article.slug)}`,
        params: { slug: str(article.slug), id: article.id, type: pressReleaseType },
      }));
    }
    case 'event': {
      const label = eventLabels(seed)[0];
      return label ? [{ key: `${route.id}:${label}`, note: `event ${label}`, params: { label } }] : [];
    }
    case 'productContent':
      return productContentPages(seed).map((page) => ({
        key: `content:${page.id}`,
        note: `content page ${page.id} ${str(page.slug)}`,
        params: { slug: localSlug(page) },
      }));
    case 'productDetail':
      return productSamples(seed).map(({ category, product }) => ({
        key: `product:${product.id}`,
        note: `product ${product.id} ${str(product.slug)} (${category})`,
        params: { category: (locale) => productCategorySegment(category, locale), product: str(product.slug) },
      }));
    case 'genericContent': {
      const page = genericContentSample(seed);
      return page
        ? [{ key: `content:${page.id}`, note: `content page ${page.id} ${str(page.slug)}`, params: { slug: localSlug(page) } }]
        : [];
    }
    case 'categoryContent':
      return categoryContentSamples(seed).map(({ category, page }) => ({
        key: `content:${page.id}`,
        note: `content page ${page.id} ${str(page.slug)} (${category})`,
        params: { pageCategory: (locale) => pageCategorySegment(category, locale), slug: localSlug(page) },
      }));
  }
}

/** The concrete URLs of one route row in one locale (both forms of an optional param). */
export function expandRoute(route: SpecRoute, locale: SpecLocale, seed: Seed): SpecUrl[] {
  const pattern = routePattern(route, locale);
  const urls: SpecUrl[] = [];
  for (const variant of variantsOf(route, seed)) {
    const full = fillPattern(pattern, locale, variant.params);
    const base = { route: route.id, kind: route.kind, locale } as const;
    if (!route.optional) {
      urls.push({ ...base, path: full, key: variant.key, canonical: full, alias: false, note: variant.note });
      continue;
    }
    const withoutParams: SpecParams = { ...variant.params };
    delete withoutParams[route.optional.param];
    const short = fillPattern(pattern, locale, withoutParams);
    switch (route.optional.canonical) {
      case 'without':
        urls.push({ ...base, path: short, key: variant.key, canonical: short, alias: false, note: variant.note });
        urls.push({
          ...base,
          path: full,
          key: variant.key,
          canonical: short,
          alias: true,
          note: `${variant.note}, with {${route.optional.param}}`,
        });
        break;
      case 'with': {
        urls.push({ ...base, path: full, key: variant.key, canonical: full, alias: false, note: variant.note });
        const target = routeById(route.optional.aliasOfWithout as string);
        const canonical = fillPattern(routePattern(target, locale), locale, {});
        urls.push({
          ...base,
          path: short,
          key: target.id,
          canonical,
          alias: short !== canonical,
          note: `without {${route.optional.param}} (alias of ${target.id})`,
        });
        break;
      }
      case 'both':
        urls.push({ ...base, path: full, key: variant.key, canonical: full, alias: false, note: variant.note });
        urls.push({
          ...base,
          path: short,
          key: `${route.id}:*`,
          canonical: short,
          alias: false,
          note: `without {${route.optional.param}}`,
        });
        break;
    }
  }
  // one entry per path (the 'both'/'with' short forms are shared by all variants)
  return urls.filter((url, index) => urls.findIndex((other) => other.path === url.path) === index);
}

/** The fixed pages' paths of one locale (with trailing slash). */
export function expandFooterPages(locale: SpecLocale): SpecUrl[] {
  return footerPages.flatMap((page) => {
    const path = page.paths[locale];
    if (!path) return [];
    const full = withSlash(path);
    return [
      {
        route: `footer:${page.id}`,
        kind: 'footer' as const,
        locale,
        path: full,
        key: `footer:${page.id}`,
        canonical: full,
        alias: false,
        note: '',
      },
    ];
  });
}

/** Every URL of the route table (and the fixed pages) for one locale. */
export function expandLocale(locale: SpecLocale, seed: Seed): SpecUrl[] {
  return [...specRoutes.flatMap((route) => expandRoute(route, locale, seed)), ...expandFooterPages(locale)];
}

/** Every URL for all five locales. */
export function expandSpecRoutes(seed: Seed): SpecUrl[] {
  return specLocaleCodes.flatMap((locale) => expandLocale(locale, seed));
}

/** The same page (key) in another locale, canonical form; undefined when the table has none there. */
export function counterpart(urls: readonly SpecUrl[], key: string, locale: SpecLocale): SpecUrl | undefined {
  return urls.find((url) => url.key === key && url.locale === locale && !url.alias && url.path === url.canonical);
}
