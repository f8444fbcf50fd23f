/**
 * The sections a visitor can filter the site search by, and the name of the Pagefind filter that
 * holds them. Shared by the build side (./sections.ts, which decides a page's section) and the search
 * island, so it imports nothing.
 */

/**
 * The filter values, in the order the search shows them. Every indexed page is in exactly one, so
 * the count of "All" is the sum of the sections' counts: `other` holds the pages of no section of the
 * site (home, contact, careers, jobs, legal pages, the image archive).
 */
export const searchSections = ['products', 'company', 'news', 'investorRelations', 'other'] as const;

export type SearchSection = (typeof searchSections)[number];

/** The name of the Pagefind filter that holds the section. */
export const SECTION_FILTER = 'section';

export function isSearchSection(value: unknown): value is SearchSection {
  return typeof value === 'string' && (searchSections as readonly string[]).includes(value);
}
