/**
 * Lighthouse (the npm package) on pages of a served site, in Debian's Chromium (CHROMIUM_PATH or
 * /usr/bin/chromium) launched headless by chrome-launcher. Lighthouse's default configuration is the
 * mobile one: a Moto G Power sized screen, simulated slow 4G and a 4× slower CPU.
 *
 * Lighthouse simulates the slow phone from the CPU time it observes, so one run of a page moves with
 * whatever else the machine does at that moment. Each page is audited `runs` times and the scores
 * are those of the median run, chosen by Lighthouse's own `computeMedianRun` (the run nearest the
 * median First Contentful Paint and Time to Interactive), as Lighthouse's documentation on
 * variability recommends; the lowest and highest performance score of the runs are kept beside it.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from './chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];

export interface PageScores {
  url: string;
  /** 0–100 per category; null when Lighthouse could not score it (the page failed to load). */
  scores: Record<Category, number | null>;
  /** Audits that lost points (score below 1, weighted in a category), `id: title (display value)`. */
  findings: string[];
  /** Lighthouse's own error for the page, when it hit one (e.g. no paint, page not found). */
  runtimeError?: string;
  /** With several runs: how many, and the lowest and highest performance score among them. */
  runs?: { count: number; performance: [number | null, number | null] };
}

function findingsOf(lhr: Result): string[] {
  const weighted = new Set(
    CATEGORIES.flatMap((id) => (lhr.categories[id]?.auditRefs ?? []).filter((ref) => ref.weight > 0).map((ref) => ref.id)),
  );
  return Object.values(lhr.audits)
    .filter((audit) => weighted.has(audit.id) && audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
}

export function scoresOf(lhr: Result): PageScores {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => {
      const score = lhr.categories[id]?.score;
      return [id, typeof score === 'number' ? Math.round(score * 100) : null];
    }),
  ) as Record<Category, number | null>;
  const result: PageScores = { url: lhr.finalDisplayedUrl, scores, findings: findingsOf(lhr) };
  if (lhr.runtimeError) result.runtimeError = `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`;
  return result;
}

/**
 * The scores of the median run of `runs` (Lighthouse's `computeMedianRun`); a run with a runtime
 * error is reported as it is, since it has no timings to take a median of.
 */
export function medianScores(runs: readonly Result[]): PageScores {
  if (runs.length === 0) throw new Error('no Lighthouse run to take the median of');
  const failed = runs.find((lhr) => lhr.runtimeError);
  if (failed) return scoresOf(failed);
  if (runs.length === 1) return scoresOf(runs[0]!);
  const median = scoresOf(computeMedianRun([...runs]));
  const performance = runs.map((lhr) => scoresOf(lhr).scores.performance).filter((score): score is number => score !== null);
  const range: [number | null, number | null] = performance.length ? [Math.min(...performance), Math.max(...performance)] : [null, null];
  return { ...median, runs: { count: runs.length, performance: range } };
}

/** A run that ends in a runtime error is tried again this many times per page before the error is reported. */
export const RETRIES_PER_PAGE = 2;

/**
 * `runs` complete runs of one page from `runOnce`. Lighthouse's runtime errors are often passing
 * (a trace without its navigation start: "Please run Lighthouse again"), so such a run is repeated;
 * after RETRIES_PER_PAGE failures the last failed run is returned alone, so its error is reported.
 */
export async function collectRuns(runs: number, runOnce: () => Promise<Result>): Promise<Result[]> {
  const completed: Result[] = [];
  let failures = 0;
  while (completed.length < runs) {
    const lhr = await runOnce();
    if (!lhr.runtimeError) completed.push(lhr);
    else if (++failures > RETRIES_PER_PAGE) return [lhr];
  }
  return completed;
}

export interface LighthouseTarget {
  url: string;
  /** Audits not run on this page, e.g. `is-crawlable` on a page that is `noindex` on purpose. */
  skipAudits?: readonly string[];
}

/** Runs Lighthouse `runs` times on each page in turn, in one Chromium; the scores of each page's median run. */
export async function runLighthouse(
  targets: readonly LighthouseTarget[],
  onPage: (page: PageScores, index: number) => void,
  runs = 1,
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const results: PageScores[] = [];
    for (const { url, skipAudits = [] } of targets) {
      const lhrs = await collectRuns(runs, async () => {
        const run = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...CATEGORIES],
          skipAudits: [...skipAudits],
        });
        if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
        return run.lhr;
      });
      const page = medianScores(lhrs);
      results.push(page);
      onPage(page, results.length - 1);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
