/**
 * Strapi v3 list semantics as pure functions: parse the list arguments once (where, sort),
 * then filter → sort → page a list of documents. Publication state is applied by the caller:
 * `docs` and the Lookup only ever hold entries visible in the requested state.
 */
import type { ContentModel } from './model.ts';
import { matches, type Doc, type Lookup } from './query/match.ts';
import { page } from './query/paging.ts';
import { parseSort, sortDocs, type SortKey } from './query/sort.ts';
import { parseWhere, type WhereNode } from './query/where.ts';

export type { Doc, Lookup } from './query/match.ts';
export type { WhereNode } from './query/where.ts';
export type { SortKey } from './query/sort.ts';
export { PAGE_CAP, effectiveLimit, effectiveStart } from './query/paging.ts';

/** Raw list arguments as they arrive from GraphQL. */
export interface RawListArgs {
  where?: unknown;
  sort?: unknown;
  start?: number | null;
  limit?: number | null;
}

/** Parsed list arguments. `filters` are and-ed (the where clause plus e.g. groupBy restrictions). */
export interface ListQuery {
  filters: WhereNode[];
  sort: SortKey[];
  start?: number | null;
  limit?: number | null;
}

export function parseListArgs(model: ContentModel, typeName: string, args: RawListArgs): ListQuery {
  const where = parseWhere(model, typeName, args.where);
  return {
    filters: where ? [where] : [],
    sort: parseSort(model, typeName, args.sort) ?? [],
    start: args.start,
    limit: args.limit,
  };
}

export function filterDocs<T extends Doc>(docs: readonly T[], filters: readonly WhereNode[], lookup: Lookup): T[] {
  if (filters.length === 0) return [...docs];
  return docs.filter((doc) => filters.every((node) => matches(node, doc, lookup)));
}

/** where → sort → start/limit (with the page cap). */
export function selectDocs<T extends Doc>(docs: readonly T[], query: ListQuery, lookup: Lookup): T[] {
  return page(sortDocs(filterDocs(docs, query.filters, lookup), query.sort, lookup), query.start, query.limit);
}
