/**
 * The output side of a build (scripts/build.ts): where Astro writes, how the complete new output is
 * made from it, and how it is swapped in and kept in the build cache — in proportion to what changed
 * where it can be.
 *
 * - **In place** (an incremental build from the cache's own copy): Astro writes the rendered pages
 *   beside the staged folder; the cache's last output becomes the new output by renames
 *   (./output-update.ts); after the swap the output folder it replaced catches up with this build's
 *   changes and becomes the cache's copy (./cache-output.ts). A failed build puts the cache's copy
 *   back as it was.
 * - **Linked** (`--previous DIR`, whose folder is not ours to move, or a cache on another file system):
 *   the kept pages are hard-linked from the last output into Astro's output, which is then compared
 *   with it file by file (scripts/lib/incremental-output.ts).
 * - **Full**: Astro's output is the new output.
 *
 * After the swap the cache holds a copy of the output (hard links) with the dependency index and the
 * upload manifest that describe it, or, with `--previous`, none. The index and manifest are removed
 * before the copy changes and written after it, so a build stopped between the two leaves an output
 * without an index (the next build is a full one), never an index that describes another output.
 */
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { MirroredFile } from '../../src/cms/mirror.ts';
import type { StagedOutput } from './atomic-output.ts';
import { catchUpCache, pairsWithCache, readTreeRecord, writeTreeRecord, type TreeRecord } from './cache-output.ts';
import {
  brokenLinks,
  carryOver,
  listFiles,
  pageFile,
  relinkUnchanged,
  replaceWithLinks,
  writeUploadManifest,
} from './incremental-output.ts';
import { updateOutput, type OutputUpdate } from './output-update.ts';
import { SEARCH_INDEX_DIR } from './search-index.ts';

export interface CachePaths {
  /** The cache's copy of the last output. */
  output: string;
  index: string;
  /** The index of this build, written by the render process, renamed to `index` when the build succeeds. */
  nextIndex: string;
  uploads: string;
  /** Which output folder pairs with the copy (./cache-output.ts). */
  tree: string;
}

/** The build cache's files in `dir` (scripts/lib/incremental-output.ts `buildCacheDir`). */
export function cachePaths(dir: string): CachePaths {
  return {
    output: path.join(dir, 'output'),
    index: path.join(dir, 'index.json'),
    nextIndex: path.join(dir, 'index.next.json'),
    uploads: path.join(dir, 'uploads.json'),
    tree: path.join(dir, 'tree.json'),
  };
}

/** What the render process tells the output side (page paths). */
export interface RenderedPages {
  /** The pages rendered. */
  rendered: Iterable<string>;
  /** The pages kept from the last output. */
  skipped: Iterable<string>;
  /** Every page of the site. */
  enumerated: Iterable<string>;
  /** The pages of the last build the site no longer has. */
  gone: Iterable<string>;
}

/** Whether `file` is an image variant or part of the search index (neither a page nor one of a tree record's `others`). */
const imageOrSearch = (file: string): boolean => file.startsWith(`_img${path.sep}`) || file.startsWith(`${SEARCH_INDEX_DIR}${path.sep}`);

export type OutputMode = 'in place' | 'linked' | 'full';

/** Seconds per step over the output tree. */
export type TreeSteps = Record<string, number>;

export class BuildOutput {
  readonly steps: TreeSteps = {};
  private update: OutputUpdate | undefined;
  private changedFiles: string[] | undefined;
  /** The files of the new output besides pages, image variants and the search index (./cache-output.ts `others`). */
  private others: string[] | undefined;
  private enumerated: Iterable<string> | undefined;
  private readonly record: TreeRecord | undefined;
  private readonly paired: boolean;
  private readonly staged: StagedOutput;
  private readonly cache: CachePaths;
  private readonly previous: string;
  private mode: OutputMode;

  /** `previous`: the last output kept pages come from (`--previous`, or the cache's copy). */
  constructor(staged: StagedOutput, cache: CachePaths, previous: string, mode: OutputMode) {
    this.staged = staged;
    this.cache = cache;
    this.previous = previous;
    this.record = readTreeRecord(cache.tree);
    // Without the record of the copy's other files (an older cache) the kept pages are linked, this once.
    this.mode = mode === 'in place' && !this.record ? 'linked' : mode;
    // Before anything moves: whether the output folder is the cache's copy's pair.
    this.paired = this.mode === 'in place' && this.step('pairing', () => pairsWithCache(staged.outDir, cache.output, this.record));
  }

  get outputMode(): OutputMode {
    return this.mode;
  }

  /** Where Astro writes. */
  get renderDir(): string {
    return this.mode === 'in place' ? this.staged.sibling('fresh') : this.staged.tempDir;
  }

  /** The staged folder that holds the new output once `assemble` returned. */
  get dir(): string {
    return this.staged.tempDir;
  }

  step<T>(name: string, work: () => T): T {
    const start = performance.now();
    try {
      return work();
    } finally {
      this.steps[name] = (this.steps[name] ?? 0) + Number(((performance.now() - start) / 1000).toFixed(2));
    }
  }

