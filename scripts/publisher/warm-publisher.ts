/**
 * The warm publisher's publishes (docs/publishing.md §3.1), in the process that keeps the warm site
 * (./warm-site.ts). The first builds everything. Every later one, `prepare`: reads the content again,
 * renders the affected pages, and writes into the spare release tree (./release-pair.ts) only the
 * files whose bytes changed; checks the links of the rendered pages and runs the quality gates on the
 * changed ones, while the kept search indexes take the changed pages. The caller publishes the tree
 * and says so (`published`), and only then is the new content adopted; `follow` then adds the new
 * index files of the languages of the changed or removed pages to the published index without taking
 * a file away, so the page is live first and searchable a few seconds later. A chrome change renders
 * every page from the kept bundle.
 *
 * A failed read, render, link check or gate adopts nothing: the warm site stays at the published
 * content, and the spare tree's partial writes are undone by the next publish's catch-up.
 */
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { CmsClient } from '../../src/cms/client.ts';
import { pageFile } from '../lib/incremental-output.ts';
import { brokenLinks } from '../lib/site-links.ts';
import { SEARCH_INDEX_DIR } from '../lib/search-index.ts';
import { createHtmlPool, type HtmlPool } from '../verify/html-pool.ts';
import type { PageSummary } from '../verify/page-facts.ts';
import { RELEASE_HTML_LIMIT, verifyRelease, verifyReleaseInOwnProcess } from '../verify/release.ts';
import { readSiteData } from './content-read.ts';
import { firstBuild } from './first-build.ts';
import { closing, noPhases, since, type PublishSummary } from './publish-summary.ts';
import { SearchFollower, type SearchSummary } from './search-follower.ts';
import { nextLanguages, searchDue, type LanguageTable } from './page-languages.ts';
import { addMissing, catchUp, writeIfChanged, type TreeDelta } from './release-pair.ts';
import type { WarmSite } from './warm-site.ts';
import { WarmUploads } from './warm-uploads.ts';

export type { PublishSummary } from './publish-summary.ts';

export interface WarmPublisherOptions {
  origin: string;
  client: CmsClient;
  /** A folder of the publisher's own for staging image variants. */
  workDir: string;
  log: (line: string) => void;
}

/** What `prepare` leaves for `published` and `follow`. */
interface Prepared {
  spare: string;
  /** Where the tree published before differs from this one once it is published. */
  written: TreeDelta;
  commit: () => void;
  languages: Map<string, string[]>;
  /** What the search index must follow once the tree is published. */
  search: { changed: Map<string, string[]>; reindex: Set<string> };
}

/** Most page summaries the gates keep between publishes (they start over beyond). */
const MAX_SUMMARIES = 20_000;

export class WarmPublisher {
  private site: WarmSite | undefined;
  /** Files where the spare tree may differ from the published one (the last publish's writes). */
  private dirty: TreeDelta = 'all';
  /** Every HTML file of the published tree by the language of its page (the search index's languages). */
  private languages: LanguageTable = new Map();
  /** The search index kept between publishes (./search-follower.ts). */
  private readonly search: SearchFollower;
  /** The uploads of the published tree, followed from the content system's file list. */
  private readonly uploads: WarmUploads;
  private prepared: Prepared | undefined;
  /**
   * The quality gates' summaries of pages (ids, alternates) kept between publishes: the link, anchor
   * and hreflang gates of a few changed pages would otherwise parse every page they point to again.
   */
  private readonly summaries = new Map<string, PageSummary>();
  /** html-validate's threads, started once and kept: starting them costs about a second per publish. */
  private pool: HtmlPool | undefined;
  private readonly options: WarmPublisherOptions;

  constructor(options: WarmPublisherOptions) {
    this.options = options;
    this.search = new SearchFollower(options.workDir);
    this.uploads = new WarmUploads(options.client);
  }

  get warm(): boolean {
    return this.site !== undefined;
  }

  /** The warm site (after the first publish), for the correctness series. */
  get warmSite(): WarmSite | undefined {
    return this.site;
  }

