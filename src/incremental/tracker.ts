/**
 * Records what each page reads while it renders. Astro renders several pages at once
 * (astro.config.mjs `build.concurrency`), so "the page being rendered" is per async context: the
 * middleware (src/middleware.ts) renders each page inside its own scope (`inPageScope`), the route
 * file calls `beginPage(path)` first, the content accessors call `dependOn(key)`. Reads outside a
 * page render (building the memoised indexes, getStaticPaths) record nothing. Without a scope
 * (unit tests, a caller outside Astro) one page at a time is tracked in the shared state.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { alwaysDeps } from './keys.ts';
import { digestOf, recordHash } from './digests.ts';
import { incrementalState, type IncrementalState } from './state.ts';

type PageScope = Pick<IncrementalState, 'current'>;

const SCOPES = Symbol.for('corporate-site.incremental-build.page-scopes');
type Holder = { [SCOPES]?: AsyncLocalStorage<PageScope> };
/** One per process (the build script and the prerender bundle each have copies of this module). */
const pageScopes = ((globalThis as Holder)[SCOPES] ??= new AsyncLocalStorage<PageScope>());

const scopeOf = (state: IncrementalState): PageScope => pageScopes.getStore() ?? state;

function closePage(state: IncrementalState, scope: PageScope): void {
  const current = scope.current;
  if (!current) return;
  const deps = [...current.deps].sort();
  state.rendered.set(current.path, { deps, hash: recordHash(deps, state.digests) });
  scope.current = undefined;
}

/** Closes the record of the page being rendered (its deps' digests are all known by now). */
export function finishCurrentPage(state: IncrementalState = incrementalState()): void {
  closePage(state, scopeOf(state));
}

/** Starts recording for the page at `path` (`/de/kontakt/`). */
export async function beginPage(path: string): Promise<void> {
  const state = incrementalState();
  const scope = scopeOf(state);
  closePage(state, scope);
  const deps = alwaysDeps(path);
  scope.current = { path, deps: new Set(deps) };
  await Promise.all(deps.map(digestOf));
}

/** The page being rendered reads what `key` names. */
export async function dependOn(key: string): Promise<void> {
  const state = incrementalState();
  const current = scopeOf(state).current;
  if (!current) return;
  current.deps.add(key);
  await digestOf(key);
}

/** Renders one page (`render` returns once its whole body is rendered) in a scope of its own, then closes its record. */
export async function inPageScope<T>(render: () => Promise<T>): Promise<T> {
  const scope: PageScope = { current: undefined };
  try {
    return await pageScopes.run(scope, render);
  } finally {
    closePage(incrementalState(), scope);
  }
}
