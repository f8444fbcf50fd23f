/** The committed src/cms/generated/ is what `npm run codegen` makes from schema.graphql today. */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import { codegenConfig, GENERATED_DIR } from '../../../codegen.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('generated operation types', () => {
  it('are current (run `npm run codegen` when this fails)', { timeout: 120_000 }, async () => {
    // generate() is typed `FileOutput[] | any` (watch mode); without watch it is the outputs.
    const outputs: Array<{ filename: string; content: string }> = await generate({ ...codegenConfig(), cwd: root, silent: true }, false);
    const expected = new Map(outputs.map((output) => [relative(root, join(root, output.filename)), output.content]));
    const committed = readdirSync(join(root, GENERATED_DIR)).map((file) => join(GENERATED_DIR, file));
    expect(committed.sort()).toEqual([...expected.keys()].sort());
    for (const [file, content] of expected) {
      expect(readFileSync(join(root, file), 'utf8') === content, `${file} is not current; run npm run codegen`).toBe(true);
    }
  });
});
