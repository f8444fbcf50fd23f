/** The bench's results: types, the goals, the JSON and the Markdown report (table, goals, chart). */
import type { BuildSummary } from '../build.ts';
import type { FloorRun } from './floor.ts';
import type { CollectionRequests } from './graphql-counter.ts';
import type { LinearFit } from './fit.ts';
import type { SetParams } from './sets.ts';
import type { TemplateBytes } from './template-bytes.ts';

/** Requests a collection may take: one per 100 entries, plus this many (the last, short page; a retry). */
const REQUEST_SLACK = 2;
const GOAL_PAGES_PER_S = 600;
const GOAL_PEAK_RSS_MB = 1536;

interface CollectionRow extends CollectionRequests {
  bound: number;
  over: boolean;
}

export interface SizeResult {
  target: number;
  params: SetParams;
  setReused: boolean;
  pages: number;
  seconds: number;
  pagesPerS: number;
  cpuS: number;
  /** Peak of the summed RSS of the build's process tree (the build and Pagefind). */
  peakRssMb: number;
  /** Peak RSS of the build's largest process alone, the render process (absent in reports written before it was measured). */
  buildRssMb?: number;
  imagesEncoded: number;
  /** Wall seconds of rendering and search index (absent in reports written before they were measured). */
  phases?: BuildSummary['phases'];
  collections: CollectionRow[];
  uploadRequests: number;
  templates: TemplateBytes[];
}

export interface BenchResults {
  measuredAt: string;
  node: string;
  cores: number;
  imageCache: string;
  rssMethod: string;
  results: SizeResult[];
  fit: LinearFit | null;
  /** The same fit of CPU time (less noisy than wall time on a shared machine). */
  cpuFit: LinearFit | null;
  /** Astro alone building as many trivial pages as the largest set has (./floor.ts). */
  floor?: FloorRun;
}

export function requestBound(entries: number): number {
  return Math.ceil(entries / 100) + REQUEST_SLACK;
}

const kb = (bytes: number): string => `${(bytes / 1000).toFixed(1)}`;

export function goalLines(results: BenchResults): string[] {
  const lines: string[] = [];
  const largest = results.results.at(-1);
  if (largest) {
    const speed = largest.pagesPerS >= GOAL_PAGES_PER_S ? 'met' : 'NOT met';
    const rss = largest.peakRssMb <= GOAL_PEAK_RSS_MB ? 'met' : 'NOT met';
    lines.push(`- ≥ ${GOAL_PAGES_PER_S} pages/s on the largest set (${largest.pages} pages): ${largest.pagesPerS} pages/s, ${speed}`);
    const own = largest.buildRssMb === undefined ? '' : ` (the largest process alone: ${largest.buildRssMb} MB)`;
    lines.push(`- peak RSS ≤ ${GOAL_PEAK_RSS_MB} MB on the largest set (process tree): ${largest.peakRssMb} MB, ${rss}${own}`);
  }
  const perPage = results.results
    .map((r) => `${((r.seconds / r.pages) * 1000).toFixed(1)} ms (CPU ${((r.cpuS / r.pages) * 1000).toFixed(1)} ms) per page at ${r.pages}`)
    .join(', ');
  const r2 = (fit: LinearFit | null): string => (fit ? fit.r2.toFixed(4) : '–');
  lines.push(`- linear growth: ${perPage}; linear fit R² = ${r2(results.fit)} (wall), ${r2(results.cpuFit)} (CPU)`);
  const over = results.results.flatMap((r) => r.collections.filter((c) => c.over).map((c) => `${c.collection} at ${r.pages} pages`));
  lines.push(
    `- GraphQL requests ≤ ⌈entries/100⌉ + ${REQUEST_SLACK} per collection: ${over.length === 0 ? 'met' : `OVER for ${over.join(', ')}`}`,
  );
  return lines;
}

/**
 * What the speed goal leaves for the largest set: its time budget at the goal, set against what two
 * parts of the build take on their own here — Astro writing as many trivial pages (`floor`), and the
 * search index of the set's pages (measured in the build). Empty without a floor measurement.
 */
