/**
 * Lighthouse (the npm package) on pages of a served site, in Debian's Chromium (CHROMIUM_PATH or
 * /usr/bin/chromium) launched headless by chrome-launcher. Lighthouse's default configuration is the
 * mobile one: a Moto G Power sized screen, simulated slow 4G and a 4× slower CPU.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from './chromium.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

export interface PageScores {
  url: string;
  /** 0–100 per category; null when Lighthouse could not score it (the page failed to load). */
  scores: Record<Category, number | null>;
  /** Audits that lost points (score below 1, weighted in a category), `id: title (display value)`. */
  findings: string[];
  /** Lighthouse's own error for the page, when it hit one (e.g. no paint, page not found). */
  runtimeError?: string;
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

export interface LighthouseTarget {
  url: string;
  /** Audits not run on this page, e.g. `is-crawlable` on a page that is `noindex` on purpose. */
  skipAudits?: readonly string[];
}

/** Runs Lighthouse on each page in turn, in one Chromium. */
export async function runLighthouse(
  targets: readonly LighthouseTarget[],
  onPage: (page: PageScores, index: number) => void,
): Promise<PageScores[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const results: PageScores[] = [];
    for (const { url, skipAudits = [] } of targets) {
      const run = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        skipAudits: [...skipAudits],
      });
      if (!run) throw new Error(`Lighthouse returned no result for ${url}`);
      const page = scoresOf(run.lhr);
      results.push(page);
      onPage(page, results.length - 1);
    }
    return results;
  } finally {
    chrome.kill();
  }
}
