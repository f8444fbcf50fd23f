import { describe, expect, it } from 'vitest';
import { pageItems } from '../../../src/views/pagination.ts';

describe('pageItems', () => {
  it('shows every page of a short list', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(2, 4)).toEqual([1, 2, 3, 4]);
  });

  it('keeps first, last and the neighbours of the current page, with gaps', () => {
    expect(pageItems(1, 10)).toEqual([1, 2, null, 10]);
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(10, 10)).toEqual([1, null, 9, 10]);
  });

  it('fills a gap of one page with that page', () => {
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });

  it('is empty without pages', () => {
    expect(pageItems(1, 0)).toEqual([]);
  });
});
