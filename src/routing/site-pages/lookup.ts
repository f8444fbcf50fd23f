/**
 * Language mapping between pages (§2.12): the language versions of a page and the equivalent path
 * of any page path in another locale.
 */
import { localeCodes, type LocaleCode } from '../../i18n/locales.ts';
import { homePath } from '../paths.ts';
import type { SitePage } from './types.ts';

interface Index {
  byPath: Map<string, SitePage>;
  canonicalByKey: Map<string, Map<LocaleCode, SitePage>>;
}

const indexes = new WeakMap<readonly SitePage[], Index>();

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

function indexOf(pages: readonly SitePage[]): Index {
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
export function findSitePage(path: string, pages: readonly SitePage[]): SitePage | undefined {
  return indexOf(pages).byPath.get(normalizePath(path));
}

/** The canonical page with this key (./keys.ts) in `locale`, or undefined when the site does not build it. */
export function sitePageOf(key: string, locale: LocaleCode, pages: readonly SitePage[]): SitePage | undefined {
  return indexOf(pages).canonicalByKey.get(key)?.get(locale);
}

/**
 * The path of the page with this key (./keys.ts) in `locale`, or null when the site does not build
 * it: links go through this (./links.ts), so a link exists only when its page does.
 */
export function sitePathOf(key: string, locale: LocaleCode, pages: readonly SitePage[]): string | null {
  return sitePageOf(key, locale, pages)?.path ?? null;
}

/** The canonical versions of a page in every locale, itself included, in locale table order. */
export function alternatesOf(page: SitePage, pages: readonly SitePage[]): Array<{ locale: LocaleCode; path: string }> {
  const versions = indexOf(pages).canonicalByKey.get(page.key);
  return localeCodes.flatMap((locale) => {
    const version = versions?.get(locale);
    return version ? [{ locale, path: version.path }] : [];
  });
}

/**
 * The same page in `target` (§2.12 language switch): any page path (alias and paged list pages
 * included, with or without trailing slash) maps to the canonical path of that page in the target
 * locale, query and hash kept. An unknown path gives the target's home page.
 */
export function equivalentPath(path: string, target: LocaleCode, pages: readonly SitePage[]): string {
  const page = findSitePage(path, pages);
  const version = page ? indexOf(pages).canonicalByKey.get(page.key)?.get(target) : undefined;
  if (!version) return homePath(target);
  const suffix = /[?#].*$/s.exec(path)?.[0] ?? '';
  return version.path + suffix;
}
