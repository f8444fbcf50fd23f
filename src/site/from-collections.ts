/**
 * The content of a build from Astro's content collections (src/content.config.ts): every entry of
 * every collection with the digest the content loader stored (src/cms/loader.ts). Only the
 * provider of the site model (./current.ts) reads the collections; pages read the model.
 */
import { getCollection } from 'astro:content';
import { collectionNames, type CollectionName } from '../cms/types.ts';
import { byEntryId } from './build.ts';
import { hashJson } from './digests.ts';
import type { SiteData, StoredEntry } from './types.ts';

interface CollectionEntry {
  id: string;
  data: unknown;
  digest?: string | number;
}

async function read(collection: CollectionName): Promise<Array<StoredEntry<unknown>>> {
  // Astro's store keeps entries in the order they were first stored, across builds: sorted, the model
  // does not depend on the history of the cache.
  const entries: CollectionEntry[] = [...(await getCollection(collection))].sort(byEntryId);
  return entries.map((entry) => ({
    id: entry.id,
    data: entry.data,
    digest: entry.digest === undefined ? hashJson(entry.data) : String(entry.digest),
  }));
}

export async function siteDataFromCollections(): Promise<SiteData> {
  const lists = await Promise.all(collectionNames.map(read));
  return Object.fromEntries(collectionNames.map((name, index) => [name, lists[index]])) as unknown as SiteData;
}
