/**
 * Strapi v3 list semantics as pure functions: parse the list arguments once (where, sort),
 * then filter → sort → page a list of documents. Publication state is applied by the caller:
 * `docs` and the Lookup only ever hold entries visible in the requested state.
 *
 * `selectBounded` is what the resolvers call: the same, spending the request's work budget, and
 * giving the event loop back while it filters (work-budget.ts); it answers at once when it did
 * not need to pause.
 */
import { DEFAULT_GRAPHQL_LIMITS, type GraphqlLimits } from './limits.ts';
import type { ContentModel } from './model.ts';
import { matches, UNBOUNDED, type Doc, type Lookup, type Work } from './query/match.ts';
import { effectiveLimit, effectiveStart, page } from './query/paging.ts';
import { parseSort, sortDocs, type SortKey } from './query/sort.ts';
import { parseWhere, type WhereNode } from './query/where.ts';
import { andThen, resumable, type WorkBudget } from './work-budget.ts';

export type { Doc, Lookup, Work } from './query/match.ts';
export type { WhereNode } from './query/where.ts';
export { effectiveLimit, effectiveStart } from './query/paging.ts';

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

export type ListLimits = Pick<GraphqlLimits, 'nesting' | 'whereClauses' | 'listItems' | 'sortKeys'>;

export function parseListArgs(
  model: ContentModel,
  typeName: string,
  args: RawListArgs,
  limits: ListLimits = DEFAULT_GRAPHQL_LIMITS,
): ListQuery {
  const where = parseWhere(model, typeName, args.where, limits);
  return {
    filters: where ? [where] : [],
    sort: parseSort(model, typeName, args.sort, limits.sortKeys) ?? [],
    start: args.start,
    limit: args.limit,
  };
}

export function filterDocs<T extends Doc>(docs: readonly T[], filters: readonly WhereNode[], lookup: Lookup, work: Work = UNBOUNDED): T[] {
  if (filters.length === 0) return [...docs];
  return docs.filter((doc) => filters.every((node) => matches(node, doc, lookup, work)));
}

/** where → sort → start/limit (with the page cap). */
export function selectDocs<T extends Doc>(docs: readonly T[], query: ListQuery, lookup: Lookup): T[] {
  return page(sortDocs(filterDocs(docs, query.filters, lookup), query.sort, lookup), query.start, query.limit);
}

/**
 * The entries of `docs` that pass the filters, spending the request's budget; pauses between
 * entries when the request has held the event loop for a slice (an entry interrupted is tested again).
 */
export function filterBounded<T extends Doc>(
  docs: readonly T[],
  filters: readonly WhereNode[],
  lookup: Lookup,
  work: WorkBudget,
): T[] | Promise<T[]> {
  if (filters.length === 0) return [...docs];
  const kept: T[] = [];
  let next = 0;
  return resumable(work, () => {
    for (; next < docs.length; next++) {
      const doc = docs[next]!;
      work.spendInterruptibly(1);
      if (filters.every((node) => matches(node, doc, lookup, work))) kept.push(doc);
    }
    return kept;
  });
}

/** Sorted and paged, each entry of the page counted as handed to the answer. */
function sortAndPage<T extends Doc>(docs: readonly T[], query: ListQuery, lookup: Lookup, work: WorkBudget): T[] {
  const sorted = sortDocs(docs, query.sort, lookup, work);
  const paged = page(sorted, query.start, query.limit);
  work.spend(paged.length);
  return paged;
}

/** selectDocs with the request's work budget: a value, or a promise of it when the filter paused. */
export function selectBounded<T extends Doc>(docs: readonly T[], query: ListQuery, lookup: Lookup, work: WorkBudget): T[] | Promise<T[]> {
  // Nothing asked for: no entry needs to be looked at (limit: 0, or a start past any list).
  if (effectiveLimit(query.limit) === 0 || effectiveStart(query.start) >= docs.length) return [];
  return andThen(filterBounded(docs, query.filters, lookup, work), (found) => sortAndPage(found, query, lookup, work));
}
