/**
 * Release-HTML extraction (docs/content-blocks.md §5): the body of a press or financial release
 * out of the full HTML document a newswire distributes (NewsArticle.releaseHtml). The document is
 * parsed with htmlparser2 and searched with CSS selectors (css-select); no regular expression ever
 * looks at markup, only at plain text (dash runs, keywords, style declarations). Every result goes
 * through the site's one sanitiser (src/html/sanitize.ts).
 *
 * Press releases (`extractPressRelease`), first match wins:
 *   1. the main news section: PRESS_SECTION_SELECTORS, in order;
 *   2. else the first `<pre>` block (plain-text wire releases);
 *   3. else the first break-word block: an element whose style sets `word-break`, `overflow-wrap`
 *      or `word-wrap` to `break-word`, or with a class of BREAK_WORD_CLASSES;
 *   runs of three or more dashes in its text (`-----`, `———`) become line breaks.
 *
 * Financial releases (`extractFinancialRelease`): FINANCIAL_SELECTORS in order, then a block that
 * mentions a keyword of FINANCIAL_KEYWORDS (dividend, CEO, Annual General Meeting, million and their
 * German terms); only a block whose text is longer than MIN_RELEASE_TEXT_LENGTH counts. Scripts,
 * styles and empty elements are stripped.
 *
 * Both return the sanitised body with the language the document declares for it, or null.
 */
