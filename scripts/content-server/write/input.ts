/**
 * Mutation input → stored document data, and its validation against the model (validate.ts, the
 * same rules the seed passes): relation ids become strings, components are taken as given (their
 * ids kept, missing ones assigned), dynamic-zone items name their member by `__typename`
 * ("ComponentContentTextarea") or by Strapi's `__component` ("content.textarea"). Client-sent
 * `created_by`/`updated_by` are dropped: the server sets them from the token's user.
 */
import type { GraphQLError } from 'graphql';
import { describeValue, isPlainObject, userError } from '../errors.ts';
import { PUBLISHED_AT, type ContentModel, type FieldModel, type TypeModel } from '../model.ts';
import type { Doc } from '../query.ts';
import { ComponentIds, eachComponent } from '../seed-prepare.ts';
import type { ContentStore } from '../store.ts';
import { validateRecord } from '../validate.ts';

export type Data = Record<string, unknown>;

const AUTHOR_FIELDS = new Set(['created_by', 'updated_by']);

export function invalidInput(typeName: string, problems: readonly string[]): GraphQLError {
  const error = userError(`Invalid input for ${typeName}: ${problems.join('; ')}`);
  Object.assign(error.extensions, { problems });
  return error;
}

const pascal = (part: string): string =>
  part
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join('');

/** "content.text-with-image" → "ComponentContentTextWithImage". */
function componentTypeName(component: string): string {
  return `Component${component.split('.').map(pascal).join('')}`;
}

function normaliseItem(model: ContentModel, field: FieldModel, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  switch (field.kind) {
    case 'relation':
      return typeof value === 'number' ? String(value) : value;
    case 'component': {
      const target = model.types.get(field.target);
      return target && isPlainObject(value) ? normaliseObject(model, target, value) : value;
    }
    case 'union': {
      if (!isPlainObject(value)) return value;
      const { __component: component, ...rest } = value;
      const typename = rest['__typename'] ?? (typeof component === 'string' ? componentTypeName(component) : component);
      const member = typeof typename === 'string' ? model.types.get(typename) : undefined;
      const item: Data = { ...rest, __typename: typename };
      if (member?.kind === 'component') return normaliseObject(model, member, item);
      if (typeof item['id'] === 'number') item['id'] = String(item['id']);
      return item;
    }
    case 'scalar':
      return value;
  }
}

function normaliseObject(model: ContentModel, type: TypeModel, data: Data): Data {
  const out: Data = {};
  for (const [key, value] of Object.entries(data)) {
    if (value === undefined) continue;
    const field = type.fields.get(key);
    if (key === 'id' && value !== null) out[key] = String(value);
    else if (!field) out[key] = value;
    else if (field.list && Array.isArray(value)) out[key] = value.map((item) => normaliseItem(model, field, item));
    else out[key] = normaliseItem(model, field, value);
  }
  return out;
}

/** The input's fields in stored form (only the fields given; author fields dropped). */
export function normaliseInput(model: ContentModel, type: TypeModel, input: unknown): Data {
  if (input === undefined || input === null) return {};
  if (!isPlainObject(input)) throw invalidInput(type.name, [`data: expected an object, got ${describeValue(input)}`]);
  const data = normaliseObject(model, type, input);
  for (const key of AUTHOR_FIELDS) delete data[key];
  if (PUBLISHED_AT in data && data[PUBLISHED_AT] !== null) {
    const raw = data[PUBLISHED_AT];
    const time = typeof raw === 'string' ? Date.parse(raw) : Number.NaN;
    if (!Number.isFinite(time))
      throw invalidInput(type.name, [`field "${PUBLISHED_AT}": expected a date-time or null, got ${describeValue(raw)}`]);
    data[PUBLISHED_AT] = new Date(time).toISOString();
  }
  return data;
}

/** Component ids for new components: per component type, after the largest id in the store. */
export class ComponentIdSource {
  private ids: ComponentIds | undefined;
  private readonly store: ContentStore;

  constructor(store: ContentStore) {
    this.store = store;
  }

  private load(): ComponentIds {
    const ids = new ComponentIds();
    for (const type of this.store.model.types.values()) {
      if (type.kind === 'component') continue;
      for (const doc of this.store.all(type.name))
        eachComponent(this.store.model, type, { ...doc }, (c, item) => ids.reserve(c.name, item['id']));
    }
    return ids;
  }

  /** Gives every component in `doc` without an id a new one (in place). */
  fill(type: TypeModel, doc: Data): void {
    this.ids ??= this.load();
    const ids = this.ids;
    eachComponent(this.store.model, type, doc, (c, item) => {
      if (item['id'] === undefined || item['id'] === null) item['id'] = ids.take(c.name);
      else ids.reserve(c.name, item['id']);
    });
  }
}

/** Throws a GraphQL error naming every problem of the document; relations must exist in the store (or be written in the same write: `sameWrite`). */
export function checkDocument(
  store: ContentStore,
  typeName: string,
  doc: Doc,
  sameWrite: ReadonlyArray<{ type: string; id: string }> = [],
): void {
  const id = String(doc['id']);
  const fresh = new Set([`${typeName}:${id}`, ...sameWrite.map((d) => `${d.type}:${d.id}`)]);
  const has = (type: string, ref: string): boolean => fresh.has(`${type}:${ref}`) || store.get(type, ref) !== undefined;
  const problems = validateRecord(store.model, { type: typeName, id, data: doc }, { has });
  if (problems.length > 0) throw invalidInput(typeName, problems);
}
