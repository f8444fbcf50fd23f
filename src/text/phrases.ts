/**
 * Where Chinese and Japanese text may break (docs/typography.md §2), and numbers kept with their units.
 *
 * Chinese and Japanese are written without spaces, so a browser may break a line between any two
 * characters, in the middle of a word ("键 / 合"). Their text gets a break opportunity (`<wbr>`)
 * only between phrases (every text of a page, by src/text/page-lines.ts), and the CSS forbids breaks
 * elsewhere (`word-break: keep-all`; `overflow-wrap: break-word` for a phrase longer than the
 * line). A break goes only where two segmenters agree: BudouX's phrase model for the language
 * (it keeps particles with their word: 「量産を」) and the dictionary word breaker of the runtime's ICU
 * (`Intl.Segmenter`, which knows words the phrase model splits: 「實現」). Neither is right alone on
 * technical vocabulary (BudouX: 「中實 / 現」; ICU: 「光 / 刻 / 胶」); where they agree, the break is
 * between words. Never before closing punctuation, small kana or a prolonged sound mark, never after
 * an opening bracket, never after a digit, a Latin letter or a space (those keep their own rules),
 * and before one only after hiragana (the end of a phrase: 「における / 40 nm」).
 * The browser still breaks after spaces, dashes and the katakana middle dot (マイクロファブ・エキスポ).
 *
 * In every language a number keeps its unit and a sign its number on one line (`40 nm`, `± 5 µm`,
 * `3 σ`): the space between them becomes a no-break space.
 */
import { loadDefaultJapaneseParser, loadDefaultSimplifiedChineseParser, loadDefaultTraditionalChineseParser } from 'budoux';

type PhraseLanguage = 'ja' | 'zh-Hans' | 'zh-Hant';

interface Segmenters {
  phrases: { parse(text: string): string[] };
  words: Intl.Segmenter;
}

const segmenters = new Map<PhraseLanguage, Segmenters>();

function segmentersOf(language: PhraseLanguage): Segmenters {
  let found = segmenters.get(language);
  if (!found) {
    const phrases =
      language === 'ja'
        ? loadDefaultJapaneseParser()
        : language === 'zh-Hans'
          ? loadDefaultSimplifiedChineseParser()
          : loadDefaultTraditionalChineseParser();
    found = { phrases, words: new Intl.Segmenter(language, { granularity: 'word' }) };
    segmenters.set(language, found);
  }
  return found;
}

/** The phrase model for a BCP 47 tag (`ja`, `zh-CN`, `zh-TW`, `zh-Hant-HK` …), or null for other languages. */
export function phraseLanguage(lang: string): PhraseLanguage | null {
  const tag = lang.toLowerCase();
  if (tag === 'ja' || tag.startsWith('ja-')) return 'ja';
  if (tag !== 'zh' && !tag.startsWith('zh-')) return null;
  return /^zh-(?:hant|tw|hk|mo)\b/.test(tag) ? 'zh-Hant' : 'zh-Hans';
}

/** Han ideographs, kana and the iteration mark: the letters between which a phrase break may go. */
const CJK_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}々〆]/u;
/** Characters a line must not start with (closing brackets and punctuation, small kana, the prolonged sound mark …). */
const NO_LINE_START =
  /[)\]}）］｝〕〉》」』】〙〗〟’”｠»、。，．,.：；:;！？!?‐゠–〜～ー・ヽヾゝゞ々〻ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰ-ㇿ]/u;
