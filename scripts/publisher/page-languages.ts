/**
 * The pages of a published tree by the language of their search index (Pagefind's names, read from
 * each page's `<html lang>`: scripts/lib/search-index.ts), and what one publish changes of it: the
 * table after the publish, and what the search index must follow (./search-follower.ts).
 */
import { pageLanguage } from '../lib/search-index.ts';
import type { SearchDue } from './search-follower.ts';

/** Index language → the HTML files of its pages (output-relative, sorted). */
export type LanguageTable = ReadonlyMap<string, readonly string[]>;

/** The table after a publish that wrote the changed `pages` into `tree` and removed `removed`. */
export function nextLanguages(
  table: LanguageTable,
  tree: string,
  pages: readonly string[],
  removed: readonly string[],
): Map<string, string[]> {
  const gone = new Set([...removed, ...pages]);
  const next = new Map<string, string[]>();
  for (const [language, files] of table)
    next.set(
      language,
      files.filter((file) => !gone.has(file)),
    );
  // A changed page may be new, or may have changed its language.
  for (const file of pages) {
    const language = pageLanguage(tree, file);
    next.set(language, [...(next.get(language) ?? []), file]);
  }
  for (const [language, files] of next) {
    if (files.length === 0) next.delete(language);
    else files.sort();
  }
  return next;
}

/**
 * What the search index must follow after the publish: the changed pages by language, and the
 * languages whose set of pages changed (a page added or removed: indexed again).
 */
export function searchDue(table: LanguageTable, tree: string, pages: readonly string[], removed: readonly string[]): SearchDue {
  const due: SearchDue = { changed: new Map(), reindex: new Set() };
  const languageOf = new Map<string, string>();
  for (const [language, files] of table) for (const file of files) languageOf.set(file, language);
  for (const file of pages) {
    const language = pageLanguage(tree, file);
    due.changed.set(language, [...(due.changed.get(language) ?? []), file]);
    const before = languageOf.get(file);
    if (before === undefined) due.reindex.add(language);
    else if (before !== language) due.reindex.add(language).add(before);
  }
  for (const file of removed) {
    const before = languageOf.get(file);
    if (file.endsWith('.html') && before !== undefined) due.reindex.add(before);
  }
  return due;
}