  /**
   * Makes the complete new output in the staged folder. Returns the kept pages the last output lacks
   * (linked mode; the caller then renders every page), else an empty list.
   */
  assemble(pages: RenderedPages): string[] {
    this.enumerated = pages.enumerated;
    if (this.mode === 'full') return [];
    if (this.mode === 'in place') {
      try {
        const update = this.step('update', () =>
          updateOutput({
            last: this.cache.output,
            fresh: this.renderDir,
            staged: this.staged.tempDir,
            aside: this.staged.sibling('aside'),
            gone: [...[...pages.gone].map(pageFile), SEARCH_INDEX_DIR],
            rewritten: this.record?.others ?? [],
          }),
        );
        this.update = update;
        this.changedFiles = update.changed;
        const renderedFiles = new Set([...pages.rendered].map(pageFile));
        this.others = update.written.filter((file) => !renderedFiles.has(file) && !imageOrSearch(file));
        return [];
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        // The cache is on another file system: Astro's output moved into place, the kept pages linked.
        const fresh = this.renderDir;
        rmSync(this.staged.tempDir, { recursive: true, force: true });
        renameSync(fresh, this.staged.tempDir);
        this.mode = 'linked';
      }
    }
    const kept = this.step('carry-over', () => carryOver(this.previous, this.staged.tempDir, pages.skipped));
    if (kept.missing.length > 0) return kept.missing;
    const files = this.step('list', () => listFiles(this.staged.tempDir));
    this.changedFiles = this.step('relink', () => relinkUnchanged(this.previous, this.staged.tempDir, files));
    this.others = this.othersOf(files);
    return [];
  }

  /** Of every file of an output, those that are not pages, image variants or the search index. */
  private othersOf(files: readonly string[]): string[] {
    if (!this.enumerated) throw new Error('the output was committed before it was assembled');
    const pageFiles = new Set([...this.enumerated].map(pageFile));
    return files.filter((file) => !pageFiles.has(file) && !imageOrSearch(file));
  }

  /** Files of the new output whose bytes are new (undefined for a full build: all of them). */
  get changed(): readonly string[] | undefined {
    return this.changedFiles;
  }

  /**
   * The pages whose internal links must be checked, of `rendered` (output-relative files): in place,
   * those whose bytes changed — a page rendered to the same bytes links where it linked, and what it
   * linked to is still there — unless files are gone: then every rendered page (one whose bytes did not
   * change may link to one; the warm publisher reasons the same way). Pages kept are not read: a page
   * that links to a page that is gone read that page's path, so it rendered. Otherwise every rendered page.
   */
  linkChecked(rendered: readonly string[]): readonly string[] {
    if (!this.update || !this.changedFiles) return rendered;
    if (this.update.removed.some((entry) => entry !== SEARCH_INDEX_DIR)) return rendered;
    const changed = new Set(this.changedFiles);
    return rendered.filter((file) => changed.has(file));
  }

  /** Throws when an internal link of the pages `linkChecked` picks of `rendered` leads nowhere in the new output. */
  checkLinks(rendered: readonly string[]): void {
    const checked = this.linkChecked(rendered);
    const broken = this.step('links', () => brokenLinks(this.dir, checked));
    if (broken.length === 0) return;
    const lines = broken.slice(0, 20).map(({ page, url }) => `  ${page} → ${url}`);
    throw new Error(`${broken.length} internal link(s) of the rendered pages lead nowhere:\n${lines.join('\n')}`);
  }

  /** The build failed: the cache's copy back as it was (in place), then the staged folders removed. */
  abandon(): void {
    this.update?.undo();
    this.staged.discard();
    rmSync(this.cache.nextIndex, { force: true });
  }

  /** The render process rendered every page though asked for the changed ones (it could not read the index). */
  renderedInFull(): void {
    if (this.mode === 'in place') {
      const fresh = this.renderDir;
      rmSync(this.staged.tempDir, { recursive: true, force: true });
      renameSync(fresh, this.staged.tempDir);
    }
    this.mode = 'full';
  }

  /**
   * Swaps the new output in and records it in the cache with the dependency index the render process
   * wrote (`cache.nextIndex`) and the mirrored `uploads`; `keepCopy` false (`--previous`): the cache
   * keeps no copy.
   */
  async commit(uploads: Record<string, MirroredFile> | undefined, keepCopy: boolean): Promise<void> {
    const catchUp = this.mode === 'in place' && this.paired && keepCopy;
    const start = performance.now();
    const behind = await this.staged.commit({ keepPrevious: catchUp });
    this.steps['swap'] = Number(((performance.now() - start) / 1000).toFixed(2));
    this.step('clean-up', () => this.update?.finish());
    const { output, index, tree } = this.cache;
    for (const file of [index, this.cache.uploads, tree]) rmSync(file, { force: true });
    const outDir = this.staged.outDir;
    // The files the next build's pairing probes: those this build changed (a full build: all).
    let probes = this.changedFiles ?? [];
    if (!keepCopy) rmSync(output, { recursive: true, force: true });
    else if (catchUp && behind && this.update) {
      const { changed, removed } = this.update;
      this.step('cache catch-up', () => catchUpCache(behind, outDir, { changed, removed, rewritten: [SEARCH_INDEX_DIR] }, output));
    } else {
      const linked = this.step('cache copy', () => replaceWithLinks(outDir, output));
      if (this.mode === 'full') probes = linked;
      this.others ??= this.othersOf(linked);
    }
    this.step('index', () => renameSync(this.cache.nextIndex, index));
    if (uploads) writeUploadManifest(this.cache.uploads, uploads);
    if (keepCopy) writeTreeRecord(tree, probes, this.others ?? []);
  }
}
