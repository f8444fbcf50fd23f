/**
 * How much of what a visitor reads on a page is English standing in for a missing translation: the visible text of
 * `<main>` (the page's own content, without the header, the footer and the chrome every page shares), measured in
 * characters without white space, and the part of it that stands under `lang="en"` (how the site marks English
 * standing in, docs/locales-and-urls.md §3) on a page whose language is not English. Texts a visitor does not see or
 * read as language are left out: `translate="no"` (product and brand names), scripts, styles, SVG, `hidden` and
 * `visually-hidden` (a label for screen readers only). `npm run bench:english` prints the figures of a build per
 * locale and page group; tests/e2e/sample-languages.spec.ts holds the sample to them.
 */
import { Parser } from 'htmlparser2';

export interface EnglishShare {
  /** Characters (no white space, no line-break marks) of the visible text in `<main>`. */
  total: number;
  /** Of those, the characters under `lang="en"`. */
  english: number;
  /** The English runs, whitespace collapsed, in page order (what a reader of the report wants to see). */
  runs: string[];
  /**
   * English written where another language is in effect, anywhere in `<body>` (header and footer too): three or
   * more Latin words in a row, two of them in lower case ("All rights reserved", "demo slots available"), outside
   * `lang="en"`. Names (capitalised words: "Vantoro Process Systems SE"), addresses, e-mail addresses and URLs are
   * not prose and do not count. Only looked for on pages whose language is not English or German.
   */
  unmarked: string[];
}

/** Three or more Latin words in a row (separated by spaces, commas or a dash). */
const LATIN_WORDS = /[A-Za-z][A-Za-z'’]*(?:[ ,–-]+[A-Za-z][A-Za-z'’]*){2,}/g;

function unmarkedProse(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(LATIN_WORDS)) {
    const lower = match[0].split(/[ ,–-]+/).filter((word) => /^[a-z]{2,}/.test(word));
    if (lower.length >= 2) found.push(match[0]);
  }
  return found;
}

const NO_TEXT = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'title']);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

/** Characters that count: no white space, no soft hyphen, zero-width space or word joiner. */
const counted = (text: string): number => text.replace(/[\s\u00a0\u00ad\u200b\u2060]+/g, '').length;

/** The English share of the visible text in `<main>` of one page's HTML. */
export function englishShare(html: string): EnglishShare {
  const share: EnglishShare = { total: 0, english: 0, runs: [], unmarked: [] };
  const open: Array<{ name: string; english: boolean; skip: boolean; inMain: boolean }> = [];
  let pageLang = '';
  let run = '';
  const endRun = () => {
    const text = run.replace(/[\s\u00a0\u00ad\u200b\u2060]+/g, ' ').trim();
    if (text) share.runs.push(text);
    run = '';
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parent = open.at(-1);
        const lang = attributes['lang'];
        const english = lang === undefined ? (parent?.english ?? false) : /^en(-|$)/i.test(lang);
        const skip =
          (parent?.skip ?? false) ||
          NO_TEXT.has(name) ||
          attributes['translate'] === 'no' ||
          'hidden' in attributes ||
          /(^|\s)visually-hidden(\s|$)/.test(attributes['class'] ?? '');
        const inMain = (parent?.inMain ?? false) || name === 'main';
        if (name === 'html') pageLang = (lang ?? '').toLowerCase();
        if (parent?.english && !english) endRun();
        if (!VOID.has(name)) open.push({ name, english, skip, inMain });
      },
      ontext(text) {
        const top = open.at(-1);
        if (!top || top.skip) return;
        if (!top.english && !/^(en|de)(-|$)/.test(pageLang) && /[a-z]/.test(text)) {
          // Words joined by the line-break marks are one word.
          share.unmarked.push(...unmarkedProse(text.replace(/[\u00ad\u200b\u2060]/g, '').replace(/\S*[@/]\S*/g, ' ')));
        }
        if (!top.inMain) return;
        const chars = counted(text);
        share.total += chars;
        if (top.english) {
          share.english += chars;
          run += text;
        } else if (chars) endRun();
      },
      onclosetag(name) {
        if (VOID.has(name)) return;
        const frame = open.pop();
        if (frame?.english && !open.at(-1)?.english) endRun();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  endRun();
  return share;
}

/** The kinds of page a company translates for its markets, by URL path and template (`null`: not one of them). */
export type PageGroup = 'home' | 'product' | 'products and solutions' | 'company' | 'contact' | 'careers' | 'service';

/** Which group a page of `/{locale}/…` belongs to, from its path (`/jp/company/purchasing/`) and `data-template`. */
export function pageGroupOf(pagePath: string, template: string): PageGroup | null {
  if (template === 'home') return 'home';
  if (template === 'productDetail') return 'product';
  const section = /^\/[a-z]{2}\/([^/]+)\//.exec(pagePath)?.[1];
  if (template !== 'content' && template !== 'overview') return null;
  switch (section) {
    case 'products-solutions':
      return 'products and solutions';
    case 'company':
      return 'company';
    case 'contact':
      return 'contact';
    case 'careers':
    case 'jobs':
      return 'careers';
    case 'service':
      return 'service';
    default:
      return null;
  }
}
