/**
 * ONE loader factory for every content collection. Like Astro's glob() loader: every entry is
 * stored with a digest, unchanged digests are skipped, ids not seen in this sync are deleted.
 * Failures are thrown (typed, with cause): a loader never logs an error and carries on.
 */
import { hashJson } from './entry-digest.ts';
import type { Loader, LoaderContext } from 'astro/loaders';
import { createCmsClientFromEnv, type CmsClient } from './client.ts';
import { redactUrl } from './redact.ts';
import { CmsDataError, CmsRequestError } from './errors.ts';
import { isStrictContent } from './problems.ts';

/** Where the entries of one collection come from. */
export interface CmsSource<TEntry extends Record<string, unknown>> {
  /** Reads every entry of the collection (all pages). */
  read(client: CmsClient): Promise<ReadonlyArray<CmsEntry<TEntry>>>;
}

export interface CmsEntry<TEntry extends Record<string, unknown>> {
  id: string;
  data: TEntry;
}

export interface CmsLoaderOptions<TEntry extends Record<string, unknown>> {
  /** Kebab-case name of what is loaded, e.g. `content-pages`; the loader is named `cms-content-pages`. */
  name: string;
  source: CmsSource<TEntry>;
  /** The client, or a factory; default: a client configured from the environment at load time. */
  client?: CmsClient | (() => CmsClient);
  /**
   * For data the site can do without (the meta menu, docs/architecture.md §10): when reading fails (after the
   * client's retries), log this message with the cause and leave the collection empty instead of
   * failing the build. With STRICT_CONTENT only an unreachable content system is tolerated (network
   * errors, 5xx, 429): a query the content system rejects is a bug to fix, not an outage.
   */
  optional?: { message: string };
}

/** The part of Astro's LoaderContext this loader uses (so tests can hand in a fake). */
export type CmsLoaderContext = Pick<LoaderContext, 'collection' | 'store' | 'logger' | 'parseData'>;

const kebabCase = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function cmsLoader<TEntry extends Record<string, unknown>>(options: CmsLoaderOptions<TEntry>): Loader {
  if (!kebabCase.test(options.name)) {
    throw new TypeError(`cmsLoader: name must be kebab-case, got "${options.name}"`);
  }
  return {
    name: `cms-${options.name}`,
    load: async (context: LoaderContext) => {
      await syncCollection(options, context);
    },
  };
}

export interface SyncResult {
  stored: number;
  unchanged: number;
  deleted: number;
}

export async function syncCollection<TEntry extends Record<string, unknown>>(
  options: CmsLoaderOptions<TEntry>,
  context: CmsLoaderContext,
): Promise<SyncResult> {
  const { collection, store, logger } = context;
  const client = resolveClient(options.client, (line) => logger.warn(`[${collection}] ${line}`));
  logger.info(`[${collection}] loading from ${redactUrl(client.endpoint)}`);
  let entries: ReadonlyArray<CmsEntry<TEntry>>;
  try {
    entries = await options.source.read(client);
  } catch (error) {
    if (!options.optional || (isStrictContent() && !isUnreachable(error))) throw error;
    logger.error(`${options.optional.message} ${causeOf(error)}`);
    const stale = [...store.keys()];
    for (const id of stale) store.delete(id);
    const deleted = stale.length;
    logger.warn(`[${collection}] left empty: the site is built without it`);
    return { stored: 0, unchanged: 0, deleted };
  }

  const seen = checkIds(collection, entries);
  const result: SyncResult = { stored: 0, unchanged: 0, deleted: 0 };
  for (const entry of entries) {
    const digest = hashJson(entry.data);
    if (store.get(entry.id)?.digest === digest) {
      result.unchanged++;
      continue;
    }
    const data = await parseEntry(context, entry);
    store.set({ id: entry.id, data, digest });
    result.stored++;
  }
  for (const id of store.keys()) {
    if (!seen.has(id)) {
      store.delete(id);
      result.deleted++;
    }
  }
  const count = entries.length === 1 ? '1 entry' : `${entries.length} entries`;
  logger.info(`[${collection}] ${count}: ${result.stored} stored, ${result.unchanged} unchanged, ${result.deleted} deleted`);
  return result;
}

/** Every entry has an id and no id comes twice; checked before the store is touched. */
function checkIds(collection: string, entries: ReadonlyArray<{ id: unknown }>): Set<string> {
  const seen = new Set<string>();
  for (const { id } of entries) {
    if (typeof id !== 'string' || id === '') throw new CmsDataError(collection, undefined, 'an entry has no id');
    if (seen.has(id)) throw new CmsDataError(collection, id, 'the content system returned this id twice');
    seen.add(id);
  }
  return seen;
}

async function parseEntry<TEntry extends Record<string, unknown>>(context: CmsLoaderContext, entry: CmsEntry<TEntry>): Promise<TEntry> {
  try {
    return await context.parseData({ id: entry.id, data: entry.data });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new CmsDataError(context.collection, entry.id, `invalid entry: ${reason}`, { cause: error });
  }
}

function resolveClient(client: CmsLoaderOptions<Record<string, unknown>>['client'], warn: (line: string) => void): CmsClient {
  if (typeof client === 'function') return client();
  if (client) return client;
  return createCmsClientFromEnv(process.env, {
    onRetry: ({ operation, attempt, delayMs, reason }) =>
      warn(`operation "${operation}" failed (attempt ${attempt}: ${reason}); retrying in ${delayMs} ms`),
  });
}

/** The content system could not be reached or failed (network, 5xx, 429), as opposed to rejecting the query. */
function isUnreachable(error: unknown): boolean {
  return error instanceof CmsRequestError && (error.status === undefined || error.status >= 500 || error.status === 429);
}

function causeOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
