/**
 * The URL table and its lookups (docs/locales-and-urls.md §9): the page at a path, the canonical
 * page of a key in a locale, the language versions of a page, and the equivalent path of any page
 * path in another locale. Plain functions over a `PageTable`: they record nothing. A page's site
 * reader (src/site/reader.ts) hands them its own view of the table, which names the dependency of
 * each of the three lookups into the page's record.
 */
import { localeCodes, type LocaleCode } from '../../i18n/locales.ts';
import { homePath } from '../paths.ts';
import type { SitePage } from './types.ts';

/** The site's pages (the URL table) with the three lookups every link and language mapping is made of. */
export interface PageTable {
  /** Every page of the site, in enumeration order. */
  readonly pages: readonly SitePage[];
  /** The page at a path (aliases included; compared by `normalizePath`), or undefined. */
  at(path: string): SitePage | undefined;
  /** The canonical page with this key (./keys.ts) in `locale`, or undefined when the site does not build it. */
  canonical(key: string, locale: LocaleCode): SitePage | undefined;
  /** The canonical page with this key in each locale that has one (its language versions). */
  versions(key: string): ReadonlyMap<LocaleCode, SitePage> | undefined;
}

/** A comparable form of a path: decoded, NFC, a leading and a trailing slash, no query or hash. */
export function normalizePath(path: string): string {
  let bare = path.split(/[?#]/, 1)[0] ?? '';
  try {
    bare = decodeURI(bare);
  } catch {
    // keep it as it is
  }
  bare = bare.normalize('NFC').replace(/\/{2,}/g, '/');
  if (!bare.startsWith('/')) bare = `/${bare}`;
  if (!bare.endsWith('/')) bare = `${bare}/`;
  return bare;
}

const tables = new WeakMap<readonly SitePage[], PageTable>();

/** The table of a page list, indexed once per list (each lookup is O(1)). */
export function pageTable(pages: readonly SitePage[]): PageTable {
  let table = tables.get(pages);
  if (!table) {
    const byPath = new Map<string, SitePage>();
    const canonicalByKey = new Map<string, Map<LocaleCode, SitePage>>();
    for (const page of pages) {
      byPath.set(normalizePath(page.path), page);
      if (page.alias) continue;
      let versions = canonicalByKey.get(page.key);
      if (!versions) canonicalByKey.set(page.key, (versions = new Map()));
      versions.set(page.locale, page);
    }
    table = {
      pages,
      at: (path) => byPath.get(normalizePath(path)),
      canonical: (key, locale) => canonicalByKey.get(key)?.get(locale),
      versions: (key) => canonicalByKey.get(key),
    };
    tables.set(pages, table);
  }
  return table;
}

/** The page at a path (aliases included; trailing slash, query and hash do not matter), or undefined. */
export function findSitePage(path: string, table: PageTable): SitePage | undefined {
  return table.at(path);
}

/** The canonical page with this key (./keys.ts) in `locale`, or undefined when the site does not build it. */
export function sitePageOf(key: string, locale: LocaleCode, table: PageTable): SitePage | undefined {
  return table.canonical(key, locale);
}

/**
 * The path of the page with this key (./keys.ts) in `locale`, or null when the site does not build
 * it: links go through this (./links.ts), so a link exists only when its page does.
 */
export function sitePathOf(key: string, locale: LocaleCode, table: PageTable): string | null {
  return table.canonical(key, locale)?.path ?? null;
}

/** The canonical versions of a page in every locale, itself included, in locale table order. */
export function alternatesOf(page: SitePage, table: PageTable): Array<{ locale: LocaleCode; path: string }> {
  const versions = table.versions(page.key);
  return localeCodes.flatMap((locale) => {
    const version = versions?.get(locale);
    return version ? [{ locale, path: version.path }] : [];
  });
}

/**
 * The same page in `target` (the language switch, docs/locales-and-urls.md §9): any page path (alias and paged list pages
 * included, with or without trailing slash) maps to the canonical path of that page in the target
 * locale, query and hash kept. An unknown path gives the target's home page.
 */
export function equivalentPath(path: string, target: LocaleCode, table: PageTable): string {
  const page = table.at(path);
  const version = page ? table.versions(page.key)?.get(target) : undefined;
  if (!version) return homePath(target);
  const suffix = /[?#].*$/s.exec(path)?.[0] ?? '';
  return version.path + suffix;
}
