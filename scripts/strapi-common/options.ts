/**
 * The options of the Strapi command lines, alike for both versions and agreeing between a version's two
 * commands: the same flag means the same thing in `npm run strapi5` and `npm run strapi5:import`.
 *
 *   npm run strapi5 -- [--port N] [--data DIR] [--no-admin] [--setup-only]
 *   npm run strapi5:import -- [--port N | --url URL] [--data DIR] [--from-data DIR | --from GRAPHQL_URL]
 *
 * `--port` and `--data` are the Strapi's: the port it listens on and its data folder (content, uploads,
 * secrets, credentials, API tokens). The import's source has flags of its own: `--from-data DIR` (a content
 * server data folder, e.g. one `npm run content:generate` wrote) and, for Strapi 5, `--from URL`. Once
 * Strapi answers, the serve command records its address in `<data>/running.json`, which the import
 * reads, so `npm run strapi5:import [-- --data DIR]` reaches the Strapi `npm run strapi5 -- --port N
 * [--data DIR]` started. The import's address, first found: `--url`, `--port`, STRAPI5_URL, that record
 * (while its process runs), STRAPI5_PORT, the default port.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { processRuns } from '../lib/process-tree.ts';
import type { StrapiHome } from './setup-steps.ts';

/** Bad options: the message and the command's usage. */
export class UsageError extends Error {}

/** What a Strapi version's commands are called and read. */
export interface StrapiNames {
  /** `strapi` or `strapi5`: the npm script (the import's is `<command>:import`). */
  command: string;
  /** The port when neither the options nor the environment give one. */
  defaultPort: number;
  /** STRAPI_PORT / STRAPI5_PORT: the port Strapi listens on. */
  portVariable: string;
  /** STRAPI_URL / STRAPI5_URL: the Strapi the import loads into. */
  urlVariable: string;
  /** STRAPI_DATA_DIR / STRAPI5_DATA_DIR: the data folder (`--data`). */
  dataVariable: string;
  /** The version's folders from an environment (`setup.ts`). */
  paths(env: NodeJS.ProcessEnv): StrapiHome;
  /** Whether the import reads a content system over GraphQL (`--from URL`): Strapi 5's. */
  importFromUrl: boolean;
}

export interface ServeOptions {
  port: number;
  /** The environment with `--data` as the data folder variable. */
  env: NodeJS.ProcessEnv;
  /** `--data`, absolute, when given. */
  data: string | undefined;
  admin: boolean;
  setupOnly: boolean;
}

export interface ImportOptions {
  /** The Strapi to import into. */
  url: string;
  /** Where `url` comes from, for the log. */
  urlFrom: string;
  /** The Strapi's data folder: its API tokens and first administrator. */
  dataDir: string;
  /** The source: a content server data folder (`--from-data`), a GraphQL endpoint (`--from`), else the bundled sample. */
  fromData: string | undefined;
  from: string | undefined;
}

const RECORD_FILE = 'running.json';

const serveUsage = (names: StrapiNames) => `usage: npm run ${names.command} -- [--port N] [--data DIR] [--no-admin] [--setup-only]`;
const importUsage = (names: StrapiNames) =>
  `usage: npm run ${names.command}:import -- [--port N | --url URL] [--data DIR] [--from-data DIR${names.importFromUrl ? ' | --from GRAPHQL_URL' : ''}]`;