import { selectAll as cssSelectAll, selectOne as cssSelectOne } from 'css-select';
import { Element, Text, isTag, isText, type AnyNode, type Document, type ParentNode } from 'domhandler';
import { getInnerHTML, getOuterHTML, prepend, removeElement, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { sanitizeHtml } from './sanitize.ts';

/** docs/content-blocks.md §5: extracted release content must be longer than this many characters of text. */
export const MIN_RELEASE_TEXT_LENGTH = 100;

/**
 * The main news section of a newswire press release page, most specific first: schema.org
 * markup, the usual body containers of wire and IR-portal templates, then a news section of `main`.
 */
export const PRESS_SECTION_SELECTORS: readonly string[] = [
  '[itemprop="articleBody"]',
  'article .news-body',
  '#news-content',
  '.news-detail .news-body',
  'main section.news',
  'section.news-content',
];

/** Class names (utility CSS and wire templates) that make a block break long words. */
export const BREAK_WORD_CLASSES: readonly string[] = ['break-word', 'break-words', 'word-break', 'text-break'];

/**
 * Where the body of a financial release (ad-hoc release, results, dividend) sits in a wire or
 * IR-portal document, most specific first; the broad `article` and `main` come last.
 */
export const FINANCIAL_SELECTORS: readonly string[] = [
  '[itemprop="articleBody"]',
  '.announcement-body',
  '.release-body',
  '#news-content',
  '.news-detail .news-body',
  'article .news-body',
  'article',
  'main',
];

/**
 * Keywords of a financial release, tried in this order (case-insensitive, whole words; a prefix
 * match covers plurals and the German forms `Dividende`, `Millionen`).
 */
export const FINANCIAL_KEYWORDS: readonly { name: string; pattern: RegExp }[] = [
  { name: 'dividend', pattern: /\bdividend/i },
  { name: 'CEO', pattern: /\bCEO\b|\bVorstandsvorsitzende/i },
  { name: 'Annual General Meeting', pattern: /\bAnnual General Meeting\b|\bHauptversammlung/i },
  { name: 'million', pattern: /\bmillion/i },
];

/** A release body: sanitised HTML and the language the document declares for it (if any). */
export interface ExtractedRelease {
  html: string;
  lang: string | null;
}

/** Elements that never carry release text. */
const NON_CONTENT = 'script, style, noscript, template, link, meta';

/** Blocks the keyword search may pick (paragraphs are too small, `body` and `html` too broad). */
const KEYWORD_BLOCKS = 'article, main, section, div, td, blockquote';

/** Elements that count even without text. */
const KEEP_EMPTY = new Set(['br', 'hr', 'img', 'iframe', 'td', 'th', 'col', 'colgroup']);

/**
 * Three or more dashes (hyphen-minus, hyphens, figure/en/em dashes, horizontal bar, minus), with
 * the spaces around them and one line end after them (a separator line of a `<pre>` release
 * becomes one break, not a break between two line ends).
 */
const DASH_RUN = /[ \t]*[-\u2010-\u2015\u2212]{3,}[ \t]*(?:\r?\n)?/g;

/** The elements below `root` that match a CSS selector, in document order. */
const selectAll = (selector: string, root: AnyNode): Element[] => cssSelectAll<AnyNode, Element>(selector, root);
const selectOne = (selector: string, root: AnyNode): Element | null => cssSelectOne<AnyNode, Element>(selector, root);

const normalisedText = (node: AnyNode | AnyNode[]): string => textContent(node).replace(/\s+/g, ' ').trim();

const hasText = (element: Element): boolean => normalisedText(element) !== '';

const isLongEnough = (element: Element): boolean => normalisedText(element).length > MIN_RELEASE_TEXT_LENGTH;

/** Parses a release document and removes what never is content (scripts, styles …). */
function parseRelease(html: string): Document {
  const document = parseDocument(html);
  for (const element of selectAll(NON_CONTENT, document)) removeElement(element);
  return document;
}

/** The `lang` of the element or its nearest ancestor that declares one. */
function declaredLang(element: Element): string | null {
  for (let node: ParentNode | null = element; node && isTag(node); node = node.parent) {
    const lang = node.attribs.lang?.trim();
    if (lang) return lang;
  }
  return null;
}

/** The first element of `selectors` (tried in order) that `accept`s. */
function firstMatch(root: Document, selectors: readonly string[], accept: (element: Element) => boolean): Element | null {
  for (const selector of selectors) {
    const found = selectAll(selector, root).find(accept);
    if (found) return found;
  }
  return null;
}

/** Whether a style attribute declares `word-break`, `overflow-wrap` or `word-wrap: break-word`. */
function stylesBreakWord(style: string | undefined): boolean {
  if (!style) return false;
  return style.split(';').some((declaration) => {
    const [property, value] = declaration.split(':', 2).map((part) => part.trim().toLowerCase());
    return (
      (property === 'word-break' || property === 'overflow-wrap' || property === 'word-wrap') &&
      value?.replace(/\s*!important$/, '') === 'break-word'
    );
  });
}

function isBreakWordBlock(element: Element): boolean {
  const classes = (element.attribs.class ?? '').split(/\s+/);
  return (stylesBreakWord(element.attribs.style) || classes.some((name) => BREAK_WORD_CLASSES.includes(name))) && hasText(element);
}

/** Every run of three or more dashes in the text below `root` becomes a `<br>`. */
function dashRunsToBreaks(root: Element): void {
  const texts: Text[] = [];
  const collect = (node: AnyNode): void => {
    if (isText(node)) texts.push(node);
    else if (isTag(node)) node.children.forEach(collect);
  };
  collect(root);
  for (const text of texts) {
    const parts = text.data.split(DASH_RUN);
    if (parts.length === 1) continue;
    parts.forEach((part, index) => {
      if (index > 0) prepend(text, new Element('br', {}));
      if (part) prepend(text, new Text(part));
    });
    removeElement(text);
  }
}

/** Removes elements without text (and without an image, rule or line break), innermost first. */
function stripEmptyElements(root: Element): void {
  const visit = (element: Element): boolean => {
    let keep = false;
    for (const child of [...element.children]) {
      if (isTag(child)) keep = visit(child) || keep;
      else if (isText(child) && child.data.trim() !== '') keep = true;
    }
    if (keep || KEEP_EMPTY.has(element.name)) return true;
    removeElement(element);
    return false;
  };
  for (const child of [...root.children]) if (isTag(child)) visit(child);
}

/** The document's `<base href>` when it is an absolute http(s) URL. */
function baseUrl(document: Document): URL | null {
  const href = selectOne('base[href]', document)?.attribs.href;
  const base = href ? URL.parse(href) : null;
  return base && (base.protocol === 'https:' || base.protocol === 'http:') ? base : null;
}

const LINK_SCHEMES = new Set(['https:', 'http:', 'mailto:', 'tel:']);

/**
 * Links and images of the body point where the document meant them to: relative URLs resolve
 * against its `<base href>`; without one (or for a fragment, whose target id the sanitiser drops)
 * a link keeps its text but loses its href and an image is dropped, so nothing points into this site
 * by accident.
 */
function resolveUrls(root: Element, base: URL | null): void {
  for (const [selector, attribute] of [
    ['a[href]', 'href'],
    ['img[src]', 'src'],
  ] as const) {
    for (const element of selectAll(selector, root)) {
      const value = element.attribs[attribute]!.trim();
      const url = value.startsWith('#') ? null : URL.parse(value, base ?? undefined);
      if (url && LINK_SCHEMES.has(url.protocol)) element.attribs[attribute] = url.href;
      else delete element.attribs[attribute];
    }
  }
}

/** Sanitises the serialised body; null when no text survives. */
function finish(html: string, element: Element): ExtractedRelease | null {
  const clean = sanitizeHtml(html).trim();
  if (normalisedText(parseDocument(clean)) === '') return null;
  return { html: clean, lang: declaredLang(element) };
}

/**
 * The body of a press release: its main news section, else its first `<pre>` block (kept as
 * `<pre>`), else its first break-word block; dash runs become line breaks. Null when the document
 * has none of them with text.
 */
export function extractPressRelease(html: string): ExtractedRelease | null {
  const document = parseRelease(html);
  const section = firstMatch(document, PRESS_SECTION_SELECTORS, hasText);
  const pre = section ? null : selectAll('pre', document).find(hasText);
  const block = section ?? pre ?? selectAll('*', document).find(isBreakWordBlock) ?? null;
  if (!block) return null;
  resolveUrls(block, baseUrl(document));
  dashRunsToBreaks(block);
  return finish(block === pre ? getOuterHTML(block) : getInnerHTML(block), block);
}

/** The innermost keyword block: a candidate that contains no other candidate. */
function innermost(candidates: Element[]): Element | undefined {
  return candidates.find((candidate) => !candidates.some((other) => other !== candidate && contains(candidate, other)));
}

function contains(ancestor: Element, node: Element): boolean {
  for (let parent = node.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

/**
 * The body of a financial release: the first of FINANCIAL_SELECTORS with more than
 * MIN_RELEASE_TEXT_LENGTH characters of text, else the innermost block that mentions a keyword of
 * FINANCIAL_KEYWORDS (in their order) with that much text; scripts, styles and empty elements
 * stripped. Null when there is no such block.
 */
export function extractFinancialRelease(html: string): ExtractedRelease | null {
  const document = parseRelease(html);
  let block = firstMatch(document, FINANCIAL_SELECTORS, isLongEnough);
  if (!block) {
    const blocks = selectAll(KEYWORD_BLOCKS, document).filter(isLongEnough);
    for (const { pattern } of FINANCIAL_KEYWORDS) {
      block = innermost(blocks.filter((element) => pattern.test(normalisedText(element)))) ?? null;
      if (block) break;
    }
  }
  if (!block) return null;
  resolveUrls(block, baseUrl(document));
  stripEmptyElements(block);
  return finish(getInnerHTML(block), block);
}
