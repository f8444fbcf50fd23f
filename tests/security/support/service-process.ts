/**
 * A service of the project as its own process, as ops run it: started on 127.0.0.1 and a free port
 * (the URL read from its first lines of output), watched for exits (a crash is any exit the suite
 * did not ask for), its peak resident memory read from /proc, the event loop and memory per request
 * measured from inside (./loop-monitor.ts, loaded with `--import`), stopped by a signal at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoopFigures } from './loop-monitor.ts';

export const projectRoot = path.resolve(import.meta.dirname, '..', '..', '..');

export interface ServiceProcess {
  readonly name: string;
  readonly url: string;
  readonly pid: number;
  /** Everything the process printed so far. */
  output(): string;
  /** True until the process exits. */
  alive(): boolean;
  /** Exits the suite did not cause (0 or 1). */
  crashes(): number;
  /** Peak resident set size so far (VmHWM), in MB. */
  peakRssMb(): number;
  /** What the loop monitor measured in the process so far: the longest stall and largest RSS rise of one request. */
  loop(): LoopFigures;
  /** Sends the signal and resolves with how the process ended and how long that took. */
  stop(signal?: NodeJS.Signals, graceMs?: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }>;
}

export interface StartOptions {
  name: string;
  /** The script and its arguments, run with this Node. */
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** The first match's group 1 is the service's URL. */
  urlPattern: RegExp;
  timeoutMs?: number;
}

function peakRss(pid: number): number {
  try {
    const match = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

const MONITOR = path.join(import.meta.dirname, 'loop-monitor.ts');

const NO_FIGURES: LoopFigures = {
  requests: 0,
  longestStallMs: 0,
  stallRequest: '',
  largestRssRiseMb: 0,
  riseRequest: '',
  backgroundStallMs: 0,
};

function loopFigures(base: string, pid: number): LoopFigures {
  try {
    return JSON.parse(readFileSync(`${base}.${pid}.json`, 'utf8')) as LoopFigures;
  } catch {
    return NO_FIGURES;
  }
}

export function startService(options: StartOptions): Promise<ServiceProcess> {
  const monitorFile = path.join(mkdtempSync(path.join(tmpdir(), 'loop-monitor-')), 'loop');
  const child: ChildProcess = spawn(process.execPath, ['--import', MONITOR, ...options.args], {
    cwd: projectRoot,
    env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1', ...options.env, LOOP_MONITOR_FILE: monitorFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  let exited = false;
  let stopping = false;
  let crashed = 0;
  let peak = 0;
  const sample = setInterval(() => (peak = Math.max(peak, peakRss(child.pid ?? 0))), 200);
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      exited = true;
      clearInterval(sample);
      if (!stopping) crashed = 1;
      resolve({ code, signal });
    }),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${options.name} did not print its URL within ${options.timeoutMs ?? 60_000} ms:\n${text}`));
    }, options.timeoutMs ?? 60_000);
    const read = (chunk: Buffer): void => {
      text += chunk.toString('utf8');
      const match = options.urlPattern.exec(text);
      if (!match?.[1] || child.pid === undefined) return;
      clearTimeout(timer);
      child.stdout?.off('data', read);
      child.stdout?.on('data', (more: Buffer) => (text += more.toString('utf8')));
      const pid = child.pid;
      resolve({
        name: options.name,
        url: match[1].replace('localhost', '127.0.0.1'),
        pid,
        output: () => text,
        alive: () => !exited,
        crashes: () => crashed,
        peakRssMb: () => (exited ? peak : (peak = Math.max(peak, peakRss(pid)))),
        loop: () => loopFigures(monitorFile, pid),
        stop: async (signal = 'SIGTERM', graceMs = 10_000) => {
          const started = Date.now();
          if (exited) return { ...(await exit), ms: 0 };
          peak = Math.max(peak, peakRss(pid));
          stopping = true;
          child.kill(signal);
          const kill = setTimeout(() => child.kill('SIGKILL'), graceMs);
          const ended = await exit;
          clearTimeout(kill);
          return { ...ended, ms: Date.now() - started };
        },
      });
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    child.on('exit', () => {
      clearTimeout(timer);
      reject(new Error(`${options.name} exited before it printed its URL:\n${text}`));
    });
  });
}
