/**
 * Runs one build of a target as a child process (`scripts/build.ts`): into a new release folder,
 * keeping unchanged pages from the published release (`--previous`), with the target's own build
 * cache (dependency index) and environment. A crash, a content system that goes away, a failed link
 * check — any non-zero exit — is a failed build: the published release stays, and the reason (the
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
}

export type BuildOutcome = { ok: true; summary: BuildSummary } | { ok: false; error: string };

const BUILD_SCRIPT = path.join(projectRoot, 'scripts', 'build.ts');

/** The build's own reason for failing: its `✖ Build failed: …` line(s), else the last lines of the log. */
export function failureReason(log: string, code: number | null, signal: NodeJS.Signals | null): string {
  const lines = log.split('\n').map((line) => line.trimEnd());
  const at = lines.findIndex((line) => line.includes('Build failed:'));
  if (at !== -1) {
    const reason = lines
      .slice(at, at + 4)
      .filter((line) => line && !line.includes('previous output'))
      .join(' ')
      .replace(/^.*Build failed:\s*/, '');
    return reason.slice(0, 600);
  }
  const tail = lines.filter(Boolean).slice(-3).join(' ').slice(0, 600);
  return `build exited with ${signal ? `signal ${signal}` : `code ${code}`}${tail ? `: ${tail}` : ''}`;
}

export function runBuild(request: BuildRequest): Promise<BuildOutcome> {
  mkdirSync(path.dirname(request.logFile), { recursive: true });
  const summaryFile = `${request.logFile}.summary.json`;
  rmSync(summaryFile, { force: true });
  const args = [BUILD_SCRIPT, '--out', request.out, ...(request.previous ? ['--previous', request.previous] : [])];
  const log = createWriteStream(request.logFile);
  return new Promise((resolve) => {
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
    child.on('error', (error) => {
      clearTimeout(timer);
      log.end(() => resolve({ ok: false, error: `could not start the build: ${error.message}` }));
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      request.signal?.removeEventListener('abort', abort);
      log.end(() => {
        if (code === 0 && existsSync(summaryFile)) {
          const summary = JSON.parse(readFileSync(summaryFile, 'utf8')) as BuildSummary;
          resolve({ ok: true, summary });
          return;
        }
        resolve({ ok: false, error: failureReason(readFileSync(request.logFile, 'utf8'), code, signal) });
      });
    });
  });
}
