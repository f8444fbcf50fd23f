/**
 * The content of the site read again by the warm publisher (./warm-site.ts) after an edit: every
 * collection through the same sources the build's content loader reads (src/cms/site-sources.ts),
 * each entry with the same digest (src/cms/entry-digest.ts). Entries whose digest did not change
 * keep the object of the previous read, so a new site model shares what did not change; the changes
 * (changed, added, removed entries) are listed for the log and the status page.
 *
 * A failed read of the meta menu is not fatal, as in a build: the site is built without meta links
 * (the last read's links stay).
 */
import type { CmsClient } from '../../src/cms/client.ts';
import { hashJson } from '../../src/cms/entry-digest.ts';
import { isStrictContent } from '../../src/cms/problems.ts';
import { META_MENU_ERROR, siteSources } from '../../src/cms/site-sources.ts';
import { collectionNames, type CollectionName } from '../../src/cms/types.ts';
import { byEntryId } from '../../src/site/build.ts';
import type { SiteData, StoredEntry } from '../../src/site/types.ts';

interface ContentChange {
  collection: CollectionName;
  id: string;
  kind: 'changed' | 'added' | 'removed';
}

export interface ContentRead {
  data: SiteData;
  changes: ContentChange[];
  ms: number;
}

async function readCollection(
  client: CmsClient,
  name: CollectionName,
  previous: ReadonlyArray<StoredEntry<unknown>> | undefined,
  warn: (line: string) => void,
): Promise<Array<StoredEntry<unknown>>> {
  try {
    const entries = await (siteSources[name] as { read(client: CmsClient): Promise<ReadonlyArray<{ id: string; data: unknown }>> }).read(
      client,
    );
    const before = new Map(previous?.map((entry) => [entry.id, entry]));
    return [...entries].sort(byEntryId).map(({ id, data }) => {
      const digest = hashJson(data);
      const old = before.get(id);
      return old?.digest === digest ? old : { id, data, digest };
    });
  } catch (error) {
    if (name !== 'metaMenuLinks' || isStrictContent()) throw error;
    warn(`${META_MENU_ERROR} ${error instanceof Error ? error.message : String(error)}`);
    return [...(previous ?? [])];
  }
}

/** Reads every collection; `previous` is the content of the published site model. */
export async function readSiteData(client: CmsClient, previous: SiteData | undefined, warn: (line: string) => void): Promise<ContentRead> {
  const started = performance.now();
  const lists = await Promise.all(collectionNames.map((name) => readCollection(client, name, previous?.[name], warn)));
  const changes: ContentChange[] = [];
  const data = Object.fromEntries(
    collectionNames.map((collection, index) => {
      const entries = lists[index]!;
      if (previous) {
        const before = new Map(previous[collection].map((entry) => [entry.id, entry]));
        for (const entry of entries) {
          const old = before.get(entry.id);
          if (!old) changes.push({ collection, id: entry.id, kind: 'added' });
          else if (old !== entry) changes.push({ collection, id: entry.id, kind: 'changed' });
          before.delete(entry.id);
        }
        for (const id of before.keys()) changes.push({ collection, id, kind: 'removed' });
      }
      return [collection, entries];
    }),
  ) as unknown as SiteData;
  return { data, changes, ms: performance.now() - started };
}
