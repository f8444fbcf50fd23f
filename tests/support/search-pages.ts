/** Small sites of pages for the search index tests: pages, a fresh index of a folder (its entry), index parts. */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { filesUnder, type IndexPart } from '../../scripts/lib/search-index-parts.ts';
import { indexLanguage, unusedFile, type IndexEntry } from '../../scripts/lib/search-index.ts';

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

/**
 * Indexes the pages of each of `languages` again (`byLanguage`: every HTML file of the site by
 * language, as the site is now), each into `workDir/<language>/`, one Pagefind process at a time: the
 * parts a warm index would give, for testing how they are added to a published index.
 */
export async function indexParts(
  siteDir: string,
  byLanguage: ReadonlyMap<string, readonly string[]>,
  languages: Iterable<string>,
  workDir: string,
): Promise<IndexPart[]> {
  const parts: IndexPart[] = [];
  for (const language of [...languages].sort()) {
    const files = byLanguage.get(language);
    if (!files?.length) continue;
    const dir = path.join(workDir, language || 'unknown');
    rmSync(dir, { recursive: true, force: true });
    await indexLanguage(siteDir, files, dir, language);
    const entryFile = path.join(dir, 'pagefind-entry.json');
    if (!existsSync(entryFile)) continue;
    const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as IndexEntry;
    // Pagefind's name for the language (`unknown` for pages without one).
    for (const [name, info] of Object.entries(entry.languages)) {
      parts.push({
        language: name,
        dir,
        files: filesUnder(dir).filter((file) => file !== 'pagefind-entry.json' && !unusedFile.test(path.basename(file))),
        info,
      });
    }
  }
  return parts;
}
