/**
 * Paging exactly like Strapi v3's GraphQL amount limiting (amountLimit 100):
 * missing limit, -1 or above the cap → the cap; any other negative limit → 0 items;
 * negative or missing start → 0.
 */
export const PAGE_CAP = 100;

export function effectiveLimit(limit: number | null | undefined, cap: number = PAGE_CAP): number {
  if (limit === null || limit === undefined || limit === -1 || limit > cap) return cap;
  if (limit < 0) return 0;
  return Math.floor(limit);
}

export function effectiveStart(start: number | null | undefined): number {
  if (start === null || start === undefined || start < 0) return 0;
  return Math.floor(start);
}

export function page<T>(items: readonly T[], start: number | null | undefined, limit: number | null | undefined): T[] {
  const from = effectiveStart(start);
  return items.slice(from, from + effectiveLimit(limit));
}
