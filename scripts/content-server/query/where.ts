/**
 * Parses a Strapi v3 `where` argument (untyped JSON) into a WhereNode tree, validated
 * against the content model. Keys: `field` / `field_<op>`, `_or` / `_and`, nested objects
 * for relation and component fields, and dotted keys (`"product_page.slug"`).
 *
 * Bounded (WhereLimits, from the request limits of ../limits.ts): a path through fields — the
 * segments of dotted keys and nested objects together — may be `nesting` deep, a `where` may hold
 * `whereClauses` clauses, and a list (`_in`, `_nin`, `_or`, `_and`, an array as a value)
 * `listItems` items. Each is checked before the parser goes deeper, so no input can exhaust the
 * stack or make a tree larger than the limits.
 */
import { describeValue, isPlainObject, userError } from '../errors.ts';
import { DEFAULT_GRAPHQL_LIMITS, limitError, type GraphqlLimits } from '../limits.ts';
import { typeModel, type ContentModel, type FieldModel } from '../model.ts';
import { isComparableKind, operandComparable, type Comparable, type CompareKind } from './values.ts';

export type CompareOp = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'nin';
type Operator = CompareOp | 'contains' | 'ncontains' | 'containss' | 'ncontainss' | 'null';

const OPERATORS: ReadonlySet<string> = new Set<Operator>([
  'eq',
  'ne',
  'lt',
  'lte',
  'gt',
  'gte',
  'in',
  'nin',
  'contains',
  'ncontains',
  'containss',
  'ncontainss',
  'null',
]);

export type WhereNode =
  | { kind: 'all'; nodes: WhereNode[] }
  | { kind: 'any'; nodes: WhereNode[] }
  | {
      kind: 'compare';
      field: FieldModel;
      compareAs: CompareKind;
      op: CompareOp;
      values: Comparable[];
      /** For `in` / `nin`: the values' string forms, looked up instead of compared one by one. */
      keys?: ReadonlySet<string>;
    }
  | { kind: 'contains'; field: FieldModel; text: string; caseSensitive: boolean; negate: boolean }
  | { kind: 'null'; field: FieldModel; isNull: boolean }
  | { kind: 'nested'; field: FieldModel; target: string; node: WhereNode }
  /** Raw equality of a stored value (used for groupBy restrictions; never parsed from input). */
  | { kind: 'is'; field: string; value: unknown };

type Entry = readonly [key: string, value: unknown];

export type WhereLimits = Pick<GraphqlLimits, 'nesting' | 'whereClauses' | 'listItems'>;

interface Scope {
  model: ContentModel;
  typeName: string;
  /** Key path so far, for messages (e.g. "product_page."). */
  prefix: string;
  /** Fields of the path so far (dotted segments and nested objects). */
  depth: number;
  limits: WhereLimits;
  /** Clauses parsed so far, for the whole `where`. */
  count: { clauses: number };
}

/** Parses `where`; undefined/null means no filter. Throws a GraphQLError naming key and type, or the limit. */
export function parseWhere(
  model: ContentModel,
  typeName: string,
  where: unknown,
  limits: WhereLimits = DEFAULT_GRAPHQL_LIMITS,
): WhereNode | undefined {
  if (where === undefined || where === null) return undefined;
  if (!isPlainObject(where)) throw userError(`where: expected an object on ${typeName}, got ${describeValue(where)}`);
  return parseEntries({ model, typeName, prefix: '', depth: 0, limits, count: { clauses: 0 } }, Object.entries(where));
}

function counted(scope: Scope, node: WhereNode): WhereNode {
  if (++scope.count.clauses > scope.limits.whereClauses) throw limitError('whereClauses', scope.limits.whereClauses, 'more');
  return node;
}

function checkList(scope: Scope, key: string, items: readonly unknown[]): void {
  if (items.length > scope.limits.listItems)
    throw limitError('listItems', scope.limits.listItems, `${items.length} in "${scope.prefix}${key}"`);
}

function combine(nodes: WhereNode[]): WhereNode {
  return nodes.length === 1 && nodes[0] ? nodes[0] : { kind: 'all', nodes };
}

function unknownField(scope: Scope, name: string, key: string): never {
  const at = scope.prefix + key === name ? '' : ` (in "${scope.prefix}${key}")`;
  throw userError(`where: unknown field "${name}" on ${scope.typeName}${at}`);
}

