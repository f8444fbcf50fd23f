/**
 * The memory of a tree of processes, read from Linux's /proc: a process's own peak (`maxRSS`) leaves
 * out the processes it starts — the warm publisher's Pagefind service, its gates in a process of their
 * own — so the benchmarks sample the resident memory of the whole tree and keep its peak. Also whether
 * a process that left a record (a folder, a file naming its id) still runs.
 */
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Whether the process `pid` runs and is this user's (a record a process of this user left, whose id now
 * belongs to another user's process, is a record of a process that ended).
 */
export function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The parent of each running process (pid → ppid). */
function parents(proc: string): Map<number, number> {
  const parent = new Map<number, number>();
  for (const name of readdirSync(proc)) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // `pid (comm) state ppid …`; comm may hold spaces and parentheses, so read after the last ')'.
      const stat = readFileSync(`${proc}/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      parent.set(Number(name), Number(fields[1]));
    } catch {
      // The process ended while we looked.
    }
  }
  return parent;
}

/** Every descendant of `root` (children, their children, …). */
export function descendants(root: number, proc = '/proc'): number[] {
  const parent = parents(proc);
  const children = new Map<number, number[]>();
  for (const [pid, ppid] of parent) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const found: number[] = [];
  const queue = [...(children.get(root) ?? [])];
  while (queue.length > 0) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

/** A process's resident memory in kB (0 when it is gone). */
export function residentKb(pid: number, proc = '/proc'): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`${proc}/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The resident memory of `root`'s descendants (and of `root` itself with `withRoot`), in MB. */
export function treeResidentMb(root: number, options: { withRoot?: boolean; proc?: string } = {}): number {
  const pids = [...(options.withRoot ? [root] : []), ...descendants(root, options.proc)];
  return Math.round(pids.reduce((sum, pid) => sum + residentKb(pid, options.proc), 0) / 1024);
}

/** Samples `treeResidentMb` every `intervalMs` until stopped; `stop` returns the highest sample. */
export function sampleTreePeak(root: number, options: { withRoot?: boolean; intervalMs?: number } = {}): { stop: () => number } {
  let peak = treeResidentMb(root, options);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeResidentMb(root, options));
  }, options.intervalMs ?? 250);
  timer.unref();
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(peak, treeResidentMb(root, options));
    },
  };
}
