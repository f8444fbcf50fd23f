/**
 * Gate 7, every string in its language (docs/operations.md, quality gates): on every page, no UI string of one locale's
 * dictionary (src/i18n/ui) stands where another language is in effect, and every English stand-in for a missing
 * translation is marked `lang="en"`. Each element's own text and its labels (`aria-label`, `alt`, `title`,
 * `placeholder`; collected by the shared parse, ./page-facts.ts) are looked up whole: a text that is a string of
 * some locale's own dictionary, but not of the dictionary of the language in effect there (the nearest `lang`), is
 * a problem ("Kontakt" on an English page; "Read more" on a German page without `lang="en"`).
 *
 * Texts are compared without regard to case ("Mask Aligner" is the English "Mask aligner"). Not checked: texts
 * that are no dictionary string (the content's own texts), strings shorter than three characters (two in Chinese and Japanese), strings with
 * a placeholder (`{count}`: never shown as written), strings the language in effect shares with the other
 * (`News`), English words German uses as they are (`LOANWORDS`: "Jobs", "Service"), and what `translate="no"`
 * marks (brand and product names).
 */
import { isoOf, localeCodes, type LocaleCode } from '../../src/i18n/locales.ts';
import { ownUiStrings } from '../../src/i18n/ui.ts';
import { detach, type PageFacts } from './page-facts.ts';
import type { GateResult, Problem } from './report.ts';

/** For each text of some locale's own dictionary, the locales whose dictionaries have it. */
export type Dictionaries = ReadonlyMap<string, ReadonlySet<LocaleCode>>;

/** The site's dictionaries (src/i18n/ui), as the gate reads them. */
export function siteDictionaries(own: (locale: LocaleCode) => Readonly<Record<string, string | undefined>> = ownUiStrings): Dictionaries {
  const locales = new Map<string, Set<LocaleCode>>();
  for (const locale of localeCodes) {
    for (const text of Object.values(own(locale))) {
      const value = text?.replace(/\s+/g, ' ').trim().toLowerCase();
      // Two characters make a word in Chinese and Japanese (新闻), not in the Latin script (EN, PDF).
      if (!value || value.length < (/^[ -~]*$/.test(value) ? 3 : 2) || value.includes('{')) continue;
      const known = locales.get(value) ?? new Set<LocaleCode>();
      known.add(locale);
      locales.set(value, known);
    }
  }
  return locales;
}

const localeOfLang = new Map(localeCodes.map((code) => [isoOf(code).toLowerCase(), code]));

/** The site locale a `lang` value names (`zh-CN` → cn), or undefined for another language. */
function localeOf(lang: string): LocaleCode | undefined {
  const tag = lang.toLowerCase();
  return localeOfLang.get(tag) ?? localeOfLang.get(tag.split('-')[0]!);
}

/**
 * English words German writes as they are (a German page's own "Jobs" or "Service" is German text that
 * happens to be an English UI string).
 */
const LOANWORDS: Partial<Record<LocaleCode, ReadonlySet<string>>> = {
  de: new Set([
    'jobs',
    'service',
    'highlights',
    'news',
    'newsletter',
    'download',
    'downloads',
    'team',
    'events',
    'support',
    'training',
    'webinar',
  ]),
};

const CHINESE: ReadonlySet<LocaleCode> = new Set(['cn', 'tw']);
/** Han characters only (no kana, no Latin letter): such a word can be Chinese and Japanese at once (日程). */
const HAN_ONLY = /^[\p{Script=Han}\p{P}\p{Zs}\d]+$/u;

/** A Han-only string between Chinese and Japanese: the same word in both languages, not a wrong one. */
function sharedHan(text: string, here: LocaleCode, locales: ReadonlySet<LocaleCode>): boolean {
  if (!HAN_ONLY.test(text)) return false;
  const japanese =
    here === 'jp'
      ? [...locales].every((locale) => CHINESE.has(locale))
      : CHINESE.has(here) && [...locales].every((locale) => locale === 'jp');
  return japanese;
}

const LANGUAGE_NAMES: Readonly<Record<LocaleCode, string>> = {
  de: 'German',
  en: 'English',
  cn: 'Simplified Chinese',
  jp: 'Japanese',
  tw: 'Traditional Chinese',
};

export interface LanguageChecker {
  check(page: Pick<PageFacts, 'path' | 'texts'>, index: number): void;
  result(): GateResult;
}

export function createLanguageChecker(dictionaries: Dictionaries = siteDictionaries()): LanguageChecker {
  const found: Array<{ index: number; problems: Problem[] }> = [];
  let pages = 0;
  let texts = 0;
  let ms = 0;
  return {
    check(page, index) {
      const started = performance.now();
      pages++;
      const problems: Problem[] = [];
      const seen = new Set<string>();
      for (const { lang, text } of page.texts) {
        texts++;
        const locales = dictionaries.get(text.toLowerCase());
        if (!locales) continue;
        const here = localeOf(lang);
        if (!here || locales.has(here) || LOANWORDS[here]?.has(text.toLowerCase())) continue;
        if (sharedHan(text, here, locales)) continue;
        const key = `${lang}\u0000${text}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const from = [...locales].map((locale) => LANGUAGE_NAMES[locale]).join(' / ');
        problems.push({
          page: page.path,
          // Detached: the text is a slice of the page's HTML.
          message: detach(
            locales.has('en') && here !== 'en'
              ? `"${text}" is English standing in for a missing translation, not marked lang="en" (in a ${lang} context)`
              : `"${text}" is ${from} UI text in a ${lang} context`,
          ),
        });
      }
      if (problems.length > 0) found.push({ index, problems });
      ms += performance.now() - started;
    },
    result() {
      const problems = found.sort((a, b) => a.index - b.index).flatMap((page) => page.problems);
      return {
        gate: 'language',
        summary: `${texts.toLocaleString('en-US')} texts on ${pages} pages against the UI strings of ${localeCodes.length} languages`,
        problems,
        ms,
        scales: 'pages',
      };
    },
  };
}
