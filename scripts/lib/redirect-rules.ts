/**
 * The redirect rules of a built site, `<site>/_redirects` (src/seo/redirects.ts), as the static server
 * (./static-server.ts) applies them, the way Netlify applies the same file:
 *
 * - parsed with Netlify's own parser (`@netlify/redirect-parser`);
 * - a rule is unforced (no `!`): it applies only to a path no file answers, so it never shadows a page;
 * - a path matches with or without its trailing slash, decoded (as the page table compares paths); the
 *   first matching rule wins; the request's query string goes along to the target.
 *
 * What the site writes is exact paths with a 3xx status. A rule of another kind (a splat, a
 * placeholder, conditions, a query, a forced rule, a rewrite or a full URL) is not applied by this
 * server, and it says so once per file. The rules are read again when the file changes (a rebuild or
 * a release swapped under the server): the file is looked at per request that finds no file.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { parseAllRedirects } from '@netlify/redirect-parser';

/** A rule as this server applies it. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
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
function rulePath(pathname: string): string | undefined {
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

/** The rules of one version of the file: by normalised source path, the first rule of a path kept. */
interface RuleSet {
  version: string;
  byPath: Map<string, RedirectRule>;
}

/** The redirect rules of the site in `root`, kept until its `_redirects` changes. */
export class SiteRedirectRules {
  private readonly file: string;
  private readonly log: (line: string) => void;
  private current: Promise<RuleSet> | undefined;

  constructor(root: string, log: (line: string) => void) {
    this.file = path.join(root, '_redirects');
    this.log = log;
  }

  /** The identity of the file as it is now (another file after a swap, or after a rewrite); empty when there is none. */
  private version(): string {
    try {
      const stats = statSync(this.file);
      return stats.isFile() ? `${stats.dev}:${stats.ino}:${stats.size}:${stats.mtimeMs}` : '';
    } catch {
      return '';
    }
  }

  private async read(version: string): Promise<RuleSet> {
    const byPath = new Map<string, RedirectRule>();
    if (version === '') return { version, byPath };
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [this.file], configRedirects: [], minimal: true });
    for (const error of errors) this.log(`${this.file}: ${error instanceof Error ? error.message : String(error)}`);
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
    if (skipped.length > 0) this.log(`${this.file}: rules not applied by this server: ${skipped.join(', ')}`);
    return { version, byPath };
  }

  /** The rule for a request path that no file answers, if any. */
  async match(pathname: string): Promise<RedirectRule | undefined> {
    const version = this.version();
    let rules = this.current;
    if (!rules || (await rules).version !== version) {
      rules = this.read(version);
      this.current = rules;
    }
    const key = rulePath(pathname);
    return key === undefined ? undefined : (await rules).byPath.get(key);
  }
}
