/**
 * Gate 6, no script in markup: no inline event handler attribute (`on*=`) on any element and no
 * `javascript:` URL in a URL attribute (href, src, action, formaction, …), on every page. Both are
 * collected by the shared parse (./page-facts.ts); a strict Content-Security-Policy blocks them.
 * Streams (`createInlineScriptChecker`): each page is checked as the shared pass parses it and leaves
 * only its problems behind.
 */
import { detach, type PageFacts } from './page-facts.ts';
import type { GateResult, Problem } from './report.ts';

export interface InlineScriptChecker {
  /** Checks one page (`index`: its place in the checked list, which orders the problems). */
  check(page: Pick<PageFacts, 'path' | 'scriptInMarkup'>, index: number): void;
  result(): GateResult;
}

export function createInlineScriptChecker(): InlineScriptChecker {
  const found: Array<{ index: number; problems: Problem[] }> = [];
  let pages = 0;
  let ms = 0;
  return {
    check(page, index) {
      const started = performance.now();
      pages++;
      if (page.scriptInMarkup.length > 0) {
        // Detached: a message quotes the page's HTML.
        found.push({
          index,
          problems: [...new Set(page.scriptInMarkup)].map((message) => ({ page: page.path, message: detach(message) })),
        });
      }
      ms += performance.now() - started;
    },
    result() {
      const started = performance.now();
      const problems = found.sort((a, b) => a.index - b.index).flatMap((page) => page.problems);
      return {
        gate: 'inline-script',
        summary: `${pages} pages scanned for on*= attributes and javascript: URLs`,
        problems,
        ms: ms + performance.now() - started,
        scales: 'pages',
      };
    },
  };
}
