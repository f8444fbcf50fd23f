/**
 * One pass of htmlparser2 over a built page collects everything the gates need, so each page is
 * read and parsed once: its URL references (scripts/lib/site-links.ts), the ids an anchor can
 * target, its hreflang alternates, template, language, and the inline handlers and `javascript:`
 * URLs it carries (`PageFacts`). The per-page gates use those facts while the page is being checked;
 * what the cross-page gates need later is kept as a `PageSummary` (`summarizePage`): ids, alternates,
 * canonical, template, language and size — no references, and no string that still points into the
 * page's HTML. (V8 keeps a substring of 13 or more characters as a slice of its parent, so one id or
 * URL kept as htmlparser2 returns it keeps the whole page's HTML alive: on a 40,000-page build, gigabytes.)
 */
import { Parser } from 'htmlparser2';
import { elementUrls, type UrlReference } from '../lib/site-links.ts';

interface Alternate {
  hreflang: string;
  href: string;
}

/** What the cross-page gates (anchors, hreflang, axe's choice of pages) keep of a checked page. */
export interface PageSummary {
  /** Output-relative file, `/`-separated: `de/kontakt/index.html`. */
  file: string;
  /** The URL path the page is served at: `/de/kontakt/`, `/404.html`. */
  path: string;
  /** `data-template` of `<body>`; `root` without one (the root redirect page). */
  template: string;
  /** `lang` of `<html>`, or '' */
  lang: string;
  /** An error page (`404.html`, `…/404/index.html`): served at any URL that has no file. */
  errorPage: boolean;
  bytes: number;
  /** Every `id` and `<a name>`: the fragments that can point into this page (sorted, see `hasId`). */
  ids: readonly string[];
  /** `<base href>` when the page has one. */
  base: string | undefined;
  alternates: Alternate[];
  /** `<link rel="canonical">` href, as written. */
  canonical: string | undefined;
}

/** A text a visitor reads or hears, with the language in effect where it stands (the nearest `lang`). */
interface PageText {
  lang: string;
  /** Whitespace collapsed and trimmed; an element's own text (its children's texts are runs of their own). */
  text: string;
}

/** Everything one parse of a page yields; used while the page is checked, then reduced to its summary. */
export interface PageFacts extends PageSummary {
  refs: UrlReference[];
  /** `on*` attributes and `javascript:` URLs, described (`<button onclick>`). */
  scriptInMarkup: string[];
  /** Each element's own text and its labels (`aria-label`, `alt`, `title`, `placeholder`), outside scripts, styles and `translate="no"`. */
  texts: PageText[];
}

/** Elements without content: no text of their own (a `<wbr>` inside a word does not cut it). */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);
/** Elements whose content is no text for a visitor. */
const NO_TEXT_ELEMENTS = new Set(['script', 'style', 'template', 'noscript', 'svg', 'math', 'title']);
const LABEL_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'] as const;
// Soft hyphens, zero width spaces and word joiners mark where a line may or may not break
// (docs/typography.md): no text of their own.
const collapse = (text: string): string =>
  text
    .replace(/[\u00ad\u200b\u2060]/g, '')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();

/** Attributes whose value is a URL a browser may navigate to or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'data', 'cite', 'xlink:href', 'background', 'ping']);

/**
 * A copy of `value` that does not point into the string it was cut from (the page's HTML): slicing
 * a concatenation makes V8 flatten it into a new string first. Exact for any string (lone
 * surrogates too); shorter strings than 13 characters are copies already.
 */
export const detach = (value: string): string => (value.length < 13 ? value : ` ${value}`.slice(1));

/** Strings repeat across pages (ids, hreflang values, alternates): one detached copy each keeps a large build's summaries small. */
const interned = new Map<string, string>();
const intern = (value: string): string => {
  const known = interned.get(value);
  if (known !== undefined) return known;
  const copy = detach(value);
  if (interned.size < 500_000) interned.set(copy, copy);
  return copy;
};

/** `de/kontakt/index.html` → `/de/kontakt/`; `404.html` → `/404.html`. */
function pagePathOf(file: string): string {
  const posix = file.replace(/\\/g, '/');
  return `/${posix.replace(/(^|\/)index\.html$/, '$1')}`;
}

const isErrorPage = (file: string): boolean => /(^|\/)404(\.html|\/index\.html)$/.test(file.replace(/\\/g, '/'));

/** A `javascript:` URL the way a browser reads it: leading and embedded tabs, newlines and controls are ignored. */
export function isJavascriptUrl(value: string): boolean {
  // Every URL attribute of every page comes here: most are settled by their first character that counts (not a j).
  let first = 0;
  while (first < value.length && value.charCodeAt(first) <= 0x20) first++;
  if ((value.charCodeAt(first) | 0x20) !== 0x6a) return false;
  return /^javascript:/i.test([...value].filter((char) => char.charCodeAt(0) > 0x20).join(''));
}

