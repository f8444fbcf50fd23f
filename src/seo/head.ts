/**
 * The SEO tags of a page's head (docs/locales-and-urls.md §3, §9; issue 3 item 5), as data:
 * SeoHead.astro renders exactly what `seoTags` returns, so the unit tests check this function.
 *
 * - title "<page title> | <short name>" (the tagline when the page has none);
 * - meta description: the page's own, else the site default in the page's language (English standing
 *   in where a locale has none, then carrying `lang="en"`);
 * - a page of the site (a SitePage): canonical URL (aliases point at their canonical page),
 *   `hreflang` alternates for every language version plus `x-default` (English), all from
 *   `alternatesOf` — the same source as the sitemap — so the versions point at each other;
 * - any other page (the error pages): `noindex`, no canonical, no alternates; an unlisted content page
 *   (src/site.config.ts `unlistedContentPages`) keeps its canonical and alternates and gets `noindex`;
 * - Open Graph and Twitter card tags;
 * - a draft preview build (`preview`, src/seo/preview.ts): `noindex, nofollow` on every page and
 *   the title prefixed with "[Preview] ".
 */
import { defaultLocale, getLocale, isoOf, localeCodes, type IsoCode, type LocaleCode } from '../i18n/locales.ts';
import { documentTitle, siteDescription, siteTagline } from '../i18n/seo.ts';
import type { LocalizedText } from '../i18n/translate.ts';
import { alternatesOf, pageTable, type SiteLinks, type SitePage } from '../routing/site-pages.ts';
import { siteConfig } from '../site.config.ts';

import { PREVIEW_ROBOTS, previewTitle } from './preview.ts';
import { absoluteUrl } from './site-url.ts';

/** The locale whose version is `x-default` (the router default, docs/locales-and-urls.md §1). */
export const xDefaultLocale: LocaleCode = defaultLocale;

/** Open Graph locales (language_TERRITORY). */
const ogLocales: Record<LocaleCode, string> = { de: 'de_DE', en: 'en_US', cn: 'zh_CN', jp: 'ja_JP', tw: 'zh_TW' };

function ogLocaleOf(locale: LocaleCode): string {
  return ogLocales[locale];
}

/** An image for Open Graph: an UploadFile (url relative to the site or absolute) or a url. */
export type SeoImage =
  string | { url: string; width?: number | null; height?: number | null; alternativeText?: string | null; mime?: string | null };

export type SeoText = string | LocalizedText | null | undefined;

export interface SeoInput {
  locale: LocaleCode;
  /** The site origin (Astro.site, from SITE_URL). */
  site: URL | string | undefined;
  /** The page being rendered; null/undefined for pages outside the enumeration (error pages). */
  page?: SitePage | null | undefined;
  /** The page's links (its site reader), for the alternates of `page`; without, `page` is its only version. */
  links?: Pick<SiteLinks, 'alternates'> | undefined;
  title?: SeoText;
  description?: SeoText;
  image?: SeoImage | null | undefined;
  /** Force noindex even for a site page. */
  noindex?: boolean | undefined;
  /** A draft preview build (src/cms/config.ts `isPreviewBuild`): noindex, nofollow and a "[Preview]" title. */
  preview?: boolean | undefined;
}

export interface HeadTags {
  title: string;
  description: { content: string; lang: IsoCode | null };
  robots: string | null;
  canonical: string | null;
  alternates: Array<{ hreflang: string; href: string }>;
  meta: Array<{ property?: string; name?: string; content: string }>;
}

function textOf(value: SeoText, locale: LocaleCode): LocalizedText | null {
  if (value === null || value === undefined) return null;
  const localized = typeof value === 'string' ? { text: value, lang: isoOf(locale) } : value;
  const text = localized.text.replace(/\s+/g, ' ').trim();
  return text ? { text, lang: localized.lang } : null;
}

function imageOf(image: SeoImage | null | undefined) {
  if (!image) return null;
  const row = typeof image === 'string' ? { url: image } : image;
  return row.url ? row : null;
}

/** `article` for article details, `website` otherwise. */
function ogType(page: SitePage | null | undefined): string {
  return page?.view.kind === 'articleDetail' ? 'article' : 'website';
}

export function seoTags(input: SeoInput): HeadTags {
  const { locale, site, page } = input;
  const pageLang = isoOf(locale);
  const ownTitle = textOf(input.title, locale);
  const description = textOf(input.description, locale) ?? siteDescription(locale);
  const isSitePage = Boolean(page) && !input.noindex;

  let canonical: string | null = null;
  const alternates: HeadTags['alternates'] = [];
  const versions: LocaleCode[] = [];
  if (page && isSitePage) {
    canonical = absoluteUrl(page.canonical, site);
    const rows = input.links ? input.links.alternates(page) : alternatesOf(page, pageTable([page]));
    const ordered = localeCodes.flatMap((code) => rows.filter((row) => row.locale === code));
    for (const row of ordered) {
      alternates.push({ hreflang: getLocale(row.locale).iso, href: absoluteUrl(row.path, site) });
      versions.push(row.locale);
    }
    const fallback = ordered.find((row) => row.locale === xDefaultLocale);
    if (fallback) alternates.push({ hreflang: 'x-default', href: absoluteUrl(fallback.path, site) });
  }

  const meta: HeadTags['meta'] = [
    { property: 'og:site_name', content: siteConfig.shortName },
    { property: 'og:type', content: ogType(page) },
    { property: 'og:title', content: ownTitle?.text ?? siteTagline(locale).text },
    { property: 'og:description', content: description.text },
  ];
  if (canonical) meta.push({ property: 'og:url', content: canonical });
  meta.push({ property: 'og:locale', content: ogLocaleOf(locale) });
  for (const other of versions) if (other !== locale) meta.push({ property: 'og:locale:alternate', content: ogLocaleOf(other) });
  const image = imageOf(input.image);
  if (image) {
    meta.push({ property: 'og:image', content: absoluteUrl(image.url, site) });
    if (image.width) meta.push({ property: 'og:image:width', content: String(image.width) });
    if (image.height) meta.push({ property: 'og:image:height', content: String(image.height) });
    if (image.alternativeText?.trim()) meta.push({ property: 'og:image:alt', content: image.alternativeText.trim() });
  }
  meta.push({ name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' });

  const title = documentTitle(locale, ownTitle?.text);
  return {
    title: input.preview ? previewTitle(locale, title) : title,
    description: { content: description.text, lang: description.lang === pageLang ? null : description.lang },
    robots: input.preview ? PREVIEW_ROBOTS : isSitePage && !page?.unlisted ? null : 'noindex',
    canonical,
    alternates,
    meta,
  };
}
