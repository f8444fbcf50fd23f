/**
 * The digest of each dependency key (./keys.ts) in this build, computed once per key and kept in
 * the shared state (./state.ts). Entry digests are the ones the content loader stored with each
 * entry (src/cms/loader.ts); the rest hash the built models. Only used inside the Astro build.
 */
import { createHash } from 'node:crypto';
import { incrementalState } from './state.ts';

export function hashJson(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value) ?? 'undefined')
    .digest('base64url');
}

/** The digest of a page's record: its keys (sorted) and their digests. */
export function recordHash(deps: readonly string[], digests: ReadonlyMap<string, string>): string {
  return hashJson([...deps].sort().map((key) => [key, digests.get(key) ?? 'unknown']));
}

async function compute(key: string): Promise<string> {
  const colon = key.indexOf(':');
  const kind = colon === -1 ? key : key.slice(0, colon);
  const rest = colon === -1 ? '' : key.slice(colon + 1);
  const { entryDigest, collectionDigest, getTranslations, getLocales, getMetaMenuLinks } = await import('../cms/collections.ts');
  switch (kind) {
    case 'entry': {
      const split = rest.indexOf(':');
      return (await entryDigest(rest.slice(0, split) as never, rest.slice(split + 1))) ?? 'missing';
    }
    case 'collection':
      return collectionDigest(rest as never);
    case 'page': {
      const page = (await pagesByPath()).get(rest);
      return page ? hashJson(page) : 'none';
    }
    case 'routes': {
      const { getSitePages } = await import('../routing/site-pages.ts');
      const pages = await getSitePages();
      return hashJson(pages.map((p) => [p.key, p.locale, p.path, p.canonical, p.alias, p.englishOnly, p.view.kind]));
    }
    case 'chrome': {
      const { getNavigation, getFooterModel } = await import('../navigation/index.ts');
      const { localeCodes } = await import('../i18n/locales.ts');
      const models = await Promise.all(localeCodes.map(async (code) => [await getNavigation(code), await getFooterModel(code)]));
      return hashJson([models, await getTranslations(), await getLocales(), await getMetaMenuLinks()]);
    }
    case 'events': {
      // The enumeration's events (untracked: the tracked readers of ../views/data.ts call digestOf).
      const { getSiteEvents } = await import('../routing/site-pages.ts');
      return hashJson(await getSiteEvents());
    }
    default:
      throw new Error(`incremental build: unknown dependency key "${key}"`);
  }
}

let byPath: Promise<Map<string, unknown>> | undefined;

function pagesByPath(): Promise<Map<string, unknown>> {
  byPath ??= import('../routing/site-pages.ts').then(async ({ getSitePages }) => {
    const map = new Map<string, unknown>();
    for (const page of await getSitePages()) if (!map.has(page.path)) map.set(page.path, page);
    return map;
  });
  return byPath;
}

const pending = new Map<string, Promise<string>>();

/** The digest of `key` in this build (computed once, then read from the shared state). */
export async function digestOf(key: string): Promise<string> {
  const state = incrementalState();
  const known = state.digests.get(key);
  if (known !== undefined) return known;
  let promise = pending.get(key);
  if (!promise) {
    promise = compute(key).then((digest) => {
      state.digests.set(key, digest);
      pending.delete(key);
      return digest;
    });
    pending.set(key, promise);
  }
  return promise;
}
