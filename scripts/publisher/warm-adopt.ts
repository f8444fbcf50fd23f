/**
 * The warm publisher (./warm-publisher.ts) takes up a live folder (docs/publishing.md §3.2): the last
 * publish its state file names (./publish-state.ts) — the content the tree was built from, every
 * page's dependency record and the pages by search language, the uploads it has, where the spare tree
 * differs — and a renderer from an `astro build` that renders none of its pages (./warm-site.ts
 * `adopt`). The search index's rounds start from the index folder the trees link to, with what it
 * does not cover yet (./search-rounds.ts). The same after a full build (./full-build.ts) as after a
 * restart.
 */
import path from 'node:path';
import type { SiteData } from '../../src/site/types.ts';
import { LiveState } from './live-state.ts';
import { readPublishState, readSnapshot, type PagesSnapshot } from './publish-state.ts';
import { closing, since } from './publish-summary.ts';
import { SearchFollower } from './search-follower.ts';
import { SearchRounds, type RoundReport } from './search-rounds.ts';
import type { TreeDelta } from './release-pair.ts';
import { WarmSite } from './warm-site.ts';

export interface AdoptOptions {
  origin: string;
  /** A folder of the publisher's own for staging image variants, the adopting build and the search rounds. */
  workDir: string;
  log: (line: string) => void;
  /** Hears how each search round ended (./search-rounds.ts). */
  onSearch?: (report: RoundReport) => void;
  /** After a failed search round, the next is tried this much later (default 30 s). */
  searchRetryMs?: number;
}

/** What an adoption found and how long it took (ms). */
export interface AdoptSummary {
  /** The published tree adopted (`a` or `b`) and the day it was rendered for. */
  release: string;
  today: string;
  /** Pages, error pages, calendar files and sitemaps the adopted site has. */
  files: number;
  phases: { load: number; model: number; astro: number };
  ms: number;
  seconds: number;
  peakRssMb: number;
}

export interface Adopted {
  site: WarmSite;
  live: LiveState;
  /** Every HTML file of the published tree by the language of its page. */
  languages: Map<string, readonly string[]>;
  /** The uploads the published tree has (url → upload entry key). */
  uploads: Array<[string, string | null]>;
  /** Where the spare tree differs from the published one. */
  dirty: TreeDelta;
  search: SearchRounds;
  summary: AdoptSummary;
}

/** Adopts the last publish of the live folder `liveDir`; throws when its state file or a snapshot is not what it should be. */
export async function adoptLiveFolder(liveDir: string, options: AdoptOptions): Promise<Adopted> {
  const started = performance.now();
  const state = readPublishState(liveDir);
  if (!state) throw new Error(`warm publisher: no state file in ${liveDir} to adopt`);
  const live = new LiveState(liveDir, state);
  const pages = readSnapshot<PagesSnapshot>(liveDir, state.pages);
  const data = readSnapshot<SiteData>(liveDir, state.content);
  const uploads = readSnapshot<Array<[string, string | null]>>(liveDir, state.uploads);
  const load = since(started);
  const { site, phases } = await WarmSite.adopt({
    outDir: path.join(options.workDir, 'adopt'),
    origin: options.origin,
    today: state.release.today,
    log: options.log,
    data,
    records: new Map(Object.entries(pages.records)),
  });
  const languages = new Map(Object.entries(pages.languages));
  const indexDir = live.resolve(state.search.index);
  const follower = new SearchFollower(options.workDir);
  follower.startFrom(indexDir);
  const search: SearchRounds = new SearchRounds({
    follower,
    workDir: options.workDir,
    indexDir,
    log: options.log,
    ...(options.searchRetryMs === undefined ? {} : { retryMs: options.searchRetryMs }),
    report: (report) => {
      try {
        live.searchDue(search.uncovered());
      } catch (error) {
        options.log(`the state file could not be written after a search round: ${String(error)}`);
      }
      options.onSearch?.(report);
    },
  });
  search.restore(live.resolve(state.release.tree), languages, state.search.due);
  return {
    site,
    live,
    languages,
    uploads,
    dirty: state.spare.differs === 'all' ? 'all' : new Set(state.spare.differs),
    search,
    summary: {
      release: path.basename(state.release.tree),
      today: state.release.today,
      files: site.paths().length,
      phases: { load, ...phases },
      ...closing(started),
      ms: since(started),
    },
  };
}
