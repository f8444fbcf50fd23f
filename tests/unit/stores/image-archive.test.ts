import { beforeEach, describe, expect, it } from 'vitest';
import {
  $imageArchiveFilters,
  archiveFilter,
  countMatches,
  emptyArchiveFilter,
  isArchiveFilterActive,
  matchesArchiveFilter,
  resetArchiveFilter,
  setArchiveQuery,
  toggleArchiveFormat,
  toggleArchiveOrientation,
  type ArchiveEntry,
} from '../../../src/stores/image-archive.ts';

const entries: ArchiveEntry[] = [
  { format: 'JPEG', orientation: 'landscape', search: 'ma200-cleanroom.jpg ma200 in the cleanroom' },
  { format: 'PNG', orientation: 'portrait', search: 'wafer-closeup.png wafer close-up' },
  { format: 'SVG', orientation: 'square', search: 'logo.svg logo' },
  { format: 'JPEG', orientation: 'portrait', search: 'headquarters.jpg 本社' },
  { format: null, orientation: null, search: 'unknown' },
];
const shown = () => entries.filter((entry) => matchesArchiveFilter(entry, archiveFilter('a'))).map((entry) => entry.search.split(' ')[0]);

beforeEach(() => $imageArchiveFilters.set({}));

describe('image archive filter', () => {
  it('shows everything at first', () => {
    expect(archiveFilter('a')).toEqual(emptyArchiveFilter);
    expect(isArchiveFilterActive(archiveFilter('a'))).toBe(false);
    expect(countMatches(entries, archiveFilter('a'))).toBe(5);
  });

  it('combines formats with OR', () => {
    toggleArchiveFormat('a', 'JPEG');
    expect(shown()).toEqual(['ma200-cleanroom.jpg', 'headquarters.jpg']);
    toggleArchiveFormat('a', 'SVG');
    expect(shown()).toEqual(['ma200-cleanroom.jpg', 'logo.svg', 'headquarters.jpg']);
    toggleArchiveFormat('a', 'JPEG');
    expect(shown()).toEqual(['logo.svg']);
  });

  it('combines format, orientation and search with AND', () => {
    toggleArchiveFormat('a', 'JPEG');
    toggleArchiveOrientation('a', 'portrait');
    expect(shown()).toEqual(['headquarters.jpg']);
    setArchiveQuery('a', 'cleanroom');
    expect(shown()).toEqual([]);
    expect(isArchiveFilterActive(archiveFilter('a'))).toBe(true);
  });

  it('searches every word, ignoring case and full-width forms', () => {
    setArchiveQuery('a', '  MA200   Cleanroom ');
    expect(shown()).toEqual(['ma200-cleanroom.jpg']);
    setArchiveQuery('a', 'ＬＯＧＯ');
    expect(shown()).toEqual(['logo.svg']);
    setArchiveQuery('a', '本社');
    expect(shown()).toEqual(['headquarters.jpg']);
    setArchiveQuery('a', '   ');
    expect(countMatches(entries, archiveFilter('a'))).toBe(5);
    expect(isArchiveFilterActive(archiveFilter('a'))).toBe(false);
  });

  it('keeps the filters of several archives apart and resets one', () => {
    toggleArchiveFormat('a', 'PNG');
    setArchiveQuery('b', 'logo');
    expect(archiveFilter('a').formats).toEqual(['PNG']);
    expect(archiveFilter('b')).toEqual({ query: 'logo', formats: [], orientations: [] });
    resetArchiveFilter('a');
    expect(archiveFilter('a')).toEqual(emptyArchiveFilter);
    expect(archiveFilter('b').query).toBe('logo');
  });
});
