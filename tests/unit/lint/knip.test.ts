/**
 * The knip step of `npm run lint` on a small project in a temporary folder, with the project's own
 * settings (knip.config.ts) for what counts as unused: an export nothing imports and an export used
 * only in its own file are both reported, and knip exits non-zero; an imported export is not.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { KnipConfig } from 'knip';
import { afterAll, beforeAll, expect, it } from 'vitest';
import projectConfig from '../../../knip.config.ts';
import { projectRoot } from '../../../scripts/lib/paths.ts';

const KNIP = path.join(projectRoot, 'node_modules', 'knip', 'bin', 'knip.js');
let root: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'knip-'));
  write('package.json', JSON.stringify({ name: 'fixture', private: true, type: 'module' }));
  // The project's rules and its choice about exports used in their own file; the fixture's own entries.
  const { rules, ignoreExportsUsedInFile } = projectConfig as Exclude<KnipConfig, (...args: never[]) => unknown>;
  write('knip.json', JSON.stringify({ rules, ignoreExportsUsedInFile, entry: ['src/main.ts'], project: ['src/**/*.ts'] }));
  write('src/main.ts', "import { used } from './lib.ts';\n\nconsole.log(used());\n");
  write(
    'src/lib.ts',
    [
      'export function used(): number {',
      '  return ownFileOnly + 1;',
      '}',
      '',
      'export const ownFileOnly = 1;',
      '',
      'export const unused = 2;',
      '',
    ].join('\n'),
  );
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

it('reports an unused export and one used only in its own file, and fails', async () => {
  const run = promisify(execFile)(process.execPath, [KNIP, '--no-progress', '--reporter', 'json', '--directory', root], {
    cwd: root,
  });
  const failure = await run.then(
    () => undefined,
    (error: { code: number; stdout: string }) => error,
  );
  expect(failure?.code).toBe(1);
  const report = JSON.parse(failure!.stdout) as { issues: Array<{ file: string; exports: Array<{ name: string; line: number }> }> };
  const exports = report.issues.flatMap((issue) => issue.exports.map((entry) => `${issue.file}:${entry.line} ${entry.name}`));
  expect(exports.sort()).toEqual(['src/lib.ts:5 ownFileOnly', 'src/lib.ts:7 unused']);
});
