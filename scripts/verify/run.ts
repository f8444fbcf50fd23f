/**
 * The quality gates over a build (README "Quality gates"): one pass reads and parses each checked
 * page once (./page-facts.ts), a few pages at a time, and runs every per-page check on it while it is
 * in memory (links, script in markup, the JavaScript measure, html-validate on a worker thread);
 * then the page is reduced to its small summary (no references, no HTML). The cross-page checks run
 * on the summaries (fragments into other pages, hreflang) and, unless switched off, the browser gates:
 * axe in Chromium on one page per template × language, and the layout gates (./layout.ts) on every
 * checked page. So memory grows with the number of pages only by their
 * summaries, whatever the size of the build. `pages` narrows the checked pages (the publisher: the
 * pages it re-rendered); their links, anchors and alternates are still resolved against the whole
 * build. The origin is found before the pass, from the first pages that name it.
 */
import path from 'node:path';
import { checkHreflang } from './hreflang.ts';
import { createHtmlSampler, DEFAULT_HTML_LIMIT } from './html.ts';
import { createHtmlPool, defaultHtmlJobs, type HtmlPool } from './html-pool.ts';
import { createInlineScriptChecker } from './inline-script.ts';
import { createLanguageChecker } from './language.ts';
import { createJsMeter } from './js-budget.ts';
import { createLinkChecker } from './links.ts';
import { parsePage, summarizePage, type PageSummary } from './page-facts.ts';
import type { GateResult, Problem } from './report.ts';
import { findOrigin, listPages, mapPages, SiteIndex, UNKNOWN_ORIGIN } from './site.ts';

export interface VerifyOptions {
  dir: string;
  /** Output-relative HTML files to check (`de/kontakt/index.html`); default every page of the build. */
  pages?: readonly string[];
  /** Run the axe gate (default true). */
  axe?: boolean;
  /** Run the layout gates in Chromium on every checked page: overflow, phrase-breaks, picture-contrast (default true). */
  layout?: boolean;
  /** Validate every page up to this many, a sample above (default DEFAULT_HTML_LIMIT). */
  htmlLimit?: number;
  /** The site's origin (absolute links to it are internal); default: detected from canonical links. */
  origin?: string;
  chromiumPath?: string;
  /** Files read at once, and so the most pages in memory at once (default 8, at least twice the html-validate threads). */
  concurrency?: number;
  /** html-validate worker threads (default one per core). */
  htmlJobs?: number;
  /** A pool of html-validate threads kept by the caller (the warm publisher's, ready between publishes); not closed here. */
  htmlPool?: HtmlPool;
  /** Page summaries kept by the caller between runs over the same site (./site.ts `SiteIndex`). */
  summaries?: Map<string, PageSummary>;
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
  const limit = options.htmlLimit ?? DEFAULT_HTML_LIMIT;
  const sampled = createHtmlSampler(files.length, limit);
  const origin = options.origin ?? (await findOrigin(dir, files)) ?? UNKNOWN_ORIGIN;
  const site = new SiteIndex(dir, origin, [], options.summaries);
  const links = createLinkChecker(site);
  const inlineScript = createInlineScriptChecker();
  const language = createLanguageChecker();
  const js = createJsMeter(dir);
  const htmlProblems: Problem[] = [];
  let htmlMs = 0;
  let validated = 0;
  let parseMs = 0;

  let pages: PageSummary[];
  let htmlWallMs = 0;
  const pool = options.htmlPool ?? createHtmlPool(jobs);
  try {
    pages = await mapPages(dir, files, Math.max(options.concurrency ?? 8, 2 * jobs), async (file, html, index) => {
      const parseStart = performance.now();
      const facts = parsePage(file, html);
      parseMs += performance.now() - parseStart;
      links.check(facts, index);
      inlineScript.check(facts, index);
      language.check(facts, index);
      js.measure(file, facts.path, html);
      const summary = summarizePage(facts);
      site.add(summary);
      if (sampled(index, summary.template, summary.lang)) {
        validated++;
        const checked = await pool.validate(file, facts.path, html);
        htmlProblems.push(...checked.problems);
        htmlMs += checked.ms;
      }
      return summary;
    });
    htmlWallMs = performance.now() - started;
  } finally {
    if (!options.htmlPool) await pool.close();
  }
  htmlProblems.sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));

  const html: GateResult = {
    gate: 'html',
    summary: `html-validate on ${validated} of ${files.length} pages${validated < files.length ? ` (sample: over ${limit.toLocaleString('en-US')} pages)` : ''}, ${jobs} thread(s), ${(htmlMs / 1000).toFixed(1)} s of work`,
    problems: htmlProblems,
    // Wall time: the threads validate while the main thread reads and parses.
    ms: Math.min(htmlMs, htmlWallMs),
    scales: 'pages',
    sample: { checked: validated, limit },
  };
  const gates = [links.result(), html, checkHreflang(pages, site), js.result(), inlineScript.result(), language.result()];
  if (options.axe !== false) {
    // Loaded only when it runs: the browser driver alone is ~35 MB of heap (the build's --verify never needs it).
    const { checkAxe } = await import('./axe.ts');
    gates.splice(2, 0, await checkAxe(pages, { dir, ...(options.chromiumPath ? { chromiumPath: options.chromiumPath } : {}) }));
  }
  if (options.layout !== false) {
    // Loaded only when it runs, like axe.
    const { checkLayout } = await import('./layout.ts');
    gates.push(...(await checkLayout(pages, { dir, ...(options.chromiumPath ? { chromiumPath: options.chromiumPath } : {}) })));
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
