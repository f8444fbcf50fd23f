/**
 * One pass of htmlparser2 over a built page collects everything the cross-page gates need, so each
 * page is read and parsed once: its URL references (scripts/lib/site-links.ts), the ids an anchor
 * can target, its hreflang alternates, template, language, and the inline handlers and
 * `javascript:` URLs it carries. The page's HTML itself is not kept.
 */
import { Parser } from 'htmlparser2';
import { elementUrls, type UrlReference } from '../lib/site-links.ts';

export interface Alternate {
  hreflang: string;
  href: string;
}

export interface PageFacts {
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
  /** Every `id` and `<a name>`: the fragments that can point into this page. */
  ids: Set<string>;
  refs: UrlReference[];
  /** `<base href>` when the page has one. */
  base: string | undefined;
  alternates: Alternate[];
  /** `<link rel="canonical">` href, as written. */
  canonical: string | undefined;
  /** `on*` attributes and `javascript:` URLs, described (`<button onclick>`). */
  scriptInMarkup: string[];
}

/** Attributes whose value is a URL a browser may navigate to or load. */
const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'poster', 'data', 'cite', 'xlink:href', 'background', 'ping']);

/** Strings repeat across pages (ids, menu URLs): one copy each keeps a large build's facts small. */
const interned = new Map<string, string>();
const intern = (value: string): string => {
  const known = interned.get(value);
  if (known !== undefined) return known;
  if (interned.size < 500_000) interned.set(value, value);
  return value;
};

/** `de/kontakt/index.html` → `/de/kontakt/`; `404.html` → `/404.html`. */
export function pagePathOf(file: string): string {
  const posix = file.replace(/\\/g, '/');
  return `/${posix.replace(/(^|\/)index\.html$/, '$1')}`;
}

export const isErrorPage = (file: string): boolean => /(^|\/)404(\.html|\/index\.html)$/.test(file.replace(/\\/g, '/'));

/** A `javascript:` URL the way a browser reads it: leading and embedded tabs, newlines and controls are ignored. */
export const isJavascriptUrl = (value: string): boolean =>
  /^javascript:/i.test([...value].filter((char) => char.charCodeAt(0) > 0x20).join(''));

export function parsePage(file: string, html: string): PageFacts {
  const posix = file.replace(/\\/g, '/');
  const facts: PageFacts = {
    file: posix,
    path: pagePathOf(posix),
    template: 'root',
    lang: '',
    errorPage: isErrorPage(posix),
    bytes: Buffer.byteLength(html),
    ids: new Set(),
    refs: [],
    base: undefined,
    alternates: [],
    canonical: undefined,
    scriptInMarkup: [],
  };
  const parser = new Parser({
    onopentag(name, attributes) {
      if (name === 'html') facts.lang = attributes['lang'] ?? '';
      if (name === 'body' && attributes['data-template']) facts.template = attributes['data-template'];
      if (name === 'base' && facts.base === undefined && attributes['href'] !== undefined) facts.base = attributes['href'];
      const id = attributes['id'];
      if (id) facts.ids.add(intern(id));
      if (name === 'a' && attributes['name']) facts.ids.add(intern(attributes['name']));
      for (const ref of elementUrls(name, attributes)) facts.refs.push({ tag: ref.tag, attribute: ref.attribute, url: intern(ref.url) });
      if (name === 'link' && attributes['rel']?.toLowerCase() === 'canonical') facts.canonical ??= attributes['href'];
      if (name === 'link' && attributes['hreflang'] !== undefined && attributes['href'] !== undefined) {
        const rels = (attributes['rel'] ?? '').toLowerCase().split(/\s+/);
        if (rels.includes('alternate')) facts.alternates.push({ hreflang: attributes['hreflang'], href: attributes['href'] });
      }
      for (const [attribute, value] of Object.entries(attributes)) {
        if (/^on[a-z]/.test(attribute)) facts.scriptInMarkup.push(`<${name} ${attribute}> (inline event handler)`);
        else if (URL_ATTRIBUTES.has(attribute) && isJavascriptUrl(value)) {
          facts.scriptInMarkup.push(`<${name} ${attribute}="${value.slice(0, 60)}"> (javascript: URL)`);
        }
      }
    },
  });
  parser.write(html);
  parser.end();
  return facts;
}
