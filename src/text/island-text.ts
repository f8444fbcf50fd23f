/**
 * Line breaks in the texts an island renders (docs/typography.md §2–3). The page pass
 * (./page-lines.ts) cannot touch them: an island renders its text again in the browser, and the
 * markup must stay the same. So its texts carry their break opportunities as characters: a zero
 * width space (U+200B) between the phrases of Chinese and Japanese text (and a word joiner, U+2060,
 * where a symbol must stay with its neighbour), soft hyphens (U+00AD) in long German words — the
 * same places the page pass marks with `<wbr>`, word joiners and soft hyphens.
 */
import { hyphenateGerman } from './hyphenate.ts';
import { treatmentOf } from './page-lines.ts';
import { markPhrases } from './phrases.ts';

export const ZERO_WIDTH_SPACE = '\u200b';

/** `text` (plain, not HTML) in language `lang` with its break opportunities as characters. */
export function islandText(text: string, lang: string): string {
  const treatment = treatmentOf(lang);
  if (treatment === 'hyphens') return hyphenateGerman(text);
  if (treatment !== 'phrases') return text;
  return markPhrases(text, lang, ZERO_WIDTH_SPACE);
}

/** A text of the navigation model: its own `lang` when another language stands in. */
interface Text {
  text: string;
  lang?: string | undefined;
}

const isText = (value: object): value is Text => typeof (value as Partial<Text>).text === 'string';

/**
 * A copy of `value` (plain data: arrays and objects) in which every text object — an object with a
 * string `text`, like the navigation's `NavText` and `NavLink` — has its break opportunities, in
 * its own `lang` or else `lang`. Nothing else changes (hrefs, ids, flags).
 */
export function withIslandBreaks<T>(value: T, lang: string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withIslandBreaks(item, lang)) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) copy[key] = withIslandBreaks(field, lang);
  if (isText(value)) copy['text'] = islandText(value.text, value.lang ?? lang);
  return copy as T;
}
