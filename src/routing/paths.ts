/**
 * URL builders (DESIGN §4: no template builds a path by hand). Every path starts with the locale
 * prefix and ends with a slash (astro.config.mjs: trailingSlash 'always', directory format).
 * Issue 3 adds the remaining routes of SPEC §2.1 here.
 */
import { isLocale, type LocaleCode } from '../i18n/locales.ts';
import { isProductCategory, productBase, productCategorySegments, segmentFor } from './segments.ts';

/** The fields of a content page its URL depends on (SPEC §2.1). */
export interface ContentPageRef {
  slug?: string | null;
  internationalSlug?: string | null;
}

/** The fields of a product page its URL depends on (SPEC §2.1, §2.6). */
export interface ProductPageRef {
  slug?: string | null;
  Category?: string | null;
}

function path(segments: readonly string[], hash?: string | null): string {
  const joined = `/${segments.map((segment) => encodeURIComponent(segment)).join('/')}/`;
  const anchor = hash?.replace(/^#/, '');
  return anchor ? `${joined}#${encodeURIComponent(anchor)}` : joined;
}

/** `/de/`, `/en/`, … */
export function homePath(locale: LocaleCode): string {
  return path([locale]);
}

/** The slug a content page has in a locale: `slug` for German, `internationalSlug` otherwise. */
export function contentPageSlug(locale: LocaleCode, page: ContentPageRef): string | null {
  const slug = locale === 'de' ? page.slug : page.internationalSlug;
  return slug?.trim() ? slug.trim() : null;
}

/** `/de/kontakt/`, `/en/contact/#locations`; null when the page has no slug for that locale. */
export function contentPagePath(locale: LocaleCode, page: ContentPageRef, hash?: string | null): string | null {
  const slug = contentPageSlug(locale, page);
  return slug ? path([locale, slug], hash) : null;
}

/** `/de/produkte-loesungen/mask-aligner/ma200-gen3/`; null without slug or a known category. */
export function productPagePath(locale: LocaleCode, product: ProductPageRef): string | null {
  const slug = product.slug?.trim();
  if (!slug || !isProductCategory(product.Category)) return null;
  const category = productCategorySegments[product.Category];
  return path([locale, segmentFor(productBase, locale), segmentFor(category, locale), slug]);
}

/**
 * A free link string from the content system: absolute URLs (http, https, mailto, tel), root
 * paths and hash links stay as they are; a bare slug is a page of the current locale.
 * Anything else (javascript:, data:, …) yields null.
 */
export function freeLinkHref(locale: LocaleCode, link: string | null | undefined): string | null {
  const value = link?.trim();
  if (!value) return null;
  if (/^(https?:\/\/|mailto:|tel:)/i.test(value)) return value;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (value.startsWith('#')) return value;
  if (/^[\w-]+(\/[\w-]+)*\/?$/.test(value)) return path([locale, ...value.replace(/\/$/, '').split('/')]);
  return null;
}

/** The locale a site path belongs to (`/jp/…` → 'jp'), or null outside the locale prefixes. */
export function localeFromPath(pathname: string): LocaleCode | null {
  const first = pathname.split(/[?#]/, 1)[0]?.split('/').find(Boolean);
  return isLocale(first) ? first : null;
}
