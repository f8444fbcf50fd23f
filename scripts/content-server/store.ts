/**
 * Document storage in a SQLite file (node:sqlite), with an in-memory index per type that is
 * refreshed on every write. The database is created and seeded on first start; `reset` drops
 * it and reseeds. Existing content is validated against the model when opened.
 *
 * The store never discards content it did not create: a database is reseeded on open only when it
 * was seeded from the bundled sample (it carries that sample's `seedVersion`), the sample has
 * changed since, and nothing has been written to it (`lastWriteAt`, set by every `write`). A
 * database written by anyone else (`npm run content:generate`, an import) is served as it is; a
 * sample database with edits whose sample changed is an error that names `--reset`.
 *
 * Password hashes live in their own table (`credentials`, user id → hash and token version), never
 * in a document: no read, filter or index of the documents can reach them.
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
const UPLOADS_DIR = 'uploads';

export interface StoreOptions {
  model: ContentModel;
  dataDir: string;
  reset?: boolean;
  seed: () => Promise<Seed>;
  /**
   * Version of the bundled sample seed (a digest of its sources). A database seeded from another
   * version of the sample, and not written to since, is reseeded on open, so changed sample
   * content never serves stale entries. Without it (content:generate, tests) a database is never
   * reseeded.
   */
  seedVersion?: string;
  /** Recorded with the seed (meta `seedOrigin`) and shown when the database is reopened. Default "sample". */
  seedOrigin?: string;
  log?: (line: string) => void;
}

type OpenDecision = { kind: 'seed' } | { kind: 'reseed' } | { kind: 'open' } | { kind: 'refuse'; reason: string };

/** The database cannot be served as it is and will not be replaced without `--reset`. */
class StoreMismatchError extends Error {
  constructor(file: string, reason: string) {
    super(
      `The content database ${file} was not opened: ${reason}. Nothing was changed. ` +
        'To replace it with the bundled sample content (its content is lost), start with --reset: npm run cms -- --reset',
    );
    this.name = 'StoreMismatchError';
  }
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
  CREATE TABLE IF NOT EXISTS credentials (user_id TEXT PRIMARY KEY, hash TEXT NOT NULL, token_version TEXT);
`;

/**
 * A credentials table from before token versions gets the column, and every user a version: the
 * tokens issued before (which carry none) are refused, their users log in again once.
 */
function migrateCredentials(db: DatabaseSync): void {
  const columns = db.prepare('PRAGMA table_info(credentials)').all();
  if (!columns.some((column) => column['name'] === 'token_version')) db.exec('ALTER TABLE credentials ADD COLUMN token_version TEXT');
  db.exec("UPDATE credentials SET token_version = lower(hex(randomblob(16))) WHERE token_version IS NULL OR token_version = ''");
}

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
      migrateCredentials(db);
      const decision = store.openDecision(options.seedVersion);
      if (decision.kind === 'refuse') throw new StoreMismatchError(file, decision.reason);
      if (decision.kind === 'seed' || decision.kind === 'reseed') {
        log(`${decision.kind === 'reseed' ? 'the sample content changed; reseeding' : 'seeding'} the content database ${file}`);
        store.seed(await options.seed(), options.seedVersion, options.seedOrigin ?? (options.seedVersion ? 'sample' : 'custom'));
      } else {
        store.reload();
        store.checkStored(file);
        const origin = store.meta('seedOrigin');
        if (origin && origin !== 'sample') log(`serving the content database ${file} as it is (seeded by ${origin})`);
      }
    } catch (error) {
      db.close();
      throw error;
    }
    return store;
  }

  /**
   * What to do with the database on open. `seededAt` marks a database seeded by this store (an
   * empty file from an interrupted first start has none and is seeded).
   */
  private openDecision(sampleVersion: string | undefined): OpenDecision {
    if (this.meta('seededAt') === undefined) {
      const count = this.db.prepare('SELECT COUNT(*) AS n FROM documents').get();
      if (Number(count?.['n'] ?? 0) === 0) return { kind: 'seed' };
      return { kind: 'refuse', reason: 'it holds content this server did not seed' };
    }
    if (sampleVersion === undefined) return { kind: 'open' };
    const storedVersion = this.meta('seedVersion');
    // Seeded from something else than the sample (content:generate, an import): served as it is.
    if (storedVersion === undefined) return { kind: 'open' };
    if (storedVersion === sampleVersion) return { kind: 'open' };
    const lastWrite = this.meta('lastWriteAt');
    if (lastWrite === undefined) return { kind: 'reseed' };
    return {
      kind: 'refuse',
      reason: `it was seeded from an older version of the sample content and has been edited since (last write ${lastWrite}); it is left as it is`,
    };
  }

  /**
   * Runs `change` in one transaction and records the write (`lastWriteAt`), then refreshes the
   * in-memory index. If `change` throws, nothing is written and the error is rethrown.
   */
  write<T>(change: (db: DatabaseSync) => T): T {
    this.db.exec('BEGIN IMMEDIATE');
    let result: T;
    try {
      result = change(this.db);
      this.db
        .prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
        .run('lastWriteAt', new Date().toISOString());
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
    this.reload();
    return result;
  }

  /** Runs a read against the database (credentials, meta); never writes. */
  read<T>(query: (db: DatabaseSync) => T): T {
    return query(this.db);
  }

  /**
   * Sets a meta value outside `write`: bookkeeping of the server itself (the generated token
   * secret), not content, so it does not count as a write (`lastWriteAt` is left alone).
   */
  setMeta(key: string, value: string): void {
    this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value').run(key, value);
  }

  meta(key: string): string | undefined {
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
  seed(seed: Seed, version?: string, origin = 'custom'): void {
    const prepared = prepareSeed(this.model, seed);
    rmSync(this.uploadsDir, { recursive: true, force: true });
    mkdirSync(this.uploadsDir, { recursive: true });
    for (const upload of prepared.uploads) writeFileSync(join(this.uploadsDir, upload.path), upload.data);
    const insert = this.db.prepare('INSERT INTO documents (type, id, data, published_at, createdAt, updatedAt) VALUES (?, ?, ?, ?, ?, ?)');
    this.db.exec('BEGIN');
    try {
      this.db.exec('DELETE FROM documents; DELETE FROM meta; DELETE FROM credentials;');
      for (const { type, id, data } of prepared.records) {
        const createdAt = text(data['createdAt']) ?? '';
        insert.run(type, id, JSON.stringify(data), text(data[PUBLISHED_AT]), createdAt, text(data['updatedAt']) ?? createdAt);
      }
      const setMeta = this.db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)');
      setMeta.run('seededAt', new Date().toISOString());
      if (version !== undefined) setMeta.run('seedVersion', version);
      setMeta.run('seedOrigin', origin);
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
