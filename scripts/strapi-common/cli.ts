/**
 * The lifecycle of the Strapi command lines, alike for both versions: `npm run strapi` / `strapi5`
 * (arguments, setup, admin build, start, the banner, waiting until Strapi ends, stopping it on Ctrl-C),
 * `strapi:import` / `strapi5:import` (timing, log lines, the hint when Strapi is not running) and every
 * command's failure: one line `[label] message` and exit code 1.
 */
import path from 'node:path';
import { isInsideOrSame, projectRoot } from '../lib/paths.ts';
import { onShutdown } from '../lib/shutdown.ts';
import { ImportError, type ImportSummary } from './import-types.ts';
import { parseServeOptions, recordRunning, UsageError, type StrapiNames } from './options.ts';
import type { RunningStrapi, StartOptions } from './process.ts';
import type { StrapiHome } from './setup-steps.ts';

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

/** A folder as a command line in the project takes it: relative inside the project, else absolute. */
export function shownPath(dir: string): string {
  return isInsideOrSame(projectRoot, dir) ? path.relative(projectRoot, dir) || '.' : dir;
}

interface ServeCommand<P extends StrapiHome> {
  /** The version's names (./options.ts); `names.command` is the log prefix. */
  names: StrapiNames;
  paths(env: NodeJS.ProcessEnv): P;
  setup(paths: P): Promise<unknown>;
  adminBuild(paths: P): Promise<void>;
  start(options: StartOptions<P>): Promise<RunningStrapi>;
  /** What the command prints once Strapi is running; `importCommand` loads the sample into it. */
  banner(strapi: RunningStrapi, paths: P, admin: boolean, importCommand: string): string[];
}

/**
 * `[--port N] [--data DIR] [--no-admin] [--setup-only]` (./options.ts): sets Strapi up and runs it until it
 * ends or Ctrl-C, with its address recorded in its data folder for the import meanwhile.
 */
export function serveStrapi<P extends StrapiHome>(command: ServeCommand<P>): void {
  const label = command.names.command;
  runMain(label, async () => {
    const options = parseServeOptions(command.names, process.argv.slice(2), process.env);
    const paths = command.paths(options.env);
    await command.setup(paths);
    if (options.admin) await command.adminBuild(paths);
    if (options.setupOnly) {
      process.stderr.write(`[${label}] set up in ${path.relative(projectRoot, paths.home) || '.'}\n`);
      return;
    }
    const { port, admin } = options;
    const strapi = await command.start({ paths, port, host: process.env.STRAPI_HOST, admin, echo: true, timeoutMs: 300_000 });
    const forget = recordRunning(paths.data, strapi.url);
    onShutdown(async () => {
      await strapi.stop();
      forget();
    });
    const importCommand = `npm run ${label}:import${options.data ? ` -- --data ${shownPath(options.data)}` : ''}`;
    process.stdout.write(`${['', ...command.banner(strapi, paths, admin, importCommand), ''].join('\n')}\n`);
    const code = await strapi.exited;
    forget();
    process.stderr.write(`[${label}] Strapi stopped (exit code ${code ?? 'signal'})\n`);
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
      return `${error instanceof ImportError || error instanceof UsageError ? '' : 'failed: '}${message}${hint}`;
    },
  );
}
