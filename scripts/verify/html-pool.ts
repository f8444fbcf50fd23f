/**
 * html-validate is by far the slowest gate (~50–100 ms a page on one core), so it runs on a pool of
 * worker threads (./html-worker.ts), one per core by default, while the main thread reads and
 * parses the next pages. Each page goes to the worker with the fewest pages queued.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { Problem } from './report.ts';

export interface HtmlJob {
  id: number;
  file: string;
  pagePath: string;
  html: string;
}

export interface HtmlJobResult {
  id: number;
  problems: Problem[];
  /** Time the worker spent on the page. */
  ms: number;
}

export interface HtmlPool {
  validate(file: string, pagePath: string, html: string): Promise<HtmlJobResult>;
  close(): Promise<void>;
}

export const defaultHtmlJobs = (): number => Math.max(1, availableParallelism());

export function createHtmlPool(size = defaultHtmlJobs()): HtmlPool {
  const pending = new Map<number, { resolve: (result: HtmlJobResult) => void; reject: (error: Error) => void }>();
  const queued: number[] = [];
  let failure: Error | undefined;
  const workers = Array.from({ length: size }, (_, index) => {
    const worker = new Worker(new URL('./html-worker.ts', import.meta.url));
    worker.on('message', (result: HtmlJobResult) => {
      queued[index]!--;
      pending.get(result.id)?.resolve(result);
      pending.delete(result.id);
    });
    worker.on('error', (error) => {
      failure = error;
      for (const job of pending.values()) job.reject(error);
      pending.clear();
    });
    queued.push(0);
    return worker;
  });
  let next = 0;
  return {
    validate(file, pagePath, html) {
      if (failure) return Promise.reject(failure);
      const id = next++;
      const index = queued.indexOf(Math.min(...queued));
      queued[index]!++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        workers[index]!.postMessage({ id, file, pagePath, html } satisfies HtmlJob);
      });
    },
    async close() {
      await Promise.all(workers.map((worker) => worker.terminate()));
    },
  };
}
