/**
 * Document storage in a SQLite file (node:sqlite), with an in-memory index per type that is
 * refreshed on every write. The database is created and seeded on first start; `reset` drops
 * it and reseeds. Existing content is validated against the model when opened.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { PUBLISHED_AT, type ContentModel } from './model.ts';
import type { Doc } from './query.ts';
import { prepareSeed } from './seed-prepare.ts';
import type { Seed } from './seed-types.ts';
import { ContentValidationError, validateRecords, type DocumentRecord } from './validate.ts';

export const DATABASE_FILE = 'content.sqlite';
export const UPLOADS_DIR = 'uploads';

export interface StoreOptions {
  model: ContentModel;
  dataDir: string;
  reset?: boolean;
  seed: () => Promise<Seed>;
  /**
   * Version of the seed (e.g. a digest of the sample content's sources). A database seeded from
   * another version is reseeded on open, so changed sample content never serves stale entries.
   */
  seedVersion?: string;
  log?: (line: string) => void;
}

interface TypeIndex {
  list: Doc[];
  byId: Map<string, Doc>;
}

const SCHEMA_SQL = `
  CREATE TABLE IF NOT EXISTS documents (
    type TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL,
    published_at TEXT,
    createdAt TEXT NOT NULL,
    updatedAt TEXT NOT NULL,
    PRIMARY KEY (type, id)
  );
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

function compareIds(a: string, b: string): number {
  const numeric = /^\d+$/;
  if (numeric.test(a) && numeric.test(b)) return Number(a) - Number(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

export class ContentStore {
  readonly model: ContentModel;
  readonly dataDir: string;
  readonly uploadsDir: string;
  private readonly db: DatabaseSync;
  private index = new Map<string, TypeIndex>();

  private constructor(model: ContentModel, dataDir: string, db: DatabaseSync) {
    this.model = model;
    this.dataDir = dataDir;
    this.uploadsDir = join(dataDir, UPLOADS_DIR);
    this.db = db;
  }

  /** Opens (creating and seeding when needed) the store in options.dataDir. */
  static async open(options: StoreOptions): Promise<ContentStore> {
    const log = options.log ?? (() => {});
    const file = join(options.dataDir, DATABASE_FILE);
    if (options.reset) {
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
      rmSync(join(options.dataDir, UPLOADS_DIR), { recursive: true, force: true });
    }
    mkdirSync(options.dataDir, { recursive: true });
    const db = new DatabaseSync(file);
    const store = new ContentStore(options.model, options.dataDir, db);
    try {
      db.exec(SCHEMA_SQL);
      const stale = options.seedVersion !== undefined && store.meta('seedVersion') !== options.seedVersion;
      if (store.meta('seededAt') === undefined || stale) {
        log(`${stale ? 'the seed content changed; reseeding' : 'seeding'} the content database ${file}`);
        store.seed(await options.seed(), options.seedVersion);
      } else {
        store.reload();
        store.checkStored(file);
      }
    } catch (error) {
      db.close();
      throw error;
    }
    return store;
  }

  private meta(key: string): string | undefined {
    const row = this.db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
    return row && typeof row['value'] === 'string' ? row['value'] : undefined;
  }

  private checkStored(file: string): void {
    const records: DocumentRecord[] = [...this.index].flatMap(([type, idx]) =>
      idx.list.map((doc) => ({ type, id: String(doc['id']), data: { ...doc } })),
    );
    const problems = validateRecords(this.model, records);
    if (problems.length > 0) {
      throw new ContentValidationError(
        `The content database ${file} does not match the content schema (reseed it: npm run cms -- --reset):`,
        problems,
      );
    }
  }

  /** Replaces all content with the seed, in one transaction (validated first: bad content never half-loads). */
  seed(seed: Seed, version?: string): void {
    const prepared = prepareSeed(this.model, seed);
    rmSync(this.uploadsDir, { recursive: true, force: true });
    mkdirSync(this.uploadsDir, { recursive: true });
    for (const upload of prepared.uploads) writeFileSync(join(this.uploadsDir, upload.path), upload.data);
    const insert = this.db.prepare('INSERT INTO documents (type, id, data, published_at, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)');
    this.db.exec('BEGIN');
    try {
      this.db.exec('DELETE FROM documents; DELETE FROM meta;');
      for (const { type, id, data } of prepared.records) {
        const createdAt = text(data['createdAt']) ?? '';
        insert.run(type, id, JSON.stringify(data), text(data[PUBLISHED_AT]), createdAt, text(data['updatedAt']) ?? createdAt);
      }
      const setMeta = this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      setMeta.run('seededAt', new Date().toISOString());
      if (version !== undefined) setMeta.run('seedVersion', version);
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
    this.reload();
  }

  /** Rebuilds the in-memory index from the database. */
  reload(): void {
    const index = new Map<string, TypeIndex>();
    for (const row of this.db.prepare('SELECT type, id, data FROM documents').all()) {
      const type = String(row['type']);
      const parsed: unknown = JSON.parse(String(row['data']));
      const doc: Doc = typeof parsed === 'object' && parsed !== null ? { ...parsed, id: String(row['id']) } : { id: String(row['id']) };
      const entry = index.get(type) ?? { list: [], byId: new Map<string, Doc>() };
      entry.list.push(doc);
      entry.byId.set(String(row['id']), doc);
      index.set(type, entry);
    }
    for (const entry of index.values()) entry.list.sort((a, b) => compareIds(String(a['id']), String(b['id'])));
    this.index = index;
  }

  /** All documents of a type, ordered by id. */
  all(type: string): readonly Doc[] {
    return this.index.get(type)?.list ?? [];
  }

  get(type: string, id: string): Doc | undefined {
    return this.index.get(type)?.byId.get(id);
  }

  /** The document of a single type. */
  single(type: string): Doc | undefined {
    return this.index.get(type)?.list[0];
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