/** `on` and a letter: an event handler attribute (`onclick`), as the regular expression `/^on[a-z]/` says. */
function isHandlerAttribute(name: string): boolean {
  if (name.charCodeAt(0) !== 0x6f || name.charCodeAt(1) !== 0x6e) return false;
  const third = name.charCodeAt(2);
  return third >= 0x61 && third <= 0x7a;
}

export function parsePage(file: string, html: string): PageFacts {
  const posix = file.replace(/\\/g, '/');
  const ids = new Set<string>();
  const facts: PageFacts = {
    file: posix,
    path: pagePathOf(posix),
    template: 'root',
    lang: '',
    errorPage: isErrorPage(posix),
    bytes: Buffer.byteLength(html),
    ids: [],
    refs: [],
    base: undefined,
    alternates: [],
    canonical: undefined,
    scriptInMarkup: [],
    texts: [],
  };
  /** Open elements with content: the language in effect, whether their text counts, their own text so far. */
  const open: Array<{ lang: string; skip: boolean; text: string }> = [];
  const parser = new Parser({
    ontext(text) {
      const top = open.at(-1);
      if (top && !top.skip) top.text += text;
    },
    onclosetag(name) {
      if (VOID_ELEMENTS.has(name)) return;
      const frame = open.pop();
      const text = frame && !frame.skip ? collapse(frame.text) : '';
      if (text) facts.texts.push({ lang: frame!.lang, text });
    },
    onopentag(name, attributes) {
      const parent = open.at(-1);
      const lang = attributes['lang'] ?? parent?.lang ?? '';
      const skip = (parent?.skip ?? false) || NO_TEXT_ELEMENTS.has(name) || attributes['translate'] === 'no';
      if (!skip) {
        for (const attribute of LABEL_ATTRIBUTES) {
          const label = attributes[attribute] ? collapse(attributes[attribute]) : '';
          if (label) facts.texts.push({ lang, text: label });
        }
      }
      if (!VOID_ELEMENTS.has(name)) open.push({ lang, skip, text: '' });
      if (name === 'html') facts.lang = attributes['lang'] ?? '';
      if (name === 'body' && attributes['data-template']) facts.template = attributes['data-template'];
      if (name === 'base' && facts.base === undefined && attributes['href'] !== undefined) facts.base = attributes['href'];
      const id = attributes['id'];
      if (id) ids.add(id);
      if (name === 'a' && attributes['name']) ids.add(attributes['name']);
      for (const ref of elementUrls(name, attributes)) facts.refs.push(ref);
      if (name === 'link' && attributes['rel']?.toLowerCase() === 'canonical') facts.canonical ??= attributes['href'];
      if (name === 'link' && attributes['hreflang'] !== undefined && attributes['href'] !== undefined) {
        const rels = (attributes['rel'] ?? '').toLowerCase().split(/\s+/);
        if (rels.includes('alternate')) facts.alternates.push({ hreflang: attributes['hreflang'], href: attributes['href'] });
      }
      for (const attribute in attributes) {
        if (isHandlerAttribute(attribute)) facts.scriptInMarkup.push(`<${name} ${attribute}> (inline event handler)`);
        else if (URL_ATTRIBUTES.has(attribute) && isJavascriptUrl(attributes[attribute]!)) {
          facts.scriptInMarkup.push(`<${name} ${attribute}="${attributes[attribute]!.slice(0, 60)}"> (javascript: URL)`);
        }
      }
    },
  });
  parser.write(html);
  parser.end();
  facts.ids = [...ids].sort();
  return facts;
}

/** What is kept of a page once it has been checked: small, and holding nothing of its HTML. */
export function summarizePage(facts: PageFacts): PageSummary {
  return {
    file: facts.file,
    path: facts.path,
    template: intern(facts.template),
    lang: intern(facts.lang),
    errorPage: facts.errorPage,
    bytes: facts.bytes,
    ids: facts.ids.map(intern),
    base: facts.base === undefined ? undefined : detach(facts.base),
    alternates: facts.alternates.map(({ hreflang, href }) => ({ hreflang: intern(hreflang), href: intern(href) })),
    canonical: facts.canonical === undefined ? undefined : intern(facts.canonical),
  };
}

/** Whether `id` names an element of the page (`ids` sorted, as `parsePage` leaves them). */
export function hasId(page: Pick<PageSummary, 'ids'>, id: string): boolean {
  const { ids } = page;
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const candidate = ids[middle]!;
    if (candidate === id) return true;
    if (candidate < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
