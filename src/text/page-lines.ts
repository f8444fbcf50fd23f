/**
 * Where the lines of a page may break (docs/typography.md): one pass over the finished HTML of every
 * page (src/middleware.ts), so that every text a visitor reads follows the same rule, whether it
 * comes from the content system (plain fields and rich text), from the UI strings, from a view or
 * from the chrome:
 *
 * - Chinese and Japanese text (by the closest `lang`): a `<wbr>` between its phrases
 *   (src/text/phrases.ts); the CSS keeps lines from breaking anywhere else (`word-break: keep-all`).
 * - German text: soft hyphens in its long words (src/text/hyphenate.ts).
 *
 * The pass copies the HTML as it is and changes only text: runs of text, with any `<wbr>` already in
 * them, are segmented again as a whole, so the pass may run twice. It leaves alone what is not read
 * as prose — `script`, `style`, `textarea`, `title`, `option`, `pre`, `code`, `kbd`, `samp`, SVG and
 * MathML — and what an island renders itself: inside `<astro-island>` only the server-rendered slots
 * (`<astro-slot>`, `<template data-astro-template>`) are HTML the browser keeps; the rest is rendered
 * again by the island, so its texts get their breaks in its props (./island-text.ts).
 */
import { Parser } from 'htmlparser2';
import { hyphenateGerman } from './hyphenate.ts';
import { phraseLanguage, withPhraseBreaks } from './phrases.ts';

type Treatment = 'phrases' | 'hyphens' | null;

const treatments = new Map<string, Treatment>();

/** How text in language `lang` (BCP 47) is treated. */
export function treatmentOf(lang: string): Treatment {
  let treatment = treatments.get(lang);
  if (treatment === undefined) {
    const tag = lang.toLowerCase();
    treatment = phraseLanguage(lang) ? 'phrases' : tag === 'de' || tag.startsWith('de-') ? 'hyphens' : null;
    if (treatments.size < 100) treatments.set(lang, treatment);
  }
  return treatment;
}

const TREATED_LANG = /\blang=["']?(?:de|ja|zh)\b/i;

const LEFT_ALONE = new Set(['script', 'style', 'textarea', 'title', 'option', 'pre', 'code', 'kbd', 'samp', 'svg', 'math', 'noscript']);

interface Open {
  name: string;
  lang: string;
  /** Text in here is left as it is. */
  frozen: boolean;
}

/** A run of text, possibly with `<wbr>` in it: [start, end) in the source, and its text without them. */
interface Run {
  start: number;
  end: number;
  text: string;
  lang: string;
}

/** The chrome's texts repeat on every page of a locale: most runs come from here. */
const cache = new Map<string, string>();
const CACHE_LIMIT = 50_000;

function transform(text: string, lang: string): string {
  const key = `${lang}\u0000${text}`;
  let changed = cache.get(key);
  if (changed === undefined) {
    changed = treatmentOf(lang) === 'phrases' ? withPhraseBreaks(text, lang) : hyphenateGerman(text);
    if (cache.size >= CACHE_LIMIT) cache.clear();
    cache.set(key, changed);
  }
  return changed;
}

/** The page's HTML with break opportunities in its Chinese and Japanese text and soft hyphens in its German. */
export function breakLines(html: string): string {
  // An English page with no German, Chinese or Japanese in it has nothing to change.
  if (!TREATED_LANG.test(html)) return html;
  const stack: Open[] = [{ name: '#document', lang: '', frozen: false }];
  let out = '';
  let copied = 0;
  let run: Run | null = null;

  const flush = (): void => {
    if (!run) return;
    const current: Run = run;
    run = null;
    const changed = transform(current.text, current.lang);
    const source = html.slice(current.start, current.end);
    if (changed === source) return;
    out += html.slice(copied, current.start) + changed;
    copied = current.end;
  };

  const top = (): Open => stack[stack.length - 1]!;

  const parser: Parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'wbr' && run && treatmentOf(run.lang) === 'phrases') {
          run.end = parser.endIndex + 1;
          return;
        }
        flush();
        const parent = top();
        const lang = attributes['lang'] ?? parent.lang;
        let frozen = parent.frozen || LEFT_ALONE.has(name);
        if (name === 'astro-island') frozen = true;
        else if (name === 'astro-slot' || (name === 'template' && 'data-astro-template' in attributes)) frozen = LEFT_ALONE.has(name);
        stack.push({ name, lang, frozen });
      },
      onclosetag(name, implied) {
        if (name === 'wbr' && implied) return;
        flush();
        // Elements the parser closes by implication come one by one, innermost first.
        for (let i = stack.length - 1; i > 0; i--) {
          if (stack[i]!.name === name) {
            stack.length = i;
            break;
          }
        }
      },
      ontext(text) {
        const open = top();
        const start = parser.startIndex;
        const end = parser.endIndex + 1;
        if (open.frozen || treatmentOf(open.lang) === null) {
          flush();
          return;
        }
        if (run && run.end === start && run.lang === open.lang) {
          run.end = end;
          run.text += text;
        } else {
          flush();
          run = { start, end, text, lang: open.lang };
        }
      },
      oncomment() {
        flush();
      },
      onprocessinginstruction() {
        flush();
      },
    },
    // The site's HTML is written in lower case (Astro's output; SVG's camelCase names are left alone anyway).
    { decodeEntities: false, lowerCaseTags: false, lowerCaseAttributeNames: false, recognizeSelfClosing: true },
  );
  parser.end(html);
  flush();
  return copied === 0 ? html : out + html.slice(copied);
}
