/**
 * The digest of each dependency key (src/incremental/keys.ts) in a site model: a page whose keys
 * all have the digests of the build that rendered it would render to the same bytes (with the same
 * code). Entry digests are the ones the content loader stored with each entry; the rest hash the
 * parts of the model the key names. Computed once per key and model (kept with the model, so a new
 * model starts afresh).
 */
import { hashJson } from '../cms/entry-digest.ts';
import type { CollectionName } from '../cms/types.ts';
import { localeCodes, type LocaleCode } from '../i18n/locales.ts';
import { findSitePage, pageTable, sitePathOf, type SitePage } from '../routing/site-pages.ts';
import type { SiteModel } from './types.ts';

export { hashJson };

/** The digest of a page's record: its keys (sorted) and their digests. */
export function recordHash(deps: readonly string[], digestOf: (key: string) => string): string {
  return hashJson([...deps].sort().map((key) => [key, digestOf(key)]));
}

function compute(model: SiteModel, key: string): string {
  const colon = key.indexOf(':');
  const kind = colon === -1 ? key : key.slice(0, colon);
  const rest = colon === -1 ? '' : key.slice(colon + 1);
  switch (kind) {
    case 'entry': {
      const split = rest.indexOf(':');
      const collection = model.entries[rest.slice(0, split) as CollectionName] as ReadonlyMap<string, { digest: string }> | undefined;
      if (!collection) throw new Error(`dependency key "${key}" names no collection`);
      return collection.get(rest.slice(split + 1))?.digest ?? 'missing';
    }
    case 'collection': {
      const collection = model.data[rest as CollectionName] as ReadonlyArray<{ id: string; digest: string }> | undefined;
      if (!collection) throw new Error(`dependency key "${key}" names no collection`);
      return hashJson(collection.map((entry) => [entry.id, entry.digest]).sort(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0)));
    }
    case 'page': {
      const page = model.pageByPath.get(rest);
      return page ? hashJson(page) : 'none';
    }
    case 'path': {
      const split = rest.indexOf(':');
      return sitePathOf(rest.slice(split + 1), rest.slice(0, split) as LocaleCode, pageTable(model.pages)) ?? 'none';
    }
    case 'find': {
      const page = findSitePage(rest, pageTable(model.pages));
      return page ? hashJson(page) : 'none';
    }
    case 'place': {
      const page = findSitePage(rest, pageTable(model.pages));
      return page ? hashJson(placeOf(page)) : 'none';
    }
    case 'versions':
      return hashJson(localeCodes.map((locale) => sitePathOf(rest, locale, pageTable(model.pages))));
    case 'routes':
      return hashJson(model.pages.map((p) => [p.key, p.locale, p.path, p.canonical, p.alias, p.englishOnly, p.view.kind]));
    case 'chrome':
      return hashJson([
        localeCodes.map((code) => [model.navigation.get(code), model.footer.get(code)]),
        model.data.translations.map((entry) => entry.digest),
        model.data.locales.map((entry) => entry.digest),
        model.data.metaMenuLinks.map((entry) => entry.digest),
      ]);
    case 'events':
      return hashJson(model.events.ordered);
    case 'redirects':
      return hashJson(model.redirects);
    case 'today':
      return model.today;
    case 'categoryLabel':
      return hashJson(model.productCategoryByCategory.get(rest)?.Label ?? null);
    case 'categoryPage':
      return hashJson(model.productCategoryByCategory.get(rest)?.categoryPage?.id ?? null);
    case 'headline': {
      const id = rest.slice(rest.indexOf(':') + 1);
      return hashJson(model.entries.contentPages.get(id)?.data.Headline ?? null);
    }
    default:
      throw new Error(`incremental build: unknown dependency key "${key}"`);
  }
}

/** What a page is, without what it lists: a list page's entries, page count and years left out. */
function placeOf(page: SitePage): SitePage {
  if (page.view.kind !== 'articleList') return page;
  const { articleIds: _ids, pageCount: _count, years: _years, ...view } = page.view;
  return { ...page, view: view as SitePage['view'] };
}

const memo = new WeakMap<SiteModel, Map<string, string>>();

/** The digest of `key` in `model`. */
export function digestOf(model: SiteModel, key: string): string {
  let known = memo.get(model);
  if (!known) memo.set(model, (known = new Map()));
  let digest = known.get(key);
  if (digest === undefined) {
    digest = compute(model, key);
    known.set(key, digest);
  }
  return digest;
}

/** `digestOf` bound to one model. */
export const digestsOf =
  (model: SiteModel) =>
  (key: string): string =>
    digestOf(model, key);
