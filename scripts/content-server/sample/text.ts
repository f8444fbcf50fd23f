/**
 * Helpers for translated text in the shape of the content model:
 * all-languages `{ german, english, chinese, japanese, taiwanese }` and
 * main-languages `{ german, english }`. `null` marks a deliberately missing translation.
 */

export interface AllLanguages {
  german: string | null;
  english: string | null;
  chinese: string | null;
  japanese: string | null;
  taiwanese: string | null;
}

export interface MainLanguages {
  german: string | null;
  english: string | null;
}

/** All-languages text from positional arguments (de, en, cn, jp, tw). */
export function t(de: string, en: string, cn: string | null, jp: string | null, tw: string | null): AllLanguages {
  return { german: de, english: en, chinese: cn, japanese: jp, taiwanese: tw };
}

/** All-languages text that is the same in every language (names, codes). */
export function same(text: string): AllLanguages {
  return t(text, text, text, text, text);
}

/** Text written only in German and English; the other languages fall back to English. */
export function deEn(de: string, en: string): AllLanguages {
  return t(de, en, null, null, null);
}

/** Main-languages text (german, english). */
export function m(de: string, en: string): MainLanguages {
  return { german: de, english: en };
}

/** Joins markdown paragraphs with blank lines. */
export function md(...paragraphs: string[]): string {
  return paragraphs.join('\n\n');
}

/** Meta information: title and description per language. */
export function meta(title: AllLanguages, description: AllLanguages): { title: AllLanguages; description: AllLanguages } {
  return { title, description };
}
