/**
 * The state file of the live folder (./publish-state.ts) as the warm publisher keeps it: in memory,
 * written again after every change — a publish that begins writing into the spare tree (which then
 * differs from the published tree everywhere until it ends), a publish that goes live (the new tree,
 * and the snapshots of what it changed), a publish that does not, and every search round (what the
 * index does not cover yet).
 */
import path from 'node:path';
import type { SiteData } from '../../src/site/types.ts';
import { writePublishState, writeSnapshot, type PagesSnapshot, type PublishState } from './publish-state.ts';
import type { TreeDelta } from './release-pair.ts';
import type { DueRecord } from './search-rounds.ts';

type TreeName = PublishState['release']['tree'];

export class LiveState {
  readonly liveDir: string;
  private current: PublishState;

  constructor(liveDir: string, state: PublishState) {
    this.liveDir = path.resolve(liveDir);
    this.current = state;
  }

  get state(): PublishState {
    return this.current;
  }

  /** An absolute path of the live folder (`trees/a`, `search/…`). */
  resolve(relative: string): string {
    return path.join(this.liveDir, relative);
  }

  private name(tree: string): TreeName {
    return path.relative(this.liveDir, tree).split(path.sep).join('/') as TreeName;
  }

  private write(next: PublishState): void {
    writePublishState(this.liveDir, next);
    this.current = next;
  }

  /** Where the spare tree differs from the published one (`all`: a publish writes into it now). */
  spare(tree: string, differs: TreeDelta): void {
    this.write({ ...this.current, spare: { tree: this.name(tree), differs: differs === 'all' ? 'all' : [...differs].sort() } });
  }

  /** What the search index does not cover yet. */
  searchDue(due: DueRecord): void {
    this.write({ ...this.current, search: { ...this.current.search, due } });
  }

  /**
   * `tree` is published for the day `today`; the tree before it is the spare and differs at `differs`.
   * The snapshots given changed with this publish (the others stay as they were).
   */
  published(
    release: { tree: string; today: string; before: string; differs: TreeDelta; due: DueRecord },
    changed: { pages?: () => PagesSnapshot; content?: () => SiteData; uploads?: () => Array<[string, string | null]> },
  ): void {
    this.write({
      ...this.current,
      release: { tree: this.name(release.tree), today: release.today, publishedAt: new Date().toISOString() },
      pages: changed.pages ? writeSnapshot(this.liveDir, 'pages', changed.pages()) : this.current.pages,
      content: changed.content ? writeSnapshot(this.liveDir, 'content', changed.content()) : this.current.content,
      uploads: changed.uploads ? writeSnapshot(this.liveDir, 'uploads', changed.uploads()) : this.current.uploads,
      search: { ...this.current.search, due: release.due },
      spare: { tree: this.name(release.before), differs: release.differs === 'all' ? 'all' : [...release.differs].sort() },
    });
  }
}
