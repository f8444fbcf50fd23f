/**
 * What the form service of an end-to-end run stored: its SQLite rows (read-only) and the emails it
 * wrote to its outbox (no SMTP in tests). The folder is E2E_FORMS_DIR (playwright.config.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { DATABASE_FILE } from '../../scripts/forms/store.ts';
import { OUTBOX_DIR } from '../../scripts/forms/mailer.ts';

export interface StoredRow {
  submissionId: string;
  form: string;
  locale: string;
  page: string;
  recipient: string | null;
  fields: Record<string, string | boolean>;
  confirmed: boolean;
}

function formsDir(): string {
  const dir = process.env.E2E_FORMS_DIR;
  if (!dir) throw new Error('E2E_FORMS_DIR is not set; run the tests through playwright.config.ts.');
  return dir;
}

/** Every stored submission whose fields match `where` (e.g. `{ email: 'a@b.example' }`). */
export function storedRows(where: Record<string, string | boolean> = {}): StoredRow[] {
  const file = path.join(formsDir(), DATABASE_FILE);
  if (!existsSync(file)) return [];
  const db = new DatabaseSync(file, { readOnly: true });
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    const rows = db
      .prepare('SELECT submission_id, form, locale, page, recipient, fields_json, confirmed_at FROM submissions')
      .all() as Array<Record<string, string | number | null>>;
    return rows
      .map((row) => ({
        submissionId: String(row.submission_id),
        form: String(row.form),
        locale: String(row.locale),
        page: String(row.page),
        recipient: row.recipient === null ? null : String(row.recipient),
        fields: JSON.parse(String(row.fields_json)) as Record<string, string | boolean>,
        confirmed: row.confirmed_at !== null,
      }))
      .filter((row) => Object.entries(where).every(([key, value]) => row.fields[key] === value));
  } finally {
    db.close();
  }
}

/** The confirmation link of the newest email in the outbox sent to `email`, or null. */
export function confirmationLink(email: string): string | null {
  const outbox = path.join(formsDir(), OUTBOX_DIR);
  if (!existsSync(outbox)) return null;
  const mails = readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .reverse()
    .map((name) =>
      readFileSync(path.join(outbox, name), 'utf8')
        .replace(/=\r?\n/g, '')
        .replace(/=3D/gi, '='),
    );
  const mail = mails.find((text) => text.includes(email) && text.includes('/confirm?token='));
  return mail ? (/https?:\/\/[^\s"<>]+\/confirm\?token=[^\s"<>]+/.exec(mail)?.[0] ?? null) : null;
}
