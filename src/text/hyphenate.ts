/**
 * German hyphenation (docs/typography.md §3): long German words get soft hyphens (U+00AD) at the
 * points the German hyphenation patterns allow (the TeX patterns of the 1996 spelling, through the
 * `hyphen` package), so a heading or a label of compounds ("Unternehmensregistrierung") wraps on
 * a phone with a hyphen instead of running off the screen. A browser shows a soft hyphen only where
 * it breaks the line there; it is invisible to copying, to search (the index is built without them)
 * and to screen readers. CSS `hyphens: auto` would need the browser's own German dictionary, which
 * not every browser has.
 *
 * Only words of at least `MIN_HYPHENATED_LENGTH` letters are hyphenated (shorter ones always fit
 * a line), and never a word inside a URL, an e-mail address or a token with digits ("XBC300").
 */
import german from 'hyphen/de-1996/index.js';

/** Words shorter than this many letters are left whole. */
const MIN_HYPHENATED_LENGTH = 10;

export const SOFT_HYPHEN = '\u00ad';

const hyphenateWord: (word: string, options?: { minWordLength?: number }) => string = german.hyphenateSync;

/** Runs of whitespace-free text: the unit in which URLs, addresses and codes are recognised. */
const TOKEN = /[^\s]+/g;
/** A long run of letters (a word, or a part of a compound written with a hyphen). */
const LONG_WORD = new RegExp(`\\p{L}{${MIN_HYPHENATED_LENGTH},}`, 'gu');
/** Tokens that are not prose: URLs, e-mail addresses, paths, entity-laden or alphanumeric codes. */
const NOT_PROSE = /[/@:\\_=#]|\.\p{L}|\p{L}\p{N}|\p{N}\p{L}|\u00ad/u;

const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

function hyphenated(word: string): string {
  let found = cache.get(word);
  if (found === undefined) {
    found = hyphenateWord(word, { minWordLength: MIN_HYPHENATED_LENGTH });
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(word, found);
  }
  return found;
}

/** `text` (German) with soft hyphens in its long words. HTML-escaped text stays valid: entities are never touched. */
export function hyphenateGerman(text: string): string {
  if (!LONG_WORD.test(text)) return text;
  LONG_WORD.lastIndex = 0;
  return text.replace(TOKEN, (token) => {
    if (token.length < MIN_HYPHENATED_LENGTH || NOT_PROSE.test(token)) return token;
    return token.replace(LONG_WORD, (word, offset: number) => (token[offset - 1] === '&' ? word : hyphenated(word)));
  });
}
