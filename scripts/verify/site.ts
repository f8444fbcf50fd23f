/**
 * A built site as the gates see it: its HTML pages, read a few at a time and parsed once each
 * (./page-facts.ts), the site's origin, and the summaries of the pages checked so far; pages outside
 * the checked set are parsed on demand (a link or an alternate of a checked page pointing at a page
 * that was not re-rendered). Memory stays bounded whatever the build's size: pages are streamed,
 * only their small summaries are kept, and the URL caches are capped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { detach, parsePage, summarizePage, type PageSummary } from './page-facts.ts';
import { resolveSiteFile } from '../lib/site-links.ts';

/** Folders of assets, never pages. */
const ASSET_DIRS = new Set(['_astro', '_img', 'uploads', 'pagefind']);

/** Every HTML file of the build, output-relative with `/`, sorted. */
export function listPages(dir: string): string[] {
  const walk = (folder: string, prefix: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      if (entry.isDirectory())
        return prefix === '' && ASSET_DIRS.has(entry.name) ? [] : walk(path.join(folder, entry.name), `${prefix}${entry.name}/`);
      return entry.isFile() && entry.name.endsWith('.html') ? [`${prefix}${entry.name}`] : [];
    });
  return walk(dir, '').sort();
}

/**
 * Runs `work` on every file's text, reading up to `concurrency` files at once (so at most that many
 * pages' HTML is in memory); results in input order. Keep the results small: a large build has
 * tens of thousands of pages.
 */
export async function mapPages<T>(
  dir: string,
  files: readonly string[],
  concurrency: number,
  work: (file: string, html: string, index: number) => Promise<T> | T,
): Promise<T[]> {
  const results = new Array<T>(files.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < files.length) {
      const index = next++;
      const file = files[index]!;
      results[index] = await work(file, await readFile(path.join(dir, file), 'utf8'), index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, files.length) }, worker));
  return results;
}

export const UNKNOWN_ORIGIN = 'http://site.invalid';

/** The origin the build was made for: the first absolute canonical or alternate URL of its pages. */
function detectOrigin(pages: Iterable<Pick<PageSummary, 'canonical' | 'alternates'>>): string | undefined {
  for (const page of pages) {
    for (const href of [page.canonical, ...page.alternates.map((alternate) => alternate.href)]) {
      if (href && /^https?:\/\//i.test(href)) return new URL(href).origin;
    }
  }
  return undefined;
}

/**
 * `detectOrigin` over `files` before the checking pass (the link gate checks each page as it is
 * read, so it needs the origin first): reads the pages in order up to the first that names it —
 * usually one of the first few.
 */
export async function findOrigin(dir: string, files: readonly string[]): Promise<string | undefined> {
  for (const file of files) {
    let html: string;
    try {
      html = await readFile(path.join(dir, file), 'utf8');
    } catch {
      continue; // the checking pass reports it
    }
    const origin = detectOrigin([parsePage(file, html)]);
    if (origin) return origin;
  }
  return undefined;
}

/** Entries a URL cache holds before it starts over (menus repeat the same few hundred URLs on every page). */
const CACHE_ENTRIES = 50_000;

/** Sets `key` in `cache`, emptying it first when it is full. */
function remember<V>(cache: Map<string, V>, key: string, value: V): void {
  if (cache.size >= CACHE_ENTRIES) cache.clear();
  cache.set(key, value);
}

export class SiteIndex {
  readonly dir: string;
  readonly origin: string;
  private readonly pages: Map<string, PageSummary>;
  private readonly resolved = new Map<string, string | undefined>();

  /**
   * `summaries`: page summaries kept by the caller between runs over the same site (the warm
   * publisher's, which removes those of the files it writes), so pages linked to are parsed once.
   */
  constructor(dir: string, origin: string, checked: Iterable<PageSummary> = [], summaries?: Map<string, PageSummary>) {
    this.dir = path.resolve(dir);
    this.origin = origin;
    this.pages = summaries ?? new Map();
    for (const page of checked) this.add(page);
  }

  /** Records a checked page's summary (the checking pass, as each page is done). */
  add(page: PageSummary): void {
    this.pages.set(page.file, page);
  }

  /** The output-relative file (`/`-separated) answering a same-origin URL path, cached. */
  fileFor(pathname: string): string | undefined {
    if (this.resolved.has(pathname)) return this.resolved.get(pathname);
    const file = resolveSiteFile(this.dir, pathname);
    const relative = file === undefined ? undefined : path.relative(this.dir, file).split(path.sep).join('/');
    remember(this.resolved, detach(pathname), relative);
    return relative;
  }

  /** The summary of a page checked or parsed so far, if any (never reads a file). */
  summaryOf(file: string): PageSummary | undefined {
    return this.pages.get(file);
  }

  /** The summary of an HTML file of the build, parsed on first use when it is not a checked page. */
  factsOf(file: string): PageSummary | undefined {
    let facts = this.pages.get(file);
    if (!facts && file.endsWith('.html')) {
      try {
        facts = summarizePage(parsePage(file, readFileSync(path.join(this.dir, file), 'utf8')));
        this.pages.set(file, facts);
      } catch {
        return undefined;
      }
    }
    return facts;
  }

  /** Parsed URLs that do not depend on the page (root-relative, absolute): menus repeat them on every page. */
  private readonly urls = new Map<string, URL | undefined>();

  /**
   * `href` (absolute, root-relative or relative to `page`) as a same-origin URL, or undefined for
   * another origin. Throws when malformed. `href` is copied first: a URL that is already in normal
   * form keeps the very string it was given (and its parts are slices of it), which would keep the
   * page's HTML alive in the cache.
   */
  sameOrigin(href: string, page: Pick<PageSummary, 'base' | 'path'>): URL | undefined {
    const shared = page.base === undefined && ((href.startsWith('/') && !href.startsWith('//')) || /^https?:/i.test(href));
    if (shared && this.urls.has(href)) return this.urls.get(href);
    const own = detach(href);
    const parsed = new URL(own, new URL(page.base === undefined ? page.path : detach(page.base), `${this.origin}${page.path}`));
    const url = parsed.origin === this.origin ? parsed : undefined;
    if (shared) remember(this.urls, own, url);
    return url;
  }
}
