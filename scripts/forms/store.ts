/**
 * The submissions database: one SQLite file (node:sqlite) in WAL mode with `synchronous = FULL`,
 * so a submission is on disk when `insert` returns (the response is written after it). Inserts
 * are idempotent per `submission_id`. Newsletter rows carry the SHA-256 hash of their
 * confirmation token (never the token) until the link is used once.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { Submission } from '../../src/forms/schema.ts';

export const DATABASE_FILE = 'forms.sqlite';
/** How long a newsletter confirmation link works. */
const CONFIRM_TTL_MS = 48 * 60 * 60 * 1000;

const SCHEMA_SQL = `
  CREATE TABLE IF NOT EXISTS submissions (
    id TEXT PRIMARY KEY,
    submission_id TEXT NOT NULL UNIQUE,
    form TEXT NOT NULL,
    locale TEXT NOT NULL,
    page TEXT NOT NULL,
    recipient TEXT,
    created_at INTEGER NOT NULL,
    fields_json TEXT NOT NULL,
    confirmed_at INTEGER,
    confirm_token_hash TEXT UNIQUE,
    confirm_expires_at INTEGER
  );
  CREATE INDEX IF NOT EXISTS submissions_form_created ON submissions (form, created_at);
`;

export interface StoredSubmission {
  id: string;
  submissionId: string;
  form: string;
  locale: string;
  page: string;
  recipient: string | null;
  createdAt: number;
  fields: Record<string, string | boolean>;
  confirmedAt: number | null;
}

export interface InsertResult {
  id: string;
  /** False when a row with this submissionId existed already (nothing was written). */
  created: boolean;
  /** The confirmation token of a newly created newsletter row (only its hash is stored). */
  confirmToken: string | null;
}

export type ConfirmResult = { ok: true; locale: string } | { ok: false; locale: string | null };

interface Row {
  id: string;
  submission_id: string;
  form: string;
  locale: string;
  page: string;
  recipient: string | null;
  created_at: number;
  fields_json: string;
  confirmed_at: number | null;
}

/**
 * How long one statement waits for a lock another connection holds (an export, a backup) before it
 * fails with "database is locked". node:sqlite waits synchronously, so the service's whole event
 * loop waits with it: writes wait briefly and the service retries without blocking (server.ts);
 * a read-only connection (the export) may wait longer.
 */
const WRITE_BUSY_TIMEOUT_MS = 25;
const READ_BUSY_TIMEOUT_MS = 5000;

/** True for SQLite's "database is locked" (SQLITE_BUSY) and "database table is locked" (SQLITE_LOCKED). */
export function isDatabaseBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as Error & { errcode?: unknown }).errcode;
  return typeof code === 'number' ? (code & 0xff) === 5 || (code & 0xff) === 6 : /database (table )?is locked/i.test(error.message);
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function toStored(row: Row): StoredSubmission {
  return {
    id: row.id,
    submissionId: row.submission_id,
    form: row.form,
    locale: row.locale,
    page: row.page,
    recipient: row.recipient,
    createdAt: row.created_at,
    fields: JSON.parse(row.fields_json) as Record<string, string | boolean>,
    confirmedAt: row.confirmed_at,
  };
}

export class SubmissionStore {
  readonly file: string;
  private readonly db: DatabaseSync;

  constructor(dataDir: string, options: { readOnly?: boolean } = {}) {
    if (!options.readOnly) mkdirSync(dataDir, { recursive: true });
    this.file = join(dataDir, DATABASE_FILE);
    this.db = new DatabaseSync(this.file, { readOnly: options.readOnly ?? false });
    this.db.exec(`PRAGMA busy_timeout = ${options.readOnly ? READ_BUSY_TIMEOUT_MS : WRITE_BUSY_TIMEOUT_MS}`);
    if (!options.readOnly) {
      this.db.exec('PRAGMA journal_mode = WAL');
      this.db.exec('PRAGMA synchronous = FULL');
      this.db.exec(SCHEMA_SQL);
    }
  }

  /** Stores a valid submission in one committed transaction; a known submissionId changes nothing. */
  insert(submission: Submission, now = Date.now()): InsertResult {
    const [result] = this.insertBatch([submission], now);
    if (!result) throw new Error('insertBatch returned no result');
    return result;
  }

