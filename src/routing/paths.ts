/**
 * URL builders (docs/architecture.md §5: no template builds a path by hand). Every path starts with the locale
 * prefix and ends with a slash (astro.config.mjs: trailingSlash 'always', directory format); an
 * optional hash anchor follows the slash. Segments come from ./segments.ts; the list and detail
 * builders live in ./article-paths.ts and are re-exported here.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { slugify } from '../text/slugify.ts';
import {
  isPageCategory,
  isProductCategory,
  NO_PRODUCT_PAGE,
  pageCategorySegments,
  productBase,
  productCategorySegments,
  sectionSegments,
  segmentFor,
  thankYouSegments,
  type ThankYouPage,
} from './segments.ts';
import { clean, path } from './url.ts';

export { articleDetailPath, articleListPath, detailHasAlias, technicalPublicationsBarePath } from './article-paths.ts';

/** The fields of a content page its URL depends on (docs/locales-and-urls.md §4). */
export interface ContentPageRef {
  slug?: string | null;
  internationalSlug?: string | null;
  pageCategory?: string | null;
}

/** The fields of a product page its URL depends on (docs/locales-and-urls.md §4, §6). */
export interface ProductPageRef {
  slug?: string | null;
  Category?: string | null;
}

/** `/de/`, `/en/`, … */
export function homePath(locale: LocaleCode): string {
  return path([locale]);
}

/** `/de/404/`, `/en/404/`: the error page of a locale (src/pages/[lang]/404.astro, docs/locales-and-urls.md §10). */
export function notFoundPath(locale: LocaleCode): string {
  return path([locale, '404']);
}

/**
 * The slug a content page has in a locale (docs/locales-and-urls.md §4): `slug` for German, `internationalSlug`
 * otherwise. Decision: when the locale's slug is missing, the other one stands in (a page with
 * only a German slug gets `/en/<german slug>/`, one with only an internationalSlug gets
 * `/de/<internationalSlug>/`), so every page exists in every locale (docs/locales-and-urls.md §3: English stands in for
 * missing content). Null only when the page has neither.
 */
export function contentPageSlug(locale: LocaleCode, page: ContentPageRef): string | null {
  const own = clean(locale === 'de' ? page.slug : page.internationalSlug);
  return own ?? clean(locale === 'de' ? page.internationalSlug : page.slug);
}

/** The fixed overview routes (docs/locales-and-urls.md §4) and the content page slug each one renders. */
const overviewSlugs = {
  investorRelations: 'investor-relations',
  jobs: 'jobs',
  news: 'news',
} as const;

export type OverviewSection = keyof typeof overviewSlugs;

/** The overview a content page is shown on (slug or internationalSlug investor-relations, jobs, news), or null. */
export function overviewSectionOf(page: ContentPageRef): OverviewSection | null {
  for (const [section, slug] of Object.entries(overviewSlugs) as Array<[OverviewSection, string]>) {
    if (clean(page.slug) === slug || clean(page.internationalSlug) === slug) return section;
  }
  return null;
}

/** `/de/investor-relations/`, `/en/news/`, `/jp/jobs/` */
export function overviewPath(locale: LocaleCode, section: OverviewSection, hash?: string | null): string {
  return path([locale, segmentFor(sectionSegments[section], locale)], hash);
}

/** `/de/danke/kontakt/`, `/en/thank-you/newsletter-confirmed/`: where a form's outcome is shown. */
export function thankYouPath(locale: LocaleCode, page: ThankYouPage): string {
  return path([locale, segmentFor(sectionSegments.thankYou, locale), segmentFor(thankYouSegments[page], locale)]);
}

/** `/de/suche/`, `/en/search/`: the locale's search page (noindex, not in the sitemap). */
export function searchPath(locale: LocaleCode): string {
  return path([locale, segmentFor(sectionSegments.search, locale)]);
}

export const irOverviewPath = (locale: LocaleCode, hash?: string | null): string => overviewPath(locale, 'investorRelations', hash);
export const newsOverviewPath = (locale: LocaleCode, hash?: string | null): string => overviewPath(locale, 'news', hash);

/**
 * `/de/unternehmen/organisation/`: a content page of a page category (docs/locales-and-urls.md §4, §5); null without
 * slug or known category.
 */
export function categoryContentPagePath(locale: LocaleCode, page: ContentPageRef, hash?: string | null): string | null {
  const slug = contentPageSlug(locale, page);
  if (!slug || !isPageCategory(page.pageCategory)) return null;
  return path([locale, segmentFor(pageCategorySegments[page.pageCategory], locale), slug], hash);
}

/**
 * The path of a content page (docs/locales-and-urls.md §4): the overview route for the pages behind the fixed overviews,
 * the category path when `pageCategory` is set (`/de/produkte-loesungen/schulung/`), else
 * `/{lang}/{slug}/` (`/de/kontakt/`, `/en/contact/#locations`). Null when the page has no slug.
 */
export function contentPagePath(locale: LocaleCode, page: ContentPageRef, hash?: string | null): string | null {
  const overview = overviewSectionOf(page);
  if (overview) return overviewPath(locale, overview, hash);
  if (isPageCategory(page.pageCategory)) return categoryContentPagePath(locale, page, hash);
  const slug = contentPageSlug(locale, page);
  return slug ? path([locale, slug], hash) : null;
}

