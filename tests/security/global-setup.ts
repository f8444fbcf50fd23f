/** Makes the figures folder for the suite's test files and prints their table at the end. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { figuresTable, readFigures } from './support/figures.ts';

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'security-figures-'));
  project.provide('securityFiguresDir', dir);
  return () => {
    const rows = readFigures(dir);
    if (rows.length > 0) console.log(`\nSecurity suite figures\n\n${figuresTable(rows)}\n`);
    rmSync(dir, { recursive: true, force: true });
  };
}
