/**
 * Page titles and descriptions (docs/locales-and-urls.md §3): the title is the page's own title
 * followed by " | " and the brand short name; a page without one gets the tagline. The site
 * defaults (site.config) are written per locale; a locale without its own gets the English one
 * (carrying lang 'en').
 */
import { siteConfig } from '../site.config.ts';
import { isoOf, type LocaleCode } from './locales.ts';
import type { LocalizedText } from './translate.ts';

const titleSeparator = ' | ';

function siteDefault(locale: LocaleCode, texts: { en: string } & Partial<Record<LocaleCode, string>>): LocalizedText {
  const own = texts[locale];
  return own ? { text: own, lang: isoOf(locale) } : { text: texts.en, lang: isoOf('en') };
}

/** The brand tagline ("Semiconductor Equipment Manufacturer") in the locale or English. */
export function siteTagline(locale: LocaleCode): LocalizedText {
  return siteDefault(locale, siteConfig.taglines);
}

/** The default meta description of the site in the locale or English. */
export function siteDescription(locale: LocaleCode): LocalizedText {
  return siteDefault(locale, siteConfig.descriptions);
}

/** "<title> | Vantoro", or "<tagline> | Vantoro" when the page has no title. */
export function documentTitle(locale: LocaleCode, title?: string | null): string {
  const own = title?.trim();
  return `${own || siteTagline(locale).text}${titleSeparator}${siteConfig.shortName}`;
}
