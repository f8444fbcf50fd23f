/**
 * Anchor ids for headings in rendered text. Letters of every script are kept (a Japanese heading
 * gets a Japanese anchor), accents are removed, whitespace becomes hyphens, everything else goes.
 *
 * The renderer owns heading ids (content-supplied ids are stripped by the sanitiser): every id it
 * hands out starts with `h-`, so it cannot collide with the layout's ids (`main`, `tile-…-label`,
 * block anchors), and an allocator never hands out the same id twice.
 */
export function anchorId(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-');
}

/** Prefix of every generated heading id. */
const headingIdPrefix = 'h-';

/** Hands out a unique heading id for a heading text. */
export type AnchorAllocator = (text: string) => string;

/**
 * Unique heading ids within one scope: `h-intro`, `h-intro-2`, `h-intro-3` … With `scope` (e.g. a
 * short hash), ids read `h-intro-<scope>`, so allocators of different scopes never collide. Share
 * one allocator between the texts of a page for the plain form.
 */
export function createAnchorAllocator(scope?: string): AnchorAllocator {
  const issued = new Set<string>();
  const suffix = scope ? `-${anchorId(scope)}` : '';
  return (text) => {
    const base = `${headingIdPrefix}${anchorId(text) || 'section'}${suffix}`;
    let id = base;
    for (let n = 2; issued.has(id); n++) id = `${base}-${n}`;
    issued.add(id);
    return id;
  };
}

/** A short, stable hash (FNV-1a, 32 bit, base 36) of a text, for anchor scopes. */
export function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
