/**
 * `npm run lint`: ESLint over the project (eslint.config.js; with it, every path and document section
 * a comment names must exist), `prettier --check .` (.prettierrc.json, .prettierignore), knip
 * (knip.config.ts: no unused files, exports or dependencies) and the references of the documentation
 * (scripts/lint/references.ts: links, anchors, sections, the folder maps). All always run, so one run
 * reports every problem; exits non-zero when any fails. `npm run format` rewrites the files Prettier
 * complains about.
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
  { name: 'knip', args: [bin('knip', 'bin', 'knip.js'), '--no-progress'] },
  { name: 'references', args: [path.join(projectRoot, 'scripts', 'lint', 'references.ts')] },
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
