/**
 * Which pages this build renders. Without SITE_INCREMENTAL_INDEX (a full build) every page; with
 * it, the pages that are new or whose dependency digest (./digests.ts over the keys the page read
 * last time, from the index file) changed. The others are recorded as skipped: scripts/build.ts
 * keeps their previous output.
 */
import { recordHash, digestOf } from './digests.ts';
import { readDependencyIndex, type DependencyIndex } from './index-file.ts';
import { incrementalState } from './state.ts';

let index: DependencyIndex | null | undefined;

function previousIndex(): DependencyIndex | undefined {
  if (index === undefined) {
    const file = process.env.SITE_INCREMENTAL_INDEX?.trim();
    index = (file ? readDependencyIndex(file) : undefined) ?? null;
  }
  return index ?? undefined;
}

export async function selectForRender<T>(candidates: readonly T[], pathOf: (candidate: T) => string): Promise<T[]> {
  const state = incrementalState();
  const previous = previousIndex();
  const selected: T[] = [];
  for (const candidate of candidates) {
    const path = pathOf(candidate);
    state.enumerated.add(path);
    const record = previous?.pages[path];
    if (record) {
      await Promise.all(record.deps.map(digestOf));
      if (recordHash(record.deps, state.digests) === record.hash) {
        state.skipped.add(path);
        continue;
      }
    }
    selected.push(candidate);
  }
  return selected;
}
