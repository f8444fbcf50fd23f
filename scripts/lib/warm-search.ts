/**
 * The search index kept warm between publishes (docs/search.md, docs/publishing.md §3.2): one
 * Pagefind index per page language, held by the Pagefind service of the warm publisher's process.
 * After an edit, a changed page is given to its language's index again — Pagefind replaces a page
 * with the same URL in place — and only the files that index now has and the published index lacks
 * are written (Pagefind names them by their content: a one-page edit adds a fragment, an index chunk
 * and the language's meta file). A language whose pages were added or removed is indexed again from
 * its pages (Pagefind has no call to remove a page, and a fresh index numbers pages in file order),
 * as is a language the first time it is touched (it is loaded then). The result equals a fresh index
 * of the same pages.
 *
 * The Pagefind service is a child process of this one; `close` ends it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { close, type PagefindIndex } from 'pagefind';
import { mapLimited } from './map-limited.ts';
import type { IndexPart } from './search-index-parts.ts';
import { addPages, check, newPagefindIndex, searchableDocument, unusedFile, type IndexEntry } from './search-index.ts';

const ENTRY_FILE = 'pagefind-entry.json';
/** Languages updated at the same time. */
const LANGUAGES_AT_ONCE = 1;

export interface SearchEdit {
  /** Page files (output-relative) whose bytes changed, by page language; new pages among them. */
  changed: ReadonlyMap<string, readonly string[]>;
  /** Page languages whose set of pages changed (a page added or removed): indexed again in full. */
  reindex: ReadonlySet<string>;
}

export class WarmSearch {
  /** The index of each page language loaded so far. */
  private readonly indexes = new Map<string, PagefindIndex>();
  /** The page files each index holds. */
  private readonly indexed = new Map<string, Set<string>>();

  /** The languages the last `update` indexed again in full (the others it updated in place). */
  private reindexedLast: string[] = [];

  get loaded(): string[] {
    return [...this.indexes.keys()].sort();
  }

  get lastReindexed(): readonly string[] {
    return this.reindexedLast;
  }

  /**
   * Brings the index of each language `edit` touches up to date with the pages of `siteDir`
   * (`byLanguage`: every page file by language, as the site is now) and returns, per language, the
   * files of its index: in `workDir/<language>/` only those `publishedIndex` lacks.
   */
  async update(
    siteDir: string,
    byLanguage: ReadonlyMap<string, readonly string[]>,
    edit: SearchEdit,
    publishedIndex: string,
    workDir: string,
  ): Promise<IndexPart[]> {
    const touched = [...new Set([...edit.changed.keys(), ...edit.reindex])].sort();
    const reindexed = new Set<string>();
    this.reindexedLast = [];
    // One language at a time: two at once were no faster at 39,917 pages (five languages in 11.3–12.5 s
    // against 12.2–15.4 s one by one: the Pagefind service gained nothing from the second), and each
    // language being written holds its whole index in this process for a moment.
    const parts = await mapLimited(touched, LANGUAGES_AT_ONCE, async (language): Promise<IndexPart[]> => {
      const files = byLanguage.get(language) ?? [];
      let index = this.indexes.get(language);
      const changed = edit.changed.get(language) ?? [];
      const indexed = this.indexed.get(language);
      // A page of the index that Pagefind would now leave out (no data-pagefind-body) is a removal, a page
      // it did not hold that it would now take is an addition: either indexes the language again. A page it
      // neither held nor takes (a list page, an error page) changes nothing in the index.
      const moved = changed.some(
        (file) => (indexed?.has(file) ?? false) !== (searchableDocument(readFileSync(path.join(siteDir, file), 'utf8')) !== null),
      );
      if (!index || !indexed || edit.reindex.has(language) || moved) {
        reindexed.add(language);
        this.indexes.delete(language);
        this.indexed.delete(language);
        await index?.deleteIndex();
        if (files.length === 0) return [];
        index = await newPagefindIndex();
        const added = await addPages(index, siteDir, files);
        this.indexes.set(language, index);
        this.indexed.set(language, new Set(added));
      } else {
        for (const file of await addPages(index, siteDir, changed)) indexed.add(file);
      }
      return this.part(index, language, publishedIndex, workDir);
    });
    this.reindexedLast = [...reindexed].sort();
    return parts.flat();
  }

  /** The files of one language's index, those the published index lacks written to `workDir/<language>/`. */
  private async part(index: PagefindIndex, language: string, publishedIndex: string, workDir: string): Promise<IndexPart[]> {
    const { files, errors } = await index.getFiles();
    check('reading the index', errors);
    const entryFile = files.find((file) => file.path === ENTRY_FILE);
    if (!entryFile) return [];
    const entry = JSON.parse(Buffer.from(entryFile.content).toString('utf8')) as IndexEntry;
    const dir = path.join(workDir, language || 'unknown');
    rmSync(dir, { recursive: true, force: true });
    const names: string[] = [];
    for (const file of files) {
      if (file.path === ENTRY_FILE || unusedFile.test(path.basename(file.path))) continue;
      names.push(file.path);
      if (existsSync(path.join(publishedIndex, file.path))) continue;
      mkdirSync(path.dirname(path.join(dir, file.path)), { recursive: true });
      writeFileSync(path.join(dir, file.path), file.content);
    }
    return Object.entries(entry.languages).map(([name, info]) => ({ language: name, dir, files: names, info }));
  }

  /** Ends the Pagefind service (and every index it holds). */
  async close(): Promise<void> {
    this.indexes.clear();
    this.indexed.clear();
    await close();
  }
}
