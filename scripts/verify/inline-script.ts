/**
 * Gate 6, no script in markup: no inline event handler attribute (`on*=`) on any element and no
 * `javascript:` URL in a URL attribute (href, src, action, formaction, …), on every page. Both are
 * collected by the shared parse (./page-facts.ts); a strict Content-Security-Policy blocks them.
 */
import type { PageFacts } from './page-facts.ts';
import type { GateResult, Problem } from './report.ts';

export function checkInlineScript(pages: readonly PageFacts[]): GateResult {
  const started = performance.now();
  const problems: Problem[] = pages.flatMap((page) => [...new Set(page.scriptInMarkup)].map((message) => ({ page: page.path, message })));
  return {
    gate: 'inline-script',
    summary: `${pages.length} pages scanned for on*= attributes and javascript: URLs`,
    problems,
    ms: performance.now() - started,
    scales: 'pages',
  };
}
