/** Small hooks the navigation islands share. */
import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * False during server rendering and hydration, true once the island runs in the browser. Islands
 * render their no-JavaScript form until then (links that work without scripts), so the HTML the
 * server sent and the first client render agree.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/*
 * The two listeners below are attached in a layout effect, during the render that opens the
 * disclosure: a passive effect runs only after the next frame is painted, and the browser handles
 * input before that, so an Escape or a press pressed right after the drawer shows (a fast hand, a
 * busy machine, assistive technology) would reach no listener and the drawer would stay open.
 */

/** Calls `onOutside` for a pointer press outside `ref` while `active`. */
export function useOutsidePress(ref: RefObject<HTMLElement | null>, active: boolean, onOutside: () => void): void {
  useLayoutEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current && event.target instanceof Node && !ref.current.contains(event.target)) onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [ref, active, onOutside]);
}

/** Calls `onEscape` when Escape is pressed anywhere while `active` (a disclosure or dialog is open). */
export function useEscape(active: boolean, onEscape: () => void): void {
  useLayoutEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      onEscape();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, onEscape]);
}
