/**
 * A `_redirects` file read as the static server applies it (./redirect-rules.ts): parsed with Netlify's
 * own parser (`@netlify/redirect-parser`), each rule's source path normalised, the rules this server
 * does not apply named. Pure of any server state; it runs in a worker thread
 * (./redirect-parse-worker.ts), since a file of tens of thousands of rules takes a few hundred ms.
 */
import { parseAllRedirects } from '@netlify/redirect-parser';

/** A rule as the static server applies it. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** A file's rules by normalised source path (the first rule of a path), and what the parse has to say. */
export interface ParsedRedirects {
  rules: Array<[path: string, rule: RedirectRule]>;
  /** The parser's errors, one line each. */
  errors: string[];
  /** The rules this server does not apply, each with the reason. */
  skipped: string[];
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** Netlify's parsed rule, as far as this server reads it. */
interface ParsedRule {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
  query?: Record<string, unknown>;
  conditions?: Record<string, unknown>;
}

function isParsedRule(value: unknown): value is ParsedRule {
  if (!value || typeof value !== 'object') return false;
  const rule = value as Record<string, unknown>;
  return typeof rule.from === 'string' && typeof rule.to === 'string';
}

/** `/a/b`, `/a/b/`, `/a/%62` → `/a/b/`: decoded, NFC, one trailing slash. Undefined for a malformed path. */
export function rulePath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURI(pathname);
  } catch {
    return undefined;
  }
  decoded = decoded.normalize('NFC');
  return decoded.endsWith('/') ? decoded : `${decoded}/`;
}

/** Why this server does not apply a rule; undefined when it does. */
function unsupported(rule: ParsedRule): string | undefined {
  if (!rule.from.startsWith('/') || !rule.to.startsWith('/')) return 'not a path of the site';
  if (/[*:]/.test(rule.from)) return 'a splat or placeholder';
  if (rule.force) return 'forced';
  if (Object.keys(rule.query ?? {}).length > 0 || Object.keys(rule.conditions ?? {}).length > 0) return 'a query or condition';
  if (!REDIRECT_STATUSES.has(rule.status ?? 301)) return `status ${String(rule.status)}`;
  return undefined;
}

/** Reads and normalises the rules of `file` (on the calling thread). */
export async function parseRedirectsFile(file: string): Promise<ParsedRedirects> {
  const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: true });
  const byPath = new Map<string, RedirectRule>();
  const skipped: string[] = [];
  for (const rule of redirects) {
    if (!isParsedRule(rule)) continue;
    const why = unsupported(rule);
    const from = rulePath(rule.from);
    if (why || from === undefined) {
      skipped.push(`${rule.from} (${why ?? 'a malformed path'})`);
      continue;
    }
    if (!byPath.has(from)) byPath.set(from, { from: rule.from, to: rule.to, status: rule.status ?? 301 });
  }
  return {
    rules: [...byPath],
    errors: errors.map((error) => (error instanceof Error ? error.message : String(error))),
    skipped,
  };
}
