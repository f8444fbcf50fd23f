/**
 * The rebuild service as a process of its own (`npm run publisher`, ./cli.ts), as ops run it: for
 * the benchmark (./bench.ts) and the restart test (tests/unit/publisher/restart.test.ts), which
 * read its /status, stop it (SIGTERM), or kill it with everything it started (SIGKILL of the service
 * and of the warm publisher's process group), and start it again over the same folder. Listens on
 * 127.0.0.1.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import { descendants, treeResidentMb } from '../lib/process-tree.ts';
import type { FullStatusSnapshot } from './status.ts';

export interface PublisherProcess {
  url: string;
  pid: number;
  /** /status with the webhook token. */
  status(): Promise<FullStatusSnapshot>;
  /** The resident memory of the service and every process it started (MB). */
  treeRssMb(): number;
  /** Everything it printed so far. */
  output(): string;
  /** SIGTERM, as ops stop it; resolves when it has exited. */
  stop(): Promise<void>;
  /** SIGKILL of the service and of every process it started (their process groups): a crash of the machine's kind. */
  kill(): Promise<void>;
}

export interface PublisherProcessOptions {
  dir: string;
  port: number;
  /** The environment of the service (CMS_GRAPHQL_URL …); its webhook token is `token`. */
  env: NodeJS.ProcessEnv;
  token: string;
  quietMs?: number;
  maxWaitMs?: number;
  log?: (line: string) => void;
}

/** The process group of `pid` (from /proc), or undefined when it is gone. */
function processGroup(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]);
  } catch {
    return undefined;
  }
}

function signal(target: number, name: NodeJS.Signals): void {
  try {
    process.kill(target, name);
  } catch {
    // Gone already.
  }
}

/** Starts `npm run publisher` over `options.dir`; resolves once it listens. */
export async function startPublisherProcess(options: PublisherProcessOptions): Promise<PublisherProcess> {
  const args = [
    path.join(projectRoot, 'scripts', 'publisher', 'cli.ts'),
    '--port',
    String(options.port),
    '--dir',
    options.dir,
    '--quiet-ms',
    String(options.quietMs ?? 300),
    '--max-wait-ms',
    String(options.maxWaitMs ?? 5000),
    '--build-timeout-ms',
    String(3 * 3_600_000),
  ];
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...options.env, PUBLISHER_TOKEN: options.token, FORCE_COLOR: '0', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the publisher process could not start');
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer): void => {
      const text = chunk.toString('utf8');
      output += text;
      for (const line of text.split('\n')) if (line.trim()) options.log?.(line);
      const match = /live site (http:\/\/127\.0\.0\.1:\d+)\//.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the publisher exited (code ${code}) before it listened:\n${output.slice(-2000)}`)));
  });
  const headers = { authorization: `Bearer ${options.token}`, accept: 'application/json' };
  return {
    url,
    pid,
    status: async () => (await (await fetch(`${url}/status.json`, { headers })).json()) as FullStatusSnapshot,
    treeRssMb: () => treeResidentMb(pid, { withRoot: true }),
    output: () => output,
    stop: async () => {
      signal(pid, 'SIGTERM');
      await exited;
    },
    kill: async () => {
      const own = processGroup(process.pid);
      const started = descendants(pid);
      signal(pid, 'SIGKILL');
      for (const group of new Set(started.map(processGroup))) if (group !== undefined && group !== own) signal(-group, 'SIGKILL');
      for (const other of started) signal(other, 'SIGKILL');
      await exited;
    },
  };
}
