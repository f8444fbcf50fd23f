/** Small sites of pages for the search index tests: pages, a fresh index of a folder (its entry). */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A page the search indexes (`<main data-pagefind-body>`) in language `lang`. */
export const searchPage = (lang: string, title: string, text: string): string =>
  `<html lang="${lang}"><body><main data-pagefind-body><h1>${title}</h1><p>${text}</p></main></body></html>`;

export function putPage(dir: string, file: string, html: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), html);
}

/** The entry of the index of `dir` (`dir/pagefind/pagefind-entry.json`). */
export const indexEntryOf = (dir: string): unknown => JSON.parse(readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8'));

/** A fresh index of `dir`, built in a process of its own as a build writes it; returns its entry. */
export function freshIndexEntry(dir: string): unknown {
  const module = pathToFileURL(path.resolve(import.meta.dirname, '../../scripts/lib/search-index.ts')).href;
  execFileSync(process.execPath, [
    '--input-type=module',
    '-e',
    `import { buildSearchIndex } from '${module}'; await buildSearchIndex(process.argv[1]);`,
    dir,
  ]);
  return indexEntryOf(dir);
}
