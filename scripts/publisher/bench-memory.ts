/**
 * The memory of the rebuild service's process tree while the benchmark (./bench.ts) runs: the resident
 * memory of the service and every process it started, sampled every 250 ms (scripts/lib/process-tree.ts),
 * its peak in each phase the benchmark names, and at that peak what each kind of process held (the
 * service, the warm publisher, the full build's render process and gates, Pagefind, …).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { descendants, residentKb } from '../lib/process-tree.ts';

/** A phase's peak (MB) and, at that sample, the MB of each kind of process. */
export interface MemoryPeak {
  mb: number;
  parts: Record<string, number>;
}

const KINDS: Array<[RegExp, string]> = [
  [/publisher\/cli\.ts/, 'service'],
  [/warm-worker\.ts/, 'warm publisher'],
  [/full-build\.ts/, 'full build'],
  [/scripts\/render\.ts/, 'render'],
  [/scripts\/verify\.ts/, 'gates'],
  [/pagefind/, 'pagefind'],
  [/esbuild/, 'esbuild'],
];

function kindOf(pid: number): string {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    return KINDS.find(([pattern]) => pattern.test(command))?.[1] ?? 'other';
  } catch {
    return 'other';
  }
}

/** Samples the tree of `pid()` (the service, restarted at times) until `peaks()`. */
export function memoryPhases(pid: () => number): { phase(name: string): void; peaks(): Record<string, MemoryPeak> } {
  const peaks: Record<string, MemoryPeak> = {};
  let current: string | undefined;
  const timer = setInterval(() => {
    if (!current) return;
    const root = pid();
    const parts: Record<string, number> = {};
    let kb = 0;
    for (const each of [root, ...descendants(root)]) {
      const resident = residentKb(each);
      kb += resident;
      const kind = kindOf(each);
      parts[kind] = (parts[kind] ?? 0) + Math.round(resident / 1024);
    }
    const mb = Math.round(kb / 1024);
    if (mb > (peaks[current]?.mb ?? 0)) peaks[current] = { mb, parts };
  }, 250);
  timer.unref();
  return {
    phase: (name) => {
      current = name;
    },
    peaks: () => {
      clearInterval(timer);
      return peaks;
    },
  };
}

/**
 * What the warm publisher logged of its own memory before each publish (resident, V8's heap, outside
 * it), from the service's folder `dir` (its log, `logs/warm.log`): where the warm process's memory is.
 */
export function warmMemoryLines(dir: string): string[] {
  const file = path.join(dir, 'logs', 'warm.log');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.includes('memory: resident'))
    .map((line) => line.replace(/^.*?(publish #\d+).*?(memory: .*)$/, '$1: $2'));
}