  /**
   * Stores submissions in ONE committed transaction (group commit: one fsync for all), results in
   * order. A known submissionId changes nothing and gives the stored id. All or nothing.
   */
  insertBatch(submissions: readonly Submission[], now = Date.now()): InsertResult[] {
    const insert = this.db.prepare(
      `INSERT INTO submissions (id, submission_id, form, locale, page, recipient, created_at, fields_json,
         confirm_token_hash, confirm_expires_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (submission_id) DO NOTHING`,
    );
    const find = this.db.prepare('SELECT id FROM submissions WHERE submission_id = ?');
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const results = submissions.map((submission): InsertResult => {
        const id = randomUUID();
        const confirmToken = submission.form === 'newsletter' ? randomBytes(32).toString('base64url') : null;
        const result = insert.run(
          id,
          submission.submissionId,
          submission.form,
          submission.locale,
          submission.page,
          submission.recipient,
          now,
          JSON.stringify(submission.fields),
          confirmToken === null ? null : hashToken(confirmToken),
          confirmToken === null ? null : now + CONFIRM_TTL_MS,
        );
        if (Number(result.changes) === 1) return { id, created: true, confirmToken };
        const existing = find.get(submission.submissionId) as { id: string } | undefined;
        if (!existing) throw new Error(`submission ${submission.submissionId} neither inserted nor found`);
        return { id: existing.id, created: false, confirmToken: null };
      });
      this.db.exec('COMMIT');
      return results;
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Uses a confirmation token once: marks the row confirmed and clears the hash. */
  confirm(token: string, now = Date.now()): ConfirmResult {
    const hash = hashToken(token);
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const row = this.db
        .prepare('SELECT id, locale, confirmed_at, confirm_expires_at FROM submissions WHERE confirm_token_hash = ?')
        .get(hash) as { id: string; locale: string; confirmed_at: number | null; confirm_expires_at: number | null } | undefined;
      if (!row) {
        this.db.exec('COMMIT');
        return { ok: false, locale: null };
      }
      // A second click on the link (or the visitor's own click after a mail scanner's) finds the
      // address confirmed: it says so again and changes nothing. An expired link is spent.
      if (row.confirmed_at !== null) {
        this.db.exec('COMMIT');
        return { ok: true, locale: row.locale };
      }
      const valid = row.confirm_expires_at !== null && row.confirm_expires_at > now;
      if (valid) this.db.prepare('UPDATE submissions SET confirmed_at = ? WHERE id = ?').run(now, row.id);
      else this.db.prepare('UPDATE submissions SET confirm_token_hash = NULL WHERE id = ?').run(row.id);
      this.db.exec('COMMIT');
      return { ok: valid, locale: row.locale };
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Rows of one form, oldest first; newsletter rows only once confirmed. */
  list(form: string, options: { since?: number } = {}): StoredSubmission[] {
    const rows = this.db
      .prepare(
        `SELECT id, submission_id, form, locale, page, recipient, created_at, fields_json, confirmed_at
         FROM submissions
         WHERE form = ? AND created_at >= ? AND (form <> 'newsletter' OR confirmed_at IS NOT NULL)
         ORDER BY created_at, id`,
      )
      .all(form, options.since ?? 0) as unknown as Row[];
    return rows.map(toStored);
  }

  /** Every row (tests and diagnostics). */
  all(): StoredSubmission[] {
    const rows = this.db
      .prepare(
        'SELECT id, submission_id, form, locale, page, recipient, created_at, fields_json, confirmed_at FROM submissions ORDER BY created_at, id',
      )
      .all() as unknown as Row[];
    return rows.map(toStored);
  }

  /** False while another connection holds the write lock (checked without waiting longer than a write would). */
  writable(): boolean {
    try {
      this.db.exec('BEGIN IMMEDIATE');
      this.db.exec('ROLLBACK');
      return true;
    } catch (error) {
      if (this.db.isTransaction) this.db.exec('ROLLBACK');
      if (isDatabaseBusy(error)) return false;
      throw error;
    }
  }

  count(): number {
    const row = this.db.prepare('SELECT COUNT(*) AS n FROM submissions').get() as { n: number };
    return Number(row.n);
  }

  close(): void {
    if (this.db.isOpen) this.db.close();
  }
}