  /**
   * Writes the next release into `spare` against the published tree `current` (undefined before the
   * first publish), from the content as it is now and for the day `today` (ISO date: a new day renders
   * the pages that show dates against it). Throws on any failure; when it returns, the caller
   * publishes `spare` and calls `published` (or `discarded`).
   */
  async prepare(current: string | undefined, spare: string, today: string): Promise<PublishSummary> {
    if (this.prepared) throw new Error('warm publisher: the last release was neither published nor discarded');
    if (!this.site || !current) return this.firstBuild(spare, today);
    const started = performance.now();
    const phases = noPhases();
    const site = this.site;
    let step = performance.now();
    const read = await readSiteData(this.options.client, site.model.data, this.options.log);
    phases.fetch = since(step);

    step = performance.now();
    const written = new Set<string>();
    let caughtUp = false;
    try {
      catchUp(current, spare, this.dirty);
      caughtUp = true;
      phases.write += since(step);
      const images = path.join(this.options.workDir, 'images');
      rmSync(images, { recursive: true, force: true });
      mkdirSync(images, { recursive: true });

      step = performance.now();
      const result = await site.update(read.data, images, today);
      let rendered: string[];
      let removed: string[];
      /** Rendered files whose bytes differ from the published ones. */
      const changedFiles: string[] = [];
      let reason: string | undefined;
      let commit: () => void;
      const write = (outputPath: string, bytes: Buffer): string => {
        const file = pageFile(outputPath);
        written.add(file);
        if (writeIfChanged(spare, current, file, bytes)) changedFiles.push(file);
        return file;
      };
      if (result.kind === 'full') {
        reason = result.reason;
        this.summaries.clear();
        this.options.log(`full render: ${reason}`);
        rendered = [];
        let writeMs = 0;
        const all = await site.rebuildAll(read.data, images, today, (outputPath, bytes) => {
          const at = performance.now();
          rendered.push(write(outputPath, bytes));
          writeMs += performance.now() - at;
        });
        phases.model = Math.round(all.phases.model);
        phases.render = Math.round(all.phases.render - writeMs);
        phases.write += Math.round(writeMs);
        removed = all.update.removed.map(pageFile);
        commit = () => site.commit(all.update);
      } else {
        phases.model = Math.round(result.phases.model + result.phases.select);
        phases.render = Math.round(result.phases.render + result.phases.images);
        const writeStart = performance.now();
        rendered = [...result.files].map(([outputPath, bytes]) => write(outputPath, bytes));
        removed = result.removed.map(pageFile);
        phases.write += since(writeStart);
        commit = () => site.commit(result);
      }
      step = performance.now();
      for (const file of removed) {
        written.add(file);
        rmSync(path.join(spare, file), { force: true });
      }
      for (const file of addMissing(images, spare)) written.add(file);
      phases.write += since(step);

      step = performance.now();
      const uploads = await this.uploads.prepare(spare, current, read.data, (file) => written.add(file));
      if (uploads.added + uploads.removed > 0) this.options.log(`uploads: ${uploads.added} new or changed, ${uploads.removed} removed`);
      const commitSite = commit;
      commit = () => {
        commitSite();
        uploads.commit();
      };
      phases.uploads = since(step);

      // Gates and search: the pages whose bytes changed; the others passed them as they are. The search
      // indexes them while the links and gates are checked (it writes nothing published until `follow`).
      const pages = rendered.filter((file) => file.endsWith('.html'));
      const changedPages = changedFiles.filter((file) => file.endsWith('.html'));
      const languages = nextLanguages(this.languages, spare, changedPages, removed);
      const search = searchDue(this.languages, spare, changedPages, removed);
      this.search.start(spare, languages, search);

      step = performance.now();
      // Links: the pages whose bytes changed; when pages are gone, every rendered page (a page whose bytes
      // did not change may still link to one). Nothing else a page links to disappears from a tree (images
      // are only added, and an upload goes only when no entry names it), so an unchanged page's links
      // lead where they led.
      const broken = brokenLinks(spare, removed.length > 0 ? pages : changedPages);
      if (broken.length > 0) {
        const lines = broken.slice(0, 20).map(({ page, url }) => `  ${page} → ${url}`);
        throw new Error(`${broken.length} internal link(s) of the rendered pages lead nowhere:\n${lines.join('\n')}`);
      }
      phases.links = since(step);

      step = performance.now();
      if (reason) await verifyReleaseInOwnProcess(spare);
      else if (changedPages.length > 0) {
        // The kept summaries describe the published pages: forget those this publish wrote or removed.
        if (this.summaries.size > MAX_SUMMARIES) this.summaries.clear();
        for (const file of written) this.summaries.delete(file.split(path.sep).join('/'));
        await verifyRelease(spare, changedPages, RELEASE_HTML_LIMIT, { htmlPool: this.htmlPool(), summaries: this.summaries });
      }
      phases.gates = since(step);

      this.prepared = { spare, written, commit, languages, search };
      return {
        mode: reason ? 'full' : 'incremental',
        ...(reason ? { reason } : {}),
        changes: read.changes.length,
        rendered: rendered.length,
        changed: changedFiles.length,
        removed: removed.length,
        kept: Math.max(0, [...languages.values()].reduce((sum, files) => sum + files.length, 0) - pages.length),
        phases,
        ...closing(started),
      };
    } catch (error) {
      // The spare differs from the published tree where this publish wrote (and, if its catch-up did
      // not finish, wherever it differed before).
      if (caughtUp) this.dirty = written;
      else if (this.dirty !== 'all') this.dirty = new Set([...this.dirty, ...written]);
      // The gates may have summarised pages that are not published, and the search indexed them.
      for (const file of written) this.summaries.delete(file.split(path.sep).join('/'));
      await this.search.abandon();
      throw error;
    }
  }

