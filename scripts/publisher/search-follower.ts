/**
 * The warm publisher's search index after a publish (docs/publishing.md §3.2): the kept Pagefind
 * indexes (scripts/lib/warm-search.ts) take what the published pages changed, and the files they now
 * have that the published index lacks are added to it in place (scripts/lib/search-index-parts.ts);
 * index files older than the last generations of a language are removed.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { addIndexParts, indexFilesByLanguage } from '../lib/search-index-parts.ts';
import { SEARCH_INDEX_DIR } from '../lib/search-index.ts';
import { WarmSearch } from '../lib/warm-search.ts';

export interface SearchSummary {
  /** Languages brought up to date (Pagefind's names). */
  languages: string[];
  /** Those of them indexed again in full (pages added or removed, or loaded the first time); the others were updated in place. */
  reindexed: string[];
  /** Index files written; index files of older publishes removed. */
  written: number;
  removed: number;
  ms: number;
}

/** What one publish changed, for the search index: changed page files by page language, and the languages whose set of pages changed. */
export interface SearchDue {
  changed: Map<string, string[]>;
  reindex: Set<string>;
}

/** How many generations of each language's index files stay in a published index (a visitor's open search uses the one it loaded). */
const INDEX_GENERATIONS = 2;

export class SearchFollower {
  /** What the published pages have that the search index does not yet (after a failure, with the next publish). */
  private pending = { changed: new Map<string, Set<string>>(), reindex: new Set<string>() };
  /** The search index of each language, kept between publishes. */
  private readonly search = new WarmSearch();
  private loaded = false;
  /** Per index language, the files of its newest index generations, newest first. */
  private generations = new Map<string, string[][]>();
  private readonly workDir: string;

  constructor(workDir: string) {
    this.workDir = workDir;
  }

  /** The published index written by a full build: its files are the first generation. */
  startFrom(indexDir: string): void {
    this.generations = new Map([...indexFilesByLanguage(indexDir)].map(([name, list]) => [name, [list]]));
  }

  /** A publish went live: what it changed is due. */
  due(search: SearchDue): void {
    for (const [language, files] of search.changed) {
      const pending = this.pending.changed.get(language) ?? new Set<string>();
      for (const file of files) pending.add(file);
      this.pending.changed.set(language, pending);
    }
    for (const language of search.reindex) this.pending.reindex.add(language);
  }

  /**
   * Brings the index of the published tree `current` up to date with its pages (`languages`: every
   * page file by language). Returns what it did and the files of the tree it wrote or removed. On
   * failure the languages stay due, to be indexed again in full.
   */
  async follow(
    current: string,
    languages: ReadonlyMap<string, readonly string[]>,
  ): Promise<{ summary: SearchSummary; written: Set<string> }> {
    const started = performance.now();
    const pending = this.pending;
    // The first time (after the first build), every language is loaded into the kept indexes: the
    // index they write equals the published one, so nothing is written, and every later edit only
    // replaces its pages.
    if (!this.loaded) for (const language of languages.keys()) pending.reindex.add(language);
    const touched = [...new Set([...pending.changed.keys(), ...pending.reindex])];
    if (touched.length === 0) return { summary: { languages: [], reindexed: [], written: 0, removed: 0, ms: 0 }, written: new Set() };
    const indexDir = path.join(current, SEARCH_INDEX_DIR);
    const work = path.join(this.workDir, 'search');
    rmSync(work, { recursive: true, force: true });
    try {
      const changed = new Map([...pending.changed].map(([language, files]) => [language, [...files].sort()]));
      const parts = await this.search.update(current, languages, { changed, reindex: pending.reindex }, indexDir, work);
      const added = addIndexParts(indexDir, parts, languages.keys());
      const written = new Set(added.map((file) => path.join(SEARCH_INDEX_DIR, file)));
      let removed = 0;
      for (const part of parts) {
        const generations = [part.files, ...(this.generations.get(part.language) ?? [])];
        const keep = new Set(generations.slice(0, INDEX_GENERATIONS).flat());
        for (const file of generations.slice(INDEX_GENERATIONS).flat()) {
          if (keep.has(file)) continue;
          keep.add(file);
          rmSync(path.join(indexDir, file), { force: true });
          written.add(path.join(SEARCH_INDEX_DIR, file));
          removed++;
        }
        this.generations.set(part.language, generations.slice(0, INDEX_GENERATIONS));
      }
      this.pending = { changed: new Map(), reindex: new Set() };
      this.loaded = true;
      const summary = {
        languages: parts.map((part) => part.language).sort(),
        reindexed: [...this.search.lastReindexed],
        written: added.length,
        removed,
        ms: Math.round(performance.now() - started),
      };
      return { summary, written };
    } catch (error) {
      // The languages' indexes may be half updated: the next publish indexes them again in full.
      for (const language of touched) pending.reindex.add(language);
      throw error;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }

  /** Ends the Pagefind service. */
  async close(): Promise<void> {
    await this.search.close();
  }
}
