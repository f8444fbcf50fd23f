/**
 * Parses a Strapi v3 `where` argument (untyped JSON) into a WhereNode tree, validated
 * against the content model. Keys: `field` / `field_<op>`, `_or` / `_and`, nested objects
 * for relation and component fields, and dotted keys (`"product_page.slug"`).
 */
import { describeValue, isPlainObject, userError } from '../errors.ts';
import { typeModel, type ContentModel, type FieldModel } from '../model.ts';
import { isComparableKind, operandComparable, type Comparable, type CompareKind } from './values.ts';

export type CompareOp = 'eq' | 'ne' | 'lt' | 'lte' | 'gt' | 'gte' | 'in' | 'nin';
export type Operator = CompareOp | 'contains' | 'ncontains' | 'containss' | 'ncontainss' | 'null';

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
  | { kind: 'compare'; field: FieldModel; compareAs: CompareKind; op: CompareOp; values: Comparable[] }
  | { kind: 'contains'; field: FieldModel; text: string; caseSensitive: boolean; negate: boolean }
  | { kind: 'null'; field: FieldModel; isNull: boolean }
  | { kind: 'nested'; field: FieldModel; target: string; node: WhereNode }
  /** Raw equality of a stored value (used for groupBy restrictions; never parsed from input). */
  | { kind: 'is'; field: string; value: unknown };

type Entry = readonly [key: string, value: unknown];

interface Scope {
  model: ContentModel;
  typeName: string;
  /** Key path so far, for messages (e.g. "product_page."). */
  prefix: string;
}

/** Parses `where`; undefined/null means no filter. Throws a GraphQLError naming key and type. */
export function parseWhere(model: ContentModel, typeName: string, where: unknown): WhereNode | undefined {
  if (where === undefined || where === null) return undefined;
  if (!isPlainObject(where)) throw userError(`where: expected an object on ${typeName}, got ${describeValue(where)}`);
  return parseEntries({ model, typeName, prefix: '' }, Object.entries(where));
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
    groups.set(head, [...(groups.get(head) ?? []), ...items]);
  };
  for (const [key, value] of entries) {
    if (key === '_or' || key === '_and') {
      nodes.push(parseBoolean(scope, key, value));
      continue;
    }
    const dot = key.indexOf('.');
    if (dot >= 0) {
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
    const node = parseEntries({ ...scope, typeName: field.target, prefix: `${scope.prefix}${head}.` }, items);
    nodes.push({ kind: 'nested', field, target: field.target, node });
  }
  return combine(nodes);
}

function parseBoolean(scope: Scope, key: '_or' | '_and', value: unknown): WhereNode {
  const clauses = Array.isArray(value) ? value : [value];
  const nodes = clauses.map((clause) => {
    if (!isPlainObject(clause)) {
      throw userError(`where: "${scope.prefix}${key}" on ${scope.typeName} expects an array of objects, got ${describeValue(clause)}`);
    }
    return parseEntries(scope, Object.entries(clause));
  });
  return { kind: key === '_or' ? 'any' : 'all', nodes };
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
  const { field, op } = splitKey(scope, key);
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
      if (Array.isArray(value)) return { kind: 'compare', field, compareAs: kind, op: op === 'eq' ? 'in' : 'nin', values: list(value) };
      return { kind: 'compare', field, compareAs: kind, op, values: [operand(value)] };
    case 'in':
    case 'nin':
      if (!Array.isArray(value)) throw userError(`${where} expects an array, got ${describeValue(value)}`);
      return { kind: 'compare', field, compareAs: kind, op, values: list(value) };
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
