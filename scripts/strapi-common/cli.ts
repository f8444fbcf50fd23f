/**
 * The lifecycle of the Strapi command lines, alike for both versions: `npm run strapi` / `strapi5`
 * (arguments, setup, admin build, start, the banner, waiting until Strapi ends, stopping it on Ctrl-C),
 * `strapi:import` / `strapi5:import` (timing, log lines, the hint when Strapi is not running) and every
 * command's failure: one line `[label] message` and exit code 1.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../lib/paths.ts';
import { onShutdown } from '../lib/shutdown.ts';
import { ImportError, type ImportSummary } from './import-types.ts';
import type { RunningStrapi, StartOptions } from './process.ts';
import { SetupError, type StrapiHome } from './setup-steps.ts';

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Runs a command's main; a failure is written as `[label] <describe(error)>` and ends the process with exit code 1. */
export function runMain(label: string, main: () => Promise<void>, describe: (error: unknown) => string = messageOf): void {
  main().catch((error: unknown) => {
    process.stderr.write(`[${label}] ${describe(error)}\n`);
    process.exit(1);
  });
}

interface ServeCommand<P extends StrapiHome> {
  /** `strapi` or `strapi5`: the log prefix. */
  label: string;
  /** The port when `--port` is not given. */
  defaultPort: string;
  /** The variable `--data DIR` sets (the data folder). */
  dataVariable: string;
  paths(env: NodeJS.ProcessEnv): P;
  setup(paths: P): Promise<unknown>;
  adminBuild(paths: P): Promise<void>;
  start(options: StartOptions<P>): Promise<RunningStrapi>;
  /** What the command prints once Strapi is running. */
  banner(strapi: RunningStrapi, paths: P, admin: boolean): string[];
}

/** `[--port N] [--data DIR] [--no-admin] [--setup-only]`: sets Strapi up and runs it until it ends or Ctrl-C. */
export function serveStrapi<P extends StrapiHome>(command: ServeCommand<P>): void {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: command.defaultPort },
      data: { type: 'string' },
      'no-admin': { type: 'boolean', default: false },
      'setup-only': { type: 'boolean', default: false },
    },
  });
  runMain(command.label, async () => {
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new SetupError(`--port must be a port number, not "${values.port}"`);
    const paths = command.paths(values.data ? { ...process.env, [command.dataVariable]: path.resolve(values.data) } : process.env);
    await command.setup(paths);
    const admin = !values['no-admin'];
    if (admin) await command.adminBuild(paths);
    if (values['setup-only']) {
      process.stderr.write(`[${command.label}] set up in ${path.relative(projectRoot, paths.home) || '.'}\n`);
      return;
    }
    const strapi = await command.start({ paths, port, host: process.env.STRAPI_HOST, admin, echo: true, timeoutMs: 300_000 });
    onShutdown(() => strapi.stop());
    process.stdout.write(`${['', ...command.banner(strapi, paths, admin), ''].join('\n')}\n`);
    const code = await strapi.exited;
    process.stderr.write(`[${command.label}] Strapi stopped (exit code ${code ?? 'signal'})\n`);
    process.exit(code ?? 1);
  });
}

/**
 * An import command: `importInto` logs what it imports where and returns the summary, logged with the
 * time taken. A failure that is not the content's (an ImportError) is marked "failed:"; a refused
 * connection gets `notRunning` as a hint.
 */
export function runImport(label: string, notRunning: string, importInto: (log: (line: string) => void) => Promise<ImportSummary>): void {
  const log = (line: string) => process.stderr.write(`[${label}] ${line}\n`);
  runMain(
    label,
    async () => {
      const started = Date.now();
      const summary = await importInto(log);
      log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`);
    },
    (error) => {
      const message = messageOf(error);
      const hint = /ECONNREFUSED|fetch failed/.test(message) ? ` (${notRunning})` : '';
      return `${error instanceof ImportError ? '' : 'failed: '}${message}${hint}`;
    },
  );
}
