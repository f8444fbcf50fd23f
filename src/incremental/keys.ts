/**
 * Dependency keys: the names of what a page reads while it renders. A page's output is a function
 * of the values behind its keys (and of the code, ../../scripts/lib/build-fingerprint.ts), so a
 * page whose keys all have the digests of the last build can keep its last output.
 *
 *   entry:<collection>:<id>   one content entry (as the content system returned it, relations included)
 *   collection:<collection>   every entry of a collection (a page that lists them all)
 *   page:<path>               the page's own place in the site enumeration (its view: list ids, page count …)
 *   routes                    the URL table: every page's key, locale, path, canonical, alias, fallback flag
 *   chrome                    header, menus, footer, meta menu, translations, locales (on every page)
 *   events                    the events of every Events block, in calendar order
 */
import type { CollectionName } from '../cms/types.ts';

export const depKey = {
  entry: (collection: CollectionName, id: string): string => `entry:${collection}:${id}`,
  collection: (collection: CollectionName): string => `collection:${collection}`,
  page: (path: string): string => `page:${path}`,
  routes: 'routes',
  chrome: 'chrome',
  events: 'events',
} as const;

/** What every page reads: the URL table (links, alternates), the chrome and its own enumeration record. */
export function alwaysDeps(path: string): string[] {
  return [depKey.routes, depKey.chrome, depKey.page(path)];
}
