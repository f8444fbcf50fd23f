/**
 * Menu texts (docs/navigation.md): a label is translated into the active language (English standing in for a
 * missing text, marked with its language) with the umlaut replacement applied.
 *
 * Reading of "umlaut replacement": menu labels that reach the site with their umlauts written as
 * HTML entities (`Qualit&auml;tsmanagement`, `F&#252;hrung`) show the letters themselves. Nothing
 * else is decoded: a label is plain text, never HTML, so `R&amp;D` stays as written.
 */
import { isoOf, type LocaleCode } from '../i18n/locales.ts';
import { translate, type TranslatedValue } from '../i18n/translate.ts';
import type { LocalizedText } from '../i18n/translate.ts';
import type { NavText } from './types.ts';

const umlauts: Readonly<Record<string, string>> = {
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
};

const umlautCodePoints = new Set(Object.values(umlauts).map((letter) => letter.codePointAt(0)));

/** Umlauts written as named or numeric HTML entities become the letters; everything else stays as it is. */
export function replaceUmlauts(text: string): string {
  return text.replace(
    /&(?:([A-Za-z]+)|#(\d+)|#x([\da-fA-F]+));/g,
    (entity, name: string | undefined, dec: string | undefined, hex: string | undefined) => {
      if (name !== undefined) return umlauts[name] ?? entity;
      const codePoint = dec !== undefined ? Number(dec) : Number.parseInt(hex ?? '', 16);
      return umlautCodePoints.has(codePoint) ? String.fromCodePoint(codePoint) : entity;
    },
  );
}

/** A text as the navigation model carries it: `lang` only when it differs from the page's language. */
export function navText(text: LocalizedText, locale: LocaleCode): NavText {
  const value = replaceUmlauts(text.text);
  return text.lang === isoOf(locale) ? { text: value } : { text: value, lang: text.lang };
}

/** A translated menu label in `locale` (English fallback), or null when it has no text at all. */
export function menuText(value: TranslatedValue | null | undefined, locale: LocaleCode): NavText | null {
  const text = translate(value, locale);
  return text ? navText(text, locale) : null;
}
