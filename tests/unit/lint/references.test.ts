/**
 * The reference check of `npm run lint` on a small project in a temporary folder: a dangling section,
 * a missing heading anchor, a missing file and a stale relative path in a comment are each reported
 * with file and line; valid references, URLs, globs, placeholders and paths of the site are not; a
 * folder missing from the architecture map is reported.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectPlugin } from '../../../scripts/lint/eslint-plugin.ts';
import { referenceFindings } from '../../../scripts/lint/references.ts';

let root: string;

function write(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const GUIDE = `# Guide

## 1. First

### 1.2 Details

## Named heading

Text.
`;

const MANUAL = `# Manual

See [guide.md §1](guide.md#1-first), [guide.md §1.2](guide.md#12-details) and guide.md §1, §1.2.
A named one: [named](guide.md#named-heading); this document: [here](#manual), §9 is nowhere.
Dangling: guide.md §3.
Missing anchor: [details](guide.md#2-second).
Missing file: [gone](gone.md).
Not references: [site](https://example.com/docs/x.md#y), RFC 9110 §13.

\`\`\`
guide.md §42 in a code block
\`\`\`
`;

const ARCHITECTURE = `# Architecture

## 3. Layout of \`src/\`

| \`src/listed/\` | a folder |

## 4. Layout of \`scripts/\` and \`tests/\`

Nothing here.
`;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'references-'));
  write('docs/guide.md', GUIDE);
  write('docs/manual.md', MANUAL);
  write('docs/architecture.md', ARCHITECTURE);
  write('src/listed/real.ts', 'export const real = 1;\n');
  mkdirSync(path.join(root, 'src/unlisted'));
});

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('references in the documentation', () => {
  it('reports a dangling section, a missing anchor and a missing file with file and line, nothing else', () => {
    const manual = referenceFindings(root).filter((finding) => finding.file === 'docs/manual.md');
    expect(manual).toEqual([
      { file: 'docs/manual.md', line: 4, message: '§9: no section 9' },
      { file: 'docs/manual.md', line: 5, message: 'guide.md §3: no section 3' },
      { file: 'docs/manual.md', line: 6, message: 'guide.md#2-second: no heading with the anchor #2-second' },
      { file: 'docs/manual.md', line: 7, message: 'gone.md does not exist' },
    ]);
  });

  it('reports a folder of src/ that the architecture map does not name', () => {
    const maps = referenceFindings(root).filter((finding) => finding.file === 'docs/architecture.md');
    expect(maps).toEqual([{ file: 'docs/architecture.md', line: 3, message: '"3. Layout of `src/`" does not list src/unlisted/' }]);
  });
});

describe('references in comments (the ESLint rule)', () => {
  async function lint(text: string): Promise<Array<{ line: number; message: string }>> {
    const eslint = new ESLint({
      cwd: root,
      overrideConfigFile: true,
      overrideConfig: [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { project: projectPlugin },
          rules: { 'project/comment-references': ['error', { root }] },
        },
      ],
    });
    const [result] = await eslint.lintText(text, { filePath: path.join(root, 'src/listed/module.ts') });
    return result!.messages.map(({ line, message }) => ({ line, message }));
  }

  it('reports a stale relative path, a missing project file, a dangling section and anchor, each at its line', async () => {
    const text = [
      '/**',
      ' * Built by ./update.ts from src/listed/real.ts and ./real.ts (docs/guide.md §1, §1.2).',
      ' * Rules: docs/guide.md §7 and docs/guide.md#nowhere; scripts/gone.ts is no more.',
      ' */',
      '// ../listed/real.ts, docs/guide.md#named-heading',
      'export const x = 1;',
    ].join('\n');
    expect(await lint(text)).toEqual([
      { line: 2, message: './update.ts does not exist' },
      { line: 3, message: 'docs/guide.md §7: no section 7' },
      { line: 3, message: 'docs/guide.md#nowhere: no heading with the anchor #nowhere' },
      { line: 3, message: 'scripts/gone.ts does not exist' },
    ]);
  });

  it('leaves URLs, globs, placeholders, paths of the site and other documents alone', async () => {
    const text = [
      '// https://example.com/src/nothing.ts and //cdn.example/scripts/x.js',
      '// src/**/*.ts, scripts/lib/<name>.ts, src/…, `/de/kontakt/`, astro/dist/core/x.js',
      '// img src/srcset/size/alt, `../x/`, RFC 9110 §13, a bare §5',
      'export const y = 2;',
    ].join('\n');
    expect(await lint(text)).toEqual([]);
  });
});
