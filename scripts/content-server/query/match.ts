/**
 * Evaluates a parsed WhereNode against a stored document. SQL-like semantics: a null or missing
 * value matches only `_null: true` (and `field: null`); on a list (list relation, component list,
 * scalar list) a clause matches when any element matches; all clauses inside one nested object
 * must hold for the same element.
 *
 * The work is counted (`Work`, the request's budget: ../work-budget.ts): one unit per entry tested
 * against a clause and per related entry visited, one more per KiB of text a `_contains` searches;
 * it may throw the budget's error, or PAUSE when the request should give the event loop back (the
 * caller starts the entry again). The result of a nested clause for a related entry is remembered
 * for the request, so a path through relations (`a.b.a.b.…`) tests each entry once per clause
 * instead of once per way to reach it.
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

/** What evaluating a clause spends (the request's WorkBudget, or UNBOUNDED). */
export interface Work {
  spend(units: number): void;
  /** As spend; may throw PAUSE (../work-budget.ts) between two entries. */
  spendInterruptibly(units: number): void;
  /** The remembered results of a nested clause, per entry. */
  memo(node: object): WeakMap<object, boolean>;
}

const unboundedMemos = new WeakMap<object, WeakMap<object, boolean>>();

/** No budget: for callers that evaluate content they hold themselves (tests, the write side). */
export const UNBOUNDED: Work = {
  spend: () => {},
  spendInterruptibly: () => {},
  memo: (node) => {
    let memo = unboundedMemos.get(node);
    if (!memo) unboundedMemos.set(node, (memo = new WeakMap()));
    return memo;
  },
};

function rawItems(raw: unknown): unknown[] {
  if (raw === null || raw === undefined) return [];
  return Array.isArray(raw) ? raw.filter((item) => item !== null && item !== undefined) : [raw];
}

function idOf(raw: unknown): string | undefined {
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
}

/** The related documents of a relation field, or the inline objects of a component field. */
export function childDocs(field: FieldModel, doc: Doc, lookup: Lookup, work: Work = UNBOUNDED): Doc[] {
  const items = rawItems(doc[field.name]);
  if (field.kind === 'relation') {
    work.spendInterruptibly(items.length);
    return items.flatMap((item) => {
      const id = idOf(item);
      const found = id === undefined ? undefined : lookup.related(field.target, id);
      return found ? [found] : [];
    });
  }
  return items.filter(isPlainObject);
}

function presentValues(field: FieldModel, doc: Doc, lookup: Lookup, work: Work): unknown[] {
  if (field.kind === 'relation') return childDocs(field, doc, lookup, work).map((d) => d['id']);
  return rawItems(doc[field.name]);
}

function compareOne(op: CompareOp, stored: Comparable, operands: readonly Comparable[], keys: ReadonlySet<string> | undefined): boolean {
  const first = operands[0];
  switch (op) {
    // Two comparables are equal exactly when their string forms are (values.ts compareComparable).
    case 'in':
      return keys ? keys.has(String(stored)) : operands.some((v) => compareComparable(stored, v) === 0);
    case 'nin':
      return keys ? !keys.has(String(stored)) : !operands.some((v) => compareComparable(stored, v) === 0);
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

/** Whether a related entry (or component) matches the clause of a nested object: remembered per request. */
function nestedMatch(node: WhereNode, child: Doc, lookup: Lookup, work: Work): boolean {
  const memo = work.memo(node);
  const known = memo.get(child);
  if (known !== undefined) return known;
  const found = matches(node, child, lookup, work);
  memo.set(child, found);
  return found;
}

export function matches(node: WhereNode, doc: Doc, lookup: Lookup, work: Work = UNBOUNDED): boolean {
  work.spendInterruptibly(1);
  switch (node.kind) {
    case 'all':
      return node.nodes.every((n) => matches(n, doc, lookup, work));
    case 'any':
      return node.nodes.some((n) => matches(n, doc, lookup, work));
    case 'null':
      return (presentValues(node.field, doc, lookup, work).length === 0) === node.isNull;
    case 'compare':
      return presentValues(node.field, doc, lookup, work).some((raw) => {
        const stored = storedComparable(node.compareAs, raw);
        return stored !== undefined && compareOne(node.op, stored, node.values, node.keys);
      });
    case 'contains': {
      const needle = node.caseSensitive ? node.text : node.text.toLowerCase();
      return presentValues(node.field, doc, lookup, work).some((raw) => {
        const text = storedText(raw);
        if (text === undefined) return false;
        work.spendInterruptibly(Math.floor(text.length / 1024));
        const found = (node.caseSensitive ? text : text.toLowerCase()).includes(needle);
        return found !== node.negate;
      });
    }
    case 'nested':
      return childDocs(node.field, doc, lookup, work).some((child) => nestedMatch(node.node, child, lookup, work));
    case 'is':
      return sameValue(doc[node.field] ?? null, node.value ?? null);
  }
}
