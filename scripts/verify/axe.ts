/**
 * Gate 3, accessibility: axe-core with the project's axe-core and rules (scripts/lib/axe-check.ts:
 * every WCAG 2.x A and AA rule) in headless Chromium on ONE page of every template in EVERY language,
 * as first loaded: for each `data-template` × `<html lang>`, its largest page (the most content to
 * check). No serious or critical violation may remain. The menus open are checked by
 * tests/e2e/accessibility.spec.ts. The build is served by scripts/lib/static-server.ts on 127.0.0.1
 * and a free port, and the server and browser are stopped afterwards.
 */
import { chromium, type Browser } from 'playwright-core';
import { axeBuilder, describeViolation, failingViolations } from '../lib/axe-check.ts';
import { CHROMIUM_FLAGS, DEFAULT_CHROMIUM_PATH } from '../lib/chromium.ts';
import { startStaticServer } from '../lib/static-server.ts';
import type { PageSummary } from './page-facts.ts';
import type { GateResult, Problem } from './report.ts';

/** What axe needs of a page: where it is served, its template and language, and its size. */
export type AxePage = Pick<PageSummary, 'path' | 'template' | 'lang' | 'bytes'>;

/** The largest page of each template × language (error pages are checked like any other). */
function axeSample<T extends AxePage>(pages: readonly T[]): T[] {
  const chosen = new Map<string, T>();
  for (const page of pages) {
    const key = `${page.template}\u0000${page.lang}`;
    const current = chosen.get(key);
    if (!current || page.bytes > current.bytes) chosen.set(key, page);
  }
  return [...chosen.values()].sort((a, b) => a.path.localeCompare(b.path));
}

async function checkPage(browser: Browser, baseUrl: string, page: AxePage): Promise<Problem[]> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  try {
    const tab = await context.newPage();
    // Only the site itself: nothing may reach another host while the gate runs.
    await tab.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    await tab.goto(`${baseUrl}${encodeURI(page.path)}`, { waitUntil: 'load' });
    const results = await axeBuilder(tab).analyze();
    return failingViolations(results.violations).map((violation) => ({
      page: page.path,
      message: `[${page.template}, ${page.lang || 'no lang'}] ${describeViolation(violation)}`,
    }));
  } finally {
    await context.close();
  }
}

export interface AxeOptions {
  dir: string;
  chromiumPath?: string;
  /** Pages checked at once (default 2). */
  concurrency?: number;
}

export async function checkAxe(pages: readonly AxePage[], options: AxeOptions): Promise<GateResult> {
  const started = performance.now();
  const sample = axeSample(pages);
  const problems: Problem[] = [];
  const server = await startStaticServer({ dir: options.dir, host: '127.0.0.1', port: 0 });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({
      executablePath: options.chromiumPath || process.env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS],
      headless: true,
    });
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < sample.length) {
        const page = sample[next++]!;
        try {
          problems.push(...(await checkPage(browser!, server.url, page)));
        } catch (error) {
          problems.push({
            page: page.path,
            message: `axe could not check the page: ${error instanceof Error ? error.message : String(error)}`,
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 2, sample.length) }, worker));
  } finally {
    await browser?.close();
    await server.close();
  }
  const templates = new Set(sample.map((page) => page.template)).size;
  const langs = new Set(sample.map((page) => page.lang)).size;
  return {
    gate: 'axe',
    summary: `${sample.length} pages (${templates} templates × ${langs} languages), serious and critical violations`,
    problems: problems.sort((a, b) => a.page.localeCompare(b.page)),
    ms: performance.now() - started,
    scales: 'templates',
  };
}
