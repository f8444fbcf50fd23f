/**
 * The rebuild service's side of the warm publisher (./warm-worker.ts): starts the worker process when
 * a publish needs one and keeps it; asks it to adopt the live folder (`adopt`), then sends it one
 * publish at a time. When the worker has prepared the release, `goLive` publishes it (the service swaps
 * the link), the worker is told, and the publish is done: the search index follows in the worker's own
 * rounds, whose ends arrive through `onSearch`. A request that runs past its time, or that the service
 * stops, ends the worker's whole process group (SIGTERM, then SIGKILL after a grace period; Pagefind
 * runs as its child), as does a failed adoption. The next publish starts a new worker, which adopts
 * the live folder again. The worker's output goes to `logFile`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import type { SearchSummary } from './search-follower.ts';
import type { AdoptSummary, PublishSummary } from './warm-publisher.ts';
import type { WarmReply, WarmRequest } from './warm-worker.ts';

const WARM_WORKER = path.join(projectRoot, 'scripts', 'publisher', 'warm-worker.ts');

/** How a search round ended for the publishes it covered (their ids, as `publish` resolved them). */
export type SearchReport = { ids: number[] } & ({ ok: true; search: SearchSummary } | { ok: false; error: string });

export interface WarmClientOptions {
  env: NodeJS.ProcessEnv;
  /** The worker's own folder (image staging, the adopting build, the search rounds). */
  workDir: string;
  /** Where the worker's output goes (appended). */
  logFile: string;
  killGraceMs?: number;
  /** The worker script (default ./warm-worker.ts); tests use a stand-in with the same protocol. */
  script?: string;
  /** Hears how each search round ended. */
  onSearch?: (report: SearchReport) => void;
}

type Failure = { ok: false; error: string; timedOut?: true };
export type WarmOutcome = { ok: true; id: number; summary: PublishSummary } | Failure;
export type AdoptOutcome = { ok: true; summary: AdoptSummary } | Failure;

interface Limits {
  timeoutMs: number;
  signal?: AbortSignal | undefined;
}

/** A request waiting for its answer: `onReply` hears the worker's answers to it, `end` stops it. */
interface Pending {
  id: number;
  onReply: (reply: Exclude<WarmReply, { type: 'started' | 'searchable' }>) => void;
  end: (reason: string, timedOut: boolean) => void;
}

export class WarmClient {
  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  private pending: Pending | undefined;
  private isAdopted = false;
  private nextId = 1;
  private readonly options: WarmClientOptions;

  constructor(options: WarmClientOptions) {
    this.options = options;
  }

  /** Whether a worker process runs and has adopted the live folder (so a publish can be sent). */
  get adopted(): boolean {
    return this.child !== undefined && this.isAdopted;
  }