/** Characters a line must not end with (opening brackets and quotation marks). */
const NO_LINE_END = /[([{（［｛〔〈《「『【〘〖〝‘“｟«]/u;

/** Where a line may break inside `text` (UTF-16 offsets, ascending), by the rules above; [] for other languages. */
export function phraseBreaks(text: string, lang: string): number[] {
  const language = phraseLanguage(lang);
  if (language === null || !CJK_LETTER.test(text)) return [];
  const { phrases, words } = segmentersOf(language);
  const wordStarts: number[] = [];
  for (const { index } of words.segment(text)) if (index > 0) wordStarts.push(index);
  const candidates = new Set<number>();
  let start = 0;
  for (const phrase of phrases.parse(text)) {
    const end = start + phrase.length;
    // A phrase end where a word ends too; inside a long phrase (the phrase model keeps a run of
    // katakana or of kanji whole: 先端パッケージング向け新型コーティングクラスター), every word end.
    if (wordStarts.includes(end)) candidates.add(end);
    if (phrase.length > LONG_PHRASE)
      for (const at of wordStarts) if (at > start && at < end && insideBreak(text, at, wordStarts, start, end)) candidates.add(at);
    start = end;
  }
  return [...candidates].sort((a, b) => a - b).filter((at) => at < text.length && breakable(text[at - 1]!, text[at]!));
}

/** A phrase longer than this many characters is also broken between its words. */
const LONG_PHRASE = 6;

const KATAKANA = /[\p{Script=Katakana}ー]/u;
const HIRAGANA = /\p{Script=Hiragana}/u;

const HAN = /\p{Script=Han}/u;

/**
 * A word end inside a long phrase (`from`–`to`): not inside a run of katakana (one loanword or
 * compound, which the dictionary may cut: クラス / ター), not before hiragana (a particle or an
 * inflection stays with its word), and not between two kanji next to a one-character "word" (a
 * compound the dictionary does not know, cut into its characters: 厚 / 膜).
 */
function insideBreak(text: string, at: number, wordStarts: readonly number[], from: number, to: number): boolean {
  const before = text[at - 1]!;
  const after = text[at]!;
  if ((KATAKANA.test(before) && KATAKANA.test(after)) || HIRAGANA.test(after)) return false;
  if (!(HAN.test(before) && HAN.test(after))) return true;
  const previous = Math.max(from, ...wordStarts.filter((start) => start < at));
  const next = Math.min(to, ...wordStarts.filter((start) => start > at));
  return at - previous > 1 && next - at > 1;
}

/** A digit, a Latin letter or a sign before a number: a number or a product name starts there ("40 nm", "ACS300", "± 5 µm"). */
const LATIN_OR_DIGIT = /[\p{Script=Latin}\p{Nd}±≤≥≈]/u;

/**
 * Symbols a browser breaks next to even under `keep-all` (they are no letters): after a postfix
 * (`%`, `‰`, `°`, `℃`) and before a prefix sign (`±`, `≤`, `≥`, `≈`, `~`). Beside a Chinese or Japanese
 * letter, inside a phrase (「20 %向上し」「差±」), a word joiner keeps them on the line.
 */
const BREAKS_AFTER_SYMBOL = /[%‰°℃]/u;
const BREAKS_BEFORE_SYMBOL = /[±≤≥≈~]/u;

export const WORD_JOINER = '\u2060';

/** Where a word joiner must keep a symbol with its Chinese or Japanese neighbour (not at `breaks`). */
function phraseJoins(text: string, breaks: readonly number[]): number[] {
  const joins: number[] = [];
  const allowed = new Set(breaks);
  for (let at = 1; at < text.length; at++) {
    const before = text[at - 1]!;
    const after = text[at]!;
    if (allowed.has(at)) continue;
    if ((BREAKS_AFTER_SYMBOL.test(before) && CJK_LETTER.test(after)) || (CJK_LETTER.test(before) && BREAKS_BEFORE_SYMBOL.test(after)))
      joins.push(at);
  }
  return joins;
}

/** The honorific prefixes: they belong to the word after them (「ご / 返信」「お / 問い合わせ」 is no break). */
const HONORIFIC_PREFIX = /[おご御]/u;

function breakable(before: string, after: string): boolean {
  if (!CJK_LETTER.test(before) && !NO_LINE_START.test(before)) return false;
  if (NO_LINE_END.test(before) || HONORIFIC_PREFIX.test(before)) return false;
  // Before a number or a Latin word only after a phrase that ends in hiragana (a particle or an
  // inflection: 「における / 40 nm」); never inside a name or after a counter (「エキスポ2027」「2024年度」).
  if (LATIN_OR_DIGIT.test(after)) return HIRAGANA.test(before);
  return CJK_LETTER.test(after) && !NO_LINE_START.test(after);
}

/**
 * A number and its unit, a sign and its number: the space between them. Units as the site's texts
 * write them (SI lengths, temperatures, rates, σ, %, wph …), not followed by another Latin letter or
 * digit (a word that only starts like a unit); Chinese and Japanese text may follow a unit directly
 * (`0.5 Kの`), and a sign may follow it directly (`で± 0.5`).
 */
const UNIT_SPACE =
  /(?<=\d)[ \t]+(?=(?:nm|µm|μm|mm|cm|m|km|Å|°C|°|K|σ|%|‰|ppm|ppb|mg|g|kg|t|mW|W|kW|MW|mV|V|kV|mA|A|Hz|kHz|MHz|GHz|ns|µs|ms|s|min|h|mbar|bar|Pa|kPa|MPa|l|ml|wph|WPH|dB|nm²|mm²|m²)(?![\p{Script=Latin}\p{Script=Greek}\p{N}]))/gu;
const SIGN_SPACE = /(?<![\p{Script=Latin}\p{N}])([±≤≥<>≈~])[ \t]+(?=\d)/gu;

/** `text` with no-break spaces between numbers and their units and after a sign before a number. */
export function keepUnits(text: string): string {
  return text.replace(UNIT_SPACE, '\u00a0').replace(SIGN_SPACE, '$1\u00a0');
}

const ENDS_WITH_REFERENCE = /&#?[a-z0-9]+;$/i;

/**
 * HTML text (already escaped: its entities are ASCII, so no break falls inside one) with `<wbr>`
 * between its phrases in language `lang`.
 */
export function withPhraseBreaks(escapedHtml: string, lang: string): string {
  // Not after a character reference (`&nbsp;` keeps its neighbours together; `;` is not punctuation there).
  return markPhrases(escapedHtml, lang, '<wbr>', (at) => !ENDS_WITH_REFERENCE.test(escapedHtml.slice(Math.max(0, at - 12), at)));
}

/**
 * `text` with `breakMark` at each phrase break in language `lang` (those `keep` lets through) and a
 * word joiner wherever a symbol must stay with its neighbour; unchanged in other languages.
 */
export function markPhrases(text: string, lang: string, breakMark: string, keep: (at: number) => boolean = () => true): string {
  if (phraseLanguage(lang) === null) return text;
  const breaks = phraseBreaks(text, lang).filter(keep);
  const marks = [
    ...breaks.map((at) => ({ at, mark: breakMark })),
    ...phraseJoins(text, breaks).map((at) => ({ at, mark: WORD_JOINER })),
  ].sort((x, y) => x.at - y.at);
  let marked = '';
  let from = 0;
  for (const { at, mark } of marks) {
    marked += text.slice(from, at) + mark;
    from = at;
  }
  return marked + text.slice(from);
}
