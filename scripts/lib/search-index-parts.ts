/**
 * The search index in parts (docs/publishing.md §3.2): the index of one language as Pagefind writes
 * it, added to a published index in place. Pagefind names its files by their content, so new files
 * go in beside the old ones and only the entry file is replaced; a visitor's search that loaded the
 * old entry keeps working. The warm publisher (scripts/lib/warm-search.ts) writes its parts this way.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../src/fs/replace-file.ts';
import type { IndexEntry } from './search-index.ts';

/** Whether a file of a written index belongs to `language` (`en_3f…pf_index`, `pagefind.en_…pf_meta`, `wasm.en.pagefind`). */
function isLanguageFile(name: string, language: string): boolean {
  return name.startsWith(`${language}_`) || name.startsWith(`pagefind.${language}_`) || name === `wasm.${language}.pagefind`;
}

/** One language's index as Pagefind wrote it: its name in the index, its folder, its files (folder-relative) and its entry. */
export interface IndexPart {
  language: string;
  dir: string;
  files: string[];
  info: unknown;
}

/** The files under `dir`, relative to it. */
export function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Adds `parts` to the index folder of a published site without taking anything away: a file already
 * there has the same bytes (Pagefind names its files by their content), a new one is renamed in; then
 * the entry — the parts' languages replaced, languages no longer in `languages` dropped — replaces the
 * old one with one rename. A visitor whose search loaded the old entry still finds its files. Returns
 * the files written (index-relative), the entry last.
 */
export function addIndexParts(indexDir: string, parts: readonly IndexPart[], pageLanguages: Iterable<string>): string[] {
  const languages = new Set([...pageLanguages].map(indexLanguageName));
  const entryFile = path.join(indexDir, 'pagefind-entry.json');
  const entry = JSON.parse(readFileSync(entryFile, 'utf8')) as IndexEntry;
  const written: string[] = [];
  for (const part of parts) {
    for (const file of part.files) {
      const target = path.join(indexDir, file);
      if (existsSync(target)) continue;
      mkdirSync(path.dirname(target), { recursive: true });
      renameSync(path.join(part.dir, file), target);
      written.push(file);
    }
    entry.languages[part.language] = part.info;
  }
  for (const language of Object.keys(entry.languages)) if (!languages.has(language)) delete entry.languages[language];
  writeFileAtomic(entryFile, JSON.stringify(entry));
  written.push('pagefind-entry.json');
  return written;
}

/** Pagefind's name for the index of a page language (`<html lang>` lower-cased; `unknown` without one). */
function indexLanguageName(language: string): string {
  return language.toLowerCase() || 'unknown';
}

/** The files of each language in a written index folder (index-relative), by `isLanguageFile`. */
export function indexFilesByLanguage(indexDir: string): Map<string, string[]> {
  const entry = JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8')) as IndexEntry;
  const byLanguage = new Map<string, string[]>(Object.keys(entry.languages).map((language) => [language, []]));
  for (const file of filesUnder(indexDir)) {
    for (const [language, files] of byLanguage) if (isLanguageFile(path.basename(file), language)) files.push(file);
  }
  return byLanguage;
}
