/**
 * Whether what a reference names exists: a file or folder, a heading anchor of a markdown file, a
 * numbered section of one. Each check answers with the problem to report, or undefined when the
 * target is there.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { docSectionsOf } from './doc-sections.ts';

/** `target` as written, resolved against `base` (the project root, or the referring file's folder). */
export function missingFile(base: string, target: string): string | undefined {
  return existsSync(path.resolve(base, target)) ? undefined : `${target} does not exist`;
}

/** A markdown file (absolute path) and the anchor of one of its headings, as written in `reference`. */
export function missingAnchor(file: string, anchor: string, reference: string): string | undefined {
  const sections = docSectionsOf(file);
  if (!sections) return `${reference}: the file does not exist`;
  return sections.anchors.has(anchor.toLowerCase()) ? undefined : `${reference}: no heading with the anchor #${anchor}`;
}

/** A markdown file (absolute path) and a section number, as written in `reference`. */
export function missingSection(file: string, number: string, reference: string): string | undefined {
  const sections = docSectionsOf(file);
  if (!sections) return `${reference}: the file does not exist`;
  return sections.numbers.has(number) ? undefined : `${reference}: no section ${number}`;
}

/** A section reference in a line of text. */
export interface SectionReference {
  /** Where the `§` stands in the line. */
  index: number;
  /** The markdown file as written (`docs/forms.md`, `forms.md`); '' for the referring document itself. */
  file: string;
  number: string;
}

const SECTION = /§\s?(\d+(?:\.\d+)*)(?:[–-](\d+(?:\.\d+)*))?/g;
const FILE_BEFORE = /([\w./-]+\.md)[`)\]]*\s?$/;
const CONTINUES = /§\s?\d+(?:\.\d+)*(?:[–-]\d+(?:\.\d+)*)?\s*(?:,|and|or)\s*$/;
const OTHER_DOCUMENT = /RFC\s?\d+\s?$/;

/**
 * Section references in a line of text: `docs/architecture.md §3`, `docs/publishing.md §3.2`, lists and
 * ranges that continue one (`docs/navigation.md §2, §4`, `docs/architecture.md §3–4`), a link whose
 * text is a section (`[§8](docs/publishing.md#8-scheduled-rebuilds)`) and, where
 * `bareFile` is given, a `§5` that names no file (a section of `bareFile`). Numbers after "RFC n"
 * are another document's and never references.
 */
export function sectionReferences(line: string, bareFile: string | undefined): SectionReference[] {
  const found: SectionReference[] = [];
  let previous: SectionReference | undefined;
  for (const match of line.matchAll(SECTION)) {
    const before = line.slice(0, match.index);
    const after = line.slice(match.index + match[0].length);
    const linkTarget = before.endsWith('[') ? /^\]\(([^)#\s]*)/.exec(after)?.[1] : undefined;
    let file: string | undefined;
    if (OTHER_DOCUMENT.test(before)) file = undefined;
    else if (FILE_BEFORE.test(before)) file = FILE_BEFORE.exec(before)![1];
    else if (previous && CONTINUES.test(before)) file = previous.file;
    else if (linkTarget !== undefined) file = linkTarget;
    else file = bareFile;
    if (file === undefined) {
      previous = undefined;
      continue;
    }
    previous = { index: match.index, file, number: match[1]!.replace(/\.$/, '') };
    found.push(previous);
    if (match[2]) found.push({ index: match.index, file, number: match[2].replace(/\.$/, '') });
  }
  return found;
}
