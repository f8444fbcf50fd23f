/**
 * `npm run test:strapi`: the compatibility suite against a real Strapi 3.6 (tests/strapi).
 * 1. Sets up Strapi as `npm run strapi` does (the first time: the Node 14 toolchain and Strapi's
 *    packages, a few minutes), including the admin UI build.
 * 2. Runs Vitest with vitest.strapi.config.ts. Each test file starts its own Strapi on a free loopback
 *    port with a temporary data folder and stops it at the end.
 * Not part of `npm test` (which needs no Strapi); `.ci/run` runs it after `npm test`.
 */
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import { runCommand } from '../lib/run-command.ts';
import { ensureAdminBuild, SetupError, setupStrapi, strapiPaths } from './setup.ts';

try {
  const paths = await setupStrapi(strapiPaths());
  await ensureAdminBuild(paths);
} catch (error) {
  process.stderr.write(`[test:strapi] ${error instanceof SetupError || error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
const code = await runCommand(
  process.execPath,
  [path.join(projectRoot, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.strapi.config.ts', ...process.argv.slice(2)],
  {
    cwd: projectRoot,
    env: process.env,
  },
);
process.exit(code);