/** `/de/produkte-loesungen/mask-aligner/ma200-gen3/`; null without slug or a known category. */
export function productPagePath(locale: LocaleCode, product: ProductPageRef): string | null {
  const slug = clean(product.slug);
  if (!slug || !isProductCategory(product.Category)) return null;
  const category = productCategorySegments[product.Category];
  return path([locale, segmentFor(productBase, locale), segmentFor(category, locale), slug]);
}

/**
 * The product link rule (docs/locales-and-urls.md §6): `/{lang}/{base}/{category segment}/{product slug}/`. A link
 * without product page yields the placeholder `no-product-page` in the product's place
 * (`/en/products-solutions/metrology/no-product-page/`, or `/en/products-solutions/no-product-page/`
 * without a known category). No page is built there (it answers the 404 page): views should
 * check `isNoProductPagePath` and render the entry as plain text.
 */
export function productLinkPath(
  locale: LocaleCode,
  category: string | null | undefined,
  product: ProductPageRef | null | undefined,
): string {
  const real = product ? productPagePath(locale, { Category: product.Category ?? category, slug: product.slug }) : null;
  if (real) return real;
  const base = segmentFor(productBase, locale);
  const segment = isProductCategory(category) ? segmentFor(productCategorySegments[category], locale) : null;
  return path(segment ? [locale, base, segment, NO_PRODUCT_PAGE] : [locale, base, NO_PRODUCT_PAGE]);
}

export function isNoProductPagePath(href: string): boolean {
  return href.split(/[?#]/, 1)[0]!.endsWith(`/${NO_PRODUCT_PAGE}/`);
}

/** The product page the Metrology category links to straight away (docs/locales-and-urls.md §6). */
export const METROLOGY_PRODUCT_SLUG = 'dsm8-200-gen2';

/** `/de/event/`, `/de/event/litho-user-forum-2025/` (the label through the slug helper). */
export function eventPath(locale: LocaleCode, label?: string | null): string {
  const segment = slugify(label);
  return path(segment ? [locale, segmentFor(sectionSegments.event, locale), segment] : [locale, segmentFor(sectionSegments.event, locale)]);
}

/** `/{lang}/event/{label}.ics`: the event's calendar file (src/views/event-calendar.ts), beside its page. */
export function eventCalendarPath(locale: LocaleCode, label: string): string {
  return `${eventPath(locale, label).replace(/\/$/, '')}.ics`;
}

// ── Named navigation targets (docs/locales-and-urls.md §6) ────────────────────────────────────

export interface ContentPageTargetParams {
  slug?: string | null;
  internationalSlug?: string | null;
  hash?: string | null;
}

export interface PageCategoryContentPageTargetParams extends ContentPageTargetParams {
  pageCategory?: string | null;
}

export interface ProductTargetParams {
  category?: string | null;
  product?: string | null;
}

export type NavigationTarget =
  | { name: 'content-page'; params: ContentPageTargetParams }
  | { name: 'page-category-content-page'; params: PageCategoryContentPageTargetParams }
  | { name: 'products-solutions-category-product-solutions'; params: ProductTargetParams };

export const contentPageTarget = (params: ContentPageTargetParams): NavigationTarget => ({ name: 'content-page', params });
export const pageCategoryContentPageTarget = (params: PageCategoryContentPageTargetParams): NavigationTarget => ({
  name: 'page-category-content-page',
  params,
});
export const productsSolutionsCategoryProductTarget = (params: ProductTargetParams): NavigationTarget => ({
  name: 'products-solutions-category-product-solutions',
  params,
});

/**
 * The path of a named target in a locale. content-page: `/{lang}/{slug}/` (German slug for de,
 * internationalSlug otherwise; the fixed overviews for investor-relations/jobs/news);
 * page-category-content-page: `/{lang}/{category segment}/{slug}/` (content-page without a known
 * category); products-solutions-category-product-solutions: the product link rule. Null when a
 * content target has no slug at all.
 */
export function targetPath(locale: LocaleCode, target: NavigationTarget): string | null {
  switch (target.name) {
    case 'content-page': {
      const { slug, internationalSlug, hash } = target.params;
      return contentPagePath(locale, { slug, internationalSlug }, hash);
    }
    case 'page-category-content-page': {
      const { hash, ...page } = target.params;
      return isPageCategory(page.pageCategory) && !overviewSectionOf(page)
        ? categoryContentPagePath(locale, page, hash)
        : contentPagePath(locale, { slug: page.slug, internationalSlug: page.internationalSlug }, hash);
    }
    case 'products-solutions-category-product-solutions': {
      const { category, product } = target.params;
      return productLinkPath(locale, category, product ? { Category: category, slug: product } : null);
    }
  }
}

/**
 * A free link string from the content system: absolute URLs (http, https, mailto, tel), root
 * paths and hash links stay as they are; a bare slug is a page of the current locale.
 * Anything else (javascript:, data:, …) yields null, and so does any link with a backslash or a
 * control character (browsers read `/\evil.example` and `/<tab>/evil.example` as the
 * protocol-relative `//evil.example`) and any protocol-relative `//host` link.
 */
export function freeLinkHref(locale: LocaleCode, link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value || /[\\\p{Cc}]/u.test(value)) return null;
  if (/^(https?:\/\/[^/]|mailto:|tel:)/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (value.startsWith('#')) return value;
  if (/^[\w-]+(\/[\w-]+)*\/?$/.test(value)) return path([locale, ...value.replace(/\/$/, '').split('/')]);
  return null;
}
