/**
 * `client:interaction`: hydrate an island when a visitor first reaches for it (the pointer over it,
 * a touch, keyboard focus inside it) instead of while the page loads. The island's server HTML works
 * until then (links, and what CSS opens on hover and focus); on a phone, where nobody hovers, the
 * page's main thread stays free of the island's code until the first tap.
 *
 * A click inside the island that comes before it runs (its code still loading) is held: its default
 * action is prevented, and once the island has hydrated the same element is clicked again, so the
 * island's own handler takes it (the language switcher stores the cookie, the mobile menu opens).
 * Clicks with a modifier key pass untouched (a link opened in a new tab). Should the code fail to
 * load, the held click is given back to the page as it was (a link is followed).
 *
 * So that the first tap answers at once, the island's modules are imported (fetched and evaluated,
 * the island not hydrated) once the page has loaded and the browser is idle, except on a data-saver
 * connection. After a failed hydration the island stays as the server rendered it (its links work).
 *
 * Registered by ./integration.ts; Astro inlines it into every page that has such an island, so it is
 * kept tiny and depends on nothing.
 */
import type { ClientDirective } from 'astro';

/** What reaching for an island looks like: each starts loading its code. */
export const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/** The part of a DOM element the directive uses (a stand-in in unit tests). */
export interface IslandElement {
  addEventListener(type: string, listener: (event: Event) => void, options?: boolean | AddEventListenerOptions): void;
  removeEventListener(type: string, listener: (event: Event) => void, options?: boolean | EventListenerOptions): void;
}

/** The element a click is about: the nearest link or button around its target. */
function clickedControl(event: Event): HTMLElement | null {
  const target = event.target as Element | null;
  return (target?.closest?.('a[href], button') as HTMLElement | null) ?? null;
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Astro's `load` of an island: imports its code, resolves to the function that hydrates it. */
export type IslandLoader = () => Promise<() => Promise<void>>;

/**
 * Waits for the first intent or click on `element`, then loads and hydrates the island once; clicks
 * before it runs are held and repeated afterwards (see above). `preload` is called with a function
 * that imports the island's code without hydrating it (the directive passes `whenIdle`). Returns a
 * promise of the end of the hydration (for tests: settled once the held click, if any, was given again).
 */
export function hydrateOnInteraction(
  element: IslandElement,
  load: IslandLoader,
  preload: (fetchCode: () => void) => void = () => {},
): { done: Promise<void> } {
  let held: HTMLElement | null = null;
  let settle: () => void = () => {};
  const done = new Promise<void>((resolve) => (settle = resolve));
  let running: Promise<void> | undefined;
  let loading: ReturnType<IslandLoader> | undefined;
  const loadOnce = (): ReturnType<IslandLoader> => (loading ??= load());

  const holdClick = (event: Event): void => {
    if (event.defaultPrevented || !isPlainClick(event as MouseEvent)) {
      start();
      return;
    }
    const control = clickedControl(event);
    if (!control) return;
    event.preventDefault();
    held = control;
    start();
  };

  const release = (): void => {
    element.removeEventListener('click', holdClick, { capture: true });
    const control = held;
    held = null;
    if (control?.isConnected) control.click();
  };

  function start(): void {
    if (running) return;
    for (const type of INTENT_EVENTS) element.removeEventListener(type, start);
    running = loadOnce()
      .then((hydrate) => hydrate())
      .then(release, release)
      .then(settle);
  }

  for (const type of INTENT_EVENTS) element.addEventListener(type, start, { passive: true });
  // Capturing: a click is held before anything inside the island sees it.
  element.addEventListener('click', holdClick, { capture: true });
  // A failed early fetch is tried again on interaction.
  preload(() => {
    loadOnce().catch(() => (loading = undefined));
  });
  return { done };
}

/** Runs `task` when the browser is first idle after the page has loaded; never on a data-saver connection or without idle callbacks. */
export function whenIdle(task: () => void): void {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || typeof requestIdleCallback !== 'function') return;
  const schedule = () => requestIdleCallback(() => task());
  if (document.readyState === 'complete') schedule();
  else addEventListener('load', schedule, { once: true });
}

const interactionDirective: ClientDirective = (load, _options, element) => {
  hydrateOnInteraction(element, load, whenIdle);
};

export default interactionDirective;