function parseEntries(scope: Scope, entries: readonly Entry[]): WhereNode {
  const fields = typeModel(scope.model, scope.typeName).fields;
  const nodes: WhereNode[] = [];
  const groups = new Map<string, Entry[]>();
  const group = (head: string, items: readonly Entry[]): void => {
    const known = groups.get(head) ?? [];
    for (const item of items) known.push(item);
    groups.set(head, known);
  };
  if (scope.depth > scope.limits.nesting) throw limitError('nesting', scope.limits.nesting, `more in where "${scope.prefix}…"`);
  for (const [key, value] of entries) {
    if (key === '_or' || key === '_and') {
      nodes.push(parseBoolean(scope, key, value));
      continue;
    }
    const dot = key.indexOf('.');
    if (dot >= 0) {
      // A dotted key is a path as deep as a nested object: counted before it is followed.
      const segments = key.split('.').length - 1;
      if (scope.depth + segments > scope.limits.nesting) {
        throw limitError('nesting', scope.limits.nesting, `${scope.depth + segments} in a where key on ${scope.typeName}`);
      }
      const head = key.slice(0, dot);
      const rest = key.slice(dot + 1);
      if (head === '' || rest === '') throw userError(`where: malformed key "${scope.prefix}${key}" on ${scope.typeName}`);
      group(head, [[rest, value]]);
      continue;
    }
    const field = fields.get(key);
    if (isPlainObject(value) && field && (field.kind === 'relation' || field.kind === 'component')) {
      group(key, Object.entries(value));
      continue;
    }
    nodes.push(parseClause(scope, key, value));
  }
  for (const [head, items] of groups) {
    const field = fields.get(head) ?? unknownField(scope, head, head);
    if (field.kind !== 'relation' && field.kind !== 'component') {
      throw userError(`where: "${scope.prefix}${head}" on ${scope.typeName} is not a relation or component, so it has no nested fields`);
    }
    const node = parseEntries({ ...scope, typeName: field.target, prefix: `${scope.prefix}${head}.`, depth: scope.depth + 1 }, items);
    nodes.push(counted(scope, { kind: 'nested', field, target: field.target, node }));
  }
  return combine(nodes);
}

function parseBoolean(scope: Scope, key: '_or' | '_and', value: unknown): WhereNode {
  const clauses = Array.isArray(value) ? value : [value];
  checkList(scope, key, clauses);
  const inner = { ...scope, depth: scope.depth + 1 };
  const nodes = clauses.map((clause) => {
    if (!isPlainObject(clause)) {
      throw userError(`where: "${scope.prefix}${key}" on ${scope.typeName} expects an array of objects, got ${describeValue(clause)}`);
    }
    return parseEntries(inner, Object.entries(clause));
  });
  return counted(scope, { kind: key === '_or' ? 'any' : 'all', nodes });
}

function splitKey(scope: Scope, key: string): { field: FieldModel; op: Operator } {
  const fields = typeModel(scope.model, scope.typeName).fields;
  const at = key.lastIndexOf('_');
  const suffix = at > 0 ? key.slice(at + 1) : '';
  const base = key.slice(0, at);
  if (OPERATORS.has(suffix)) {
    const field = fields.get(base);
    if (field) return { field, op: suffix as Operator };
  }
  const whole = fields.get(key);
  if (whole) return { field: whole, op: 'eq' };
  return unknownField(scope, OPERATORS.has(suffix) ? base : key, key);
}

function compareKindOf(field: FieldModel): CompareKind | undefined {
  if (field.kind === 'relation') return 'relation';
  if (field.kind === 'scalar' && isComparableKind(field.scalar)) return field.scalar;
  return undefined;
}

function parseClause(scope: Scope, key: string, value: unknown): WhereNode {
  return counted(scope, parseComparison(scope, key, value));
}

/** `in` / `nin` with the operands' string forms for lookup. */
function membership(field: FieldModel, compareAs: CompareKind, op: 'in' | 'nin', values: Comparable[]): WhereNode {
  return { kind: 'compare', field, compareAs, op, values, keys: new Set(values.map(String)) };
}

function parseComparison(scope: Scope, key: string, value: unknown): WhereNode {
  const { field, op } = splitKey(scope, key);
  if (Array.isArray(value)) checkList(scope, key, value);
  const where = `where: "${scope.prefix}${key}" on ${scope.typeName}`;
  if (op === 'null') {
    if (typeof value === 'boolean') return { kind: 'null', field, isNull: value };
    if (value === 'true' || value === 'false') return { kind: 'null', field, isNull: value === 'true' };
    throw userError(`${where} expects true or false, got ${describeValue(value)}`);
  }
  const kind = compareKindOf(field);
  const fieldType = field.kind === 'scalar' ? field.typeName : field.kind;
  if (kind === undefined || (kind === 'relation' && !['eq', 'ne', 'in', 'nin'].includes(op))) {
    throw userError(
      `${where}: _${op} is not supported on ${field.name} (${fieldType}); use _null${kind === 'relation' ? ', an id or a nested object' : ''}`,
    );
  }
  const operand = (item: unknown): Comparable => {
    if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') {
      throw userError(`${where} expects a ${fieldType} value, got ${describeValue(item)}`);
    }
    const result = operandComparable(kind, item);
    if (!result.ok) throw userError(`${where} expects ${result.expected}, got ${describeValue(item)}`);
    return result.value;
  };
  const list = (items: readonly unknown[]): Comparable[] => items.filter((i) => i !== null).map(operand);
  switch (op) {
    case 'eq':
    case 'ne':
      if (value === null) return { kind: 'null', field, isNull: op === 'eq' };
      if (Array.isArray(value)) return membership(field, kind, op === 'eq' ? 'in' : 'nin', list(value));
      return { kind: 'compare', field, compareAs: kind, op, values: [operand(value)] };
    case 'in':
    case 'nin':
      if (!Array.isArray(value)) throw userError(`${where} expects an array, got ${describeValue(value)}`);
      return membership(field, kind, op, list(value));
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return { kind: 'compare', field, compareAs: kind, op, values: [operand(value)] };
    case 'contains':
    case 'ncontains':
    case 'containss':
    case 'ncontainss':
      if (typeof value !== 'string' && typeof value !== 'number') {
        throw userError(`${where} expects a string, got ${describeValue(value)}`);
      }
      return { kind: 'contains', field, text: String(value), caseSensitive: op.endsWith('ss'), negate: op.startsWith('n') };
  }
}
