/** Small helpers the page builders share. */
import type { LocaleCode } from '../../i18n/locales.ts';
import { translate, type TranslatedValue } from '../../i18n/translate.ts';
import type { SitePage, SiteView } from './types.ts';

/** A slug usable as one URL segment. */
const validSegment = /^[\p{L}\p{N}][\p{L}\p{N}._~-]*$/u;

export function isValidSegment(value: string | null | undefined): value is string {
  return typeof value === 'string' && validSegment.test(value);
}

/**
 * Whether a page whose main text is `text` is "shown in English" in `locale` (docs/locales-and-urls.md §3): the
 * locale's language has no text and English stands in.
 */
export function shownInEnglish(text: TranslatedValue | null | undefined, locale: LocaleCode): boolean {
  return locale !== 'en' && translate(text, locale)?.lang === 'en';
}

export function canonicalPage(key: string, locale: LocaleCode, path: string, view: SiteView, englishOnly = false): SitePage {
  return { key, locale, path, canonical: path, alias: false, englishOnly, view };
}

export function aliasPage(of: SitePage, path: string): SitePage {
  return { ...of, path, canonical: of.path, alias: true };
}

/**
 * The build-log line of an entry the enumeration skips (docs/locales-and-urls.md §4: it names the entry): its type,
 * id, the field and value that cannot make a URL segment, and what follows. No link points to
 * a skipped entry (./links.ts looks pages up in the enumeration).
 */
export function skipMessage(type: string, id: string, field: string, value: string | null | undefined, consequence: string): string {
  const shown = value?.trim() ? `"${value}"` : 'empty';
  return `${type} ${id}: field ${field} (${shown}) is not a single URL segment; ${consequence}, and no link points to it`;
}
