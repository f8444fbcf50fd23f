/**
 * `npm run lint`: ESLint over the project (eslint.config.js), then `prettier --check .`
 * (.prettierrc.json, .prettierignore). Both always run, so one run reports every problem; exits
 * non-zero when either fails. `npm run format` rewrites the files Prettier complains about.
 */
import path from 'node:path';
import { scopedLog } from './lib/log.ts';
import { projectRoot } from './lib/paths.ts';
import { runCommand } from './lib/run-command.ts';

const log = scopedLog('lint');
const bin = (...segments: string[]): string => path.join(projectRoot, 'node_modules', ...segments);

const checks = [
  { name: 'eslint', args: [bin('eslint', 'bin', 'eslint.js'), '.'] },
  { name: 'prettier --check', args: [bin('prettier', 'bin', 'prettier.cjs'), '--check', '.'] },
];

const failed: string[] = [];
for (const check of checks) {
  log.info(`running ${check.name}`);
  const code = await runCommand(process.execPath, check.args, { cwd: projectRoot });
  if (code !== 0) failed.push(check.name);
}

if (failed.length > 0) {
  log.error(`failed: ${failed.join(', ')}${failed.includes('prettier --check') ? ' (npm run format fixes the formatting)' : ''}`);
  process.exit(1);
}
log.info('no problems');
