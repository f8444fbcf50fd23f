/**
 * A small seed builder: stable ids per collection type, and references by key.
 *
 * Every entry is added under a human key ("kontakt", "ma200-gen3", "img:hero-wafer").
 * `ref(type, key)` returns the id of that entry; it may be called before the entry is
 * added (the id is reserved then), so modules can refer to each other in any order.
 * `finish()` fails loudly when a reserved key was never added: no dangling relations.
 *
 * Ids are consecutive numbers per type, given in first-use order. The sample modules
 * run in a fixed order, so the ids are the same on every run.
 */
import type { Seed, SeedEntry, SeedUpload } from '../seed-types.ts';

interface TypeTable {
  next: number;
  ids: Map<string, string>;
  entries: Map<string, SeedEntry>;
}

export class SeedBuilder {
  private readonly tables = new Map<string, TypeTable>();
  private readonly singles: Record<string, Record<string, unknown>> = {};
  private readonly uploads = new Map<string, Uint8Array>();
  /** Work left for `settle` (the PDFs, written asynchronously once every entry is added). */
  private readonly deferred: Array<() => Promise<void>> = [];

  private table(type: string): TypeTable {
    let table = this.tables.get(type);
    if (!table) {
      table = { next: 1, ids: new Map(), entries: new Map() };
      this.tables.set(type, table);
    }
    return table;
  }

  /** The id of the entry `key` of `type`, reserving one if the entry is not added yet. */
  ref(type: string, key: string): string {
    const table = this.table(type);
    let id = table.ids.get(key);
    if (id === undefined) {
      id = String(table.next++);
      table.ids.set(key, id);
    }
    return id;
  }

  /** Ids of several entries of one type, in the given order. */
  refs(type: string, keys: readonly string[]): string[] {
    return keys.map((key) => this.ref(type, key));
  }

  /** Adds an entry; returns its id. Adding the same key twice is an error. */
  add(type: string, key: string, data: Record<string, unknown>): string {
    const table = this.table(type);
    if (table.entries.has(key)) throw new Error(`sample content: duplicate ${type} "${key}"`);
    const id = this.ref(type, key);
    table.entries.set(key, { ...data, id });
    return id;
  }

  has(type: string, key: string): boolean {
    return this.tables.get(type)?.entries.has(key) ?? false;
  }

  /** The stored entry (for later patches, e.g. back references). */
  get(type: string, key: string): SeedEntry {
    const entry = this.tables.get(type)?.entries.get(key);
    if (!entry) throw new Error(`sample content: no ${type} "${key}"`);
    return entry;
  }

  /** Keys of all added entries of a type, in id order. */
  keys(type: string): string[] {
    const table = this.tables.get(type);
    if (!table) return [];
    return [...table.entries.entries()].sort((a, b) => Number(a[1].id) - Number(b[1].id)).map(([key]) => key);
  }

  single(type: string, data: Record<string, unknown>): void {
    if (this.singles[type]) throw new Error(`sample content: single ${type} set twice`);
    this.singles[type] = data;
  }

  upload(path: string, data: Uint8Array): void {
    const existing = this.uploads.get(path);
    if (existing && existing !== data) throw new Error(`sample content: upload ${path} written twice`);
    this.uploads.set(path, data);
  }

  /** Queues asynchronous work for `settle` (an upload whose bytes are written later). */
  defer(task: () => Promise<void>): void {
    this.deferred.push(task);
  }

  /** Runs the queued work, in order. */
  async settle(): Promise<void> {
    while (this.deferred.length > 0) await this.deferred.shift()!();
  }

  /**
   * The finished seed; throws when a reference points at an entry that was never added, or work is
   * left unsettled — unless `withoutUploads` (a seed whose entries alone are read: the uploads it
   * would write are left out).
   */
  finish(options: { withoutUploads?: boolean } = {}): Seed {
    if (this.deferred.length > 0 && !options.withoutUploads)
      throw new Error('sample content: finish() before settle(): uploads are not written yet');
    const collections: Record<string, SeedEntry[]> = {};
    const dangling: string[] = [];
    for (const [type, table] of [...this.tables.entries()].sort(([a], [b]) => a.localeCompare(b))) {
      for (const key of table.ids.keys()) {
        if (!table.entries.has(key)) dangling.push(`${type} "${key}"`);
      }
      collections[type] = [...table.entries.values()].sort((a, b) => Number(a.id) - Number(b.id));
    }
    if (dangling.length > 0) {
      throw new Error(`sample content: references to entries never added: ${dangling.join(', ')}`);
    }
    const uploads: SeedUpload[] = [...this.uploads.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([path, data]) => ({ path, data }));
    return { collections, singles: { ...this.singles }, uploads };
  }
}
