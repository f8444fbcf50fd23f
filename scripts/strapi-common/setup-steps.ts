/**
 * The steps both Strapi setups (scripts/strapi/setup.ts, scripts/strapi5/setup.ts) are made of: where a
 * Strapi lives (home, application, data folder), stamps that record what a step installed (the inputs'
 * hash) so it is skipped when current, running an installer with its output kept for the error, the
 * environment without the calling npm's own variables, and writing the generated application.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';

export class SetupError extends Error {}

/** Where a Strapi is installed and generated (`app`) and keeps its content (`data`). */
export interface StrapiHome {
  home: string;
  app: string;
  data: string;
}

/** The folders of a Strapi from the environment: `homeVariable` (default `defaultHome`) and `dataVariable` (default `<home>/data`). */
export function strapiHome(env: NodeJS.ProcessEnv, names: { homeVariable: string; dataVariable: string; defaultHome: string }): StrapiHome {
  const home = path.resolve(projectRoot, env[names.homeVariable] ?? names.defaultHome);
  return { home, app: path.join(home, 'app'), data: path.resolve(projectRoot, env[names.dataVariable] ?? path.join(home, 'data')) };
}

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

/**
 * This process's environment without the calling npm's own variables (they must not leak into Strapi's
 * npm), with npm's update notice, funding and audit messages off.
 */
export function installEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.startsWith('npm_') && key !== 'NODE_OPTIONS' && key !== 'INIT_CWD') env[key] = value;
  }
  return { ...env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' };
}

/** The hash of a template's package.json and lock file and the Node they are installed for. */
export function templateHash(template: string, node: string): string {
  const manifest = readFileSync(path.join(template, 'package.json'), 'utf8');
  const lock = readFileSync(path.join(template, 'package-lock.json'), 'utf8');
  return hashOf(manifest, lock, node);
}

interface PackagesStep {
  appDir: string;
  template: string;
  /** The Node the packages are installed for (its version, or major version). */
  node: string;
  log: (line: string) => void;
  /** What is installed, for the log. */
  what: string;
  /** What has to be there first (run only when the packages are installed). */
  prepare?: () => Promise<void>;
  /** The install itself (`npm ci` in appDir). */
  install: () => Promise<void>;
}

/** Installs the template's packages into the application, unless its stamp records this template and Node. */
export async function installPackages(step: PackagesStep): Promise<void> {
  const want = templateHash(step.template, step.node);
  const stamp = path.join(step.appDir, 'node_modules/.install-stamp');
  if (stampCurrent(stamp, want)) return;
  await step.prepare?.();
  step.log(`installing ${step.what}`);
  mkdirSync(step.appDir, { recursive: true });
  for (const file of ['package.json', 'package-lock.json']) cpSync(path.join(step.template, file), path.join(step.appDir, file));
  const started = Date.now();
  await step.install();
  writeFileSync(stamp, `${want}\n`);
  step.log(`installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

/**
 * Writes the generated application into `appDir`: the `generated` folders removed, the template copied
 * (but its package.json and lock file, which the install step owns), then the model's files.
 */
export function writeGeneratedApp(appDir: string, app: { template: string; generated: string[]; files: Map<string, string> }): void {
  for (const dir of app.generated) rmSync(path.join(appDir, dir), { recursive: true, force: true });
  for (const entry of readdirSync(app.template)) {
    if (entry === 'package.json' || entry === 'package-lock.json') continue;
    cpSync(path.join(app.template, entry), path.join(appDir, entry), { recursive: true });
  }
  for (const [relative, content] of app.files) {
    const file = path.join(appDir, relative);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}
