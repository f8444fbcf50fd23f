/**
 * What the mobile menu's `<dialog>` does (src/islands/MobileMenu.tsx, docs/navigation.md §6): it opens and closes
 * with the store, moves focus as the level changes, keeps Tab inside and closes on a click on the dimmed strip.
 * Each hook takes the refs of the elements it works on; the island calls them in this order.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { closeLanguageSwitcher } from '../../stores/language.ts';
import { backMobileMenu, closeMobileMenu, followMenuLink, type MobileMenuState } from '../../stores/mobile-menu.ts';

/** The slide-out of the panel (MobileMenu.css `mobile-slide-out`). */
const SLIDE_OUT_MS = 200;
const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * After a link to an anchor on this page: closing the dialog gave focus back to the toggle; move it
 * to the anchor's target instead, so keyboard and screen reader users continue where they jumped.
 */
function focusHashTarget() {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

interface DialogElements {
  dialog: RefObject<HTMLDialogElement | null>;
  toggle: RefObject<HTMLAnchorElement | null>;
  closeButton: RefObject<HTMLButtonElement | null>;
}

/**
 * The store drives the dialog: open → showModal (page inert, no scrolling); closed → the panel
 * slides out (unless the visitor prefers reduced motion), then the dialog closes and focus goes
 * back to the toggle, except after following a link. Gives whether the panel is sliding out (its
 * content stays until the dialog closes) and what following a link in the menu does.
 */
export function useMenuDialog(active: boolean, { dialog, toggle, closeButton }: DialogElements): { closing: boolean; follow: () => void } {
  /** The panel is sliding out: its content stays until the dialog closes. */
  const [closing, setClosing] = useState(false);
  /** Set when a link in the menu was followed: the browser then decides where focus goes. */
  const followedLink = useRef(false);
  const follow = useCallback(() => {
    followedLink.current = true;
    followMenuLink();
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (active && !element.open) {
      followedLink.current = false;
      closeLanguageSwitcher();
      element.removeAttribute('data-closing');
      element.showModal();
      document.documentElement.classList.add('has-modal');
      closeButton.current?.focus({ preventScroll: true });
      return;
    }
    if (active || !element.open) return;
    const finish = () => {
      setClosing(false);
      element.removeAttribute('data-closing');
      if (element.open) element.close();
      document.documentElement.classList.remove('has-modal');
      if (followedLink.current) focusHashTarget();
      else toggle.current?.focus();
    };
    if (followedLink.current || matchMedia('(prefers-reduced-motion: reduce)').matches) {
      finish();
      return;
    }
    setClosing(true);
    element.setAttribute('data-closing', '');
    const timer = setTimeout(finish, SLIDE_OUT_MS);
    return () => clearTimeout(timer);
  }, [active, dialog, toggle, closeButton]);
  useEffect(() => () => document.documentElement.classList.remove('has-modal'), []);

  return { closing, follow };
}

/**
 * Focus follows the level: the title when a level replaces the list (2, 3, and back to 0 from
 * the back arrow), the open main item when coming back to level 1. Gives the back arrow's action.
 */
export function useLevelFocus(
  { active, depth }: Pick<MobileMenuState, 'active' | 'depth'>,
  dialog: RefObject<HTMLDialogElement | null>,
  heading: RefObject<HTMLHeadingElement | null>,
): () => void {
  /** Set by the back arrow: returning to level 0 removes it, so focus goes to the title. */
  const backPressed = useRef(false);
  const previousDepth = useRef(0);
  useEffect(() => {
    const from = previousDepth.current;
    previousDepth.current = depth;
    const back = backPressed.current;
    backPressed.current = false;
    if (!active || from === depth) return;
    if (depth === 1 && from === 2) dialog.current?.querySelector<HTMLElement>('[aria-expanded="true"]')?.focus();
    else if (depth >= 2 || (depth === 0 && back)) heading.current?.focus();
  }, [active, depth, dialog, heading]);

  return useCallback(() => {
    backPressed.current = true;
    backMobileMenu();
  }, []);
}

/**
 * Tab cycles inside the dialog; the dimmed strip closes it on a click (a pointer target only:
 * the close button and Escape are its keyboard equivalents).
 */
export function useDialogKeys(dialog: RefObject<HTMLDialogElement | null>, heading: RefObject<HTMLHeadingElement | null>): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const elements = [...element.querySelectorAll<HTMLElement>(focusable)].filter((candidate) => candidate.offsetParent !== null);
      const first = elements[0];
      const last = elements[elements.length - 1];
      if (!first || !last) return;
      const current = document.activeElement;
      if (event.shiftKey && (current === first || current === heading.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof HTMLElement && event.target.classList.contains('mobile-strip')) closeMobileMenu();
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('click', onClick);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('click', onClick);
    };
  }, [dialog, heading]);
}
