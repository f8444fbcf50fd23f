/**
 * Which page links a pagination shows: always the first and last page, the current page and its
 * neighbours, and a gap (null) where pages are left out. Pure, for the Pagination component.
 */
export type PageItem = number | null;

export function pageItems(current: number, count: number, neighbours = 1): PageItem[] {
  if (count < 1) return [];
  const shown = new Set<number>([1, count]);
  for (let page = current - neighbours; page <= current + neighbours; page += 1) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, page] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) items.push(null);
    items.push(page);
  }
  return items;
}
