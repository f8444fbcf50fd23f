/**
 * What a gate hands back and how `npm run verify` prints it: one summary line per gate, then every
 * problem under its gate, named by page.
 */

export interface Problem {
  /** URL path of the page (`/de/kontakt/`), or the template for per-template gates. */
  page: string;
  message: string;
}

export interface GateResult {
  /** Short name: `links`, `html`, `axe`, `hreflang`, `js-budget`, `inline-script`. */
  gate: string;
  /** What was checked, e.g. `5,321 links, 120 anchors on 630 pages`. */
  summary: string;
  problems: Problem[];
  /** Wall time spent in this gate (for per-page gates: summed over pages). */
  ms: number;
  /** How the gate's time grows with the build: per page, or per template × locale (axe). */
  scales: 'pages' | 'templates';
  /** Per-page gates that sample: the pages the time was spent on, and the most they check in any build. */
  sample?: { checked: number; limit: number };
}

/** The gate's time scaled to a build of `pages` pages, from `measuredPages`. */
function scaledMs(result: Pick<GateResult, 'ms' | 'scales' | 'sample'>, measuredPages: number, pages: number): number {
  if (result.scales === 'templates' || measuredPages === 0) return result.ms;
  if (result.sample)
    return result.sample.checked === 0
      ? 0
      : (result.ms * Math.min(pages, Math.max(result.sample.limit, result.sample.checked))) / result.sample.checked;
  return (result.ms * pages) / measuredPages;
}

const number = (value: number): string => value.toLocaleString('en-US');
const seconds = (ms: number): string => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;

/** Most problems shown per gate (all are counted). */
const SHOWN = 200;

export interface ReportContext {
  /** Reading and parsing every page once (shared by the gates). */
  parseMs: number;
  origin: string;
  /** The page count the timings are scaled to (default 40,000). */
  estimateFor?: number;
}

export function formatReport(results: readonly GateResult[], pages: number, totalMs: number, context: ReportContext): string {
  const estimateFor = context.estimateFor ?? 40_000;
  const lines: string[] = [`site origin ${context.origin}; ${number(pages)} pages read and parsed once in ${seconds(context.parseMs)}`];
  const width = Math.max(...results.map((result) => result.gate.length));
  for (const result of results) {
    const status = result.problems.length === 0 ? 'ok  ' : 'FAIL';
    const count = result.problems.length === 0 ? '' : ` — ${number(result.problems.length)} problem(s)`;
    lines.push(`${status}  ${result.gate.padEnd(width)}  ${result.summary}${count}  (${seconds(result.ms)})`);
  }
  for (const result of results.filter((gate) => gate.problems.length > 0)) {
    lines.push('', `✖ ${result.gate}:`);
    for (const problem of result.problems.slice(0, SHOWN)) lines.push(`  ${problem.page}  ${problem.message}`);
    if (result.problems.length > SHOWN) lines.push(`  … and ${number(result.problems.length - SHOWN)} more`);
  }
  if (pages > 0) {
    const estimate = [{ gate: 'read+parse', ms: context.parseMs, scales: 'pages' as const }, ...results]
      .map((result) => `${result.gate} ~${seconds(scaledMs(result, pages, estimateFor))}`)
      .join(', ');
    lines.push('', `${number(pages)} pages in ${seconds(totalMs)}; scaled to ${number(estimateFor)} pages: ${estimate}`);
  }
  return lines.join('\n');
}
