/**
 * On delete, references to the deleted entry are removed from every other document in the same
 * transaction: a single relation becomes null, a list relation and a morph list (UploadFile.related)
 * lose the id. (Strapi v3 keeps relations in link tables, so a deleted entry disappears from its
 * relations there too; and a dangling id would fail the validation this store runs when it opens.)
 * The documents changed this way keep their updatedAt and produce no change events.
 */
import type { DatabaseSync } from 'node:sqlite';
import { isPlainObject } from '../errors.ts';
import type { ContentModel, FieldModel, TypeModel } from '../model.ts';
import type { ContentStore } from '../store.ts';
import { putDoc } from './rows.ts';

type Data = Record<string, unknown>;

interface Target {
  type: string;
  id: string;
}

const isRef = (value: unknown, id: string): boolean => (typeof value === 'string' || typeof value === 'number') && String(value) === id;

function stripValue(model: ContentModel, field: FieldModel, value: unknown, target: Target): { value: unknown; changed: boolean } {
  if (field.kind === 'relation' && field.target === target.type) {
    if (Array.isArray(value)) {
      const kept = value.filter((v) => !isRef(v, target.id));
      return { value: kept, changed: kept.length !== value.length };
    }
    return isRef(value, target.id) ? { value: null, changed: true } : { value, changed: false };
  }
  if (field.kind !== 'component' && field.kind !== 'union') return { value, changed: false };
  const items = Array.isArray(value) ? value : [value];
  let changed = false;
  const kept: unknown[] = [];
  for (const item of items) {
    if (!isPlainObject(item)) {
      kept.push(item);
      continue;
    }
    const typename = field.kind === 'component' ? field.target : item['__typename'];
    if (field.kind === 'union' && typename === target.type && isRef(item['id'], target.id)) {
      changed = true;
      continue;
    }
    const member = typeof typename === 'string' ? model.types.get(typename) : undefined;
    const inner = member?.kind === 'component' ? stripObject(model, member, item, target) : undefined;
    if (inner) changed = true;
    kept.push(inner ?? item);
  }
  if (!changed) return { value, changed };
  return { value: Array.isArray(value) ? kept : (kept[0] ?? null), changed };
}

/** The object without references to the target, or undefined when it had none. */
function stripObject(model: ContentModel, type: TypeModel, data: Data, target: Target): Data | undefined {
  let out: Data | undefined;
  for (const field of type.fields.values()) {
    if (!(field.name in data)) continue;
    const result = stripValue(model, field, data[field.name], target);
    if (result.changed) {
      out ??= { ...data };
      out[field.name] = result.value;
    }
  }
  return out;
}

/** Removes every reference to `type` "id" from the other documents; returns how many changed. */
export function removeReferences(db: DatabaseSync, store: ContentStore, type: string, id: string): number {
  let changed = 0;
  for (const owner of store.model.types.values()) {
    if (owner.kind === 'component') continue;
    for (const doc of store.all(owner.name)) {
      if (owner.name === type && String(doc['id']) === id) continue;
      const stripped = stripObject(store.model, owner, doc, { type, id });
      if (!stripped) continue;
      putDoc(db, owner.name, stripped);
      changed++;
    }
  }
  return changed;
}
