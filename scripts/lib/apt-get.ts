/**
 * Installing Debian packages a script needs (Chromium for the tests, CJK fonts for Lighthouse), when
 * it runs as root: `apt-get update`, then `apt-get install -y`, without questions.
 */
import { runCommand } from './run-command.ts';

/** Runs a command with streamed output; resolves with its exit code (injected in unit tests). */
export type RunCommand = (command: string, args: readonly string[]) => Promise<number>;

/** runCommand for apt-get: never asks (DEBIAN_FRONTEND=noninteractive). */
export const runAptGet: RunCommand = (command, args) =>
  runCommand(command, args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });

export type AptGetResult = { ok: true } | { ok: false; command: string; code: number };

/** Updates the package lists and installs `packages`; stops at the first step that fails and names it. */
export async function aptGetInstall(packages: readonly string[], run: RunCommand): Promise<AptGetResult> {
  for (const args of [['update'], ['install', '-y', ...packages]]) {
    const code = await run('apt-get', args);
    if (code !== 0) return { ok: false, command: `apt-get ${args.join(' ')}`, code };
  }
  return { ok: true };
}
