/**
 * `npm run test:strapi`: the compatibility suites against a real Strapi 3.6 (tests/strapi) and a real
 * Strapi 5 (tests/strapi5).
 * 1. Sets up both as `npm run strapi` and `npm run strapi5` do (the first time: the Node 14 toolchain and
 *    Strapi 3.6's packages, Strapi 5's packages; a few minutes), including their admin panel builds.
 * 2. Runs Vitest with vitest.strapi.config.ts. Each test file starts its own Strapi on a free loopback
 *    port with a temporary data folder and stops it at the end.
 * Not part of `npm test` (which needs no Strapi); `.ci/run` runs it after `npm test`.
 */
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import { runCommand } from '../lib/run-command.ts';
import { SetupError } from '../strapi-common/setup-steps.ts';
import { ensureAdmin5Build, setupStrapi5, strapi5Paths } from '../strapi5/setup.ts';
import { ensureAdminBuild, setupStrapi, strapiPaths } from './setup.ts';

try {
  const paths = await setupStrapi(strapiPaths());
  await ensureAdminBuild(paths);
  const paths5 = await setupStrapi5(strapi5Paths());
  await ensureAdmin5Build(paths5);
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
