/**
 * Pagefind services of their own (docs/search.md §6). Pagefind's Node API runs one service process per
 * instance of its module and answers one request at a time there; a module URL with a query is a
 * module instance of its own in Node, so `pagefindService(key)` gives a service process of its own per
 * key. Two services work side by side, one per core of the machine this was measured on: a full
 * index is written one language per service process (./search-index.ts), the warm publisher's indexes
 * are shared between two (./warm-search.ts). Two services did the work of one in about 60 % of the
 * time.
 */
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import type * as Pagefind from 'pagefind';
import { descendants } from './process-tree.ts';

export type PagefindApi = typeof Pagefind;

/** How many Pagefind services work at the same time (one per core of the machine this was measured on). */
export const SERVICES_AT_ONCE = 2;

const services = new Map<string, Promise<PagefindApi>>();

/** The Pagefind API whose service process is `key`'s own (started by its first `createIndex`). */
export function pagefindService(key: string): Promise<PagefindApi> {
  let service = services.get(key);
  if (!service) {
    service = import(`${import.meta.resolve('pagefind')}?service=${encodeURIComponent(key)}`) as Promise<PagefindApi>;
    services.set(key, service);
  }
  return service;
}

/** Ends the service process of each key (a later `createIndex` of one starts a new one). */
export async function closePagefindServices(keys: Iterable<string>): Promise<void> {
  await Promise.all([...keys].map(async (key) => (await services.get(key))?.close()));
}

/**
 * Gives this process's Pagefind service processes the lowest CPU priority (Linux; elsewhere nothing):
 * the warm publisher indexes a release while its quality gates run, and the gates decide when the
 * edit is live, so Pagefind takes only the CPU they leave (a news edit's gates took 16.4 s beside it
 * at 39,917 pages, 10 s alone).
 */
export function yieldPagefindServices(): void {
  let pids: number[];
  try {
    pids = descendants(process.pid);
  } catch {
    return;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('pagefind')) setPriority(pid, 19);
    } catch {
      // Gone, or not ours to change.
    }
  }
}
