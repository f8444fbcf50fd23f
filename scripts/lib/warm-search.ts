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
 * The indexes are held by two Pagefind service processes (./pagefind-service.ts) at the lowest CPU
 * priority, the languages shared between them by weight, so two languages are brought up to date at
 * once. At 39,917 pages, an edit of all five languages took 11.3–12.9 s in one
 * process (0.8–1.0 GB), 9.0–9.7 s in one process per language (2.2 GB: each process keeps the memory
 * of writing its index), 6.9–7.5 s in two (1.2–1.3 GB). `close` ends them.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PagefindIndex } from 'pagefind';
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

/** What one `update` works on, and what it found. */
interface Round {
  siteDir: string;
  byLanguage: ReadonlyMap<string, readonly string[]>;
  edit: SearchEdit;
  publishedIndex: string;
  workDir: string;
  reindexed: Set<string>;
  emptied: Set<string>;
}

export class WarmSearch {
  /** The index of each page language loaded so far. */
  private readonly indexes = new Map<string, PagefindIndex>();
  /** The Pagefind service (0 … SERVICES_AT_ONCE - 1) that holds each language's index. */
  private readonly serviceOf = new Map<string, number>();
  /** The Pagefind services started. */
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
    const touched = [...new Set([...edit.changed.keys(), ...edit.reindex])].sort();
    // Languages new to the services go to the lighter one, the heaviest first.
    const weight = (language: string): number => (byLanguage.get(language)?.length ?? 0) * (/^(?:ja|zh|ko)/.test(language) ? 2 : 1);
    for (const language of touched.filter((name) => !this.serviceOf.has(name)).sort((a, b) => weight(b) - weight(a)))
      this.serviceOf.set(language, this.lighterService(weight));
    const round: Round = { siteDir, byLanguage, edit, publishedIndex, workDir, reindexed: new Set(), emptied: new Set() };
    this.reindexedLast = [];
    this.emptiedLast = [];
    // A service answers one request at a time: each takes its languages one after the other, the
    // services work side by side.
    const queues = Array.from({ length: SERVICES_AT_ONCE }, (_, service) =>
      touched.filter((language) => this.serviceOf.get(language) === service),
    );
    const parts = await Promise.all(
      queues.map(async (queue) => {
        const done: IndexPart[] = [];
        for (const language of queue) done.push(...(await this.language(language, round)));
        return done;
      }),
    );
    this.reindexedLast = [...round.reindexed].sort();
    this.emptiedLast = [...round.emptied].sort();
    return parts.flat().sort((a, b) => a.language.localeCompare(b.language));
  }

  /**
   * The service whose languages weigh less (`weight`: pages, twice for Chinese and Japanese, whose
   * indexes take Pagefind about twice as long to write).
   */
  private lighterService(weight: (language: string) => number): number {
    const load = Array.from({ length: SERVICES_AT_ONCE }, () => 0);
    for (const [name, service] of this.serviceOf) load[service] = (load[service] ?? 0) + weight(name);
    return load.indexOf(Math.min(...load));
  }

  /** One language of an `update`. */
  private async language(language: string, round: Round): Promise<IndexPart[]> {
    const { siteDir, edit } = round;
    const files = round.byLanguage.get(language) ?? [];
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
      round.reindexed.add(language);
      this.indexes.delete(language);
      this.indexed.delete(language);
      await index?.deleteIndex();
      if (files.length === 0) {
        round.emptied.add(language);
        return [];
      }
      const service = `warm:${this.serviceOf.get(language) ?? 0}`;
      const newService = !this.services.has(service);
      this.services.add(service);
      index = await newPagefindIndex(service);
      if (newService) yieldPagefindServices();
      const added = await addPages(index, siteDir, files);
      if (added.length === 0) {
        // No page of the language is searchable any more: a fresh index has no index of it.
        await index.deleteIndex();
        round.emptied.add(language);
        return [];
      }
      this.indexes.set(language, index);
      this.indexed.set(language, new Set(added));
    } else {
      for (const file of await addPages(index, siteDir, changed)) indexed.add(file);
    }
    return this.part(index, language, round.publishedIndex, round.workDir);
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
