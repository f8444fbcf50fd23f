/**
 * The browser side of the site search: Pagefind's own script, loaded at run time from
 * `/pagefind/pagefind.js` (written by the build, scripts/lib/search-index.ts) the first time the
 * visitor searches. It is not bundled (`@vite-ignore`: its URL is only known in the built site).
 * Pagefind picks the index of the page's language from `<html lang>`; it instantiates a WebAssembly
 * module, so a Content-Security-Policy needs `'wasm-unsafe-eval'` in script-src.
 */
import { sectionCounts, toSearchHit, type SearchHit } from './results.ts';
import { searchSections, SECTION_FILTER, type SearchSection } from './section-names.ts';

interface PagefindResultRef {
  data: () => Promise<unknown>;
}

interface PagefindApi {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  search: (query: string, options?: Record<string, unknown>) => Promise<unknown>;
}

export interface SearchOutcome {
  hits: SearchHit[];
  /** Results of the query in the chosen section. */
  total: number;
  /** Results of the query in every section (no filter). */
  unfiltered: number;
  /** Results of the query per section, whatever section is chosen. */
  counts: Partial<Record<SearchSection, number>>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

function asApi(module: unknown): PagefindApi {
  if (
    !isRecord(module) ||
    typeof module.search !== 'function' ||
    typeof module.options !== 'function' ||
    typeof module.init !== 'function'
  ) {
    throw new Error('/pagefind/pagefind.js is not Pagefind');
  }
  return module as unknown as PagefindApi;
}

let loading: Promise<PagefindApi> | undefined;

/** Pagefind, loaded and initialised once per page. */
function loadPagefind(): Promise<PagefindApi> {
  loading ??= (async () => {
    const base = import.meta.env.BASE_URL.endsWith('/') ? import.meta.env.BASE_URL : `${import.meta.env.BASE_URL}/`;
    const url = `${base}pagefind/pagefind.js`;
    const api = asApi(await import(/* @vite-ignore */ url));
    // An excerpt cut out of the page's text starts (and ends) with an ellipsis: a Chinese or Japanese
    // excerpt may begin inside a phrase ("…影设备."), which must not read as its start.
    await api.options({ baseUrl: base, excerptLength: 24, excerptEllipsis: '…' });
    await api.init();
    return api;
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** Searches the page language's index; the first `limit` results with their data. */
export async function runSearch(query: string, section: SearchSection | null, limit: number): Promise<SearchOutcome> {
  const api = await loadPagefind();
  // Pagefind counts filter values only for a filtered search; without a section the counts come from
  // a second search over any section (cheap: the index chunks are loaded already).
  const [response, counted] = await Promise.all([
    api.search(query, section ? { filters: { [SECTION_FILTER]: section } } : {}),
    section ? null : api.search(query, { filters: { [SECTION_FILTER]: { any: [...searchSections] } } }),
  ]);
  if (!isRecord(response) || !Array.isArray(response.results)) return { hits: [], total: 0, unfiltered: 0, counts: {} };
  const counts = isRecord(counted) ? counted.totalFilters : response.totalFilters;
  const refs = (response.results as unknown[]).filter((ref): ref is PagefindResultRef => isRecord(ref) && typeof ref.data === 'function');
  const data = await Promise.all(refs.slice(0, limit).map((ref) => ref.data()));
  return {
    hits: data.map(toSearchHit).filter((hit): hit is SearchHit => hit !== null),
    total: refs.length,
    unfiltered: typeof response.unfilteredResultCount === 'number' ? response.unfilteredResultCount : refs.length,
    counts: sectionCounts(counts),
  };
}
