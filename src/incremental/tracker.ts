/**
 * Records what each page reads while it renders. Astro renders the pages of a static build one
 * after another (build.concurrency 1, the default), so "the page being rendered" is one value:
 * the route file calls `beginPage(path)` first, the content accessors call `dependOn(key)`.
 * Reads outside a page render (building the memoised indexes, getStaticPaths) record nothing.
 */
import { alwaysDeps } from './keys.ts';
import { digestOf, recordHash } from './digests.ts';
import { incrementalState, type IncrementalState } from './state.ts';

/** Closes the record of the page being rendered (its deps' digests are all known by now). */
export function finishCurrentPage(state: IncrementalState = incrementalState()): void {
  const current = state.current;
  if (!current) return;
  const deps = [...current.deps].sort();
  state.rendered.set(current.path, { deps, hash: recordHash(deps, state.digests) });
  state.current = undefined;
}

/** Starts recording for the page at `path` (`/de/kontakt/`). */
export async function beginPage(path: string): Promise<void> {
  const state = incrementalState();
  finishCurrentPage(state);
  const deps = alwaysDeps(path);
  state.current = { path, deps: new Set(deps) };
  await Promise.all(deps.map(digestOf));
}

/** The page being rendered reads what `key` names. */
export async function dependOn(key: string): Promise<void> {
  const state = incrementalState();
  if (!state.current) return;
  state.current.deps.add(key);
  await digestOf(key);
}
