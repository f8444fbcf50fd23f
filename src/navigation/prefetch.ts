/**
 * Link prefetching (docs/navigation.md §10), in the browser. Astro's prefetch script does the prefetching: every same-site
 * link is prefetched once it has been in view for a moment, never on a data-saver or 2g connection
 * (its own check), never twice, and not a link marked `data-astro-prefetch="false"`. It is started
 * here, when the browser is first idle or after 2000 ms at the latest, so scanning the page's links
 * and the first prefetches do not compete with the page's own loading and its islands' hydration.
 *
 * astro.config.mjs leaves Astro's `prefetch` option unset: with it, Astro starts the same script as
 * soon as the page's modules run. The options are therefore given here.
 */
import { init } from 'astro/virtual-modules/prefetch.js';

/** docs/navigation.md §10: the idle timeout of link prefetching. */
export const PREFETCH_IDLE_TIMEOUT_MS = 2000;

export const PREFETCH_OPTIONS = { prefetchAll: true, defaultStrategy: 'viewport' } as const;

interface IdleWindow {
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
}

/** Starts prefetching when `win` is first idle (at most PREFETCH_IDLE_TIMEOUT_MS), or soon where there is no idle callback. */
export function prefetchWhenIdle(start: () => void = () => init(PREFETCH_OPTIONS), win: IdleWindow = window): void {
  if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(start, { timeout: PREFETCH_IDLE_TIMEOUT_MS });
  // Browsers without idle callbacks: after the current work, never later than the idle timeout would.
  else win.setTimeout(start, 200);
}
