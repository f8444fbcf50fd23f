/**
 * The warm publisher's search index after a publish (docs/publishing.md §3.2): the kept Pagefind
 * indexes (scripts/lib/warm-search.ts) take what the published pages changed, and the files they now
 * have that the published index lacks are added to it in place (scripts/lib/search-index-parts.ts);
 * index files older than the last generations of a language are removed.
 *
 * The indexing starts as soon as a release's pages are written (`start`), while its links and quality
 * gates are checked; once it is published, `follow` adds the files to its index. A release that is not
 * published (`abandon`) leaves its pages in the kept indexes: their languages are indexed again in
 * full with the next publish.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { addIndexParts, indexFilesByLanguage, type IndexPart } from '../lib/search-index-parts.ts';
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
  /** From the start of the indexing (while the release was checked, when `start` began it) until the published index had the files. */
  ms: number;
}

/** What one publish changed, for the search index: changed page files by page language, and the languages whose set of pages changed. */
export interface SearchDue {
  changed: Map<string, string[]>;
  reindex: Set<string>;
}

/** How many generations of each language's index files stay in a published index (a visitor's open search uses the one it loaded). */
const INDEX_GENERATIONS = 2;

/** The indexing of a release being prepared, started before it is published. */
interface Started {
  tree: string;
  /** The languages it brings up to date. */
  touched: string[];
  parts: Promise<IndexPart[]>;
  /** When the indexing began (performance.now()). */
  at: number;
}

export class SearchFollower {
  /** What the published pages have that the search index does not yet (after a failure, with the next publish). */
  private pending = { changed: new Map<string, Set<string>>(), reindex: new Set<string>() };
  private started: Started | undefined;
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
   * Starts bringing the kept indexes up to date with the pages of `tree`, a release being prepared
   * (`languages`: its page files by language; `due`: what it changes), before it is published. Nothing
   * is written to any published index; `follow` does that once `tree` is published. Does nothing
   * before the first `follow` (which loads every language).
   */
  start(tree: string, languages: ReadonlyMap<string, readonly string[]>, due: SearchDue): void {
    if (!this.loaded || this.started) return;
    const changed = new Map([...this.pending.changed].map(([language, files]) => [language, new Set(files)]));
    for (const [language, files] of due.changed)
      for (const file of files) changed.set(language, (changed.get(language) ?? new Set()).add(file));
    const reindex = new Set([...this.pending.reindex, ...due.reindex]);
    const touched = [...new Set([...changed.keys(), ...reindex])];
    if (touched.length === 0) return;
    const parts = this.index(tree, languages, changed, reindex);
    parts.catch(() => {});
    this.started = { tree: path.resolve(tree), touched, parts, at: performance.now() };
  }

  /** The release `start` indexed is not published: the kept indexes may hold its pages, so their languages are indexed again in full next time. */
  async abandon(): Promise<void> {
    const started = this.started;
    this.started = undefined;
    if (started) await this.abandonStarted(started);
  }

  /**
   * Brings the index of the published tree `current` up to date with its pages (`languages`: every
   * page file by language), with what `start` indexed when it indexed this tree. Returns what it did
   * and the files of the tree it wrote or removed. On failure the languages stay due, to be indexed
   * again in full.
   */
  async follow(
    current: string,
    languages: ReadonlyMap<string, readonly string[]>,
  ): Promise<{ summary: SearchSummary; written: Set<string> }> {
    const started = this.started;
    this.started = undefined;
    let begun = performance.now();
    const pending = this.pending;
    /** The languages this follow brings up to date (set before anything is indexed, for the failure below). */
    let touched: string[] = [];
    let parts: IndexPart[];
    try {
      if (started && started.tree === path.resolve(current)) {
        touched = started.touched;
        begun = started.at;
        parts = await started.parts;
      } else {
        if (started) await this.abandonStarted(started);
        // The first time (after the first build), every language is loaded into the kept indexes: the
        // index they write equals the published one, so nothing is written, and every later edit only
        // replaces its pages.
        if (!this.loaded) for (const language of languages.keys()) pending.reindex.add(language);
        touched = [...new Set([...pending.changed.keys(), ...pending.reindex])];
        if (touched.length === 0) return { summary: { languages: [], reindexed: [], written: 0, removed: 0, ms: 0 }, written: new Set() };
        parts = await this.index(current, languages, pending.changed, pending.reindex);
      }
    } catch (error) {
      // The languages' indexes may be half updated: the next publish indexes them again in full.
      for (const language of [...touched, ...pending.changed.keys(), ...pending.reindex]) pending.reindex.add(language);
      rmSync(this.work(), { recursive: true, force: true });
      throw error;
    }
    try {
      const indexDir = path.join(current, SEARCH_INDEX_DIR);
      // A language whose pages are all unsearchable now keeps no index (as in a fresh index of the pages).
      const emptied = new Set(this.search.lastEmptied);
      const added = addIndexParts(
        indexDir,
        parts,
        [...languages.keys()].filter((language) => !emptied.has(language)),
      );
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
        ms: Math.round(performance.now() - begun),
      };
      return { summary, written };
    } catch (error) {
      for (const language of touched) this.pending.reindex.add(language);
      throw error;
    } finally {
      rmSync(this.work(), { recursive: true, force: true });
    }
  }

  private work(): string {
    return path.join(this.workDir, 'search');
  }

  /** The kept indexes brought up to date with the pages of `tree`; their files that `tree`'s index lacks, in the work folder. */
  private index(
    tree: string,
    languages: ReadonlyMap<string, readonly string[]>,
    changed: ReadonlyMap<string, ReadonlySet<string>>,
    reindex: ReadonlySet<string>,
  ): Promise<IndexPart[]> {
    const work = this.work();
    rmSync(work, { recursive: true, force: true });
    const sorted = new Map([...changed].map(([language, files]) => [language, [...files].sort()]));
    return this.search.update(tree, languages, { changed: sorted, reindex: new Set(reindex) }, path.join(tree, SEARCH_INDEX_DIR), work);
  }

  private async abandonStarted(started: Started): Promise<void> {
    await started.parts.catch(() => {});
    for (const language of started.touched) this.pending.reindex.add(language);
  }

  /** Ends the Pagefind services. */
  async close(): Promise<void> {
    await this.abandon();
    await this.search.close();
  }
}
