/**
 * Dependency keys: the names of what a page reads while it renders. A page's output is a function
 * of the values behind its keys (and of the code, ../../scripts/lib/build-fingerprint.ts), so a
 * page whose keys all have the digests of the last build can keep its last output. The digest of
 * each key in a site model: src/site/digests.ts.
 *
 *   entry:<collection>:<id>   one content entry (as the content system returned it, relations included)
 *   collection:<collection>   every entry of a collection (a page that lists them all)
 *   page:<path>               the page's own place in the site enumeration (its view: list ids, page count …)
 *   path:<locale>:<page key>  the path of one page in one locale, or none (a link to it)
 *   find:<path>               the page at one path, or none (a link checked against the pages the site builds)
 *   place:<path>              what the page at one path is, or none — not what it lists (a step of a breadcrumb trail:
 *                             a list's step stays when its entries change)
 *   versions:<page key>       the language versions of one page (hreflang alternates, the language switcher)
 *   routes                    the whole URL table (the sitemaps)
 *   redirects                 the redirects of migrated entries' old paths (the redirect rules file)
 *   chrome                    header, menus, footer, meta menu, translations, locales (on every page)
 *   events                    the events of every Events block, in calendar order
 *   today                     the day the model was built for (a page that shows dates as upcoming or past)
 *   categoryLabel:<category>  the label of a product category (what a product page shows of its category entry)
 *   categoryPage:<category>   the content page of a product category (the step above a product in its breadcrumbs)
 *   headline:contentPages:<id> the headline of one content page, or none (a breadcrumb step named by it: not the
 *                             blocks of the page, which on a category page list the products below it)
 *
 * A page depends on the URL table only through the lookups it made: a page added elsewhere renders
 * again only the pages that link to it (or list it), not the whole site.
 */
import type { CollectionName } from '../cms/types.ts';

export const depKey = {
  entry: (collection: CollectionName, id: string): string => `entry:${collection}:${id}`,
  collection: (collection: CollectionName): string => `collection:${collection}`,
  page: (path: string): string => `page:${path}`,
  path: (locale: string, key: string): string => `path:${locale}:${key}`,
  find: (path: string): string => `find:${path}`,
  place: (path: string): string => `place:${path}`,
  versions: (key: string): string => `versions:${key}`,
  routes: 'routes',
  redirects: 'redirects',
  chrome: 'chrome',
  events: 'events',
  today: 'today',
  categoryLabel: (category: string): string => `categoryLabel:${category}`,
  categoryPage: (category: string): string => `categoryPage:${category}`,
  headline: (id: string): string => `headline:contentPages:${id}`,
} as const;

/** What every page reads: the chrome and its own enumeration record. */
export function alwaysDeps(path: string): string[] {
  return [depKey.chrome, depKey.page(path)];
}
