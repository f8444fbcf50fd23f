/**
 * Runs one build of a target as a child process (`scripts/build.ts`): into a new release folder,
 * keeping unchanged pages from the published release (`--previous`), with the target's own build
 * cache (dependency index) and environment, and with `--verify`: the quality gates (links and
 * anchors, html-validate, hreflang, JavaScript budget, no script in markup; scripts/verify/release.ts)
 * run on the pages it rendered before the release is complete. A crash, a content system that goes
 * away, a failed link check or quality gate — any non-zero exit — is a failed build: the published release stays, and the reason (the
 * build's own one-line error) is returned for the status page. The full log is kept per build.
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
  /** Kill the build after this long (default 30 min). */
  timeoutMs?: number;
  /** Stops the build (the service is shutting down). */
  signal?: AbortSignal;
  /** The build script (default scripts/build.ts); tests use a stand-in with the same interface. */
  script?: string;
}

export type BuildOutcome = { ok: true; summary: BuildSummary } | { ok: false; error: string };

const BUILD_SCRIPT = path.join(projectRoot, 'scripts', 'build.ts');

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
  const tail = lines.filter(Boolean).slice(-3).join(' ').slice(0, 600);
  return `build exited with ${signal ? `signal ${signal}` : `code ${code}`}${tail ? `: ${tail}` : ''}`;
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
    });
    child.stdout.pipe(log, { end: false });
    child.stderr.pipe(log, { end: false });
    const timer = setTimeout(() => child.kill('SIGTERM'), request.timeoutMs ?? 30 * 60_000);
    const abort = (): void => {
      child.kill('SIGTERM');
    };
    request.signal?.addEventListener('abort', abort, { once: true });
    // 'close' follows 'error' when the child could not start: settle once.
    let settled = false;
    const settle = (outcome: () => BuildOutcome): void => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', abort);
      log.end(() => resolve(outcome()));
    };
    child.on('error', (error) => settle(() => ({ ok: false, error: `could not start the build: ${error.message}` })));
    child.on('close', (code, signal) =>
      settle(() => {
        if (code === 0 && existsSync(summaryFile)) {
          try {
            return { ok: true, summary: JSON.parse(readFileSync(summaryFile, 'utf8')) as BuildSummary };
          } catch (error) {
            return { ok: false, error: `unreadable build summary: ${error instanceof Error ? error.message : String(error)}` };
          }
        }
        return { ok: false, error: failureReason(readFileSync(request.logFile, 'utf8'), code, signal) };
      }),
    );
  });
}
