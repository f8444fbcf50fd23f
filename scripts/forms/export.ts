/**
 * `npm run forms:export -- --form contact [--since 2026-01-01] [--out file.csv] [--data DIR]`:
 * the submissions of one form as CSV (see csv.ts), to stdout or a file. Newsletter rows only once
 * confirmed. The data dir is --data, else FORMS_DATA_DIR, else .forms/.
 */
import { existsSync, renameSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { FORM_NAMES, type FormName } from '../../src/forms/definitions.ts';
import { DEFAULTS } from './config.ts';
import { submissionsCsv } from './csv.ts';
import { DATABASE_FILE, SubmissionStore, type StoredSubmission } from './store.ts';

const USAGE = `usage: npm run forms:export -- --form ${FORM_NAMES.join('|')} [--since YYYY-MM-DD] [--out file.csv] [--data DIR]`;

export interface ExportOptions {
  form: FormName;
  since?: number;
  out?: string;
  dataDir: string;
}

export function parseExportArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>> = process.env): ExportOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: { form: { type: 'string' }, since: { type: 'string' }, out: { type: 'string' }, data: { type: 'string' } },
    strict: true,
    allowPositionals: false,
  });
  const form = values.form;
  if (!form || !(FORM_NAMES as readonly string[]).includes(form))
    throw new Error(`--form: expected one of ${FORM_NAMES.join(', ')}\n${USAGE}`);
  let since: number | undefined;
  if (values.since !== undefined) {
    since = /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(values.since) ? Date.parse(values.since) : Number.NaN;
    if (Number.isNaN(since)) throw new Error(`--since: expected a date like 2026-01-01, got "${values.since}"\n${USAGE}`);
  }
  return {
    form: form as FormName,
    since,
    out: values.out === undefined ? undefined : resolve(values.out),
    dataDir: resolve(values.data ?? (env.FORMS_DATA_DIR?.trim() || DEFAULTS.dataDir)),
  };
}

/**
 * Newsletter subscribers once each: an address that signed up (and confirmed) several times is
 * exported with its latest signup; addresses compare case-insensitively.
 */
export function latestPerAddress(rows: readonly StoredSubmission[]): StoredSubmission[] {
  const byAddress = new Map<string, StoredSubmission>();
  for (const row of rows) {
    const email = row.fields.email;
    byAddress.set(typeof email === 'string' ? email.toLowerCase() : row.id, row);
  }
  return [...byAddress.values()].sort((a, b) => a.createdAt - b.createdAt || a.id.localeCompare(b.id));
}

export function exportCsv(options: ExportOptions): { csv: string; rows: number } {
  if (!existsSync(join(options.dataDir, DATABASE_FILE))) throw new Error(`No form data in ${options.dataDir} (${DATABASE_FILE} not found)`);
  const store = new SubmissionStore(options.dataDir, { readOnly: true });
  try {
    const rows =
      options.form === 'newsletter'
        ? latestPerAddress(store.list(options.form, { since: options.since }))
        : store.list(options.form, { since: options.since });
    return { csv: submissionsCsv(options.form, rows), rows: rows.length };
  } finally {
    store.close();
  }
}

async function main(): Promise<void> {
  const options = parseExportArgs(process.argv.slice(2));
  const { csv, rows } = exportCsv(options);
  if (options.out === undefined) {
    process.stdout.write(csv);
  } else {
    const temp = `${options.out}.${process.pid}.tmp`;
    writeFileSync(temp, csv);
    renameSync(temp, options.out);
    console.error(`[forms:export] ${rows} ${options.form} rows → ${options.out}`);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(`[forms:export] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
