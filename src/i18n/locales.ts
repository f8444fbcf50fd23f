/**
 * The one locale table (docs/locales-and-urls.md §1, docs/architecture.md §5). Astro's `i18n` config in astro.config.mjs is derived
 * from it, and so is every other locale list of the site.
 *
 * - `code`       the URL segment (`/de/…`) and the key of the UI strings
 * - `iso`        the BCP 47 tag written into `<html lang>` and `lang="…"` attributes
 * - `label`      the English name of the language
 * - `localname`  the name of the language in that language (what the language links show)
 * - `contentKey` the field of a translated value in the content system (german, english, …)
 */
export interface Locale {
  code: 'de' | 'en' | 'cn' | 'jp' | 'tw';
  iso: 'de' | 'en' | 'zh-CN' | 'ja' | 'zh-TW';
  label: string;
  localname: string;
  contentKey: 'german' | 'english' | 'chinese' | 'japanese' | 'taiwanese';
}

export const locales = [
  { code: 'de', iso: 'de', label: 'German', localname: 'Deutsch', contentKey: 'german' },
  { code: 'en', iso: 'en', label: 'English', localname: 'English', contentKey: 'english' },
  { code: 'cn', iso: 'zh-CN', label: 'Chinese', localname: '简体中文', contentKey: 'chinese' },
  { code: 'jp', iso: 'ja', label: 'Japanese', localname: '日本語', contentKey: 'japanese' },
  { code: 'tw', iso: 'zh-TW', label: 'Taiwanese', localname: '繁體中文', contentKey: 'taiwanese' },
] as const satisfies readonly Locale[];

export type LocaleCode = Locale['code'];
export type IsoCode = Locale['iso'];
export type ContentKey = Locale['contentKey'];

/** All locale codes, in table order. */
export const localeCodes: readonly LocaleCode[] = locales.map((locale) => locale.code);

/** The router default (docs/locales-and-urls.md §1, §11): `/` leads to English. */
export const defaultLocale: LocaleCode = 'en';

/** The language shown when a text is missing in the active one (docs/locales-and-urls.md §1). */
export const fallbackLocale: LocaleCode = 'en';

export function isLocale(value: unknown): value is LocaleCode {
  return typeof value === 'string' && localeCodes.includes(value as LocaleCode);
}

/** The table row of a locale code. */
export function getLocale(code: LocaleCode): Locale {
  const row = locales.find((locale) => locale.code === code);
  if (!row) throw new Error(`Unknown locale "${code}"`);
  return row;
}

/** The table row whose content key (german, english, …) is `key`, or undefined. */
export function localeOfContentKey(key: string | null | undefined): Locale | undefined {
  return locales.find((locale) => locale.contentKey === key);
}

export function isoOf(code: LocaleCode): IsoCode {
  return getLocale(code).iso;
}
