/**
 * Viewport state (docs/navigation.md §10): scroll offset, window width and height, document width, with the
 * derived flags "at least desktop" (the desktop navigation, from 1074px) and "page scrolled".
 * The listeners run only while an island subscribes (nanostores `onMount`); resizes are
 * debounced by 200 ms (docs/architecture.md §11), scrolling is read once per animation frame.
 */
import { computed, map, onMount } from 'nanostores';
import { breakpoints } from '../styles/breakpoints.ts';

export interface ViewportState {
  scrollY: number;
  width: number;
  height: number;
  documentWidth: number;
}

export const RESIZE_DEBOUNCE_MS = 200;

export const $viewport = map<ViewportState>({ scrollY: 0, width: 0, height: 0, documentWidth: 0 });

/** At least the desktop navigation width (1074px). */
export const $isDesktop = computed($viewport, (state) => state.width >= breakpoints.desktopNav);

/** The page is scrolled away from the top. */
export const $pageScrolled = computed($viewport, (state) => state.scrollY > 0);

function readViewport(win: Window = window): ViewportState {
  return {
    scrollY: win.scrollY,
    width: win.innerWidth,
    height: win.innerHeight,
    documentWidth: win.document.documentElement.clientWidth,
  };
}

onMount($viewport, () => {
  if (typeof window === 'undefined') return;
  $viewport.set(readViewport());
  let resizeTimer: ReturnType<typeof setTimeout> | undefined;
  let frame = 0;
  const onResize = () => {
    clearTimeout(resizeTimer);
    resizeTimer = setTimeout(() => $viewport.set(readViewport()), RESIZE_DEBOUNCE_MS);
  };
  const onScroll = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      $viewport.setKey('scrollY', window.scrollY);
    });
  };
  window.addEventListener('resize', onResize);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    clearTimeout(resizeTimer);
    cancelAnimationFrame(frame);
    window.removeEventListener('resize', onResize);
    window.removeEventListener('scroll', onScroll);
  };
});
