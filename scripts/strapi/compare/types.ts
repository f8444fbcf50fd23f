/**
 * What the comparison of two builds of the site (../compare-sites.ts) shares between its modules:
 * its options, the kinds of difference it reports, and the constants of what it walks and shows.
 */
export interface CompareOptions {
  /** Replace numeric entry/component ids in URL paths and link fragments (default true). */
  normaliseIds?: boolean | undefined;
  /** Files read and parsed at once (default 8). */
  concurrency?: number | undefined;
  /**
   * Files outside the asset folders left out (paths relative to the site root): what differs between the
   * two builds by design, compared otherwise — the redirect rules (`_redirects`) a migration leaves.
   */
  skipFiles?: readonly string[] | undefined;
}

export type DifferenceKind = 'only-in-a' | 'only-in-b' | 'title' | 'description' | 'text' | 'links' | 'media' | 'assets' | 'content';

export interface SiteDifference {
  /** The page or file, relative to the site root (A's path; B's after `~` when it is another). */
  page: string;
  kind: DifferenceKind;
  /** The whole difference as one line, page first: `de/kontakt/index.html: text differs: "…" vs "…"`. */
  message: string;
}

/**
 * Folders not compared file by file: the build assets, compared through the references of the pages,
 * and the search index (`pagefind`), which is made from the pages (compared themselves) and whose file
 * names hash content that carries upload URLs and entry ids.
 */
export const ASSET_FOLDERS = new Set(['_astro', '_img', 'uploads', 'pagefind']);

/** How many `+`/`-` entries one message shows before "(N more)". */
export const SHOWN_ENTRIES = 4;

/** Longest text excerpt in a message. */
export const EXCERPT_LENGTH = 90;
