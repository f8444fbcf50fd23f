/**
 * Language mapping between pages (docs/locales-and-urls.md §9): the language versions of a page and the equivalent path
 * of any page path in another locale.
 */
import { localeCodes, type LocaleCode } from '../../i18n/locales.ts';
import { depKey } from '../../incremental/keys.ts';
import { homePath } from '../paths.ts';
import type { SitePage } from './types.ts';

interface Index {
  byPath: Map<string, SitePage>;
  canonicalByKey: Map<string, Map<LocaleCode, SitePage>>;
}

/**
 * The URL table as a page reads it: the pages, and what the page looked up in them. A page's reader
 * (src/site/reader.ts) hands one to the link helpers, so each lookup names the dependency it creates
 * (src/incremental/keys.ts): the path of one page, the page at one path, the language versions of one
 * page — not the whole table.
 */
export interface TrackedPages {
  readonly table: readonly SitePage[];
  /** Called with the dependency key of each lookup. */
  read(key: string): void;
}

/** The site's pages: the plain list (nothing recorded) or a page's tracked view of it. */
export type PageTable = readonly SitePage[] | TrackedPages;

const indexes = new WeakMap<readonly SitePage[], Index>();

const tableOf = (pages: PageTable): readonly SitePage[] => ('table' in pages ? pages.table : pages);
const record = (pages: PageTable, key: string): void => {
  if ('table' in pages) pages.read(key);
};

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

function indexOf(table: PageTable): Index {
  const pages = tableOf(table);
  let index = indexes.get(pages);
  if (!index) {
    index = { byPath: new Map(), canonicalByKey: new Map() };
    for (const page of pages) {
      index.byPath.set(normalizePath(page.path), page);
      if (page.alias) continue;
      let versions = index.canonicalByKey.get(page.key);
      if (!versions) index.canonicalByKey.set(page.key, (versions = new Map()));
      versions.set(page.locale, page);
    }
    indexes.set(pages, index);
  }
  return index;
}

/** The page at a path (aliases included; trailing slash, query and hash do not matter), or undefined. */
export function findSitePage(path: string, pages: PageTable): SitePage | undefined {
  record(pages, depKey.find(normalizePath(path)));
  return indexOf(pages).byPath.get(normalizePath(path));
}

/** The canonical page with this key (./keys.ts) in `locale`, or undefined when the site does not build it. */
export function sitePageOf(key: string, locale: LocaleCode, pages: PageTable): SitePage | undefined {
  const page = indexOf(pages).canonicalByKey.get(key)?.get(locale);
  record(pages, page ? depKey.find(normalizePath(page.path)) : depKey.path(locale, key));
  return page;
}

/**
 * The path of the page with this key (./keys.ts) in `locale`, or null when the site does not build
 * it: links go through this (./links.ts), so a link exists only when its page does.
 */
export function sitePathOf(key: string, locale: LocaleCode, pages: PageTable): string | null {
  record(pages, depKey.path(locale, key));
  return indexOf(pages).canonicalByKey.get(key)?.get(locale)?.path ?? null;
}

/** The canonical versions of a page in every locale, itself included, in locale table order. */
export function alternatesOf(page: SitePage, pages: PageTable): Array<{ locale: LocaleCode; path: string }> {
  record(pages, depKey.versions(page.key));
  const versions = indexOf(pages).canonicalByKey.get(page.key);
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
export function equivalentPath(path: string, target: LocaleCode, pages: PageTable): string {
  const page = findSitePage(path, pages);
  if (page) record(pages, depKey.versions(page.key));
  const version = page ? indexOf(pages).canonicalByKey.get(page.key)?.get(target) : undefined;
  if (!version) return homePath(target);
  const suffix = /[?#].*$/s.exec(path)?.[0] ?? '';
  return version.path + suffix;
}
