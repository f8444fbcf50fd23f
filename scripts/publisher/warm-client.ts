/**
 * The rebuild service's side of the warm publisher (./warm-worker.ts): starts the worker process on
 * the first publish and keeps it; sends it one publish at a time. When the worker has prepared the
 * release, `goLive` publishes it (the service swaps the link) and the worker is told; the publish
 * then waits for the search index to follow. A publish
 * that runs past its time, or that the service stops, ends the worker's whole process group
 * (SIGTERM, then SIGKILL after a grace period; Pagefind runs as its child) — as does a failed first
 * build (a process whose warm site never started is not reused). The next publish starts a new
 * worker, and so a full build. The worker's output goes to `logFile`.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, openSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import type { SearchSummary } from './search-follower.ts';
import type { PublishSummary } from './warm-publisher.ts';
import type { WarmReply, WarmRequest } from './warm-worker.ts';

const WARM_WORKER = path.join(projectRoot, 'scripts', 'publisher', 'warm-worker.ts');

export interface WarmClientOptions {
  env: NodeJS.ProcessEnv;
  /** The worker's own folder (image staging). */
  workDir: string;
  /** Where the worker's output goes (appended). */
  logFile: string;
  killGraceMs?: number;
  /** The worker script (default ./warm-worker.ts); tests use a stand-in with the same protocol. */
  script?: string;
}

export type WarmOutcome =
  | { ok: true; summary: PublishSummary; search: { ok: true; summary: SearchSummary } | { ok: false; error: string } }
  | { ok: false; error: string; timedOut?: true };

interface Pending {
  id: number;
  onReply: (reply: WarmReply) => void;
}

export class WarmClient {
  private child: ChildProcess | undefined;
  private ready: Promise<void> | undefined;
  private pending: Pending | undefined;
  private nextId = 1;
  private readonly options: WarmClientOptions;

  constructor(options: WarmClientOptions) {
    this.options = options;
  }

  /** Whether a worker process is running (and so holds a warm site, after its first publish). */
  get running(): boolean {
    return this.child !== undefined;
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
    const ready = new Promise<void>((resolve, reject) => {
      child.on('message', (message: WarmReply) => {
        if (message.type === 'started') resolve();
        else if (this.pending?.id === message.id) this.pending.onReply(message);
      });
      child.once('error', (error) => reject(new Error(`the warm publisher could not start: ${error.message}`)));
      child.once('exit', (code, signal) => {
        const why = `the warm publisher process ended (${signal ? `signal ${signal}` : `exit code ${code}`}); see ${this.options.logFile}`;
        reject(new Error(why));
        if (this.child === child) {
          this.child = undefined;
          this.ready = undefined;
        }
        this.pending?.onReply({ type: 'prepared', id: this.pending.id, warm: false, ok: false, error: why });
      });
    });
    ready.catch(() => {});
    return ready;
  }

  /**
   * Asks the worker for the next release in `request.spare`; once it is ready, `goLive` publishes it
   * (a throw there counts as not published). Resolves when the search index followed (or failed to:
   * the pages are live anyway), or with why the release was not published.
   */
  async publish(
    request: { current: string | undefined; spare: string; other: string; today: string },
    goLive: (summary: PublishSummary) => void,
    limits: { timeoutMs: number; signal?: AbortSignal | undefined },
  ): Promise<WarmOutcome> {
    if (limits.signal?.aborted) return { ok: false, error: 'publish not started: the service is stopping' };
    try {
      await (this.ready ??= this.start());
    } catch (error) {
      this.stop();
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
    const child = this.child;
    if (!child) return { ok: false, error: 'the warm publisher process is gone' };
    const id = this.nextId++;
    return new Promise<WarmOutcome>((resolve) => {
      let live: PublishSummary | undefined;
      const finish = (outcome: WarmOutcome): void => {
        clearTimeout(timer);
        limits.signal?.removeEventListener('abort', abort);
        this.pending = undefined;
        resolve(outcome);
      };
      /** Stops the worker; before the release went live that is the publish failing, after it the search. */
      const end = (reason: string, timedOut: boolean): void => {
        if (this.pending?.id !== id) return;
        this.stop();
        if (live) finish({ ok: true, summary: live, search: { ok: false, error: reason } });
        else finish({ ok: false, error: reason, ...(timedOut ? { timedOut: true as const } : {}) });
      };
      const timer = setTimeout(
        () => end(`publish timed out after ${Math.round(limits.timeoutMs / 1000)} s (the warm publisher process was stopped)`, true),
        limits.timeoutMs,
      );
      const abort = (): void => end('publish stopped: the service is stopping', false);
      limits.signal?.addEventListener('abort', abort, { once: true });
      this.pending = {
        id,
        onReply: (reply) => {
          if (reply.type === 'prepared') {
            if (live) return end(reply.ok ? 'unexpected answer of the warm publisher' : reply.error, false);
            if (!reply.ok) {
              // A process whose first build failed holds no warm site: the next publish starts a new one.
              if (!reply.warm) this.stop();
              return finish({ ok: false, error: reply.error });
            }
            try {
              goLive(reply.summary);
            } catch (error) {
              child.send({ type: 'published', id, ok: false, tree: request.spare } satisfies WarmRequest);
              return finish({
                ok: false,
                error: `publishing the release failed: ${error instanceof Error ? error.message : String(error)}`,
              });
            }
            live = reply.summary;
            child.send({ type: 'published', id, ok: true, tree: request.spare } satisfies WarmRequest);
          } else if (reply.type === 'searchable' && live) {
            finish({ ok: true, summary: live, search: reply.ok ? { ok: true, summary: reply.search } : { ok: false, error: reply.error } });
          }
        },
      };
      child.send({ type: 'publish', id, ...request } satisfies WarmRequest);
    });
  }
  /** Ends the worker's process group: SIGTERM, SIGKILL after the grace period. */
  stop(): void {
    const child = this.child;
    this.child = undefined;
    this.ready = undefined;
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
