/**
 * The redirect rules of a built site, `<site>/_redirects` (src/seo/redirects.ts), as the static server
 * (./static-server.ts) applies them, the way Netlify applies the same file:
 *
 * - parsed with Netlify's own parser (`@netlify/redirect-parser`, ./redirect-parse.ts) in a worker thread,
 *   so that a file of tens of thousands of rules (a migrated site's old paths) holds no request's event
 *   loop (25,000 rules take ~300 ms to parse; the main thread takes them in by slices of 2,000);
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
import { Worker } from 'node:worker_threads';
import { rulePath, type ParsedRedirects, type RedirectRule } from './redirect-parse.ts';
import type { ParseMessage } from './redirect-parse-worker.ts';

/**
 * The parse's heap: a small young generation keeps the garbage of a large file's parse from raising the
 * server's memory by more than the rules it keeps (25,000 rules: ~80 MB at the peak, ~130 MB with V8's
 * default), and a file too large for the old generation ends the parse with an error, not the server.
 */
const PARSE_LIMITS = { maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 256 };

/** A file's rules as the server keeps them (one per normalised path, as ./redirect-parse.ts gives them), and what the parse said. */
type RulesRead = Omit<ParsedRedirects, 'rules'> & { byPath: Map<string, RedirectRule> };

/**
 * Parses `file` in a worker thread, which hands the rules over in slices, each asked for when the last is
 * taken in: the request that finds a new file waits, but neither the parse nor the taking in of its
 * result holds the event loop for long.
 */
function parseOffThread(file: string): Promise<RulesRead> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./redirect-parse-worker.ts', import.meta.url), {
      workerData: { file },
      resourceLimits: PARSE_LIMITS,
    });
    const byPath = new Map<string, RedirectRule>();
    let settled = false;
    worker.on('message', (message: ParseMessage) => {
      if (message.kind === 'rules') {
        for (const [from, rule] of message.rules) byPath.set(from, rule);
        // The next slice after the requests that came meanwhile.
        setImmediate(() => worker.postMessage('next'));
        return;
      }
      settled = true;
      void worker.terminate();
      if (message.kind === 'done') resolve({ byPath, errors: message.errors, skipped: message.skipped });
      else reject(new Error(message.message));
    });
    worker.once('error', (error) => {
      settled = true;
      reject(error);
    });
    worker.once('exit', (code) => {
      if (!settled) reject(new Error(`the parse of ${file} ended without an answer (exit code ${code})`));
    });
  });
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
    if (version === '') return { version, byPath: new Map() };
    let parsed: RulesRead;
    try {
      parsed = await parseOffThread(this.file);
    } catch (error) {
      // Kept for this version of the file: a new one (the next release) is read again.
      this.log(`${this.file}: not read, no redirect applied: ${error instanceof Error ? error.message : String(error)}`);
      return { version, byPath: new Map() };
    }
    for (const error of parsed.errors) this.log(`${this.file}: ${error}`);
    if (parsed.skipped.length > 0) this.log(`${this.file}: rules not applied by this server: ${parsed.skipped.join(', ')}`);
    return { version, byPath: parsed.byPath };
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