export function budgetLines(results: BenchResults): string[] {
  const largest = results.results.at(-1);
  const floor = results.floor;
  if (!largest || !floor) return [];
  const budget = largest.pages / GOAL_PAGES_PER_S;
  const s = (seconds: number): string => `${seconds.toFixed(1)} s`;
  const lines = [
    `- The goal's time for ${largest.pages} pages: ${s(budget)} (${largest.pages} / ${GOAL_PAGES_PER_S}).`,
    `- Astro alone, ${floor.pages} trivial pages (no layout, islands, CSS or content; the site's build options): ` +
      `${s(floor.seconds)}, ${floor.pagesPerS} pages/s, CPU ${s(floor.cpuS)} — ${Math.round((floor.seconds / budget) * 100)} % of that time.`,
  ];
  if (largest.phases) {
    const { renderSeconds, searchIndexSeconds, searchIndexPages } = largest.phases;
    lines.push(
      `- This build: rendering ${s(renderSeconds)}, search index ${s(searchIndexSeconds)} (${searchIndexPages} pages), ` +
        `the rest ${s(largest.seconds - renderSeconds - searchIndexSeconds)}.`,
      `- Trivial pages and the search index alone: ${s(floor.seconds + searchIndexSeconds)} against ${s(budget)}` +
        `${floor.seconds + searchIndexSeconds > budget ? ' — over the goal before the site renders anything of its own.' : '.'}`,
    );
  }
  return lines;
}

export function markdownReport(results: BenchResults, chartFile: string): string {
  const out: string[] = [];
  out.push('# Full build benchmark (`npm run bench`)', '');
  out.push(`Measured ${results.measuredAt}, Node ${results.node}, ${results.cores} cores. ${results.imageCache} ${results.rssMethod}`, '');
  out.push(
    '| pages | set (products / news / pages) | build s | pages/s | CPU s (user+sys) | peak RSS MB (tree) | largest process MB | images encoded |',
  );
  out.push('|---:|---|---:|---:|---:|---:|---:|---:|');
  for (const r of results.results) {
    const set = `${r.params.products} / ${r.params.news} / ${r.params.pages}${r.setReused ? ' (cached)' : ''}`;
    out.push(
      `| ${r.pages} | ${set} | ${r.seconds} | ${r.pagesPerS} | ${r.cpuS} | ${r.peakRssMb} | ${r.buildRssMb ?? '–'} | ${r.imagesEncoded} |`,
    );
  }
  out.push('', '## Goals', '', ...goalLines(results), '');
  const budget = budgetLines(results);
  if (budget.length > 0) out.push('## The speed goal against this machine', '', ...budget, '');
  out.push(`![Build time against pages](${chartFile})`, '');
  out.push('## GraphQL requests per collection', '');
  out.push(`Bound: ⌈entries / 100⌉ + ${REQUEST_SLACK}. Counted at a proxy in front of the content server.`, '');
  for (const r of results.results) {
    out.push(`### ${r.pages} pages`, '', '| collection | requests | entries | bound | |', '|---|---:|---:|---:|---|');
    for (const c of r.collections)
      out.push(`| ${c.collection} | ${c.requests} | ${c.entries} | ${c.bound} | ${c.over ? '**over**' : 'ok'} |`);
    out.push('', `Upload downloads (GET /uploads/…): ${r.uploadRequests}`, '');
  }
  out.push('## Bytes per template (gzip, KB: median / largest of the measured pages)', '');
  for (const r of results.results) {
    out.push(`### ${r.pages} pages`, '', '| template | pages | measured | HTML | CSS | JS |', '|---|---:|---:|---:|---:|---:|');
    for (const t of r.templates) {
      const cell = (s: { median: number; max: number }): string => `${kb(s.median)} / ${kb(s.max)}`;
      out.push(`| ${t.template} | ${t.pages} | ${t.measured} | ${cell(t.html)} | ${cell(t.css)} | ${cell(t.js)} |`);
    }
    out.push('');
  }
  return `${out.join('\n')}\n`;
}
