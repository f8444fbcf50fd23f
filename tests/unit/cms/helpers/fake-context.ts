/** A fake of the parts of Astro's LoaderContext that cmsLoader uses: store, logger, parseData, digest. */
import type { CmsLoaderContext } from '../../../../src/cms/loader.ts';

interface StoredEntry {
  id: string;
  data: Record<string, unknown>;
  digest?: string | number;
}

export interface FakeContext {
  context: CmsLoaderContext;
  entries: Map<string, StoredEntry>;
  sets: string[];
  deletes: string[];
  logs: string[];
}

export function fakeContext(collection: string, initial: StoredEntry[] = []): FakeContext {
  const entries = new Map(initial.map((entry) => [entry.id, entry]));
  const sets: string[] = [];
  const deletes: string[] = [];
  const logs: string[] = [];
  const store = {
    get: (id: string) => entries.get(id),
    set: (entry: StoredEntry) => {
      sets.push(entry.id);
      entries.set(entry.id, entry);
      return true;
    },
    keys: () => [...entries.keys()],
    delete: (id: string) => {
      deletes.push(id);
      entries.delete(id);
    },
  };
  const log = (level: string) => (message: string) => void logs.push(`${level} ${message}`);
  const logger = { info: log('info'), warn: log('warn'), error: log('error'), debug: log('debug') };
  const context = {
    collection,
    store,
    logger,
    parseData: async <T extends Record<string, unknown>>({ data }: { data: T }) => data,
  } as unknown as CmsLoaderContext;
  return { context, entries, sets, deletes, logs };
}
