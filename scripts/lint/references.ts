/**
 * `node scripts/lint/references.ts`, run by `npm run lint`: the references of the documentation
 * resolve (links, anchors and section numbers in README.md, docs/ and the READMEs beside the code;
 * ./markdown-references.ts) and the maps of the code name every folder (./folder-maps.ts). Each
 * problem is printed as `file:line: message`; exits 1 when there is one. References in comments are
 * ESLint's part (./eslint-plugin.ts).
 */
import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import { folderMapFindings } from './folder-maps.ts';
import { markdownFindings, type Finding } from './markdown-references.ts';

const DOCUMENTS = ['README.md', 'docs/*.md', 'src/**/*.md', 'scripts/**/*.md', 'tests/**/*.md'];
/** The generated Strapi applications keep READMEs of their own app. */
const NOT_DOCUMENTS = (name: string) => name.includes('app-template') || name.includes('node_modules');

export function referenceFindings(root: string): Finding[] {
  const documents = globSync(DOCUMENTS, { cwd: root, exclude: NOT_DOCUMENTS }).sort();
  return [
    ...documents.flatMap((name) => {
      const file = path.join(root, name);
      return markdownFindings(file, readFileSync(file, 'utf8'), root);
    }),
    ...folderMapFindings(root),
  ];
}

if (import.meta.main) {
  const findings = referenceFindings(projectRoot);
  for (const finding of findings) console.error(`${finding.file}:${finding.line}: ${finding.message}`);
  if (findings.length > 0) {
    console.error(`${findings.length} dangling reference${findings.length === 1 ? '' : 's'}`);
    process.exit(1);
  }
}
