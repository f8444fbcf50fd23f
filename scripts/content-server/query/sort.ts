/**
 * Strapi v3 `sort: "field:asc,other:desc"`: direction optional (asc), case-insensitive;
 * dotted paths through single components and single relations. Stable; nulls first on asc
 * (last on desc), like SQLite.
 */
import { userError } from '../errors.ts';
import { DEFAULT_GRAPHQL_LIMITS, limitError } from '../limits.ts';
import { typeModel, type ContentModel, type FieldModel } from '../model.ts';
import { childDocs, UNBOUNDED, type Doc, type Lookup, type Work } from './match.ts';
import { compareComparable, isComparableKind, storedComparable, type Comparable, type CompareKind } from './values.ts';

export interface SortKey {
  /** Fields leading to the sorted value: zero or more single components/relations, then a scalar. */
  path: FieldModel[];
  compareAs: CompareKind;
  descending: boolean;
}

/** Parses `sort`; undefined/null/blank means no sort. Throws a GraphQLError naming the entry and type, or the limit of keys. */
export function parseSort(
  model: ContentModel,
  typeName: string,
  sort: unknown,
  maxKeys: number = DEFAULT_GRAPHQL_LIMITS.sortKeys,
): SortKey[] | undefined {
  if (sort === undefined || sort === null) return undefined;
  if (typeof sort !== 'string') throw userError(`sort: expected a string like "field:asc,other:desc"`);
  if (sort.trim() === '') return undefined;
  // Counted before the entries are split or looked up.
  let keys = 1;
  for (let at = sort.indexOf(','); at >= 0 && keys <= maxKeys; at = sort.indexOf(',', at + 1)) keys++;
  if (keys > maxKeys) throw limitError('sortKeys', maxKeys, `more in "${sort.slice(0, 60)}…"`);
  return sort.split(',').map((entry) => parseEntry(model, typeName, sort, entry.trim()));
}

function parseEntry(model: ContentModel, typeName: string, sort: string, entry: string): SortKey {
  const parts = entry.split(':');
  const [fieldPart = '', direction = 'asc', ...extra] = parts.map((p) => p.trim());
  if (entry === '' || fieldPart === '' || extra.length > 0) {
    throw userError(
      `sort: malformed entry "${entry}" in "${sort}" on ${typeName}; expected "field" or "field:asc|desc", separated by commas`,
    );
  }
  const dir = direction.toLowerCase();
  if (dir !== 'asc' && dir !== 'desc') {
    throw userError(`sort: direction "${direction}" in "${entry}" on ${typeName} must be asc or desc`);
  }
  const path: FieldModel[] = [];
  let current = typeName;
  const segments = fieldPart.split('.');
  for (const [index, segment] of segments.entries()) {
    const field = typeModel(model, current).fields.get(segment);
    if (!field) throw userError(`sort: unknown field "${segment}" on ${current} (in "${entry}")`);
    path.push(field);
    const last = index === segments.length - 1;
    if (!last) {
      if ((field.kind !== 'relation' && field.kind !== 'component') || field.list) {
        throw userError(
          `sort: "${segment}" on ${current} (in "${entry}") is not a single relation or component, so it has no sortable fields`,
        );
      }
      current = field.target;
    } else if (field.kind !== 'scalar' || field.list || !isComparableKind(field.scalar)) {
      throw userError(`sort: field "${segment}" on ${current} (in "${entry}") cannot be sorted; sort by a scalar or enum field`);
    } else {
      return { path, compareAs: field.scalar, descending: dir === 'desc' };
    }
  }
  throw userError(`sort: malformed entry "${entry}" on ${typeName}`);
}

function sortValue(key: SortKey, doc: Doc, lookup: Lookup): Comparable | undefined {
  let current: Doc | undefined = doc;
  const last = key.path.length - 1;
  for (const [index, field] of key.path.entries()) {
    if (!current) return undefined;
    if (index === last) return storedComparable(key.compareAs, current[field.name]);
    current = childDocs(field, current, lookup)[0];
  }
  return undefined;
}

function compareKeyed(a: Comparable | undefined, b: Comparable | undefined): number {
  if (a === undefined) return b === undefined ? 0 : -1;
  if (b === undefined) return 1;
  return compareComparable(a, b);
}

/**
 * A stably sorted copy of docs. Spends one unit per entry, key and round of comparisons
 * (n · keys · log2 n), before it sorts: a sort cannot stop halfway.
 */
export function sortDocs<T extends Doc>(docs: readonly T[], keys: readonly SortKey[], lookup: Lookup, work: Work = UNBOUNDED): T[] {
  if (keys.length === 0) return [...docs];
  work.spend(Math.ceil(docs.length * keys.length * Math.max(1, Math.log2(docs.length))));
  const decorated = docs.map((doc) => ({ doc, values: keys.map((k) => sortValue(k, doc, lookup)) }));
  decorated.sort((x, y) => {
    for (const [i, key] of keys.entries()) {
      const order = compareKeyed(x.values[i], y.values[i]);
      if (order !== 0) return key.descending ? -order : order;
    }
    return 0;
  });
  return decorated.map((d) => d.doc);
}
