/**
 * Anchor ids for headings in rendered text. Letters of every script are kept (a Japanese heading
 * gets a Japanese anchor), accents are removed, whitespace becomes hyphens, everything else goes.
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

/** Hands out unique anchor ids within one document: `intro`, `intro-2`, `intro-3` … */
export function createAnchorIds(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = anchorId(text) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}
