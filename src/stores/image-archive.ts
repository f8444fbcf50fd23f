/**
 * The image archive's filter (docs/content-blocks.md §3.4, image archive): per archive on the page (by its element
 * id) a text search over file name and caption, the formats and the orientations chosen. Formats
 * combine with OR, orientations with OR, and the three parts with AND; nothing chosen means no
 * restriction. The grid itself is server-rendered; the filter island (src/islands/
 * ImageArchiveFilter.tsx) shows and hides its items by these rules.
 */
import { map } from 'nanostores';

export type ArchiveOrientation = 'landscape' | 'portrait' | 'square';

export interface ArchiveFilter {
  query: string;
  formats: readonly string[];
  orientations: readonly ArchiveOrientation[];
}

/** What the filter knows of one image: format, orientation and the text the search looks in. */
export interface ArchiveEntry {
  format: string | null;
  orientation: ArchiveOrientation | null;
  search: string;
}

export const emptyArchiveFilter: ArchiveFilter = Object.freeze({ query: '', formats: [], orientations: [] });

/** The filters of the archives on the page, by archive id. */
export const $imageArchiveFilters = map<Record<string, ArchiveFilter>>({});

export function archiveFilter(id: string): ArchiveFilter {
  return $imageArchiveFilters.get()[id] ?? emptyArchiveFilter;
}

function update(id: string, change: Partial<ArchiveFilter>): void {
  $imageArchiveFilters.setKey(id, { ...archiveFilter(id), ...change });
}

function toggled<T>(list: readonly T[], value: T): T[] {
  return list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
}

export function setArchiveQuery(id: string, query: string): void {
  update(id, { query });
}

export function toggleArchiveFormat(id: string, format: string): void {
  update(id, { formats: toggled(archiveFilter(id).formats, format) });
}

export function toggleArchiveOrientation(id: string, orientation: ArchiveOrientation): void {
  update(id, { orientations: toggled(archiveFilter(id).orientations, orientation) });
}

export function resetArchiveFilter(id: string): void {
  $imageArchiveFilters.setKey(id, emptyArchiveFilter);
}

/** Text as the search compares it: compatibility-normalised (full-width forms), lower case. */
export function searchText(value: string): string {
  return value.normalize('NFKC').toLocaleLowerCase();
}

/** Does the filter restrict anything? */
export function isArchiveFilterActive(filter: ArchiveFilter): boolean {
  return filter.query.trim() !== '' || filter.formats.length > 0 || filter.orientations.length > 0;
}

/** Does an image pass the filter? Every word of the query must occur in its text. */
export function matchesArchiveFilter(entry: ArchiveEntry, filter: ArchiveFilter): boolean {
  if (filter.formats.length > 0 && (entry.format === null || !filter.formats.includes(entry.format))) return false;
  if (filter.orientations.length > 0 && (entry.orientation === null || !filter.orientations.includes(entry.orientation))) return false;
  const haystack = searchText(entry.search);
  return searchText(filter.query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** How many of `entries` pass the filter. */
export function countMatches(entries: readonly ArchiveEntry[], filter: ArchiveFilter): number {
  return entries.reduce((count, entry) => count + (matchesArchiveFilter(entry, filter) ? 1 : 0), 0);
}