  private htmlPool(): HtmlPool {
    return (this.pool ??= createHtmlPool());
  }

  /** Stops the kept html-validate threads and the Pagefind service (the process is ending). */
  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
    await this.search.close();
  }

  /** The caller published the prepared tree: its content is adopted. */
  published(): void {
    const prepared = this.prepared;
    this.prepared = undefined;
    if (!prepared) return;
    prepared.commit();
    this.languages = prepared.languages;
    // The tree published before is now the spare: it differs where this publish wrote.
    this.dirty = prepared.written;
    this.search.due(prepared.search);
  }

  /**
   * After a publish and its search index (`published`: the published tree, `spare`: the other one): a
   * spare that differs from the published tree everywhere — after the first build it is empty —
   * catches up now rather than in the next publish (hard-linking every file of a 40,000-page
   * tree took 7.6 s of the first edit's publish). After any other publish the spare stays the release
   * before, one link away for a rollback, and catches up on the last publish's files when the next begins.
   */
  settle(published: string, spare: string): void {
    if (this.dirty !== 'all' || this.prepared || path.resolve(published) === path.resolve(spare)) return;
    catchUp(published, spare, 'all');
    this.dirty = new Set();
  }

  /** The caller did not publish the prepared tree: nothing is adopted (the search forgets what it indexed of it). */
  async discarded(): Promise<void> {
    const prepared = this.prepared;
    this.prepared = undefined;
    if (!prepared) return;
    await this.search.abandon();
    this.dirty = prepared.written;
    if (prepared.written === 'all') this.summaries.clear();
    else for (const file of prepared.written) this.summaries.delete(file.split(path.sep).join('/'));
  }

  /**
   * Brings the search index of the published tree `current` up to date with its pages
   * (./search-follower.ts): nothing a visitor's open search uses goes away. On failure the languages
   * stay due for the next publish.
   */
  async follow(current: string): Promise<SearchSummary> {
    try {
      const { summary, written } = await this.search.follow(current, this.languages);
      // The spare (the tree published before) lacks these changes.
      if (this.dirty !== 'all') this.dirty = new Set([...this.dirty, ...written]);
      return summary;
    } catch (error) {
      // Part of the index may have been written: the spare catches up on the whole index folder.
      if (this.dirty !== 'all') this.dirty = new Set([...this.dirty, SEARCH_INDEX_DIR]);
      throw error;
    }
  }

  /** The first publish of this process (./first-build.ts): every page, gates on every page, the whole index. */
  private async firstBuild(spare: string, today: string): Promise<PublishSummary> {
    // A warm site is started once per process: after a failed first build, the caller starts a new process.
    if (this.site) throw new Error('warm publisher: the published tree is gone; start a new publisher process');
    const { site, languages, summary } = await firstBuild(spare, { ...this.options, today }, this.uploads);
    this.site = site;
    this.prepared = {
      spare,
      written: 'all',
      commit: () => this.search.startFrom(path.join(spare, SEARCH_INDEX_DIR)),
      languages,
      search: { changed: new Map(), reindex: new Set() },
    };
    return summary;
  }
}
