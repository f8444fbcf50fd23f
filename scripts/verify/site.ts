/**
 * A built site as the gates see it: its HTML pages, read concurrently and parsed once each
 * (./page-facts.ts), the site's origin, and pages outside the checked set parsed on demand (a link
 * or an alternate of a checked page pointing at a page that was not re-rendered).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parsePage, type PageFacts } from './page-facts.ts';
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

/** Runs `work` on every file's text, reading up to `concurrency` files at once; results in input order. */
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
export function detectOrigin(pages: Iterable<PageFacts>): string | undefined {
  for (const page of pages) {
    for (const href of [page.canonical, ...page.alternates.map((alternate) => alternate.href)]) {
      if (href && /^https?:\/\//i.test(href)) return new URL(href).origin;
    }
  }
  return undefined;
}

export class SiteIndex {
  readonly dir: string;
  readonly origin: string;
  private readonly pages = new Map<string, PageFacts>();
  private readonly resolved = new Map<string, string | undefined>();

  constructor(dir: string, origin: string, checked: Iterable<PageFacts>) {
    this.dir = path.resolve(dir);
    this.origin = origin;
    for (const page of checked) this.pages.set(page.file, page);
  }

  /** The output-relative file (`/`-separated) answering a same-origin URL path, cached. */
  fileFor(pathname: string): string | undefined {
    if (this.resolved.has(pathname)) return this.resolved.get(pathname);
    const file = resolveSiteFile(this.dir, pathname);
    const relative = file === undefined ? undefined : path.relative(this.dir, file).split(path.sep).join('/');
    this.resolved.set(pathname, relative);
    return relative;
  }

  /** The facts of an HTML file of the build, parsed on first use when it is not a checked page. */
  factsOf(file: string): PageFacts | undefined {
    let facts = this.pages.get(file);
    if (!facts && file.endsWith('.html')) {
      try {
        facts = parsePage(file, readFileSync(path.join(this.dir, file), 'utf8'));
        this.pages.set(file, facts);
      } catch {
        return undefined;
      }
    }
    return facts;
  }

  /** Parsed URLs that do not depend on the page (root-relative, absolute): menus repeat them on every page. */
  private readonly urls = new Map<string, URL | undefined>();

  /** `href` (absolute, root-relative or relative to `page`) as a same-origin URL, or undefined for another origin. Throws when malformed. */
  sameOrigin(href: string, page: PageFacts): URL | undefined {
    const shared = page.base === undefined && ((href.startsWith('/') && !href.startsWith('//')) || /^https?:/i.test(href));
    if (shared && this.urls.has(href)) return this.urls.get(href);
    const parsed = new URL(href, new URL(page.base ?? page.path, `${this.origin}${page.path}`));
    const url = parsed.origin === this.origin ? parsed : undefined;
    if (shared) this.urls.set(href, url);
    return url;
  }
}
