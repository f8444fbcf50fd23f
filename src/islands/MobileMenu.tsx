/**
 * The mobile menu (docs/navigation.md §6, §10), below 1074px: a hamburger toggle and a modal dialog with a panel
 * of 9/12 of the width and a dimmed 3/12 strip that closes it. The panel header has a back arrow,
 * the title and a close icon; levels 0–3 and their transitions are the actions of
 * src/stores/mobile-menu.ts. Level 1 opens under its main item (an accordion: tapping the item
 * again closes it); levels 2 and 3 replace the list, and the back arrow returns.
 *
 * The dialog is a native `<dialog>` opened with showModal(): the page behind is inert and does not
 * scroll, focus moves in and Tab cycles inside it, Escape closes it and focus returns to the
 * toggle. Before the island runs (no JavaScript, or not reached for yet: it hydrates on the first
 * pointer, touch or focus, `client:interaction`) the toggle is a link to the footer's site map,
 * which links every section. A tap on it while the island's code loads is held by the directive and
 * given again once the island runs: the link then opens the menu, and is replaced by the button.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { LocaleCode } from '../i18n/locales.ts';
import type { MenuData } from '../navigation/menu-data.ts';
import type { LanguageOption } from '../navigation/types.ts';
import { closeLanguageSwitcher, setLanguage } from '../stores/language.ts';
import { $mobileMenu, backMobileMenu, closeMobileMenu, followMenuLink, openMobileMenu } from '../stores/mobile-menu.ts';
import { setSubNavigation, type SubNavigationItem } from '../stores/sub-navigation.ts';
import { $isDesktop } from '../stores/viewport.ts';
import { readIslandData } from './island-data.ts';
import { useHydrated } from './parts/hooks.ts';
import { ArrowLeft, Burger, Close } from './parts/icons.tsx';
import { DIALOG_ID, FollowLink, MobileMenuBody } from './parts/MobileMenuLevels.tsx';
import './MobileMenu.css';

interface Props {
  locale: LocaleCode;
  /** The island data id of the locale's menu data (src/navigation/menu-data.ts): items, meta links, labels. */
  data: string;
  languages: LanguageOption[];
  /** The page's sub-navigation: level 0 lists it under "On this page". */
  subNavigation: SubNavigationItem[];
  /** Where the toggle leads without JavaScript (the footer's site map). */
  fallbackHref: string;
  /** The locale's search page: the first row links to it and opens the search (src/islands/SearchDialog.tsx). */
  searchHref: string;
}

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

