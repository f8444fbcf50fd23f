/**
 * The warm publisher's publishes (docs/publishing.md §3.2), in the process that keeps the warm site
 * (./warm-site.ts). It starts by adopting the live folder (`adopt`): the release a full build
 * (./full-build.ts) or the last publish left there, as the state file names it (./publish-state.ts).
 * Every publish then, `prepare`: reads the content again, renders the affected pages, and writes into
 * the spare release tree (./release-pair.ts) only the files whose bytes changed; checks the links of
 * the rendered pages and runs the quality gates on the changed ones. The caller publishes the tree
 * and says so (`published`), and only then is the new content adopted and the state file written;
 * the search index follows in rounds of its own (./search-rounds.ts), so the page is live first and
 * searchable a few seconds later, and no publish waits for the index. A chrome change renders every
 * page from the kept bundle.
 *
 * A failed read, render, link check or gate adopts nothing: the warm site stays at the published
 * content, and the spare tree's partial writes are undone by the next publish's catch-up.
 */
import { readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { CmsClient } from '../../src/cms/client.ts';
import { brokenLinks } from '../lib/site-links.ts';
import { createHtmlPool, type HtmlPool } from '../verify/html-pool.ts';
import type { PageSummary } from '../verify/page-facts.ts';
import { RELEASE_HTML_LIMIT, verifyRelease, verifyReleaseInOwnProcess } from '../verify/release.ts';
import { readSiteData } from './content-read.ts';
import type { LiveState } from './live-state.ts';
import { closing, noPhases, since, type PublishSummary } from './publish-summary.ts';
import type { SearchDue } from './search-follower.ts';
import type { SearchRounds } from './search-rounds.ts';
import { nextLanguages, searchDue, type LanguageTable } from './page-languages.ts';
import { catchUp, linkIndex, type TreeDelta } from './release-pair.ts';
import { writeRelease } from './release-write.ts';
import { adoptLiveFolder, type AdoptOptions, type AdoptSummary } from './warm-adopt.ts';
import type { WarmSite } from './warm-site.ts';
import { WarmUploads } from './warm-uploads.ts';

export type { PublishSummary } from './publish-summary.ts';
export type { AdoptSummary } from './warm-adopt.ts';

export interface WarmPublisherOptions extends AdoptOptions {
  client: CmsClient;
}

/** What `prepare` leaves for `published`. */
interface Prepared {
  spare: string;
  /** The published tree it was written against (the spare once this one is published). */
  current: string;
  today: string;
  /** Where the tree published before differs from this one once it is published. */
  written: TreeDelta;
  commit: () => void;
  languages: Map<string, string[]>;
  /** What the search index must follow once the tree is published. */
  due: SearchDue;
  /** Which snapshots of the state file this publish changes. */
  changes: { pages: boolean; content: boolean; uploads: boolean };
}

/** Most page summaries the gates keep between publishes (they start over beyond). */
const MAX_SUMMARIES = 20_000;

export class WarmPublisher {
  private site: WarmSite | undefined;
  /** The adopted live folder's state file, written after every publish. */
  private live: LiveState | undefined;
  /** Files where the spare tree may differ from the published one (the last publish's writes). */
  private dirty: TreeDelta = 'all';
  /** Every HTML file of the published tree by the language of its page (the search index's languages). */
  private languages: LanguageTable = new Map();
  /** The search index's rounds after the publishes (once adopted). */
  private search: SearchRounds | undefined;
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
    this.uploads = new WarmUploads(options.client);
  }

  /** Whether a live folder was adopted (publishes can be taken). */
  get adopted(): boolean {
    return this.site !== undefined;
  }

  /** The warm site (once adopted), for the correctness series. */
  get warmSite(): WarmSite | undefined {
    return this.site;
  }

  /**
   * Adopts the last publish of the live folder `liveDir` (./warm-adopt.ts; checked by the caller:
   * ./publish-state.ts `checkPublishState`). What changed in the content system since, the first
   * publish finds: it reads every entry again and compares digests. Once per process.
   */
  async adopt(liveDir: string): Promise<AdoptSummary> {
    if (this.site) throw new Error('warm publisher: a live folder was adopted already; start a new publisher process');
    const adopted = await adoptLiveFolder(liveDir, this.options);
    this.site = adopted.site;
    this.live = adopted.live;
    this.languages = adopted.languages;
    this.uploads.adopt(adopted.uploads);
    this.dirty = adopted.dirty;
    this.search = adopted.search;
    return adopted.summary;
  }

  /** The adopted folder's search rounds and state, or a clear error before the adoption. */
  private adoptedParts(): { site: WarmSite; live: LiveState; search: SearchRounds } {
    if (!this.site || !this.live || !this.search) throw new Error('warm publisher: no live folder adopted yet');
    return { site: this.site, live: this.live, search: this.search };
  }

  /**
   * Writes the next release into `spare` against the published tree `current`, from the content as it
   * is now and for the day `today` (ISO date: a new day renders the pages that show dates against it).
   * Throws on any failure; when it returns, the caller publishes `spare` and calls `published` (or
   * `discarded`).
   */
  async prepare(current: string, spare: string, today: string): Promise<PublishSummary> {
    if (this.prepared) throw new Error('warm publisher: the last release was neither published nor discarded');
    const { site, live, search } = this.adoptedParts();
    const started = performance.now();
    const phases = noPhases();
    let step = performance.now();
    const read = await readSiteData(this.options.client, site.model.data, this.options.log);
    phases.fetch = since(step);

    step = performance.now();
    const written = new Set<string>();
    let caughtUp = false;
    try {
      // The state file must name the published tree before anything is written into the other one (it
      // could not be written after the last publish: write it whole now, or publish nothing).
      if (live.resolve(live.state.release.tree) !== path.resolve(current)) {
        this.writeState(current, spare, { pages: true, content: true, uploads: true });
      }
      // A search round that reads the spare (it was published two publishes ago) reads a copy of its own from now on.
      await search.beforeWrite(spare);
      live.spare(spare, 'all');
      catchUp(current, spare, this.dirty);
      caughtUp = true;
      this.linkSearchIndex(spare);
      phases.write += since(step);
      const release = await writeRelease(
        site,
        read.data,
        { current, spare, today, images: path.join(this.options.workDir, 'images') },
        written,
        phases,
      );
      const { rendered, removed, changedFiles, reason } = release;
      if (reason) {
        this.summaries.clear();
        this.options.log(`full render: ${reason}`);
      }
      let commit = release.commit;

      step = performance.now();
      const uploads = await this.uploads.prepare(spare, current, read.data, (file) => written.add(file));
      if (uploads.added + uploads.removed > 0) this.options.log(`uploads: ${uploads.added} new or changed, ${uploads.removed} removed`);
      const commitSite = commit;
      commit = () => {
        commitSite();
        uploads.commit();
      };
      phases.uploads = since(step);

      const pages = rendered.filter((file) => file.endsWith('.html'));
      const changedPages = changedFiles.filter((file) => file.endsWith('.html'));
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

      const languages = nextLanguages(this.languages, spare, changedPages, removed);
      this.prepared = {
        spare,
        current,
        today,
        written,
        commit,
        languages,
        due: searchDue(this.languages, spare, changedPages, removed),
        changes: {
          pages: rendered.length + removed.length > 0,
          content: read.changes.length > 0 || Boolean(reason),
          uploads: uploads.added + uploads.removed > 0,
        },
      };
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
      // The gates may have summarised pages that are not published.
      for (const file of written) this.summaries.delete(file.split(path.sep).join('/'));
      try {
        live.spare(spare, this.dirty);
      } catch {
        // The state file keeps `all` for the spare: a restart catches it up whole.
      }
      throw error;
    }
  }

  /** The spare's `pagefind` links to the index of the published tree; index folders no tree links to any more go. */
  private linkSearchIndex(spare: string): void {
    const { live } = this.adoptedParts();
    const indexDir = live.resolve(live.state.search.index);
    linkIndex(spare, indexDir);
    const folders = path.dirname(indexDir);
    for (const name of readdirSync(folders)) {
      if (name !== path.basename(indexDir)) rmSync(path.join(folders, name), { recursive: true, force: true });
    }
  }

  private htmlPool(): HtmlPool {
    return (this.pool ??= createHtmlPool());
  }

  /** Stops the kept html-validate threads and the search rounds (the process is ending). */
  async close(): Promise<void> {
    await this.pool?.close();
    this.pool = undefined;
    await this.search?.close();
  }

  /**
   * The caller published the prepared tree (publish `id` of the service): its content is adopted, the
   * state file names it, and the search index's next round covers it.
   */
  published(id = 0): void {
    const prepared = this.prepared;
    this.prepared = undefined;
    if (!prepared) return;
    const { search } = this.adoptedParts();
    prepared.commit();
    this.languages = prepared.languages;
    // The tree published before is now the spare: it differs where this publish wrote.
    this.dirty = prepared.written;
    search.published(id, prepared.spare, this.languages, prepared.due);
    this.writeState(prepared.spare, prepared.current, prepared.changes);
  }

  /**
   * The state file names `tree` as published (the content and day of the warm site now), the tree
   * `before` as the spare; of the snapshots, those `changes` says changed are written again.
   */
  private writeState(tree: string, before: string, changes: Prepared['changes']): void {
    const { site, live, search } = this.adoptedParts();
    live.published(
      { tree, today: site.model.today, before, differs: this.dirty, due: search.uncovered() },
      {
        ...(changes.pages
          ? { pages: () => ({ records: Object.fromEntries(site.records()), languages: Object.fromEntries(this.languages) }) }
          : {}),
        ...(changes.content ? { content: () => site.model.data } : {}),
        ...(changes.uploads ? { uploads: () => this.uploads.snapshot() } : {}),
      },
    );
  }

  /** The caller did not publish the prepared tree: nothing is adopted. */
  discarded(): void {
    const prepared = this.prepared;
    this.prepared = undefined;
    if (!prepared) return;
    this.dirty = prepared.written;
    if (prepared.written === 'all') this.summaries.clear();
    else for (const file of prepared.written) this.summaries.delete(file.split(path.sep).join('/'));
    this.live?.spare(prepared.spare, this.dirty);
  }

  /** Resolves when no search round runs or waits (for the correctness series). */
  async searchSettled(): Promise<void> {
    await this.search?.settled();
  }
}
