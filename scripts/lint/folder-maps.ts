/**
 * The maps of the code list every folder as it is: each folder directly under src/, scripts/ and
 * tests/ is named (as `src/blocks/` is) in docs/architecture.md §3 (src/) or §4 (scripts/ and tests/), and in
 * the project map of README.md.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Lexer } from 'marked';
import type { Finding } from './markdown-references.ts';

interface Section {
  /** The heading's text, as written. */
  heading: string;
  line: number;
  text: string;
}

/** The level-2 sections of a markdown document, each with everything up to the next level-2 heading. */
function sectionsOf(text: string): Section[] {
  const sections: Section[] = [];
  let cursor = 0;
  for (const token of new Lexer().lex(text)) {
    const start = Math.max(cursor, text.indexOf(token.raw, cursor));
    cursor = start + token.raw.length;
    if (token.type === 'heading' && token.depth <= 2) {
      sections.push({ heading: token.text, line: text.slice(0, start).split('\n').length, text: '' });
    } else if (sections.length > 0) {
      sections[sections.length - 1]!.text += token.raw;
    }
  }
  return sections;
}

/** What each map must name: the document, the start of its section's heading, the top folders. */
const MAPS: ReadonlyArray<{ doc: string; heading: string; tops: readonly string[] }> = [
  { doc: 'docs/architecture.md', heading: '3. ', tops: ['src'] },
  { doc: 'docs/architecture.md', heading: '4. ', tops: ['scripts', 'tests'] },
  { doc: 'README.md', heading: 'Project map', tops: ['src', 'scripts', 'tests'] },
];

const foldersOf = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
        .sort()
    : [];

export function folderMapFindings(root: string): Finding[] {
  const findings: Finding[] = [];
  for (const map of MAPS) {
    const file = path.join(root, map.doc);
    if (!existsSync(file)) continue;
    const section = sectionsOf(readFileSync(file, 'utf8')).find((candidate) => candidate.heading.startsWith(map.heading));
    if (!section) {
      findings.push({ file: map.doc, line: 1, message: `no section "${map.heading.trim()}" to list the folders in` });
      continue;
    }
    for (const top of map.tops) {
      for (const folder of foldersOf(path.join(root, top))) {
        const name = `${top}/${folder}/`;
        if (!section.text.includes(name)) {
          findings.push({ file: map.doc, line: section.line, message: `"${section.heading}" does not list ${name}` });
        }
      }
    }
  }
  return findings;
}
