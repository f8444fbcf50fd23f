/** Running a child process with its output streamed to ours. */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { stripVTControlCharacters } from 'node:util';

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

function exitCode(code: number | null, signal: NodeJS.Signals | null): number {
  if (code !== null) return code;
  return 128 + (signal ? (constants.signals[signal] ?? 1) : 1);
}

/** Resolves with the exit code (128 + signal number when the child was killed by a signal). */
export function runCommand(command: string, args: readonly string[], options: RunOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => resolve(exitCode(code, signal)));
  });
}

export interface CollectOptions extends RunOptions {
  /** Lines (without colour codes) to keep, e.g. the names of failed tests. */
  keep: (line: string) => boolean;
  /** At most this many kept lines; the last ones win, as a test runner sums up at its end (default 80). */
  max?: number;
  /** Where the output goes on its way (default: our stdout and stderr). */
  write?: (stream: 'stdout' | 'stderr', chunk: Buffer) => void;
}

export interface CollectResult {
  code: number;
  /** The kept lines, in order, each once. */
  kept: string[];
}

/**
 * Like runCommand, but the output passes through pipes, and the lines `keep` accepts are returned too:
 * a long run can name what failed at its end, where a log that shows only its tail still has it.
 */
export function runCommandCollecting(command: string, args: readonly string[], options: CollectOptions): Promise<CollectResult> {
  const max = options.max ?? 80;
  const write = options.write ?? ((stream, chunk) => (stream === 'stdout' ? process.stdout : process.stderr).write(chunk));
  const kept: string[] = [];
  const seen = new Set<string>();
  const consider = (raw: string): void => {
    const line = stripVTControlCharacters(raw).trimEnd();
    if (line === '' || seen.has(line) || !options.keep(line)) return;
    seen.add(line);
    kept.push(line);
    if (kept.length > max) kept.shift();
  };
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['inherit', 'pipe', 'pipe'] });
    const rests = { stdout: '', stderr: '' };
    for (const stream of ['stdout', 'stderr'] as const) {
      child[stream].on('data', (chunk: Buffer) => {
        write(stream, chunk);
        const lines = (rests[stream] + chunk.toString('utf8')).split(/\r?\n|\r/);
        rests[stream] = lines.pop() ?? '';
        lines.forEach(consider);
      });
    }
    child.once('error', reject);
    child.once('close', (code, signal) => {
      consider(rests.stdout);
      consider(rests.stderr);
      resolve({ code: exitCode(code, signal), kept });
    });
  });
}
