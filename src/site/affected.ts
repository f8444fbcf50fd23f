/**
 * Which dependency keys changed between two site models, found from what differs between them (the
 * entries whose digest changed, the pages that changed) instead of by hashing every page's record:
 * the rebuild service's warm site (scripts/publisher/warm-site.ts) keeps an index from each key to
 * the pages that read it, so an edit costs the size of the edit, not of the site. Gives the same
 * answer as comparing `digestOf` of each key in both models (src/site/digests.ts), which the tests
 * check.
 */
import { collectionNames } from '../cms/types.ts';
import { hashJson } from '../cms/entry-digest.ts';
import { localeCodes } from '../i18n/locales.ts';
import { normalizePath, type SitePage } from '../routing/site-pages.ts';
import { digestOf } from './digests.ts';
import type { SiteModel } from './types.ts';
import type { PageRecord } from '../incremental/index-file.ts';

const pageHashes = new WeakMap<SiteModel, Map<string, string>>();

/** The hash of the first page on each path of a model (computed once per model). */
function hashesOf(model: SiteModel): Map<string, string> {
  let hashes = pageHashes.get(model);
  if (!hashes) {
    hashes = new Map();
    for (const [path, page] of model.pageByPath) hashes.set(path, hashJson(page));
    pageHashes.set(model, hashes);
  }
  return hashes;
}

interface Differences {
  entries: Set<string>;
  collections: Set<string>;
  /** Exact paths whose page changed, came or went. */
  paths: Set<string>;
  /** The same, normalised (find:). */
  found: Set<string>;
  /** `<locale>:<page key>` whose canonical page changed, came or went; and the page keys. */
  canonical: Set<string>;
  keys: Set<string>;
}

function differences(before: SiteModel, after: SiteModel): Differences {
  const entries = new Set<string>();
  const collections = new Set<string>();
  for (const name of collectionNames) {
    const old = before.entries[name] as ReadonlyMap<string, { digest: string }>;
    const now = after.entries[name] as ReadonlyMap<string, { digest: string }>;
    for (const [id, entry] of now) if (old.get(id)?.digest !== entry.digest) entries.add(`${name}:${id}`);
    for (const id of old.keys()) if (!now.has(id)) entries.add(`${name}:${id}`);
    if ([...entries].some((key) => key.startsWith(`${name}:`))) collections.add(name);
  }
  const paths = new Set<string>();
  const oldHashes = hashesOf(before);
  const newHashes = hashesOf(after);
  for (const [path, hash] of newHashes) if (oldHashes.get(path) !== hash) paths.add(path);
  for (const path of oldHashes.keys()) if (!newHashes.has(path)) paths.add(path);
  const found = new Set([...paths].map((path) => normalizePath(path)));
  const canonical = new Set<string>();
  const keys = new Set<string>();
  for (const path of paths) {
    for (const page of [before.pageByPath.get(path), after.pageByPath.get(path)] as Array<SitePage | undefined>) {
      if (!page) continue;
      keys.add(page.key);
      for (const locale of localeCodes) canonical.add(`${locale}:${page.key}`);
    }
  }
  return { entries, collections, paths, found, canonical, keys };
}

/** The keys among `keys` whose digest differs between the two models. */
export function changedKeys(before: SiteModel, after: SiteModel, keys: Iterable<string>): Set<string> {
  const diff = differences(before, after);
  const changed = new Set<string>();
  const compare = (key: string): boolean => digestOf(before, key) !== digestOf(after, key);
  for (const key of keys) {
    const colon = key.indexOf(':');
    const kind = colon === -1 ? key : key.slice(0, colon);
    const rest = key.slice(colon + 1);
    let differs: boolean;
    switch (kind) {
      case 'entry':
        differs = diff.entries.has(rest);
        break;
      case 'headline':
        // `headline:contentPages:<id>`: only an entry that changed can have another headline.
        differs = diff.entries.has(rest) && compare(key);
        break;
      case 'collection':
        differs = diff.collections.has(rest);
        break;
      case 'page':
        differs = diff.paths.has(rest);
        break;
      case 'find':
      case 'place':
        differs = diff.found.has(rest) && compare(key);
        break;
      case 'path':
        differs = diff.canonical.has(rest) && compare(key);
        break;
      case 'versions':
        differs = diff.keys.has(rest) && compare(key);
        break;
      default:
        // routes, chrome, events, today: one digest each.
        differs = compare(key);
    }
    if (differs) changed.add(key);
  }
  return changed;
}

/** An index from each dependency key to the paths of the pages whose record has it. */
export function keyIndex(records: Iterable<[string, PageRecord]>): Map<string, Set<string>> {
  const byKey = new Map<string, Set<string>>();
  for (const [path, record] of records) {
    for (const key of record.deps) {
      let paths = byKey.get(key);
      if (!paths) byKey.set(key, (paths = new Set()));
      paths.add(path);
    }
  }
  return byKey;
}
