/**
 * Evaluates a parsed WhereNode against a stored document. SQL-like semantics: a null or missing
 * value matches only `_null: true` (and `field: null`); on a list (list relation, component list,
 * scalar list) a clause matches when any element matches; all clauses inside one nested object
 * must hold for the same element.
 */
import { isPlainObject } from '../errors.ts';
import type { FieldModel } from '../model.ts';
import { compareComparable, storedComparable, storedText, type Comparable } from './values.ts';
import type { CompareOp, WhereNode } from './where.ts';

export type Doc = Readonly<Record<string, unknown>>;

/** Resolves relation ids to documents visible in the current publication state. */
export interface Lookup {
  related(type: string, id: string): Doc | undefined;
}

function rawItems(raw: unknown): unknown[] {
  if (raw === null || raw === undefined) return [];
  return Array.isArray(raw) ? raw.filter((item) => item !== null && item !== undefined) : [raw];
}

function idOf(raw: unknown): string | undefined {
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
}

/** The related documents of a relation field, or the inline objects of a component field. */
export function childDocs(field: FieldModel, doc: Doc, lookup: Lookup): Doc[] {
  const items = rawItems(doc[field.name]);
  if (field.kind === 'relation') {
    return items.flatMap((item) => {
      const id = idOf(item);
      const found = id === undefined ? undefined : lookup.related(field.target, id);
      return found ? [found] : [];
    });
  }
  return items.filter(isPlainObject);
}

function presentValues(field: FieldModel, doc: Doc, lookup: Lookup): unknown[] {
  if (field.kind === 'relation') return childDocs(field, doc, lookup).map((d) => d['id']);
  return rawItems(doc[field.name]);
}

function compareOne(op: CompareOp, stored: Comparable, operands: readonly Comparable[]): boolean {
  const first = operands[0];
  switch (op) {
    case 'in':
      return operands.some((v) => compareComparable(stored, v) === 0);
    case 'nin':
      return !operands.some((v) => compareComparable(stored, v) === 0);
    default:
      if (first === undefined) return false;
  }
  const order = compareComparable(stored, first);
  switch (op) {
    case 'eq':
      return order === 0;
    case 'ne':
      return order !== 0;
    case 'lt':
      return order < 0;
    case 'lte':
      return order <= 0;
    case 'gt':
      return order > 0;
    case 'gte':
      return order >= 0;
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  return typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b);
}

export function matches(node: WhereNode, doc: Doc, lookup: Lookup): boolean {
  switch (node.kind) {
    case 'all':
      return node.nodes.every((n) => matches(n, doc, lookup));
    case 'any':
      return node.nodes.some((n) => matches(n, doc, lookup));
    case 'null':
      return (presentValues(node.field, doc, lookup).length === 0) === node.isNull;
    case 'compare':
      return presentValues(node.field, doc, lookup).some((raw) => {
        const stored = storedComparable(node.compareAs, raw);
        return stored !== undefined && compareOne(node.op, stored, node.values);
      });
    case 'contains': {
      const needle = node.caseSensitive ? node.text : node.text.toLowerCase();
      return presentValues(node.field, doc, lookup).some((raw) => {
        const text = storedText(raw);
        if (text === undefined) return false;
        const found = (node.caseSensitive ? text : text.toLowerCase()).includes(needle);
        return found !== node.negate;
      });
    }
    case 'nested':
      return childDocs(node.field, doc, lookup).some((child) => matches(node.node, child, lookup));
    case 'is':
      return sameValue(doc[node.field] ?? null, node.value ?? null);
  }
}
