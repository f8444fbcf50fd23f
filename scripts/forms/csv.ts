/**
 * CSV for spreadsheets: RFC 4180 (CRLF rows; a cell with a comma, quote or line break is quoted,
 * quotes doubled), UTF-8 with a byte order mark so Excel reads it as UTF-8, and safe from formula
 * injection: a cell whose first character is = + - @ — also after leading spaces, and in any form
 * that Unicode compatibility normalisation (NFKC) turns into one of them, such as the full-width
 * ＝ ＋ － ＠ or the small ﹦ ﹢ ﹣ ﹫ that spreadsheets read as the same operators — or a tab, carriage
 * return or line feed, gets a leading apostrophe.
 */
import type { StoredSubmission } from './store.ts';

const CONTROL_START = /^[\t\r\n]/;
const OPERATOR = /^[=+\-@]/;

/** Would a spreadsheet read the cell as a formula? */
function startsLikeFormula(value: string): boolean {
  if (CONTROL_START.test(value)) return true;
  const first = /^\s*(\S)/u.exec(value)?.[1];
  return first !== undefined && OPERATOR.test(first.normalize('NFKC'));
}

const BOM = '\uFEFF';

export function csvCell(value: string): string {
  const safe = startsLikeFormula(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function csv(rows: ReadonlyArray<readonly string[]>): string {
  return BOM + rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

const META_COLUMNS = ['id', 'submissionId', 'createdAt', 'locale', 'page', 'recipient'] as const;

/** One row per submission: the meta columns, `confirmedAt` for the newsletter, then every field seen (first seen first). */
export function submissionsCsv(form: string, submissions: readonly StoredSubmission[]): string {
  const fieldNames: string[] = [];
  const seen = new Set<string>();
  for (const submission of submissions) {
    for (const name of Object.keys(submission.fields)) {
      if (!seen.has(name)) {
        seen.add(name);
        fieldNames.push(name);
      }
    }
  }
  const confirmed = form === 'newsletter';
  const header = [...META_COLUMNS, ...(confirmed ? ['confirmedAt'] : []), ...fieldNames];
  const body = submissions.map((s) => [
    s.id,
    s.submissionId,
    new Date(s.createdAt).toISOString(),
    s.locale,
    s.page,
    s.recipient ?? '',
    ...(confirmed ? [s.confirmedAt === null ? '' : new Date(s.confirmedAt).toISOString()] : []),
    ...fieldNames.map((name) => {
      const value = s.fields[name];
      return value === undefined ? '' : typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
    }),
  ]);
  return csv([header, ...body]);
}
