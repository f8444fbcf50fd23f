/** What `npm run bench:publish` (./bench.ts) measured, and its tables: the goals, then the phases of each warm publish. */
import type { BuildSummary } from '../build.ts';
import type { MemoryPeak } from './bench-memory.ts';

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
  /** The service's first publish: a full build in a process of its own, adopted, caught up. */
  firstBuildS: number;
  firstBuildPhases: Record<string, number> | null;
  /** The edit written right after the first publish. */
  firstEdit: Publish;
  /** The steady edits, one every `--every-ms`. */
  publishes: Publish[];
  /** The service stopped and started again over its folder: until its first publish is done, and an edit after. */
  restart: {
    readyMs: number;
    startup: string;
    phases: Record<string, number> | null;
    rendered: number | null;
    editLiveMs: number | null;
  };
  /** Peak resident memory of the service's whole process tree in each phase, sampled every 250 ms, with what each kind of process held then. */
  memory: { firstBuild: MemoryPeak | null; firstEdit: MemoryPeak | null; steady: MemoryPeak | null; restart: MemoryPeak | null };
  /** The warm publisher's own figures before each publish, as its log has them (both processes: before and after the restart). */
  warmMemory?: string[];
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

const seconds = (ms: number | null | undefined): string => (ms == null || Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(1)} s`);
const gigabytes = (peak: MemoryPeak | null): string => (peak === null ? '–' : `${(peak.mb / 1024).toFixed(2)} GB`);
/** What each kind of process held at the peak: ` (warm publisher 812, pagefind 610, service 95 MB)`. */
const parts = (peak: MemoryPeak | null): string =>
  peak === null
    ? ''
    : ` (${Object.entries(peak.parts)
        .sort(([, a], [, b]) => b - a)
        .map(([kind, mb]) => `${kind} ${mb}`)
        .join(', ')} MB)`;
/** ✓ when `value` is within `goal`, ✗ when not, nothing when unmeasured. */
const mark = (value: number | null | undefined, goal: number): string =>
  value == null || Number.isNaN(value) ? '' : value <= goal ? ' ✓' : ' ✗';

/** The goals table of one set (Markdown rows). */
function goalRows(result: SetResult): string[] {
  const name = `${result.set} (${result.pages} pages)`;
  const live = result.publishes.flatMap((publish) => (publish.webhookToLiveMs === null ? [] : [publish.webhookToLiveMs]));
  const searchable = result.publishes.flatMap((publish) => (publish.webhookToSearchableMs === null ? [] : [publish.webhookToSearchableMs]));
  const [liveP50, liveMax] = [percentile(live, 50), Math.max(...live)];
  const [searchP50, searchMax] = [percentile(searchable, 50), Math.max(...searchable)];
  const first = result.firstEdit.webhookToLiveMs;
  const { memory, restart } = result;
  const rows = [
    `| ${name} | first edit after start → live: ≤ 20 s | ${seconds(first)}${mark(first, 20_000)} (searchable ${seconds(result.firstEdit.webhookToSearchableMs)}) |`,
    `| ${name} | steady edits every 15 s, live p50 / max of ${live.length}: ≤ 5 s / ≤ 10 s | ${seconds(liveP50)}${mark(liveP50, 5000)} / ${seconds(liveMax)}${mark(liveMax, 10_000)} |`,
    `| ${name} | steady edits, searchable p50 / max: ≤ 12 s / ≤ 30 s | ${seconds(searchP50)}${mark(searchP50, 12_000)} / ${seconds(searchMax)}${mark(searchMax, 30_000)} |`,
    `| ${name} | restart to ready (its first publish done): ≤ 60 s | ${seconds(restart.readyMs)}${mark(restart.readyMs, 60_000)} (${restart.startup}; an edit after it live in ${seconds(restart.editLiveMs)}) |`,
    `| ${name} | peak RSS of the whole tree, steady: ≤ 1.5 GB | ${gigabytes(memory.steady)}${mark(memory.steady?.mb, 1536)}${parts(memory.steady)}; first edit ${gigabytes(memory.firstEdit)}, restart ${gigabytes(memory.restart)}${parts(memory.restart)} |`,
    `| ${name} | peak RSS of the whole tree, first build: ≤ 2 GB | ${gigabytes(memory.firstBuild)}${mark(memory.firstBuild?.mb, 2048)}${parts(memory.firstBuild)} (first publish ${result.firstBuildS} s) |`,
  ];
  if (result.cold) {
    rows.push(
      `| ${name} | cold incremental build after one edit: ≤ 45 s | ${result.cold.incrementalS} s${mark(result.cold.incrementalS, 45)} (${result.cold.rendered} rendered, ${result.cold.kept} kept) |`,
      `| ${name} | full build (npm run build) | ${result.cold.fullPagesPerS} pages/s (${result.cold.fullBuildS} s) |`,
    );
  }
  return rows;
}

/** Prints the goals table and the phase table (Markdown). */
export function printTables(results: SetResult[]): void {
  console.log('\n| set | goal | measured |');
  console.log('|---|---|---|');
  for (const result of results) for (const row of goalRows(result)) console.log(row);
  console.log('\nPhases of each warm publish (ms; the swap is one rename; `search` is the round that covered it, after it went live):\n');
  const phases = ['fetch', 'model', 'render', 'uploads', 'write', 'links', 'gates', 'search'];
  console.log(`| set | edit | rendered (changed) | ${phases.join(' | ')} | webhook → live | → searchable |`);
  console.log(`|---|---|---|${phases.map(() => '---|').join('')}---|---|`);
  for (const result of results) {
    for (const publish of [{ ...result.firstEdit, edit: `${result.firstEdit.edit} (first)` }, ...result.publishes]) {
      console.log(
        `| ${result.set} | ${publish.edit} | ${publish.rendered} (${publish.changed}) | ${phases.map((phase) => publish.phases?.[phase] ?? '–').join(' | ')} | ${publish.webhookToLiveMs} | ${publish.webhookToSearchableMs} |`,
      );
    }
    const first = Object.entries(result.firstBuildPhases ?? {})
      .map(([phase, ms]) => `${phase} ${ms}`)
      .join(', ');
    const restart = Object.entries(result.restart.phases ?? {})
      .map(([phase, ms]) => `${phase} ${ms}`)
      .join(', ');
    console.log(
      `\n${result.set}: first publish ${result.firstBuildS} s (${first}); restart ${seconds(result.restart.readyMs)} (${restart})`,
    );
    if (result.warmMemory?.length)
      console.log(`\nThe warm publisher before each publish:\n${result.warmMemory.map((line) => `  ${line}`).join('\n')}`);
  }
}
