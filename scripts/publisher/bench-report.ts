/** What `npm run bench:publish` (./bench.ts) measured, and its tables: the goals, then the phases of each warm publish. */
import type { BuildSummary } from '../build.ts';

export interface Publish {
  edit: string;
  webhookToLiveMs: number | null;
  webhookToSearchableMs: number | null;
  editToLiveMs: number;
  rendered: number | null;
  changed: number | null;
  mode: string | null;
  phases: Record<string, number> | null;
}

export interface SetResult {
  set: string;
  pages: number;
  firstBuildS: number;
  warmPeakRssMb: number | null;
  /** The peak resident memory of the warm publisher's process tree (worker, Pagefind, gate processes), sampled every 250 ms. */
  warmTreePeakRssMb: number;
  /** The same peak over the edits alone (after the first build and the loading of the search indexes). */
  editsTreePeakRssMb?: number;
  publishes: Publish[];
  cold?: {
    fullBuildS: number;
    fullPagesPerS: number;
    incrementalS: number;
    rendered: number;
    kept: number;
    phases: BuildSummary['phases'];
  };
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** Prints the goals table and the phase table (Markdown). */
export function printTables(results: SetResult[]): void {
  const seconds = (ms: number | null | undefined): string => (ms == null || Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);
  console.log('\n| set | goal | measured |');
  console.log('|---|---|---|');
  for (const result of results) {
    const live = result.publishes.flatMap((publish) => (publish.webhookToLiveMs === null ? [] : [publish.webhookToLiveMs]));
    const searchable = result.publishes.flatMap((publish) =>
      publish.webhookToSearchableMs === null ? [] : [publish.webhookToSearchableMs],
    );
    const name = `${result.set} (${result.pages} pages)`;
    const large = result.set !== 'sample';
    console.log(
      `| ${name} | webhook → live, warm, p50 / max of ${live.length} edits: ${large ? '≤ 10 s / ≤ 20 s' : '≤ 3 s'} | ${seconds(percentile(live, 50))} / ${seconds(Math.max(...live))} |`,
    );
    console.log(
      `| ${name} | webhook → searchable: ≤ 15 s | p50 ${seconds(percentile(searchable, 50))}, max ${seconds(Math.max(...searchable))} |`,
    );
    console.log(
      `| ${name} | warm publisher peak RSS: ≤ 1.5 GB | ${result.warmPeakRssMb ?? '–'} MB its own, ${result.warmTreePeakRssMb} MB with the processes it starts (first build ${result.firstBuildS} s); over the edits alone ${result.editsTreePeakRssMb ?? '–'} MB with them |`,
    );
    if (result.cold) {
      console.log(
        `| ${name} | cold incremental build after one edit: ≤ 30 s | ${result.cold.incrementalS} s (${result.cold.rendered} rendered, ${result.cold.kept} kept) |`,
      );
      console.log(
        `| ${name} | full build (npm run build): no slower than 118 pages/s at 40,000 | ${result.cold.fullPagesPerS} pages/s (${result.cold.fullBuildS} s) |`,
      );
    }
  }
  console.log('\nPhases of each warm publish (ms; the swap is one rename):\n');
  const phases = ['fetch', 'model', 'render', 'uploads', 'write', 'links', 'gates', 'search'];
  console.log(`| set | edit | rendered (changed) | ${phases.join(' | ')} | webhook → live | → searchable |`);
  console.log(`|---|---|---|${phases.map(() => '---|').join('')}---|---|`);
  for (const result of results) {
    for (const publish of result.publishes) {
      console.log(
        `| ${result.set} | ${publish.edit} | ${publish.rendered} (${publish.changed}) | ${phases.map((phase) => publish.phases?.[phase] ?? '–').join(' | ')} | ${publish.webhookToLiveMs} | ${publish.webhookToSearchableMs} |`,
      );
    }
  }
}
