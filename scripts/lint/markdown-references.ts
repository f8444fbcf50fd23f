/**
 * The references of a markdown document resolve: every relative link names a file or folder that
 * exists, and a heading of it when the link has an anchor (`[routes](locales-and-urls.md#4-routes)`,
 * `[below](#3-environment-variables)`), and every section reference names a numbered heading
 * (a file beside the document, or `docs/publishing.md §3.2` from the project's root, or `§8` of the
 * document itself; ./targets.ts). Code blocks are left alone.
 */
import path from 'node:path';
import { Lexer, walkTokens, type Token, type Tokens } from 'marked';
import { missingAnchor, missingFile, missingSection, sectionReferences } from './targets.ts';

export interface Finding {
  /** The file, relative to the project root. */
  file: string;
  line: number;
  message: string;
}

const SCHEME = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

function linkProblem(href: string, file: string): string | undefined {
  if (SCHEME.test(href)) return undefined;
  const [target = '', anchor] = decodeURI(href).split('#');
  const dir = path.dirname(file);
  if (target !== '') {
    const missing = missingFile(dir, target);
    if (missing) return missing;
  }
  if (!anchor || !(target === '' || target.endsWith('.md'))) return undefined;
  return missingAnchor(target === '' ? file : path.resolve(dir, target), anchor, href);
}

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/** The problems of one markdown document (`file` absolute, `text` its content). */
export function markdownFindings(file: string, text: string, root: string): Finding[] {
  const findings: Finding[] = [];
  const report = (index: number, message: string) => findings.push({ file: path.relative(root, file), line: lineAt(text, index), message });
  let cursor = 0;
  for (const token of new Lexer().lex(text)) {
    const start = Math.max(cursor, text.indexOf(token.raw, cursor));
    cursor = start + token.raw.length;
    if (token.type === 'code' || token.type === 'html' || token.type === 'space') continue;
    let inner = 0;
    walkTokens([token], (child: Token) => {
      if (child.type !== 'link' && child.type !== 'image') return;
      const at = token.raw.indexOf(child.raw, inner);
      if (at >= 0) inner = at;
      const problem = linkProblem((child as Tokens.Link).href, file);
      if (problem) report(start + inner, problem);
    });
    let offset = start;
    for (const line of token.raw.split('\n')) {
      for (const reference of sectionReferences(line, '')) {
        const base = reference.file.startsWith('docs/') ? root : path.dirname(file);
        const target = reference.file === '' ? file : path.resolve(base, reference.file);
        const written = reference.file === '' ? `§${reference.number}` : `${reference.file} §${reference.number}`;
        const problem = missingSection(target, reference.number, written);
        if (problem) report(offset + reference.index, problem);
      }
      offset += line.length + 1;
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}