/** The slide-out of the panel (MobileMenu.css `mobile-slide-out`). */
const SLIDE_OUT_MS = 200;
const focusable = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export default function MobileMenu({ locale, data, languages, subNavigation, fallbackHref, searchHref }: Props) {
  const { main: items, mobileMeta: meta, labels } = readIslandData<MenuData>(data);
  const state = useStore($mobileMenu);
  const isDesktop = useStore($isDesktop);
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLAnchorElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => setLanguage(locale), [locale]);
  useEffect(() => setSubNavigation(subNavigation), [subNavigation]);

  /** The panel is sliding out: its content stays until the dialog closes. */
  const [closing, setClosing] = useState(false);
  /** Set when a link in the menu was followed: the browser then decides where focus goes. */
  const followedLink = useRef(false);
  /** Set by the back arrow: returning to level 0 removes it, so focus goes to the title. */
  const backPressed = useRef(false);
  const follow = useCallback(() => {
    followedLink.current = true;
    followMenuLink();
  }, []);

  // The store drives the dialog: open → showModal (page inert, no scrolling); closed → the panel
  // slides out (unless the visitor prefers reduced motion), then the dialog closes and focus goes
  // back to the toggle, except after following a link.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.active && !element.open) {
      followedLink.current = false;
      closeLanguageSwitcher();
      element.removeAttribute('data-closing');
      element.showModal();
      document.documentElement.classList.add('has-modal');
      closeButton.current?.focus({ preventScroll: true });
      return;
    }
    if (state.active || !element.open) return;
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
  }, [state.active]);
  useEffect(() => () => document.documentElement.classList.remove('has-modal'), []);

  // Focus follows the level: the title when a level replaces the list (2, 3, and back to 0 from
  // the back arrow), the open main item when coming back to level 1.
  const previousDepth = useRef(0);
  useEffect(() => {
    const from = previousDepth.current;
    previousDepth.current = state.depth;
    const back = backPressed.current;
    backPressed.current = false;
    if (!state.active || from === state.depth) return;
    if (state.depth === 1 && from === 2) dialog.current?.querySelector<HTMLElement>('[aria-expanded="true"]')?.focus();
    else if (state.depth >= 2 || (state.depth === 0 && back)) heading.current?.focus();
  }, [state.active, state.depth]);

  // The desktop navigation takes over from 1074px.
  useEffect(() => {
    if (isDesktop && $mobileMenu.get().active) closeMobileMenu();
  }, [isDesktop]);

  // Tab cycles inside the dialog; the dimmed strip closes it on a click (a pointer target only:
  // the close button and Escape are its keyboard equivalents).
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
  }, []);

  const item = items.find((candidate) => candidate.id === state.openItemId);
  const child = item?.children.find((candidate) => candidate.id === state.activeSubmenuId);
  const subCategory = child?.subCategories.find((candidate) => candidate.id === state.activeSubCategoryId);
  const title = state.title ?? labels.menu;
  // The title is the name of the open level's entry; English standing in keeps its language.
  const titleLang = state.title === null ? undefined : [undefined, item?.lang, child?.lang, subCategory?.title.lang][state.depth];

  return (
    <div className="mobile-menu">
      {/*
        One element before and after hydration: without JavaScript a link to the site map, then a
        button (role, state, Space) on the same element. Replacing it with a <button> could split a
        click — pressed on the link, released on the button — and the click would be lost.
      */}
      <a
        ref={toggle}
        className="icon-button mobile-toggle"
        href={fallbackHref}
        aria-label={labels.open}
        role={hydrated ? 'button' : undefined}
        aria-expanded={hydrated ? state.active : undefined}
        aria-controls={hydrated ? DIALOG_ID : undefined}
        onClick={(event) => {
          event.preventDefault();
          openMobileMenu();
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          openMobileMenu();
        }}
      >
        <Burger />
      </a>
      <dialog
        ref={dialog}
        id={DIALOG_ID}
        className="mobile-dialog"
        aria-labelledby={`${DIALOG_ID}-title`}
        onCancel={(event) => {
          event.preventDefault();
          closeMobileMenu();
        }}
        onClose={() => {
          // Closed by the browser itself (a close request it does not let us cancel): the store follows.
          if ($mobileMenu.get().active) closeMobileMenu();
          document.documentElement.classList.remove('has-modal');
        }}
      >
        <div className="mobile-strip" aria-hidden="true" />
        <div className="mobile-panel">
          <div className="mobile-header">
            {state.depth > 0 ? (
              <button
                type="button"
                className="icon-button mobile-icon"
                aria-label={labels.back}
                onClick={() => {
                  backPressed.current = true;
                  backMobileMenu();
                }}
              >
                <ArrowLeft />
              </button>
            ) : (
              <span className="mobile-icon-space" />
            )}
            <h2 id={`${DIALOG_ID}-title`} ref={heading} className="mobile-title" tabIndex={-1} lang={titleLang}>
              {title}
            </h2>
            <button ref={closeButton} type="button" className="icon-button mobile-icon" aria-label={labels.close} onClick={closeMobileMenu}>
              <Close />
            </button>
          </div>
          {(state.active || closing) && (
            <FollowLink.Provider value={follow}>
              <MobileMenuBody items={items} meta={meta} languages={languages} labels={labels} searchHref={searchHref} />
            </FollowLink.Provider>
          )}
        </div>
      </dialog>
    </div>
  );
}
