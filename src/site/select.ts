/**
 * Which pages this build renders. Without the last build's dependency index (a full build) every
 * page; with it, the pages that are new or whose record (the keys the page read last time, and
 * their digests then) no longer matches the site model of this build. The others are recorded as
 * skipped: scripts/build.ts keeps their previous output.
 */
import { digestsOf, recordHash } from './digests.ts';
import type { SiteModel } from './types.ts';
import type { DependencyIndex } from '../incremental/index-file.ts';
import { incrementalState } from '../incremental/state.ts';

/** The paths among `paths` whose record in `index` does not match `model` (new pages included). */
function changedPaths(index: DependencyIndex | undefined, model: SiteModel, paths: Iterable<string>): Set<string> {
  const digestOf = digestsOf(model);
  const changed = new Set<string>();
  for (const path of paths) {
    const record = index?.pages[path];
    if (!record || recordHash(record.deps, digestOf) !== record.hash) changed.add(path);
  }
  return changed;
}

export function selectForRender<T>(model: SiteModel, candidates: readonly T[], pathOf: (candidate: T) => string): T[] {
  const state = incrementalState();
  const changed = changedPaths(state.previous, model, candidates.map(pathOf));
  const selected: T[] = [];
  for (const candidate of candidates) {
    const path = pathOf(candidate);
    state.enumerated.add(path);
    if (changed.has(path)) selected.push(candidate);
    else state.skipped.add(path);
  }
  return selected;
}
