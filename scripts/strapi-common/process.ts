/**
 * Starting a generated Strapi application and waiting until it answers, for both versions
 * (scripts/strapi/process.ts under Node 14, scripts/strapi5/process.ts with the project's Node).
 *
 * The first administrator comes from STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD; without them a password
 * is generated once into `<data>/admin-credentials.json` (mode 600) with the e-mail admin@example.com. Each
 * version adds its own secrets and variables; the application's `server.js` prints `STRAPI_READY <url>`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { StrapiHome } from './setup-steps.ts';

interface AdminCredentials {
  email: string;
  password: string;
  /** Where they come from, for the log: the environment or the file. */
  source: string;
}

export interface RunningStrapi {
  url: string;
  admin: AdminCredentials;
  /** Output so far (stdout and stderr), for error messages. */
  output(): string;
  /** Resolves with Strapi's exit code (null after a signal) when it ends, for whatever reason. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/** A JSON file of a data folder (secrets, credentials), or undefined when there is none. */
export function readJson(file: string): Record<string, string> | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : undefined;
}

export function adminCredentials(dataDir: string, env: NodeJS.ProcessEnv = process.env): AdminCredentials {
  if (env.STRAPI_ADMIN_EMAIL && env.STRAPI_ADMIN_PASSWORD) {
    return { email: env.STRAPI_ADMIN_EMAIL, password: env.STRAPI_ADMIN_PASSWORD, source: 'STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD' };
  }
  const file = path.join(dataDir, 'admin-credentials.json');
  const stored = readJson(file);
  if (stored?.email && stored.password) return { email: stored.email, password: stored.password, source: file };
  mkdirSync(dataDir, { recursive: true });
  // Strapi's password rule: ≥ 8 characters with a lower-case and an upper-case letter and a digit.
  const fresh = { email: 'admin@example.com', password: `Aa1-${randomBytes(18).toString('base64url')}` };
  writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600 });
  return { ...fresh, source: file };
}

export interface StartOptions<P extends StrapiHome> {
  paths: P;
  /** Application folder (default paths.app). */
  appDir?: string;
  dataDir?: string;
  host?: string | undefined;
  port: number;
  /** Serve the admin panel (needs the admin build). */
  admin: boolean;
  env?: NodeJS.ProcessEnv;
  /** Echo Strapi's output (the command line does; tests keep it for error messages). */
  echo?: boolean;
  timeoutMs?: number;
}

/** What a Strapi version runs its application with. */
interface StrapiRuntime {
  /** The Node binary that runs the application's `server.js`. */
  command: string;
  /** The version's own variables for a data folder (its secrets, …); `options.env` overrides them. */
  variables(dataDir: string): NodeJS.ProcessEnv;
  /** The environment the application runs in, around the variables. */
  environment(variables: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
}

/** Starts a generated application on its data folder (made if missing, with `public/uploads`) as its first administrator. */
export function startApp<P extends StrapiHome>(options: StartOptions<P>, runtime: StrapiRuntime): Promise<RunningStrapi> {
  const dataDir = options.dataDir ?? options.paths.data;
  mkdirSync(path.join(dataDir, 'public/uploads'), { recursive: true });
  const variables = runtime.variables(dataDir);
  const admin = adminCredentials(dataDir, { ...process.env, ...options.env });
  const env = runtime.environment({
    NODE_ENV: 'production',
    ...variables,
    STRAPI_DATA_DIR: dataDir,
    STRAPI_HOST: options.host ?? '127.0.0.1',
    STRAPI_PORT: String(options.port),
    STRAPI_SERVE_ADMIN: options.admin ? '1' : '0',
    ...options.env,
    STRAPI_ADMIN_EMAIL: admin.email,
    STRAPI_ADMIN_PASSWORD: admin.password,
  });
  const cwd = options.appDir ?? options.paths.app;
  return launchStrapi({ command: runtime.command, cwd, env, admin, echo: options.echo, timeoutMs: options.timeoutMs });
}

interface LaunchOptions {
  command: string;
  cwd: string;
  env: NodeJS.ProcessEnv;
  admin: AdminCredentials;
  echo?: boolean | undefined;
  timeoutMs?: number | undefined;
}

/** Runs an application's `server.js` and resolves when it prints `STRAPI_READY <url>` (both Strapi versions do). */
function launchStrapi(options: LaunchOptions): Promise<RunningStrapi> {
  const { admin } = options;
  const child: ChildProcess = spawn(options.command, ['server.js'], {
    cwd: options.cwd,
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(
      () => fail(`Strapi did not start within ${Math.round((options.timeoutMs ?? 120_000) / 1000)} s`),
      options.timeoutMs ?? 120_000,
    );
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${message}\n--- Strapi output ---\n${output.split('\n').slice(-40).join('\n')}`));
    };
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 5000).unref();
      });
    const onData = (chunk: Buffer) => {
      const text = chunk.toString();
      output += text;
      if (output.length > 200_000) output = output.slice(-100_000);
      if (options.echo) process.stderr.write(text);
      const ready = /STRAPI_READY (\S+)/.exec(output);
      if (ready && !settled) {
        settled = true;
        clearTimeout(timer);
        resolve({ url: ready[1], admin, output: () => output, exited, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('error', (error) => fail(`Strapi could not be started: ${error.message}`));
    child.on('exit', (code, signal) => fail(`Strapi exited (${signal ?? `code ${code}`}) before it was ready`));
  });
}
