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
 * Each language's index is held by a Pagefind service process of its own (./pagefind-service.ts), at
 * the lowest CPU priority; two languages are brought up to date at once; `close` ends the services.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PagefindIndex } from 'pagefind';
import { mapLimited } from './map-limited.ts';
import { closePagefindServices, SERVICES_AT_ONCE, yieldPagefindServices } from './pagefind-service.ts';
import type { IndexPart } from './search-index-parts.ts';
import { addPages, check, newPagefindIndex, searchableDocument, unusedFile, type IndexEntry } from './search-index.ts';

const ENTRY_FILE = 'pagefind-entry.json';

export interface SearchEdit {
  /** Page files (output-relative) whose bytes changed, by page language; new pages among them. */
  changed: ReadonlyMap<string, readonly string[]>;
  /** Page languages whose set of pages changed (a page added or removed): indexed again in full. */
  reindex: ReadonlySet<string>;
}

export class WarmSearch {
  /** The index of each page language loaded so far. */
  private readonly indexes = new Map<string, PagefindIndex>();
  /** How long each language took the last time it was brought up to date. */
  private readonly lastMs = new Map<string, number>();
  /** The languages whose Pagefind service was started. */
  private readonly services = new Set<string>();
  /** The page files each index holds. */
  private readonly indexed = new Map<string, Set<string>>();

  /** The languages the last `update` indexed again in full (the others it updated in place). */
  private reindexedLast: string[] = [];
  private emptiedLast: string[] = [];

  get loaded(): string[] {
    return [...this.indexes.keys()].sort();
  }

  get lastReindexed(): readonly string[] {
    return this.reindexedLast;
  }

  /**
   * The page languages the last `update` found without a searchable page (none of their pages has a
   * searchable body any more): the published index must drop their index, as a fresh index has none.
   */
  get lastEmptied(): readonly string[] {
    return this.emptiedLast;
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
    // The languages that took longest last time first: the CJK indexes take about twice as long.
    const touched = [...new Set([...edit.changed.keys(), ...edit.reindex])]
      .sort()
      .sort((a, b) => (this.lastMs.get(b) ?? 0) - (this.lastMs.get(a) ?? 0));
    const reindexed = new Set<string>();
    const emptied = new Set<string>();
    this.reindexedLast = [];
    this.emptiedLast = [];
    // Two languages at once, each in its own Pagefind process (one service answers one request at a
    // time: two languages at once in one service were no faster).
    const parts = await mapLimited(touched, SERVICES_AT_ONCE, async (language): Promise<IndexPart[]> => {
      const started = performance.now();
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
        if (files.length === 0) {
          emptied.add(language);
          return [];
        }
        const newService = !this.services.has(`warm:${language}`);
        this.services.add(`warm:${language}`);
        index = await newPagefindIndex(`warm:${language}`);
        if (newService) yieldPagefindServices();
        const added = await addPages(index, siteDir, files);
        if (added.length === 0) {
          // No page of the language is searchable any more: a fresh index has no index of it.
          await index.deleteIndex();
          emptied.add(language);
          return [];
        }
        this.indexes.set(language, index);
        this.indexed.set(language, new Set(added));
      } else {
        for (const file of await addPages(index, siteDir, changed)) indexed.add(file);
      }
      const part = await this.part(index, language, publishedIndex, workDir);
      this.lastMs.set(language, performance.now() - started);
      return part;
    });
    this.reindexedLast = [...reindexed].sort();
    this.emptiedLast = [...emptied].sort();
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

  /** Ends the Pagefind services (and every index they hold). */
  async close(): Promise<void> {
    this.indexes.clear();
    this.indexed.clear();
    await closePagefindServices(this.services);
    this.services.clear();
  }
}
