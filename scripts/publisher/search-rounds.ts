/**
 * The search index follows the published releases on its own schedule (docs/publishing.md §3.2): a
 * publish is done when it is live, and hands what it changed to the next search round. One round runs
 * at a time, in the background; publishes that go live while it runs pile up and the next round covers
 * them all, against the newest published tree. Each round reports the publishes it covered
 * (searchable), or its failure; a failed round is tried again after `retryMs` (and with the next
 * publish), and the publishes it covered are reported once one succeeds.
 *
 * The index work itself is the SearchFollower's (./search-follower.ts): it writes into the index
 * folder beside the trees (./release-pair.ts) and reads the pages of the tree it is given. That tree
 * must not change while it reads: a round reads the published tree through a link of its own
 * (`<work>/search-reads/tree`), and before a publish writes into that tree — it is the spare again
 * two publishes later — the round's pages are hard-linked into a folder of their own and the link
 * moved there (`beforeWrite`). Files are never written into, only replaced, so the links keep the
 * bytes the round started with. This is begun as soon as the tree stops being the published one, so
 * the publish that writes into it normally finds it done.
 */
import { mkdirSync, rmSync, symlinkSync } from 'node:fs';
import { link, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { replaceFile } from '../../src/fs/replace-file.ts';
import { SEARCH_INDEX_DIR } from '../lib/search-index.ts';
import { mapLimited } from '../lib/map-limited.ts';
import type { LanguageTable } from './page-languages.ts';
import type { SearchDue, SearchFollower, SearchSummary } from './search-follower.ts';

/** What a round did for the publishes it covered. */
export type RoundReport = { ids: number[] } & ({ ok: true; summary: SearchSummary } | { ok: false; error: string });

/** A `SearchDue` as the state file keeps it (./publish-state.ts). */
export interface DueRecord {
  changed: Record<string, string[]>;
  reindex: string[];
}

/** The part of SearchFollower a round uses. */
export type Follower = Pick<SearchFollower, 'due' | 'follow' | 'close'>;

export interface SearchRoundsOptions {
  follower: Follower;
  /** A folder of the rounds' own (the links to the trees they read). */
  workDir: string;
  /** The index folder the trees link to. */
  indexDir: string;
  report: (report: RoundReport) => void;
  /** After a failed round, the next is tried this much later (default 30 s). */
  retryMs?: number;
  log?: (line: string) => void;
}

/** Links made at once when a round's pages are linked into a folder of their own. */
const LINKS_AT_ONCE = 32;

function mergeDue(into: DueRecord, due: DueRecord | SearchDue): void {
  const changed = due.changed instanceof Map ? [...due.changed] : Object.entries(due.changed);
  for (const [language, files] of changed) into.changed[language] = [...new Set([...(into.changed[language] ?? []), ...files])].sort();
  into.reindex = [...new Set([...into.reindex, ...due.reindex])].sort();
}

const emptyDue = (): DueRecord => ({ changed: {}, reindex: [] });
const dueOf = (record: DueRecord): SearchDue => ({
  changed: new Map(Object.entries(record.changed)),
  reindex: new Set(record.reindex),
});

/** The tree a round reads, through its link. */
interface Reading {
  tree: string;
  languages: LanguageTable;
  /** The pages linked into a folder of the round's own and the link moved there; set once begun. */
  detached: Promise<void> | undefined;
  copy: string;
}

export class SearchRounds {
  /** Publishes live since the last round began, what they changed, and the newest published tree. */
  private waiting = { ids: [] as number[], due: emptyDue(), again: false };
  /** What the follower was given and has not brought into the index yet (rounds that failed). */
  private given = emptyDue();
  /** Publishes of failed rounds, reported searchable with the round that succeeds. */
  private failedIds: number[] = [];
  private latest: { tree: string; languages: LanguageTable } | undefined;
  private running: Promise<void> | undefined;
  private reading: Reading | undefined;
  private retry: NodeJS.Timeout | undefined;
  private closed = false;
  private rounds = 0;
  private readonly options: SearchRoundsOptions;

  constructor(options: SearchRoundsOptions) {
    this.options = options;
    rmSync(this.reads(), { recursive: true, force: true });
  }

  private reads(): string {
    return path.join(this.options.workDir, 'search-reads');
  }

  /** Whether a round runs or is waiting to run. */
  get busy(): boolean {
    return this.running !== undefined || this.waiting.ids.length > 0 || this.waiting.again;
  }

  /**
   * What the index does not cover yet (waiting, given to a round that has not finished, or failed),
   * for the state file: after a restart the next round covers it.
   */
  uncovered(): DueRecord {
    const due = emptyDue();
    mergeDue(due, this.given);
    mergeDue(due, this.waiting.due);
    return due;
  }

  /** After an adoption: `tree` is published, and the index does not cover `due` yet (a round runs for it when it is not empty). */
  restore(tree: string, languages: LanguageTable, due: DueRecord): void {
    this.latest = { tree: path.resolve(tree), languages };
    mergeDue(this.waiting.due, due);
    if (due.reindex.length > 0 || Object.keys(due.changed).length > 0) {
      this.waiting.again = true;
      this.kick();
    }
  }

  /** Publish `id` is live in `tree` (`languages`: its pages by language; `due`: what it changed): the next round covers it. */
  published(id: number, tree: string, languages: LanguageTable, due: SearchDue): void {
    this.latest = { tree: path.resolve(tree), languages };
    this.waiting.ids.push(id);
    mergeDue(this.waiting.due, due);
    // The tree a running round reads is the spare now: the next publish writes into it.
    if (this.reading && this.reading.tree !== this.latest.tree) void this.detach(this.reading).catch(() => {});
    this.kick();
  }

  /** Resolves when no round reads `tree` any more (its pages were linked into a folder of the round's own): a publish may write into it. */
  async beforeWrite(tree: string): Promise<void> {
    const reading = this.reading;
    if (reading && reading.tree === path.resolve(tree)) await this.detach(reading);
  }

  /** Resolves when no round runs and none waits (a failed round's retry later does not count). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  private kick(): void {
    if (this.running || this.closed || !this.latest) return;
    clearTimeout(this.retry);
    this.retry = undefined;
    this.running = this.loop().finally(() => {
      this.running = undefined;
    });
  }

  private async loop(): Promise<void> {
    while (!this.closed && this.latest && (this.waiting.ids.length > 0 || this.waiting.again)) {
      const { tree, languages } = this.latest;
      const batch = this.waiting;
      this.waiting = { ids: [], due: emptyDue(), again: false };
      this.options.follower.due(dueOf(batch.due));
      mergeDue(this.given, batch.due);
      const ids = [...this.failedIds, ...batch.ids];
      const reading: Reading = { tree, languages, detached: undefined, copy: path.join(this.reads(), `copy-${++this.rounds}`) };
      this.reading = reading;
      const alias = path.join(this.reads(), 'tree');
      mkdirSync(this.reads(), { recursive: true });
      replaceFile(alias, (temporary) => symlinkSync(tree, temporary, 'dir'));
      try {
        const { summary } = await this.options.follower.follow(alias, languages);
        this.given = emptyDue();
        this.failedIds = [];
        this.options.report({ ids, ok: true, summary });
      } catch (error) {
        if (this.closed) return;
        const message = error instanceof Error ? error.message : String(error);
        this.failedIds = ids;
        this.options.report({ ids, ok: false, error: message });
        this.retry = setTimeout(() => {
          this.waiting.again = true;
          this.kick();
        }, this.options.retryMs ?? 30_000);
        this.retry.unref();
        return;
      } finally {
        this.reading = undefined;
        await reading.detached?.catch(() => {});
        await rm(reading.copy, { recursive: true, force: true });
      }
    }
  }

  /** Links the pages `reading` reads into a folder of their own and moves the round's link there (once). */
  private detach(reading: Reading): Promise<void> {
    reading.detached ??= (async () => {
      const started = performance.now();
      const files = [...reading.languages.values()].flat();
      const dirs = new Set(files.map((file) => path.dirname(path.join(reading.copy, file))));
      await mapLimited([...dirs], LINKS_AT_ONCE, (dir) => mkdir(dir, { recursive: true }));
      await mapLimited(files, LINKS_AT_ONCE, (file) => link(path.join(reading.tree, file), path.join(reading.copy, file)));
      symlinkSync(this.options.indexDir, path.join(reading.copy, SEARCH_INDEX_DIR), 'dir');
      replaceFile(path.join(this.reads(), 'tree'), (temporary) => symlinkSync(reading.copy, temporary, 'dir'));
      this.options.log?.(
        `search: the round's ${files.length} pages linked apart in ${Math.round(performance.now() - started)} ms (a publish writes into the tree it read)`,
      );
    })();
    return reading.detached;
  }

  /** Stops: no new round starts; the running one ends with the follower (its Pagefind services). */
  async close(): Promise<void> {
    this.closed = true;
    clearTimeout(this.retry);
    await this.options.follower.close();
    await this.running?.catch(() => {});
    rmSync(this.reads(), { recursive: true, force: true });
  }
}
