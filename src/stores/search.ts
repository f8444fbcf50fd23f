/**
 * The site search (src/islands/SearchDialog.tsx, src/islands/SearchPage.tsx): open or closed, the
 * query, the chosen section, what the last search found and the result the arrow keys point at.
 * `searchNow` runs the current query (through Pagefind, src/search/pagefind.ts, unless a test passes
 * another runner); an answer for a query or section that is no longer current is dropped.
 */
import { map } from 'nanostores';
import { runSearch, type SearchOutcome } from '../search/pagefind.ts';
import type { SearchHit } from '../search/results.ts';
import type { SearchSection } from '../search/section-names.ts';

type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface SearchState {
  open: boolean;
  query: string;
  /** null: every section. */
  section: SearchSection | null;
  status: SearchStatus;
  hits: SearchHit[];
  total: number;
  /** Results of the query in every section. */
  unfiltered: number;
  counts: Partial<Record<SearchSection, number>>;
  /** The index of the result the arrow keys point at; -1 none. */
  active: number;
}

export const initialSearch: Readonly<SearchState> = {
  open: false,
  query: '',
  section: null,
  status: 'idle',
  hits: [],
  total: 0,
  unfiltered: 0,
  counts: {},
  active: -1,
};

export const $search = map<SearchState>({ ...initialSearch });

export function openSearch(): void {
  $search.setKey('open', true);
}

/** Closes the dialog; the query and its results stay for the next opening. */
export function closeSearch(): void {
  $search.set({ ...$search.get(), open: false, active: -1 });
}

/** A new query: results are loading (or cleared when it is empty). */
export function setSearchQuery(query: string): void {
  const state = $search.get();
  const empty = query.trim() === '';
  $search.set({
    ...state,
    query,
    active: -1,
    status: empty ? 'idle' : 'loading',
    ...(empty ? { hits: [], total: 0, unfiltered: 0, counts: {} } : {}),
  });
}

export function setSearchSection(section: SearchSection | null): void {
  const state = $search.get();
  $search.set({ ...state, section, active: -1, status: state.query.trim() === '' ? 'idle' : 'loading' });
}

const isCurrent = (query: string, section: SearchSection | null): boolean => {
  const state = $search.get();
  return state.query.trim() === query && state.section === section;
};

/** The answer to `query` in `section`; ignored when the visitor has typed on or changed the section. */
export function showOutcome(query: string, section: SearchSection | null, outcome: SearchOutcome): void {
  if (!isCurrent(query, section)) return;
  $search.set({ ...$search.get(), status: 'ready', ...outcome, active: -1 });
}

function failSearch(query: string, section: SearchSection | null): void {
  if (!isCurrent(query, section)) return;
  $search.set({ ...$search.get(), status: 'error', hits: [], total: 0, unfiltered: 0, counts: {}, active: -1 });
}

/** Arrow keys: the next (1) or previous (-1) result, wrapping around; from none, Up goes to the last. */
export function moveActive(delta: 1 | -1): void {
  const state = $search.get();
  const count = state.hits.length;
  if (count === 0) return;
  const next = state.active === -1 ? (delta === 1 ? 0 : count - 1) : (state.active + delta + count) % count;
  $search.setKey('active', next);
}

/** The result Enter opens: the active one, else the first. */
export function chosenHit(): SearchHit | null {
  const { hits, active } = $search.get();
  return hits[active] ?? hits[0] ?? null;
}

export type SearchRunner = (query: string, section: SearchSection | null, limit: number) => Promise<SearchOutcome>;

/** Runs the current query and section (nothing for an empty query). */
export async function searchNow(limit: number, run: SearchRunner = runSearch): Promise<void> {
  const { query, section } = $search.get();
  const term = query.trim();
  if (term === '') return;
  try {
    showOutcome(term, section, await run(term, section, limit));
  } catch (error) {
    console.error('Search failed:', error);
    failSearch(term, section);
  }
}
