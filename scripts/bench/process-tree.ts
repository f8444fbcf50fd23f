/**
 * Resources of a child process tree on Linux: peak resident memory (the sum of VmRSS over the child
 * and all its descendants, polled from /proc; shared pages are counted once per process, so the sum
 * is an upper bound) and CPU time (user + sys of the waited-for children of this process, from the
 * cutime/cstime fields of /proc/self/stat, which include every descendant the child waited for).
 */
import { readdirSync, readFileSync } from 'node:fs';

const CLOCK_TICKS = 100;

interface ProcEntry {
  pid: number;
  ppid: number;
}

function stat(pid: number | 'self'): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields after it start after the last ')'.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

function processes(): ProcEntry[] {
  return readdirSync('/proc').flatMap((name) => {
    if (!/^\d+$/.test(name)) return [];
    const fields = stat(Number(name));
    return fields ? [{ pid: Number(name), ppid: Number(fields[1]) }] : [];
  });
}

function rssKb(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

/** The pids of `root` and its descendants. */
export function treeOf(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const { pid, ppid } of processes()) {
    const list = children.get(ppid);
    if (list) list.push(pid);
    else children.set(ppid, [pid]);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

export interface TreeMonitor {
  /** Stops polling; the peak of the tree's summed RSS in MB. */
  stop(): number;
}

/** Polls the summed RSS of `root`'s tree every `intervalMs` until stopped. */
export function monitorTree(root: number, intervalMs = 200): TreeMonitor {
  let peakKb = 0;
  const poll = (): void => {
    const kb = treeOf(root).reduce((sum, pid) => sum + rssKb(pid), 0);
    if (kb > peakKb) peakKb = kb;
  };
  poll();
  const timer = setInterval(poll, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.round(peakKb / 1024);
    },
  };
}

/** CPU seconds (user, sys) of this process's waited-for children so far. */
export function childrenCpu(): { user: number; sys: number } {
  const fields = stat('self');
  if (!fields) return { user: 0, sys: 0 };
  // After the command name: state(0) ppid(1) … utime(11) stime(12) cutime(13) cstime(14).
  return { user: Number(fields[13]) / CLOCK_TICKS, sys: Number(fields[14]) / CLOCK_TICKS };
}
