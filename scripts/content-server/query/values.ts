/**
 * Normalising scalar values for comparison (where and sort), per scalar kind:
 * ids compare as strings (integer ids numerically, as database ids do), numbers numerically,
 * date-times by their instant.
 */
import type { ScalarKind } from '../model.ts';

export type Comparable = string | number | boolean;

/** What a value is compared as: a scalar kind, or "relation" (compares the related id). */
export type CompareKind = ScalarKind | 'relation';

/** Kinds that can be compared with eq/lt/in/contains at all. */
export function isComparableKind(kind: CompareKind): boolean {
  return kind !== 'json' && kind !== 'other';
}

const INTEGER_ID = /^(0|[1-9]\d{0,14})$/;

/** An id as a Comparable: "12" → 12 (so that 9 < 10), anything else stays a string. */
function idComparable(value: string | number): Comparable {
  const text = String(value);
  return INTEGER_ID.test(text) ? Number(text) : text;
}

function toInstant(value: string | number): number | undefined {
  const time = typeof value === 'number' ? value : Date.parse(value);
  return Number.isFinite(time) ? time : undefined;
}

/** A stored value as a Comparable, or undefined when it is null/missing/not comparable. */
export function storedComparable(kind: CompareKind, raw: unknown): Comparable | undefined {
  if (raw === null || raw === undefined) return undefined;
  if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') return undefined;
  switch (kind) {
    case 'id':
    case 'relation':
      return typeof raw === 'boolean' ? undefined : idComparable(raw);
    case 'string':
    case 'enum':
    case 'time':
      return String(raw);
    case 'int':
    case 'float':
    case 'long': {
      const n = typeof raw === 'number' ? raw : Number(raw);
      return Number.isNaN(n) ? undefined : n;
    }
    case 'boolean':
      return typeof raw === 'boolean' ? raw : raw === 'true' ? true : raw === 'false' ? false : undefined;
    case 'datetime':
    case 'date':
      return typeof raw === 'boolean' ? undefined : toInstant(raw);
    case 'json':
    case 'other':
      return undefined;
  }
}

export type OperandResult = { ok: true; value: Comparable } | { ok: false; expected: string };

/** A where operand (already known to be a string, number or boolean) as a Comparable. */
export function operandComparable(kind: CompareKind, value: string | number | boolean): OperandResult {
  switch (kind) {
    case 'id':
    case 'relation':
      return typeof value === 'boolean' ? { ok: false, expected: 'an id (string or number)' } : { ok: true, value: idComparable(value) };
    case 'string':
    case 'enum':
    case 'time':
      return { ok: true, value: String(value) };
    case 'int':
    case 'float':
    case 'long': {
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      return Number.isNaN(n) ? { ok: false, expected: 'a number' } : { ok: true, value: n };
    }
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      if (value === 'true' || value === 'false') return { ok: true, value: value === 'true' };
      return { ok: false, expected: 'a boolean' };
    case 'datetime':
    case 'date': {
      const instant = typeof value === 'boolean' ? undefined : toInstant(value);
      return instant === undefined ? { ok: false, expected: 'a date (ISO 8601 string)' } : { ok: true, value: instant };
    }
    case 'json':
    case 'other':
      return { ok: false, expected: 'nothing (only _null is supported on this field)' };
  }
}

/** Total order on Comparables of one kind (mixed kinds fall back to their string forms). */
export function compareComparable(a: Comparable, b: Comparable): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** The text a `_contains` operator searches in: the stored value as written. */
export function storedText(raw: unknown): string | undefined {
  if (typeof raw === 'string') return raw;
  if (typeof raw === 'number' || typeof raw === 'boolean') return String(raw);
  return undefined;
}
