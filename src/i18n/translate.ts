/**
 * Translate-with-fallback (docs/locales-and-urls.md §3, docs/architecture.md §5): a translated value from the content system resolves
 * to the text of the active language, else the English text, and always says which language it
 * carries, so the element showing it can be marked `lang="en"` when English stands in.
 */
import { fallbackLocale, getLocale, isoOf, type ContentKey, type IsoCode, type LocaleCode } from './locales.ts';

/** A text together with the ISO code of the language it is written in. */
export interface LocalizedText {
  text: string;
  lang: IsoCode;
}

/**
 * Any translated value of the content model: ComponentTranslationAllLanguages (five languages),
 * ComponentTranslationMainLanguages and the main-language textarea (german, english).
 * Extra fields (`id`, `__typename`, `anchorId`) are ignored.
 */
export type TranslatedValue = { readonly [K in ContentKey]?: string | null | undefined };

function textIn(value: TranslatedValue, locale: LocaleCode): LocalizedText | null {
  const { contentKey, iso } = getLocale(locale);
  const text = value[contentKey];
  if (typeof text !== 'string' || text.trim() === '') return null;
  return { text, lang: iso };
}

/**
 * The text of `value` in `locale`, else in English (carrying `lang: 'en'`), else null.
 * Empty or whitespace-only texts count as missing.
 */
export function translate(value: TranslatedValue | null | undefined, locale: LocaleCode): LocalizedText | null {
  if (!value) return null;
  return textIn(value, locale) ?? (locale === fallbackLocale ? null : textIn(value, fallbackLocale));
}

/** Like `translate`, for callers that only need the string (alt texts, attributes). */
export function translateText(value: TranslatedValue | null | undefined, locale: LocaleCode): string | null {
  return translate(value, locale)?.text ?? null;
}

/**
 * The first of `candidates` written in the page's language, else the first there is: a page's title or
 * description from its meta information stands in in English only when the page has nothing of its own
 * in the page's language (a German page with a German headline gets a German title, not the English
 * meta title).
 */
export function preferLocale(locale: LocaleCode, ...candidates: ReadonlyArray<LocalizedText | null | undefined>): LocalizedText | null {
  const iso = isoOf(locale);
  return candidates.find((candidate) => candidate?.lang === iso) ?? candidates.find((candidate) => candidate) ?? null;
}
