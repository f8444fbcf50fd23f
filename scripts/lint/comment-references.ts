/**
 * What a comment names must exist: a file or folder of the project (`src/site/types.ts`, `scripts/lib/`,
 * `docs/publishing.md#3-incremental-builds`), a file relative to the commented one (`./targets.ts`,
 * `../lib/paths.ts`; `./src/…` is written from the project's root) and a section of a document
 * (`docs/architecture.md §6`, `docs/navigation.md §2, §4`). A path of the project ends in a file
 * extension or a `/`; a relative one in an extension. Not references: URLs and paths inside them
 * (`https://…/src/x`), globs and placeholders (`src/**`, `scripts/lib/<name>.ts`, `src/…`), paths of the
 * site (`/de/kontakt/`), attribute lists (`img src/srcset`), paths in packages (`astro/dist/…`), and
 * a bare `§5` that names no file.
 */
import path from 'node:path';
import { missingAnchor, missingFile, missingSection, sectionReferences } from './targets.ts';

export interface CommentFinding {
  /** Where the reference starts in the comment's text. */
  index: number;
  message: string;
}

/** The project's top folders a path in a comment may start with. */
const ROOTS = ['src', 'scripts', 'tests', 'docs', 'netlify'];
const PATH = new RegExp(String.raw`(?<![\w@/.:~$%\\-])(?:\.\.?/|(?:${ROOTS.join('|')})/)[\w.\[\]/-]*(?:#[\w-]+)?`, 'g');
/** After a path: a glob, a placeholder or an elision, so the path is a pattern, not a file. */
const PATTERN_AFTER = /^[*{<…$]/;

const EXTENSION = /\.[a-z\d]+$/i;
const FROM_ROOT = new RegExp(String.raw`^\./(?:${ROOTS.join('|')})/`);

function pathFinding(reference: string, file: string, root: string): string | undefined {
  const [target = '', anchor] = reference.split('#');
  const relative = target.startsWith('.');
  if (!EXTENSION.test(target) && (relative || !target.endsWith('/'))) return undefined;
  const base = relative && !FROM_ROOT.test(target) ? path.dirname(file) : root;
  const missing = missingFile(base, target);
  if (missing || !anchor || !target.endsWith('.md')) return missing;
  return missingAnchor(path.resolve(base, target), anchor, reference);
}

export function commentFindings(text: string, file: string, root: string): CommentFinding[] {
  const findings: CommentFinding[] = [];
  for (const match of text.matchAll(PATH)) {
    const reference = match[0].replace(/[.,:;]+$/, '');
    if (PATTERN_AFTER.test(text.slice(match.index + match[0].length))) continue;
    const message = pathFinding(reference, file, root);
    if (message) findings.push({ index: match.index, message });
  }
  let offset = 0;
  for (const line of text.split('\n')) {
    for (const reference of sectionReferences(line, undefined)) {
      const base = reference.file.startsWith('docs/') ? root : path.dirname(file);
      const written = `${reference.file} §${reference.number}`;
      const message = missingSection(path.resolve(base, reference.file), reference.number, written);
      if (message) findings.push({ index: offset + reference.index, message });
    }
    offset += line.length + 1;
  }
  return findings;
}
