/**
 * The one link model of a built site, shared by the incremental build's link check
 * (scripts/build.ts → `brokenLinks`) and the quality gates (scripts/verify/):
 * - `elementUrls`: the URLs one element references (which tags and attributes count, Astro islands'
 *   module URLs included);
 * - `resolveSiteFile`: the file of the build a URL path is answered with, the way the host
 *   (Netlify, scripts/lib/static-server.ts) answers it: a file, a folder's index.html, or
 *   `<path>.html`; never a file outside the build; query and fragment play no part.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Parser } from 'htmlparser2';

export interface UrlReference {
  /** Element name, lower case. */
  tag: string;
  /** Attribute the URL came from (`srcset` for each of its candidates). */
  attribute: string;
  /** The URL as written (character references decoded). */
  url: string;
}

const SRC_TAGS = new Set(['img', 'script', 'source', 'video', 'audio', 'track', 'iframe', 'embed', 'input']);
/** The modules an Astro island hydrates with. */
const ISLAND_URLS = ['component-url', 'renderer-url', 'before-hydration-url'];
/** `<link rel>` values that name an origin, not a document (nothing to resolve). */
const ORIGIN_RELS = new Set(['preconnect', 'dns-prefetch']);

/** The URLs `name` with `attributes` (htmlparser2's lower-cased names, decoded values) references. */
export function elementUrls(name: string, attributes: Readonly<Record<string, string>>): UrlReference[] {
  const refs: UrlReference[] = [];
  const add = (attribute: string, url: string | undefined): void => {
    if (url !== undefined) refs.push({ tag: name, attribute, url });
  };
  if (name === 'a' || name === 'area') add('href', attributes['href']);
  if (name === 'link') {
    const rels = (attributes['rel'] ?? '').toLowerCase().split(/\s+/);
    if (!rels.some((rel) => ORIGIN_RELS.has(rel))) add('href', attributes['href']);
  }
  if (name === 'use') add('href', attributes['href'] ?? attributes['xlink:href']);
  if (SRC_TAGS.has(name)) add('src', attributes['src']);
  if (name === 'video') add('poster', attributes['poster']);
  const srcset = attributes['srcset'];
  if (srcset !== undefined) for (const candidate of srcset.split(',')) add('srcset', candidate.trim().split(/\s+/)[0]);
  if (name === 'form') add('action', attributes['action']);
  if (name === 'button' || name === 'input') add('formaction', attributes['formaction']);
  if (name === 'object') add('data', attributes['data']);
  if (name === 'astro-island') for (const attribute of ISLAND_URLS) add(attribute, attributes[attribute]);
  if (name === 'meta' && attributes['http-equiv']?.toLowerCase() === 'refresh') {
    add('content', /;\s*url\s*=\s*['"]?([^'"]*)/i.exec(attributes['content'] ?? '')?.[1]);
  }
  return refs;
}

/** The root-relative URLs (`/…`, not `//…`) an HTML document links to or loads. */
export function internalUrls(html: string): string[] {
  const urls: string[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      for (const { url } of elementUrls(name, attributes)) if (url.startsWith('/') && !url.startsWith('//')) urls.push(url);
    },
  });
  parser.write(html);
  parser.end();
  return urls;
}

function fileIf(file: string): string | undefined {
  try {
    const stats = statSync(file);
    if (stats.isFile()) return file;
    if (stats.isDirectory() && existsSync(path.join(file, 'index.html'))) return path.join(file, 'index.html');
  } catch {
    // missing, or a file used as a folder (`/a.html/`)
  }
  return undefined;
}

/**
 * The file of `dir` answering `url` (root-relative or absolute; its own origin is not checked):
 * the file itself, a folder's index.html, or `<path>.html` for an extensionless path. Undefined when
 * none exists, the percent-encoding is malformed, or the decoded path leaves `dir`.
 */
export function resolveSiteFile(dir: string, url: string): string | undefined {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(url, 'http://site.invalid').pathname);
  } catch {
    return undefined;
  }
  const root = path.resolve(dir);
  const file = path.join(root, pathname);
  // Inside `dir` only: not `dir-other/…` next to it (a decoded `%2F` can bring `..` segments back).
  if (file !== root && !file.startsWith(root + path.sep)) return undefined;
  const found = fileIf(file);
  if (found) return found;
  if (!pathname.endsWith('/') && path.posix.extname(pathname) === '') return fileIf(`${file}.html`);
  return undefined;
}

export interface BrokenLink {
  page: string;
  url: string;
}

/** The root-relative links of `pages` (output-relative files) that lead to no file of `dir`. */
export function brokenLinks(dir: string, pages: Iterable<string>): BrokenLink[] {
  const broken: BrokenLink[] = [];
  const seen = new Map<string, boolean>();
  for (const page of pages) {
    const file = path.join(dir, page);
    if (!existsSync(file)) continue;
    for (const url of internalUrls(readFileSync(file, 'utf8'))) {
      const key = url.split('#')[0]!.split('?')[0]!;
      let ok = seen.get(key);
      if (ok === undefined) {
        ok = resolveSiteFile(dir, key) !== undefined;
        seen.set(key, ok);
      }
      if (!ok) broken.push({ page, url });
    }
  }
  return broken;
}
