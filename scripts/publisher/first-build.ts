/**
 * The first publish of a warm publisher process (./warm-publisher.ts): a full build of every page
 * into the spare release tree, the quality gates on every page (in a process of their own, which
 * gives its memory back), the whole search index and the uploads as the build mirrored them. What it
 * returns becomes the warm state once the caller publishes the tree.
 */
import { rmSync } from 'node:fs';
import { buildSearchIndex, pageLanguages } from '../lib/search-index.ts';
import { verifyReleaseInOwnProcess } from '../verify/release.ts';
import { closing, noPhases, since, type PublishSummary } from './publish-summary.ts';
import { WarmSite } from './warm-site.ts';
import type { WarmUploads } from './warm-uploads.ts';

export interface FirstBuild {
  site: WarmSite;
  /** Every HTML file of the tree by the language of its page. */
  languages: Map<string, string[]>;
  summary: PublishSummary;
}

/** Builds the whole site into `spare` (emptied first); `uploads` starts from the files the build mirrored. */
export async function firstBuild(
  spare: string,
  options: { origin: string; today: string; log: (line: string) => void },
  uploads: WarmUploads,
): Promise<FirstBuild> {
  const started = performance.now();
  const phases = noPhases();
  rmSync(spare, { recursive: true, force: true });
  let step = performance.now();
  const site = await WarmSite.start({ outDir: spare, origin: options.origin, today: options.today, log: options.log });
  phases.render = since(step);
  step = performance.now();
  await verifyReleaseInOwnProcess(spare);
  phases.gates = since(step);
  step = performance.now();
  await buildSearchIndex(spare);
  phases.search = since(step);
  await uploads.startFrom(spare);
  const files = site.paths().length;
  return {
    site,
    languages: pageLanguages(spare),
    summary: {
      mode: 'full',
      reason: 'first build of the publisher',
      changes: 0,
      rendered: files,
      changed: files,
      removed: 0,
      kept: 0,
      phases,
      ...closing(started),
    },
  };
}
