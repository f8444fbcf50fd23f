/**
 * Gate 5, JavaScript per template: the gzip bytes each page loads (scripts/lib/page-js.ts, the same
 * measure as `npm run size`), the largest page of each template against PAGE_JS_BUDGET_BYTES.
 * Pages are measured as the shared pass reads them; modules are read once per build; only the largest
 * page of each template is kept (its path, template and bytes).
 */
import { createModuleGraph, measureHtml, PAGE_JS_BUDGET_BYTES, type PageJs } from '../lib/page-js.ts';
import { detach } from './page-facts.ts';
import type { GateResult, Problem } from './report.ts';

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)} KB`;

export function createJsMeter(dir: string, budget = PAGE_JS_BUDGET_BYTES) {
  const closure = createModuleGraph(dir);
  const largest = new Map<string, Pick<PageJs, 'page' | 'template' | 'bytes'>>();
  const problems: Problem[] = [];
  let ms = 0;
  return {
    measure(file: string, pagePath: string, html: string): void {
      const started = performance.now();
      try {
        const page = measureHtml(file, html, closure);
        const current = largest.get(page.template);
        if (!current || page.bytes > current.bytes) {
          // The template name is cut from the page's HTML: a copy, so the page is not kept with it.
          const template = detach(page.template);
          largest.set(template, { page: page.page, template, bytes: page.bytes });
        }
      } catch (error) {
        problems.push({
          page: pagePath,
          message: `cannot measure its JavaScript: ${error instanceof Error ? error.message : String(error)}`,
        });
      }
      ms += performance.now() - started;
    },
    result(): GateResult {
      const over = [...largest.values()]
        .filter((page) => page.bytes > budget)
        .sort((a, b) => a.template.localeCompare(b.template))
        .map((page) => ({
          page: page.page,
          message: `template "${page.template}" ships ${kb(page.bytes)} of JavaScript (gzip), over the budget of ${kb(budget)}`,
        }));
      const max = Math.max(0, ...[...largest.values()].map((page) => page.bytes));
      return {
        gate: 'js-budget',
        summary: `${largest.size} templates, largest ${kb(max)} of ${kb(budget)}`,
        problems: [...problems, ...over],
        ms,
        scales: 'pages',
      };
    },
  };
}
