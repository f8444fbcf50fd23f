import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchOutcome } from '../../../src/search/pagefind.ts';
import {
  $search,
  chosenHit,
  closeSearch,
  initialSearch,
  moveActive,
  openSearch,
  searchNow,
  setSearchQuery,
  setSearchSection,
  showOutcome,
} from '../../../src/stores/search.ts';

const hit = (url: string) => ({ url, title: url, excerpt: [], section: null });
const outcome = (...urls: string[]): SearchOutcome => ({ hits: urls.map(hit), total: urls.length, unfiltered: urls.length, counts: {} });
const state = () => $search.get();

beforeEach(() => $search.set({ ...initialSearch }));

describe('search state', () => {
  it('opens and closes; the query stays for the next opening', () => {
    openSearch();
    setSearchQuery('wafer');
    closeSearch();
    expect(state()).toMatchObject({ open: false, query: 'wafer' });
  });

  it('a query loads, an empty one clears the results', () => {
    setSearchQuery('wafer');
    expect(state().status).toBe('loading');
    showOutcome('wafer', null, outcome('/en/a/'));
    expect(state()).toMatchObject({ status: 'ready', total: 1 });
    setSearchQuery('  ');
    expect(state()).toMatchObject({ status: 'idle', hits: [], total: 0 });
  });

  it('drops an answer for a query or section that is no longer current', () => {
    setSearchQuery('waf');
    setSearchQuery('wafer');
    showOutcome('waf', null, outcome('/en/old/'));
    expect(state().hits).toEqual([]);
    setSearchSection('news');
    showOutcome('wafer', null, outcome('/en/old/'));
    expect(state().status).toBe('loading');
    showOutcome('wafer', 'news', outcome('/en/news/a/'));
    expect(state().hits.map((h) => h.url)).toEqual(['/en/news/a/']);
  });

  it('arrow keys move through the results and wrap; Enter takes the active one, else the first', () => {
    setSearchQuery('x');
    showOutcome('x', null, outcome('/a/', '/b/', '/c/'));
    expect(chosenHit()?.url).toBe('/a/');
    moveActive(-1);
    expect(state().active).toBe(2);
    moveActive(1);
    expect(state().active).toBe(0);
    moveActive(1);
    expect(chosenHit()?.url).toBe('/b/');
    setSearchQuery('xy');
    expect(state().active).toBe(-1);
  });

  it('searchNow asks the runner for the trimmed query and section; a failure shows the error state', async () => {
    const run = vi.fn(async () => outcome('/en/p/'));
    setSearchSection('products');
    setSearchQuery(' XBC300 ');
    await searchNow(8, run);
    expect(run).toHaveBeenCalledWith('XBC300', 'products', 8);
    expect(state()).toMatchObject({ status: 'ready', total: 1 });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await searchNow(8, async () => {
      throw new Error('offline');
    });
    expect(state()).toMatchObject({ status: 'error', hits: [] });
  });
});