  private start(): Promise<void> {
    mkdirSync(path.dirname(this.options.logFile), { recursive: true });
    const out = openSync(this.options.logFile, 'a');
    const child = fork(this.options.script ?? WARM_WORKER, [], {
      cwd: projectRoot,
      env: { ...this.options.env, WARM_WORK_DIR: this.options.workDir, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', out, out, 'ipc'],
      detached: true,
      serialization: 'advanced',
    });
    closeSync(out);
    this.child = child;
    this.isAdopted = false;
    const ready = new Promise<void>((resolve, reject) => {
      child.on('message', (message: WarmReply) => {
        if (message.type === 'started') resolve();
        else if (message.type === 'searchable') {
          const { type: _type, ...report } = message;
          this.options.onSearch?.(report);
        } else if (this.pending?.id === message.id) this.pending.onReply(message);
      });
      child.once('error', (error) => reject(new Error(`the warm publisher could not start: ${error.message}`)));
      child.once('exit', (code, signal) => {
        const why = `the warm publisher process ended (${signal ? `signal ${signal}` : `exit code ${code}`}); see ${this.options.logFile}`;
        reject(new Error(why));
        if (this.child === child) {
          this.child = undefined;
          this.ready = undefined;
          this.isAdopted = false;
        }
        this.pending?.end(why, false);
      });
    });
    ready.catch(() => {});
    return ready;
  }

  /**
   * Sends `request` (its id is set here) to the worker, started when none runs; `answer` turns each
   * reply into the outcome (undefined: wait for the next), `timeoutMs` or the signal stop the worker.
   */
  private async ask<T extends { ok: boolean }>(
    request: (id: number) => WarmRequest,
    answer: (reply: Parameters<Pending['onReply']>[0], id: number) => T | Failure | undefined,
    limits: Limits,
    what: string,
  ): Promise<T | Failure> {
    if (limits.signal?.aborted) return { ok: false, error: `${what} not started: the service is stopping` };
    try {
      await (this.ready ??= this.start());
    } catch (error) {
      this.stop();
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    const child = this.child;
    if (!child) return { ok: false, error: 'the warm publisher process is gone' };
    const id = this.nextId++;
    return new Promise<T | Failure>((resolve) => {
      const finish = (outcome: T | Failure): void => {
        clearTimeout(timer);
        limits.signal?.removeEventListener('abort', abort);
        if (this.pending?.id === id) this.pending = undefined;
        resolve(outcome);
      };
      const end = (reason: string, timedOut: boolean): void => {
        if (this.pending?.id !== id) return;
        this.stop();
        finish({ ok: false, error: reason, ...(timedOut ? { timedOut: true as const } : {}) });
      };
      const timer = setTimeout(
        () => end(`${what} timed out after ${Math.round(limits.timeoutMs / 1000)} s (the warm publisher process was stopped)`, true),
        limits.timeoutMs,
      );
      const abort = (): void => end(`${what} stopped: the service is stopping`, false);
      limits.signal?.addEventListener('abort', abort, { once: true });
      this.pending = {
        id,
        end,
        onReply: (reply) => {
          const outcome = answer(reply, id);
          if (outcome) finish(outcome);
        },
      };
      child.send(request(id));
    });
  }

  /** Asks the worker to adopt the live folder `liveDir`; a worker that could not is stopped. */
  async adopt(liveDir: string, limits: Limits): Promise<AdoptOutcome> {
    const outcome = await this.ask<AdoptOutcome>(
      (id) => ({ type: 'adopt', id, live: liveDir }),
      (reply) =>
        reply.type !== 'adopted' ? undefined : reply.ok ? { ok: true, summary: reply.summary } : { ok: false, error: reply.error },
      limits,
      'adopting the live folder',
    );
    if (outcome.ok) this.isAdopted = true;
    else this.stop();
    return outcome;
  }

  /**
   * Asks the (adopted) worker for the next release in `request.spare`; once it is ready, `goLive`
   * publishes it (a throw there counts as not published), the worker is told, and this resolves: the
   * publish is live (its `id` names it in the search reports), or why not.
   */
  async publish(
    request: { current: string; spare: string; today: string },
    goLive: (summary: PublishSummary) => void,
    limits: Limits,
  ): Promise<WarmOutcome> {
    if (!this.adopted) return { ok: false, error: 'the warm publisher has adopted no live folder' };
    return this.ask<WarmOutcome>(
      (id) => ({ type: 'publish', id, ...request }),
      (reply, id) => {
        if (reply.type !== 'prepared') return undefined;
        if (!reply.ok) return { ok: false, error: reply.error };
        try {
          goLive(reply.summary);
        } catch (error) {
          this.child?.send({ type: 'published', id, ok: false } satisfies WarmRequest);
          return { ok: false, error: `publishing the release failed: ${error instanceof Error ? error.message : String(error)}` };
        }
        this.child?.send({ type: 'published', id, ok: true } satisfies WarmRequest);
        return { ok: true, id, summary: reply.summary };
      },
      limits,
      'publish',
    );
  }

  /** Ends the worker's process group: SIGTERM, SIGKILL after the grace period. */
  stop(): void {
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
    this.isAdopted = false;
    if (!child?.pid) return;
    const pid = child.pid;
    const kill = (signal: NodeJS.Signals): void => {
      try {
        process.kill(-pid, signal);
      } catch {
        // Gone already.
      }
    };
    kill('SIGTERM');
    const timer = setTimeout(() => kill('SIGKILL'), this.options.killGraceMs ?? 10_000);
    timer.unref();
    child.once('exit', () => clearTimeout(timer));
  }

  /** Stops the worker and waits for it to end. */
  async close(): Promise<void> {
    const child = this.child;
    if (!child) return;
    if (child.exitCode !== null || child.signalCode !== null) {
      this.child = undefined;
      this.ready = undefined;
      return;
    }
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    this.stop();
    await exited;
  }
}
