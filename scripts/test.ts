/**
 * `npm test`: every test of the project.
 * 1. Make sure Chromium is there for the end-to-end tests (installs it with apt-get when running as
 *    root; otherwise stops with a message saying what to install).
 * 2. `npm run lint` (ESLint and `prettier --check`), `astro check` (types of every .ts and .astro
 *    file), `vitest run` (unit tests), the security suite (`npm run test:security`: each service as its
 *    own process, attacked and fuzzed), `playwright test` (end-to-end tests against a built site), the
 *    warm publisher's edit series (scripts/publisher/edit-series.ts: after each scripted edit, the tree
 *    it publishes equals a render of every page and its search index a fresh one), then `npm run
 *    verify` (the quality gates, scripts/verify.ts) on the site the end-to-end run built (`.e2e/site`,
 *    or E2E_SITE_DIR). Every suite runs even when an earlier one fails. Lint and astro check run side by
 *    side, as do the edit series and the quality gates (each keeps about one core busy); the output of
 *    the second of a pair is shown when it ends.
 * Exits non-zero when any fails, after naming again, at the very end, the lines of each failed suite that
 * say what failed (a failed test's name, an error): a CI log that keeps only its tail still has them.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runAptGet } from './lib/apt-get.ts';
import { ensureChromium } from './lib/chromium.ts';
import { scopedLog } from './lib/log.ts';
import { projectRoot } from './lib/paths.ts';
import { runCommandCollecting } from './lib/run-command.ts';
import { namesFailure } from './lib/test-failures.ts';

const log = scopedLog('test');
const bin = (...segments: string[]): string => path.join(projectRoot, 'node_modules', ...segments);

const chromium = await ensureChromium(process.env, {
  exists: existsSync,
  isRoot: process.getuid?.() === 0,
  run: runAptGet,
  log: log.info,
});
if (!chromium.ok) {
  log.error(chromium.message);
  process.exit(1);
}

const env = { ...process.env, CHROMIUM_PATH: chromium.path };
interface Suite {
  name: string;
  args: string[];
  env?: Record<string, string>;
  /**
   * Runs at the same time as the suite before it (two mostly single-threaded suites share the machine's
   * cores); its output is held back and shown when it ends, so neither interleaves with the other.
   */
  beside?: boolean;
}

const suites: Suite[] = [
  { name: 'lint (eslint, prettier --check, knip, references)', args: [path.join(projectRoot, 'scripts', 'lint.ts')] },
  {
    beside: true,
    name: 'type check (astro check)',
    args: [path.join(projectRoot, 'scripts', 'with-content.ts'), process.execPath, bin('astro', 'bin', 'astro.mjs'), 'check'],
  },
  { name: 'unit tests (vitest)', args: [bin('vitest', 'vitest.mjs'), 'run'] },
  {
    name: 'security suite (npm run test:security)',
    args: [bin('vitest', 'vitest.mjs'), 'run', '--config', path.join(projectRoot, 'vitest.security.config.ts')],
  },
  { name: 'end-to-end tests (playwright)', args: [bin('@playwright', 'test', 'cli.js'), 'test'] },
  // The warm publisher's correctness series on the sample content: after each scripted edit, the tree it
  // publishes equals a render of every page and its search index a fresh one (scripts/publisher/edit-series.ts).
  // After the end-to-end suite, whose build filled the image cache: the series' first build encodes nothing.
  {
    name: 'edit series (warm publisher = full build after each edit)',
    args: [path.join(projectRoot, 'scripts', 'publisher', 'edit-series.ts')],
    env: { STRICT_CONTENT: '1' },
  },
  // The site playwright's global setup built (scripts/lib/e2e-global-setup.ts), checked as ops would check a build.
  // Beside the series: its renders and the gates' browser each keep about one core busy.
  {
    beside: true,
    name: 'quality gates (npm run verify on the end-to-end site)',
    args: [path.join(projectRoot, 'scripts', 'verify.ts'), '--dir', process.env.E2E_SITE_DIR ?? path.join(projectRoot, '.e2e', 'site')],
  },
];

// The suites' output passes through a pipe, so they would drop their colours; keep them on a terminal.
const colour = process.stdout.isTTY ? { FORCE_COLOR: '1' } : {};
const failed: Array<{ name: string; code: number; kept: string[] }> = [];

async function run(suite: Suite, held: boolean): Promise<void> {
  log.info(held ? `running ${suite.name} (beside the suite before; its output follows when it ends)` : `running ${suite.name}`);
  const chunks: Array<{ stream: 'stdout' | 'stderr'; chunk: Buffer }> = [];
  const { code, kept } = await runCommandCollecting(process.execPath, suite.args, {
    cwd: projectRoot,
    env: { ...env, ...colour, ...suite.env },
    keep: namesFailure,
    ...(held ? { write: (stream: 'stdout' | 'stderr', chunk: Buffer) => void chunks.push({ stream, chunk }) } : {}),
  });
  if (held) {
    log.info(`output of ${suite.name}:`);
    for (const { stream, chunk } of chunks) (stream === 'stdout' ? process.stdout : process.stderr).write(chunk);
  }
  if (code !== 0) failed.push({ name: suite.name, code, kept });
}

// Consecutive suites marked `beside` run with the one before them.
const groups: Suite[][] = [];
for (const suite of suites) {
  if (suite.beside && groups.length > 0) groups.at(-1)!.push(suite);
  else groups.push([suite]);
}
for (const group of groups) await Promise.all(group.map((suite, index) => run(suite, index > 0)));

if (failed.length > 0) {
  for (const suite of failed) {
    log.error(`${suite.name} failed (exit code ${suite.code})${suite.kept.length > 0 ? ':' : ''}`);
    for (const line of suite.kept) log.error(`  ${line.trim()}`);
  }
  log.error(`failed: ${failed.map((suite) => `${suite.name} (exit code ${suite.code})`).join(', ')}`);
  process.exit(1);
}
log.info('all tests passed');