/** Node's parseArgs, its errors (an unknown option, a missing value) as UsageErrors with the usage. */
function parsed<T>(usage: string, parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\n${usage}`);
  }
}

function portNumber(value: string, from: string, usage: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port < 1 || port > 65535) throw new UsageError(`${from} must be a port number, not "${value}"\n${usage}`);
  return port;
}

/** A content server's data folder holds `content.sqlite`; a Strapi's, once started, `data.db`. */
const isContentServerFolder = (dir: string) => existsSync(path.join(dir, 'content.sqlite')) && !existsSync(path.join(dir, 'data.db'));

/** The environment with `--data DIR` as the version's data folder variable. */
const withData = (names: StrapiNames, env: NodeJS.ProcessEnv, data: string | undefined): NodeJS.ProcessEnv =>
  data === undefined ? env : { ...env, [names.dataVariable]: path.resolve(data) };

export function parseServeOptions(names: StrapiNames, args: string[], env: NodeJS.ProcessEnv): ServeOptions {
  const usage = serveUsage(names);
  const values = parsed(
    usage,
    () =>
      parseArgs({
        args,
        options: { port: { type: 'string' }, data: { type: 'string' }, 'no-admin': { type: 'boolean' }, 'setup-only': { type: 'boolean' } },
        allowPositionals: false,
      }).values,
  );
  const envPort = env[names.portVariable]?.trim();
  const port =
    values.port !== undefined
      ? portNumber(values.port, '--port', usage)
      : envPort
        ? portNumber(envPort, names.portVariable, usage)
        : names.defaultPort;
  const dataEnv = withData(names, env, values.data);
  const dataDir = names.paths(dataEnv).data;
  if (isContentServerFolder(dataDir)) {
    throw new UsageError(
      `${dataDir} holds a content server's content (content.sqlite), not a Strapi's: give Strapi a data folder of its own, ` +
        `and import that content with npm run ${names.command}:import -- --from-data ${dataDir}\n${usage}`,
    );
  }
  return { port, env: dataEnv, data: values.data && dataDir, admin: !values['no-admin'], setupOnly: values['setup-only'] === true };
}

/** The host a client reaches a Strapi listening on `host` at (a wildcard address is reached on loopback). */
function clientHost(host: string | undefined): string {
  if (!host || host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') ? `[${host}]` : host;
}

/** The address the serve command recorded in `dataDir`, while the process that wrote it runs. */
function recordedUrl(dataDir: string): string | undefined {
  const file = path.join(dataDir, RECORD_FILE);
  if (!existsSync(file)) return undefined;
  try {
    const record = JSON.parse(readFileSync(file, 'utf8')) as { url?: unknown; pid?: unknown };
    if (typeof record.url !== 'string' || typeof record.pid !== 'number') return undefined;
    return processRuns(record.pid) ? record.url : undefined;
  } catch {
    return undefined;
  }
}

/** The Strapi the import loads into, and where that comes from (the order of the module comment). */
function importUrl(
  names: StrapiNames,
  values: { url?: string | undefined; port?: string | undefined },
  env: NodeJS.ProcessEnv,
  dataDir: string,
  usage: string,
): { url: string; urlFrom: string } {
  const host = clientHost(env.STRAPI_HOST);
  const atPort = (value: string, from: string) => `http://${host}:${portNumber(value, from, usage)}`;
  if (values.url !== undefined) {
    if (!URL.canParse(values.url) || !/^https?:$/.test(new URL(values.url).protocol))
      throw new UsageError(`--url must be an http(s) URL such as http://127.0.0.1:${names.defaultPort}, not "${values.url}"\n${usage}`);
    return { url: values.url, urlFrom: '--url' };
  }
  if (values.port !== undefined) return { url: atPort(values.port, '--port'), urlFrom: '--port' };
  const fromEnv = env[names.urlVariable]?.trim();
  if (fromEnv) return { url: fromEnv, urlFrom: names.urlVariable };
  const recorded = recordedUrl(dataDir);
  if (recorded) return { url: recorded, urlFrom: `npm run ${names.command}, recorded in ${path.join(dataDir, RECORD_FILE)}` };
  const envPort = env[names.portVariable]?.trim();
  if (envPort) return { url: atPort(envPort, names.portVariable), urlFrom: names.portVariable };
  return { url: `http://${host}:${names.defaultPort}`, urlFrom: 'the default port' };
}

/** A folder given as `--data` must be a data folder of the serve command, not the content of a content server (the old meaning). */
function checkDataFolder(names: StrapiNames, given: string, dataDir: string, usage: string): void {
  if (isContentServerFolder(dataDir)) {
    throw new UsageError(
      `--data names the Strapi's data folder, as for npm run ${names.command}; ${dataDir} holds a content server's content: ` +
        `import it with --from-data ${given}\n${usage}`,
    );
  }
  if (!existsSync(path.join(dataDir, 'data.db'))) {
    throw new UsageError(
      `--data names the Strapi's data folder, as for npm run ${names.command}, and ${dataDir} is none (no data.db): ` +
        `give the folder Strapi was started with (npm run ${names.command} -- --data DIR)\n${usage}`,
    );
  }
}

export function parseImportOptions(names: StrapiNames, args: string[], env: NodeJS.ProcessEnv): ImportOptions {
  const usage = importUsage(names);
  const values = parsed(
    usage,
    () =>
      parseArgs({
        args,
        options: {
          port: { type: 'string' },
          url: { type: 'string' },
          data: { type: 'string' },
          'from-data': { type: 'string' },
          from: { type: 'string' },
        },
        allowPositionals: false,
      }).values,
  );
  if (values.from !== undefined && !names.importFromUrl)
    throw new UsageError(`--from: npm run ${names.command}:import reads no content system over GraphQL; Strapi 5's import does\n${usage}`);
  if (values.port !== undefined && values.url !== undefined) throw new UsageError(`give --port or --url, not both\n${usage}`);
  if (values['from-data'] !== undefined && values.from !== undefined)
    throw new UsageError(`give --from-data or --from, not both\n${usage}`);
  const dataDir = names.paths(withData(names, env, values.data)).data;
  if (values.data !== undefined) checkDataFolder(names, values.data, dataDir, usage);
  const { url, urlFrom } = importUrl(names, values, env, dataDir, usage);
  return { url: url.replace(/\/+$/, ''), urlFrom, dataDir, fromData: values['from-data'], from: values.from };
}

/** Records where the Strapi of `dataDir` answers (the import reads it); returns the function that removes the record. */
export function recordRunning(dataDir: string, url: string): () => void {
  const file = path.join(dataDir, RECORD_FILE);
  writeFileSync(file, `${JSON.stringify({ url, pid: process.pid }, null, 2)}\n`);
  return () => rmSync(file, { force: true });
}
