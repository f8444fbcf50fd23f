/**
 * The quality gates over a build (README "Quality gates"): one concurrent pass reads and parses each
 * checked page once (./page-facts.ts) and runs the per-page work on its text (html-validate, the
 * JavaScript measure); then the cross-page gates run on the collected facts (links and anchors,
 * hreflang, script in markup) and, unless switched off, axe in Chromium on one page per template ×
 * language. `pages` narrows the checked pages (the publisher: the pages it re-rendered); their
 * links, anchors and alternates are still resolved against the whole build.
 */
import path from 'node:path';
import { checkAxe } from './axe.ts';
import { checkHreflang } from './hreflang.ts';
import { createHtmlSampler, DEFAULT_HTML_LIMIT } from './html.ts';
import { createHtmlPool, defaultHtmlJobs } from './html-pool.ts';
import { checkInlineScript } from './inline-script.ts';
import { createJsMeter } from './js-budget.ts';
import { checkLinks } from './links.ts';
import { parsePage, type PageFacts } from './page-facts.ts';
import type { GateResult, Problem } from './report.ts';
import { detectOrigin, listPages, mapPages, SiteIndex, UNKNOWN_ORIGIN } from './site.ts';

export interface VerifyOptions {
  dir: string;
  /** Output-relative HTML files to check (`de/kontakt/index.html`); default every page of the build. */
  pages?: readonly string[];
  /** Run the axe gate (default true). */
  axe?: boolean;
  /** Validate every page up to this many, a sample above (default DEFAULT_HTML_LIMIT). */
  htmlLimit?: number;
  /** The site's origin (absolute links to it are internal); default: detected from canonical links. */
  origin?: string;
  chromiumPath?: string;
  /** Files read at once (default 8, at least twice the html-validate threads). */
  concurrency?: number;
  /** html-validate worker threads (default one per core). */
  htmlJobs?: number;
}

export interface VerifyResult {
  ok: boolean;
  gates: GateResult[];
  pages: number;
  /** Reading and parsing the pages (shared by every gate). */
  parseMs: number;
  ms: number;
  origin: string;
}

export async function verifySite(options: VerifyOptions): Promise<VerifyResult> {
  const started = performance.now();
  const dir = path.resolve(options.dir);
  const files = options.pages ? [...options.pages].map((file) => file.split(path.sep).join('/')).sort() : listPages(dir);
  const jobs = options.htmlJobs ?? defaultHtmlJobs();
  const pool = createHtmlPool(jobs);
  const limit = options.htmlLimit ?? DEFAULT_HTML_LIMIT;
  const sampled = createHtmlSampler(files.length, limit);
  const js = createJsMeter(dir);
  const htmlProblems: Problem[] = [];
  let htmlMs = 0;
  let validated = 0;
  let parseMs = 0;

  let pages: PageFacts[];
  let htmlWallMs = 0;
  try {
    pages = await mapPages(dir, files, Math.max(options.concurrency ?? 8, 2 * jobs), async (file, html, index) => {
      const parseStart = performance.now();
      const facts = parsePage(file, html);
      parseMs += performance.now() - parseStart;
      js.measure(file, facts.path, html);
      if (sampled(index, facts.template, facts.lang)) {
        validated++;
        const checked = await pool.validate(file, facts.path, html);
        htmlProblems.push(...checked.problems);
        htmlMs += checked.ms;
      }
      return facts;
    });
    htmlWallMs = performance.now() - started;
  } finally {
    await pool.close();
  }
  htmlProblems.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));

  const origin = options.origin ?? detectOrigin(pages) ?? UNKNOWN_ORIGIN;
  const site = new SiteIndex(dir, origin, pages);
  const html: GateResult = {
    gate: 'html',
    summary: `html-validate on ${validated} of ${files.length} pages${validated < files.length ? ` (sample: over ${limit.toLocaleString('en-US')} pages)` : ''}, ${jobs} thread(s), ${(htmlMs / 1000).toFixed(1)} s of work`,
    problems: htmlProblems,
    // Wall time: the threads validate while the main thread reads and parses.
    ms: Math.min(htmlMs, htmlWallMs),
    scales: 'pages',
    sample: { checked: validated, limit },
  };
  const gates = [checkLinks(pages, site), html, checkHreflang(pages, site), js.result(), checkInlineScript(pages)];
  if (options.axe !== false) {
    gates.splice(2, 0, await checkAxe(pages, { dir, ...(options.chromiumPath ? { chromiumPath: options.chromiumPath } : {}) }));
  }
  return {
    ok: gates.every((gate) => gate.problems.length === 0),
    gates,
    pages: files.length,
    parseMs,
    ms: performance.now() - started,
    origin,
  };
}
