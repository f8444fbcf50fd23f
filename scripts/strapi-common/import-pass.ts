/**
 * What both importers (scripts/strapi/import.ts, scripts/strapi5/import.ts) do alike over the content:
 * which collections they import, the summary they keep, and the first pass, in which every entry comes
 * to exist in Strapi (matched by its key, created with its key and required fields when missing) so that
 * the second pass can give every relation — also between entries that refer to each other — as a Strapi
 * reference. How an entry is created and what it is referred to by (id or documentId) is each version's.
 */
import type { SourceModel } from '../content-server/schema/source.ts';
import type { Seed, SeedEntry } from '../content-server/seed-types.ts';
import { sourceFields } from '../content-server/schema/source.ts';
import { ENTRY_KEYS, entryKey } from './entry-keys.ts';
import { ImportError, type ImportSummary } from './import-types.ts';

/** The collections of the content that are entries (files are imported apart, accounts not at all). */
export function importedCollections(seed: Seed): Array<[string, SeedEntry[]]> {
  return Object.entries(seed.collections).filter(([type]) => type !== 'UploadFile' && !type.startsWith('UsersPermissions'));
}

export function emptySummary(): ImportSummary {
  return { filesUploaded: 0, filesUpdated: 0, created: 0, updated: 0, unchanged: 0, published: 0, unpublished: 0 };
}

/** The log line of the entries' passes. */
export function entriesLine(s: ImportSummary): string {
  return `entries: ${s.created} created, ${s.updated} updated, ${s.unchanged} unchanged; ${s.published} published, ${s.unpublished} unpublished`;
}

interface KeyMatch<T> {
  src: SourceModel;
  typeName: string;
  /** The content's entries of the type. */
  entries: SeedEntry[];
  /** What Strapi holds of the type (the first entry of a key wins). */
  held: Iterable<T & Record<string, unknown>>;
  /** Creates an entry from its key field and required scalar fields. */
  create(stub: Record<string, unknown>): Promise<T>;
}

/**
 * Pass 1: every entry of the content matched by its key with what Strapi holds, the missing ones created.
 * Returns the Strapi entry of every seed id. Throws when an entry has no key or shares one.
 */
export async function matchEntries<T>(match: KeyMatch<T>): Promise<Map<string, T>> {
  const { typeName } = match;
  const byKey = new Map<string, T>();
  for (const entry of match.held) {
    const key = entryKey(typeName, entry);
    if (key && !byKey.has(key)) byKey.set(key, entry);
  }
  const required = sourceFields(match.src, typeName).filter((f) => f.node.type.kind === 'NonNullType' && f.kind === 'scalar');
  const targets = new Map<string, T>();
  const seen = new Set<string>();
  for (const entry of match.entries) {
    const key = entryKey(typeName, entry);
    if (!key)
      throw new ImportError(
        `${typeName} ${entry.id}: none of ${ENTRY_KEYS[typeName]?.join(', ') ?? '(no key fields)'} is set; entries are matched by it`,
      );
    if (seen.has(key)) throw new ImportError(`${typeName} ${entry.id}: ${key} is used twice; entries are matched by it`);
    seen.add(key);
    let target = byKey.get(key);
    if (!target) {
      const [field] = key.split('=') as [string];
      const stub: Record<string, unknown> = { [field]: entry[field] };
      for (const { name } of required) stub[name] = entry[name];
      target = await match.create(stub);
    }
    targets.set(String(entry.id), target);
  }
  return targets;
}

type Data = Record<string, unknown>;

/** A contract component stored as entries of its own type (the footer column), written for one owner. */
interface ByPosition<T, R> {
  /** The component's items in the content. */
  items: Data[];
  /** The entries the owner holds now, in the order they are reused in. */
  held: T[];
  summary: ImportSummary;
  /** An item as Strapi input. */
  input(item: Data): Promise<Data>;
  /** Creates an entry (counting it); the reference to it. */
  create(wanted: Data): Promise<R>;
  differs(held: T, wanted: Data): Promise<boolean>;
  update(held: T, wanted: Data): Promise<unknown>;
  /** The reference to a held entry. */
  ref(held: T): R;
}

/** Writes the items over the held entries by position (an entry is reused, changed only where it differs); the references, in order. */
export async function writeByPosition<T, R>(w: ByPosition<T, R>): Promise<R[]> {
  const refs: R[] = [];
  for (const [index, item] of w.items.entries()) {
    const wanted = await w.input(item);
    const target = w.held[index];
    if (!target) {
      refs.push(await w.create(wanted));
      continue;
    }
    if (await w.differs(target, wanted)) {
      await w.update(target, wanted);
      w.summary.updated++;
    } else {
      w.summary.unchanged++;
    }
    refs.push(w.ref(target));
  }
  return refs;
}

/** With STRAPI_IMPORT_DEBUG=1: where what Strapi holds and what the import would write part (both in normal form). */
export function logDifference(log: (line: string) => void, what: string, held: string, want: string, window: [number, number]): void {
  if (process.env.STRAPI_IMPORT_DEBUG !== '1') return;
  let at = 0;
  while (at < held.length && held[at] === want[at]) at++;
  const [before, after] = window;
  log(
    `${what} differs at ${at}:\n  strapi: …${held.slice(Math.max(0, at - before), at + after)}\n  import: …${want.slice(Math.max(0, at - before), at + after)}`,
  );
}
