/**
 * The mobile menu (docs/navigation.md §6, §10), below 1074px: a hamburger toggle and a modal dialog with a panel
 * of 9/12 of the width and a dimmed 3/12 strip that closes it. The panel header has a back arrow,
 * the title and a close icon; levels 0–3 and their transitions are the actions of
 * src/stores/mobile-menu.ts. Level 1 opens under its main item (an accordion: tapping the item
 * again closes it); levels 2 and 3 replace the list, and the back arrow returns.
 *
 * The dialog is a native `<dialog>` opened with showModal(): the page behind is inert and does not
 * scroll, focus moves in and Tab cycles inside it, Escape closes it and focus returns to the
 * toggle (the hooks of ./parts/mobile-menu-dialog.ts). Before the island runs (no JavaScript, or not reached for yet: it hydrates on the first
 * pointer, touch or focus, `client:interaction`) the toggle is a link to the footer's site map,
 * which links every section. A tap on it while the island's code loads is held by the directive and
 * given again once the island runs: the link then opens the menu, and is replaced by the button.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type RefObject } from 'react';
import type { LocaleCode } from '../i18n/locales.ts';
import type { MenuData, MobileMenuLabels } from '../navigation/menu-data.ts';
import type { LanguageOption, NavItem } from '../navigation/types.ts';
import { setLanguage } from '../stores/language.ts';
import { $mobileMenu, closeMobileMenu, openMobileMenu, type MobileMenuState } from '../stores/mobile-menu.ts';
import { setSubNavigation, type SubNavigationItem } from '../stores/sub-navigation.ts';
import { $isDesktop } from '../stores/viewport.ts';
import { readIslandData } from './island-data.ts';
import { useHydrated } from './parts/hooks.ts';
import { ArrowLeft, Burger, Close } from './parts/icons.tsx';
import { useDialogKeys, useLevelFocus, useMenuDialog } from './parts/mobile-menu-dialog.ts';
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
  const { closing, follow } = useMenuDialog(state.active, { dialog, toggle, closeButton });
  const back = useLevelFocus(state, dialog, heading);
  // The desktop navigation takes over from 1074px.
  useEffect(() => {
    if (isDesktop && $mobileMenu.get().active) closeMobileMenu();
  }, [isDesktop]);
  useDialogKeys(dialog, heading);

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
          <MobileMenuHeader state={state} items={items} labels={labels} headingRef={heading} closeButtonRef={closeButton} onBack={back} />
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

interface HeaderProps {
  state: MobileMenuState;
  items: NavItem[];
  labels: MobileMenuLabels;
  headingRef: RefObject<HTMLHeadingElement | null>;
  closeButtonRef: RefObject<HTMLButtonElement | null>;
  onBack: () => void;
}

/** The panel header: the back arrow (below level 0), the title of the open level and the close icon. */
function MobileMenuHeader({ state, items, labels, headingRef, closeButtonRef, onBack }: HeaderProps) {
  const item = items.find((candidate) => candidate.id === state.openItemId);
  const child = item?.children.find((candidate) => candidate.id === state.activeSubmenuId);
  const subCategory = child?.subCategories.find((candidate) => candidate.id === state.activeSubCategoryId);
  const title = state.title ?? labels.menu;
  // The title is the name of the open level's entry; English standing in keeps its language.
  const titleLang = state.title === null ? undefined : [undefined, item?.lang, child?.lang, subCategory?.title.lang][state.depth];
  return (
    <div className="mobile-header">
      {state.depth > 0 ? (
        <button type="button" className="icon-button mobile-icon" aria-label={labels.back} onClick={onBack}>
          <ArrowLeft />
        </button>
      ) : (
        <span className="mobile-icon-space" />
      )}
      <h2 id={`${DIALOG_ID}-title`} ref={headingRef} className="mobile-title" tabIndex={-1} lang={titleLang}>
        {title}
      </h2>
      <button ref={closeButtonRef} type="button" className="icon-button mobile-icon" aria-label={labels.close} onClick={closeMobileMenu}>
        <Close />
      </button>
    </div>
  );
}
