/**
 * A child process measured from outside, for the bench: wall seconds, CPU seconds (user, sys) of it
 * and its descendants (./process-tree.ts `childrenCpu`), the peak of its tree's summed RSS
 * (`monitorTree`), and its output (stdout and stderr together).
 */
import { spawn } from 'node:child_process';
import { childrenCpu, monitorTree } from './process-tree.ts';

export interface MeasuredRun {
  code: number | null;
  seconds: number;
  cpuUserS: number;
  cpuSysS: number;
  peakRssMb: number;
  output: string;
}

export async function runMeasured(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<MeasuredRun> {
  const cpuBefore = childrenCpu();
  const started = performance.now();
  const child = spawn(command, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const monitor = monitorTree(child.pid!);
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
  const seconds = (performance.now() - started) / 1000;
  const peakRssMb = monitor.stop();
  const cpuAfter = childrenCpu();
  return {
    code,
    seconds,
    cpuUserS: Number((cpuAfter.user - cpuBefore.user).toFixed(2)),
    cpuSysS: Number((cpuAfter.sys - cpuBefore.sys).toFixed(2)),
    peakRssMb,
    output,
  };
}
