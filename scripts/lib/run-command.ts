/** Running a child process with its output streamed to ours. */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

export interface RunOptions {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

/** Resolves with the exit code (128 + signal number when the child was killed by a signal). */
export function runCommand(command: string, args: readonly string[], options: RunOptions = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code !== null) resolve(code);
      else resolve(128 + (signal ? (constants.signals[signal] ?? 1) : 1));
    });
  });
}
