/**
 * The state of an incremental build shared between the build's render process (scripts/render.ts,
 * which calls Astro in the same process) and the pages while they render (the prerender bundle, which
 * has its own copies of the site's modules). It lives on `globalThis` under one symbol, so both
 * see the same object. Plain data only: no functions cross from the bundle to the script.
 */
import type { DependencyIndex, PageRecord } from './index-file.ts';

export interface IncrementalState {
  /** Pages rendered in this build, by path (`/de/kontakt/`), with what they read. */
  rendered: Map<string, PageRecord>;
  /** Pages left out of this build because nothing they read changed: their previous output is kept. */
  skipped: Set<string>;
  /** Every page path the site has in this build (rendered or skipped). */
  enumerated: Set<string>;
  /**
   * The dependency index of the last build (only the pages whose record no longer matches render),
   * or undefined: every page renders.
   */
  previous: DependencyIndex | undefined;
}

const KEY = Symbol.for('corporate-site.incremental-build');

type Holder = { [KEY]?: IncrementalState };

export function incrementalState(): IncrementalState {
  const holder = globalThis as Holder;
  holder[KEY] ??= { rendered: new Map(), skipped: new Set(), enumerated: new Set(), previous: undefined };
  return holder[KEY];
}

/** Starts a fresh state (the build script, before each build), with the last build's index for an incremental one. */
export function resetIncrementalState(previous?: DependencyIndex): IncrementalState {
  delete (globalThis as Holder)[KEY];
  const state = incrementalState();
  state.previous = previous;
  return state;
}
