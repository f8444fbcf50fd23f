/**
 * The site search of the top bar (docs/search.md): a link to the locale's search page, and,
 * once the visitor opens it, a modal dialog with the search (./parts/SearchPanel.tsx).
 *
 * Loaded only when opened: the island hydrates through the `client:search` directive
 * (src/search/client-directive.ts) on the first click (or Enter) on any `[data-search-open]` link,
 * the top bar's and the mobile menu's; until then the page ships none of its JavaScript, and without
 * JavaScript the link leads to the search page. Hydrated, it opens at once and from then on opens on
 * those links itself.
 *
 * The dialog (WAI-ARIA modal dialog): a native `<dialog>` opened with showModal(), focus in the
 * input, Tab stays inside, Escape or the close button closes it and focus returns to where it was
 * (to the toggle of a menu that closed meanwhile).
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef } from 'react';
import type { SearchSection } from '../search/section-names.ts';
import type { SearchLabels } from '../search/status-text.ts';
import { takeOpener, takeTypedAhead } from '../search/typed-ahead.ts';
import { $search, closeSearch, openSearch, setSearchQuery } from '../stores/search.ts';
import { useHydrated } from './parts/hooks.ts';
import { isSearchLinkClick } from './parts/search-links.ts';
import { Close, SearchIcon } from './parts/icons.tsx';
import { SearchPanel } from './parts/SearchPanel.tsx';
import './Search.css';

interface Props {
  /** The locale's search page (src/routing/paths.ts `searchPath`). */
  searchHref: string;
  labels: SearchLabels;
}

const DIALOG_ID = 'site-search';
/** Results shown in the dialog; "Show all N results" leads to the search page. */
const DIALOG_LIMIT = 8;

/** Where focus goes back to: the element focused on opening, or the toggle of the dialog it was in. */
function returnTarget(from: Element | null): HTMLElement | null {
  if (!(from instanceof HTMLElement) || !from.isConnected) return null;
  const closedDialog = from.closest('dialog:not([open])');
  if (closedDialog?.id) return document.querySelector<HTMLElement>(`[aria-controls="${closedDialog.id}"]`);
  return from;
}

export default function SearchDialog({ searchHref, labels }: Props) {
  const { open } = useStore($search);
  const hydrated = useHydrated();
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const trigger = useRef<HTMLAnchorElement>(null);
  const opener = useRef<Element | null>(null);

  // Hydrated by a click on a search link: open now, and on every such click from now on.
  useEffect(() => {
    opener.current = takeOpener() ?? document.activeElement;
    openSearch();
    const onClick = (event: MouseEvent) => {
      if (!isSearchLinkClick(event)) return;
      event.preventDefault();
      opener.current = document.activeElement;
      openSearch();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      document.documentElement.classList.add('has-modal');
      // Text typed while the island loaded is kept, the caret after it; else the last query is selected.
      const typedAhead = takeTypedAhead();
      input.current?.focus();
      if (typedAhead) setSearchQuery(typedAhead);
      else input.current?.select();
    } else if (!open && element.open) {
      element.close();
    }
  }, [open, hydrated]);

  // A click on the backdrop (the dialog element itself, outside its box) closes it: a pointer target
  // only, the close button and Escape are its keyboard equivalents.
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      if (event.target === element) closeSearch();
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [hydrated]);

  const onClose = useCallback(() => {
    document.documentElement.classList.remove('has-modal');
    if ($search.get().open) closeSearch();
    (returnTarget(opener.current) ?? trigger.current)?.focus();
  }, []);

  const allResultsHref = (query: string, section: SearchSection | null) => {
    const params = new URLSearchParams({ q: query });
    if (section) params.set('section', section);
    return `${searchHref}?${params}`;
  };

  return (
    <div className="site-search">
      <a ref={trigger} className="search-trigger" href={searchHref} data-search-open data-astro-prefetch="false">
        <SearchIcon />
        <span>{labels.open}</span>
      </a>
      {hydrated && (
        <dialog
          ref={dialog}
          id={DIALOG_ID}
          className="search-dialog"
          aria-labelledby={`${DIALOG_ID}-title`}
          onCancel={(event) => {
            event.preventDefault();
            closeSearch();
          }}
          onClose={onClose}
        >
          <div className="search-box">
            <div className="search-head">
              <h2 id={`${DIALOG_ID}-title`} className="search-title">
                {labels.title}
              </h2>
              <button type="button" className="icon-button search-close" aria-label={labels.close} onClick={closeSearch}>
                <Close />
              </button>
            </div>
            <SearchPanel
              labels={labels}
              limit={DIALOG_LIMIT}
              inputRef={input}
              allResultsHref={allResultsHref}
              onEscape={closeSearch}
              keys={labels.keys}
            />
          </div>
        </dialog>
      )}
    </div>
  );
}
