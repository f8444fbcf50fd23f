/**
 * Lines of Chinese and Japanese that break inside a phrase (the layout gate, ../layout.ts;
 * docs/typography.md §2). The page says where each rendered line starts (./in-page.ts
 * `measureLines`); here each line start is judged against the project's own segmentation
 * (`phraseBreaks` of src/text/phrases.ts: BudouX's phrases where ICU's words agree). A line may
 * start at a phrase boundary, after a space, a dash, a slash, the katakana middle dot or closing
 * punctuation, before an opening bracket or a dash, and where the language changes; and it may start inside a
 * phrase that is wider than the line (the phrase has to break somewhere). Any other line start, next
 * to a Chinese or Japanese letter, is a break inside a phrase that would have fit on a line of its own.
 */
import { phraseBreaks } from '../../../src/text/phrases.ts';
import type { MeasuredText } from './in-page.ts';

export interface PhraseBreak {
  /** Offset in the text where the line starts. */
  at: number;
  /** The phrase around the break, the break marked `｜`: `リモートサポー｜ト。` */
  shown: string;
}

const CJK_LETTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}々〆ー]/u;
/**
 * A line may start after these: spaces (the zero width space too: an island's phrase break,
 * src/text/island-text.ts), line breaks, dashes, slashes, the middle dot, closing punctuation.
 */
const BREAK_AFTER = /[\s\u200b\-‐‑–—―/・･、。，．,.：；:;！？!?)\]}）］｝〕〉》」』】〙〗〟’”｠»]/u;
/** …and before these: opening brackets and quotation marks, and a dash (a line may start with 「——」). */
const BREAK_BEFORE = /[([{（［｛〔〈《「『【〘〖〝‘“｟«—―]/u;

/** Context shown on either side of a break, at most. */
const SHOWN = 12;

/** Every line start of `measured` that falls inside a phrase which would have fit on a line of its width. */
export function breaksInsidePhrases(measured: MeasuredText): PhraseBreak[] {
  const { text, widths, lineWidth } = measured;
  if (measured.lineStarts.length === 0) return [];
  const boundaries = new Set<number>([0, text.length, ...phraseBreaks(text, measured.lang)]);
  for (let at = 1; at < text.length; at++) {
    if (BREAK_AFTER.test(text[at - 1]!) || BREAK_BEFORE.test(text[at]!)) boundaries.add(at);
  }
  const sorted = [...boundaries].sort((a, b) => a - b);
  const found: PhraseBreak[] = [];
  for (const at of measured.lineStarts) {
    if (boundaries.has(at)) continue;
    if (!CJK_LETTER.test(text[at - 1] ?? '') && !CJK_LETTER.test(text[at] ?? '')) continue;
    let from = 0;
    let to = text.length;
    for (const boundary of sorted) {
      if (boundary < at) from = boundary;
      else if (boundary > at) {
        to = boundary;
        break;
      }
    }
    let end = to;
    while (end > from && /\s/.test(text[end - 1]!)) end--;
    let width = 0;
    for (let index = from; index < end; index++) width += widths[index] ?? 0;
    // A phrase wider than the line must break inside: not a fault of the text.
    if (width > lineWidth + 0.5) continue;
    const start = Math.max(from, at - SHOWN);
    const stop = Math.min(end, at + SHOWN);
    found.push({ at, shown: `${text.slice(start, at)}｜${text.slice(at, stop)}`.replace(/\s+/g, ' ') });
  }
  return found;
}
