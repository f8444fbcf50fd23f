/**
 * Runs one build of a target as a child process (`scripts/build.ts`): into a new release folder,
 * keeping unchanged pages from the published release (`--previous`), with the target's own build
 * cache (dependency index) and environment, and with `--verify`: the quality gates (links and
 * anchors, html-validate, hreflang, JavaScript budget, no script in markup; scripts/verify/release.ts)
 * run on the pages it rendered before the release is complete. A crash, a content system that goes
 * away, a failed link check or quality gate — any non-zero exit — is a failed build: the published release stays, and the reason (the
 * build's own one-line error) is returned for the status page. The full log is kept per build.
 *
 * A build runs as the leader of its own process group (the render process and the search indexer
 * are its children). One that runs past its time, or that the service stops, gets SIGTERM on the
 * whole group, then SIGKILL on the whole group after a grace period: a build that ignores SIGTERM,
 * or whose child does, cannot keep the one build slot. The outcome settles when the build has
 * exited, even if a process outside the group still holds its output pipes.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import type { BuildSummary } from '../build.ts';

export interface BuildRequest {
  out: string;
  previous: string | undefined;
  env: NodeJS.ProcessEnv;
  logFile: string;
  /** Stop the build after this long (default 30 min). */
  timeoutMs?: number;
  /** After SIGTERM, how long the build may take to end before its process group is killed (default 10 s). */
  killGraceMs?: number;
  /** Stops the build (the service is shutting down). */
  signal?: AbortSignal;
  /** The build script (default scripts/build.ts); tests use a stand-in with the same interface. */
  script?: string;
}

export type BuildOutcome = { ok: true; summary: BuildSummary } | { ok: false; error: string; timedOut?: true };

export const DEFAULT_BUILD_TIMEOUT_MS = 30 * 60_000;
const DEFAULT_KILL_GRACE_MS = 10_000;
/** After the build exits, how long its output pipes may stay open (a process that left its group) before they are cut. */
const PIPE_GRACE_MS = 1000;

const seconds = (ms: number): string => `${Number((ms / 1000).toFixed(1))} s`;

const BUILD_SCRIPT = path.join(projectRoot, 'scripts', 'build.ts');

/** The last three non-empty lines of a build log, on one line. */
function lastLines(log: string): string {
  return log
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(-3)
    .join(' ')
    .slice(0, 600);
}

/** The build's own reason for failing: its `✖ Build failed: …` line(s), else the last lines of the log. */
export function failureReason(log: string, code: number | null, signal: NodeJS.Signals | null): string {
  const lines = log.split('\n').map((line) => line.trimEnd());
  const at = lines.findIndex((line) => line.includes('Build failed:'));
  if (at !== -1) {
    // The message's own lines (Hint:, Location:, Cause:, …) follow; the build's note about its output,
    // a blank line or another log line (`[scope] …`) ends it.
    const reason = [lines[at]!.replace(/^.*Build failed:\s*/, '')];
    for (const line of lines.slice(at + 1, at + 4)) {
      if (!line.trim() || line.startsWith('[') || /^\s*(The previous output|Nothing was written)/.test(line)) break;
      reason.push(line.trim());
    }
    return reason.join(' ').slice(0, 600);
  }
  const tail = lastLines(log);
  return `build exited with ${signal ? `signal ${signal}` : `code ${code}`}${tail ? `: ${tail}` : ''}`;
}

/** Sends a signal to a process group; false when it is gone already. */
function signalGroup(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false;
  }
}

export function runBuild(request: BuildRequest): Promise<BuildOutcome> {
  mkdirSync(path.dirname(request.logFile), { recursive: true });
  const summaryFile = `${request.logFile}.summary.json`;
  rmSync(summaryFile, { force: true });
  const args = [
    request.script ?? BUILD_SCRIPT,
    '--out',
    request.out,
    ...(request.previous ? ['--previous', request.previous] : []),
    '--verify',
  ];
  const timeoutMs = request.timeoutMs ?? DEFAULT_BUILD_TIMEOUT_MS;
  const killGraceMs = request.killGraceMs ?? DEFAULT_KILL_GRACE_MS;
  const log = createWriteStream(request.logFile);
  return new Promise((resolve) => {
    if (request.signal?.aborted) {
      log.end(() => resolve({ ok: false, error: 'build not started: the service is stopping' }));
      return;
    }
    const child = spawn(process.execPath, args, {
      cwd: projectRoot,
      env: { ...request.env, BUILD_SUMMARY_FILE: summaryFile, FORCE_COLOR: '0', NO_COLOR: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });

    /** Why the build was stopped (timeout or service stopping), and how it ended. */
    let stopped: { reason: string; timedOut: boolean; killed: boolean } | undefined;
    let killTimer: NodeJS.Timeout | undefined;
    const stop = (reason: string, timedOut: boolean): void => {
      if (stopped || child.pid === undefined) return;
      stopped = { reason, timedOut, killed: false };
      signalGroup(child.pid, 'SIGTERM');
      killTimer = setTimeout(() => {
        if (stopped && child.pid !== undefined && signalGroup(child.pid, 'SIGKILL')) stopped.killed = true;
      }, killGraceMs);
    };
    const timer = setTimeout(() => stop(`build timed out after ${seconds(timeoutMs)}`, true), timeoutMs);
    const abort = (): void => stop('build stopped: the service is stopping', false);
    request.signal?.addEventListener('abort', abort, { once: true });

    // 'close' follows 'error' when the child could not start, and 'exit': settle once.
    let settled = false;
    let pipeTimer: NodeJS.Timeout | undefined;
    const settle = (outcome: () => BuildOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearTimeout(pipeTimer);
      request.signal?.removeEventListener('abort', abort);
      log.end(() => resolve(outcome()));
    };
    const outcomeOf = (code: number | null, signal: NodeJS.Signals | null): BuildOutcome => {
      if (stopped) {
        // Whatever is left of the group (a child that ignored SIGTERM) goes now.
        if (child.pid !== undefined && !stopped.killed) signalGroup(child.pid, 'SIGKILL');
        clearTimeout(killTimer);
        const how = stopped.killed ? `SIGTERM ignored; killed with SIGKILL after ${seconds(killGraceMs)}` : 'stopped with SIGTERM';
        const tail = lastLines(readFileSync(request.logFile, 'utf8'));
        return {
          ok: false,
          error: `${stopped.reason} (${how})${tail ? `: ${tail}` : ''}`,
          ...(stopped.timedOut ? { timedOut: true } : {}),
        };
      }
      if (code === 0 && existsSync(summaryFile)) {
        try {
          return { ok: true, summary: JSON.parse(readFileSync(summaryFile, 'utf8')) as BuildSummary };
        } catch (error) {
          return { ok: false, error: `unreadable build summary: ${error instanceof Error ? error.message : String(error)}` };
        }
      }
      return { ok: false, error: failureReason(readFileSync(request.logFile, 'utf8'), code, signal) };
    };
    child.on('error', (error) => settle(() => ({ ok: false, error: `could not start the build: ${error.message}` })));
    child.on('exit', (code, signal) => {
      // The pipes normally close right after; a process that left the group may hold them open.
      pipeTimer = setTimeout(() => {
        child.stdout.destroy();
        child.stderr.destroy();
        settle(() => outcomeOf(code, signal));
      }, PIPE_GRACE_MS);
    });
    child.on('close', (code, signal) => settle(() => outcomeOf(code, signal)));
  });
}
