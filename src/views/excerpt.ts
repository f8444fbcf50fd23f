/**
 * A short plain-text excerpt of a markdown/HTML text (for meta descriptions): tags, link targets,
 * emphasis and heading marks removed, whitespace collapsed, cut at a word boundary with an ellipsis.
 */
export function plainExcerpt(markdown: string | null | undefined, max = 160): string | null {
  if (!markdown) return null;
  const plain = markdown
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|_|`)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  if (!plain) return null;
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.–-]+$/, '')}…`;
}
