/**
 * The folders of src/ import downwards only (eslint.config.js `project/import-direction`,
 * docs/architecture.md §6): ESLint reports a low folder that imports a higher one, and lets the
 * higher one import the lower.
 */
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd });

async function directionProblems(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(cwd, filePath) });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'import-x/no-restricted-paths').map((message) => message.message);
}

describe('import direction between the folders of src/', () => {
  it('reports routing importing the site model (a higher layer)', async () => {
    const code = "import { siteModel } from '../site/current.ts';\n\nexport const model = siteModel;\n";
    const problems = await directionProblems(code, 'src/routing/x.ts');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('docs/architecture.md §6');
  });

  it('reports the model importing a view', async () => {
    const code = "import { splitEvents } from '../views/events.ts';\n\nexport const split = splitEvents;\n";
    expect(await directionProblems(code, 'src/site/x.ts')).toHaveLength(1);
  });

  it('lets the site model import routing and the incremental keys (lower layers)', async () => {
    const code = [
      "import { pageTable } from '../routing/site-pages.ts';",
      "import { depKey } from '../incremental/keys.ts';",
      '',
      'export const both = [pageTable, depKey];',
      '',
    ].join('\n');
    expect(await directionProblems(code, 'src/site/x.ts')).toEqual([]);
  });

  it('lets a folder import within its own layer', async () => {
    const code = "import { buildDay } from '../text/clock.ts';\n\nexport const day = buildDay;\n";
    expect(await directionProblems(code, 'src/html/x.ts')).toEqual([]);
  });
});
