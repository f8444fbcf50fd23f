/**
 * Content mutations in the Strapi v3 shapes, for every create/update/delete field of the schema:
 * `createT(input: { data })`, `updateT(input: { where: { id }, data })`, `deleteT(input: { where })`
 * for collections; `updateT(input: { data })` and `deleteT` for single types. Each is ONE
 * transaction (store.write): the input is normalised and validated inside it, so an invalid input
 * writes nothing. Payloads are read back under PREVIEW.
 *
 * - create: a new id (never one handed out before, rows.ts); createdAt/updatedAt now; created_by/
 *   updated_by the token's user; published (published_at now) unless the data says
 *   `published_at: null` (Strapi v3's API).
 * - update: the given fields replace the stored ones (a component or a list is replaced whole).
 * - delete: references to the entry are removed from other documents (see references.ts).
 * - events, after the commit: create → entry.create; delete → entry.delete; an update whose
 *   published_at goes from null to a date → entry.publish, from a date to null → entry.unpublish,
 *   any other update → entry.update (one event per write, as Strapi v3 does).
 */
import { GraphQLObjectType, getNamedType, type GraphQLSchema } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import type { WriteHook } from '../auth/account-input.ts';
import type { RootResolvers } from '../auth/permissions.ts';
import { modelNameOf, type EntryEvent } from '../changes.ts';
import { isPlainObject, userError } from '../errors.ts';
import { PUBLISHED_AT, typeModel, type ContentModel } from '../model.ts';
import type { Doc } from '../query.ts';
import { authorStamp, type WriteContext } from './context.ts';
import { checkDocument, normaliseInput, type Data } from './input.ts';
import { removeReferences } from './references.ts';
import { deleteDoc, nextId, putDoc } from './rows.ts';

interface EntityMutation {
  field: string;
  verb: 'create' | 'update' | 'delete';
  typeName: string;
  single: boolean;
  /** The payload's field: `productPage` in `updateProductPage { productPage { … } }`. */
  payloadField: string;
}

const SINGLE_ID = '1';

/** The create/update/delete fields of the Mutation type, read from the schema (not UploadFile's: see uploads.ts). */
function entityMutations(model: ContentModel): EntityMutation[] {
  const schema: GraphQLSchema = model.schema;
  const found: EntityMutation[] = [];
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    const verb = /^(create|update|delete)[A-Z]/.exec(field.name)?.[1];
    const payload = getNamedType(field.type);
    if (!verb || !(payload instanceof GraphQLObjectType)) continue;
    const fields = Object.values(payload.getFields());
    const target = fields.length === 1 && fields[0] ? getNamedType(fields[0].type).name : undefined;
    const type = target ? model.types.get(target) : undefined;
    if (!type || !fields[0] || type.kind === 'component' || type.name === 'UploadFile') continue;
    found.push({
      field: field.name,
      verb: verb as EntityMutation['verb'],
      typeName: type.name,
      single: type.kind === 'single',
      payloadField: fields[0].name,
    });
  }
  return found;
}

function notFound(typeName: string, id: string): Error {
  return createGraphQLError(`${typeName} "${id}" not found`, { extensions: { code: 'NOT_FOUND' } });
}

function whereId(input: unknown): string {
  const where = isPlainObject(input) ? input['where'] : undefined;
  const id = isPlainObject(where) ? where['id'] : undefined;
  if (typeof id !== 'string' && typeof id !== 'number') throw userError('where.id: required');
  return String(id);
}

function updateEvent(before: Doc, after: Doc): EntryEvent {
  const was = before[PUBLISHED_AT] ?? null;
  const is = after[PUBLISHED_AT] ?? null;
  if (was === null && is !== null) return 'entry.publish';
  if (was !== null && is === null) return 'entry.unpublish';
  return 'entry.update';
}

export function mutationResolvers(ctx: WriteContext, hooks: ReadonlyMap<string, WriteHook>): RootResolvers {
  const { store } = ctx;
  const model = store.model;

  const save = async (op: EntityMutation, id: string | undefined, input: unknown, user: Doc | null): Promise<Doc> => {
    const type = typeModel(model, op.typeName);
    const existing = op.single ? store.single(op.typeName) : id === undefined ? undefined : store.get(op.typeName, id);
    if (op.verb === 'update' && !op.single && !existing) throw notFound(op.typeName, id ?? '');
    const data = isPlainObject(input) ? input['data'] : undefined;
    const normalised = normaliseInput(model, type, data);
    const hook = hooks.get(op.typeName);
    const prepared = hook ? await hook.prepare(normalised, existing) : { data: normalised, persist: undefined };
    const stamp = authorStamp(user);
    const { doc, before } = store.write((db) => {
      const now = ctx.now();
      const current = op.single ? store.single(op.typeName) : existing;
      const docId = current ? String(current['id']) : op.single ? SINGLE_ID : nextId(db, op.typeName);
      const base: Data = current ? { ...current } : { createdAt: now, created_by: stamp };
      const next: Data = { ...base, ...structuredClone(prepared.data), id: docId, updatedAt: now, updated_by: stamp };
      if (!current && type.draftable && !(PUBLISHED_AT in prepared.data)) next[PUBLISHED_AT] = now;
      if (next['created_by'] === null) delete next['created_by'];
      if (next['updated_by'] === null) delete next['updated_by'];
      ctx.componentIds.fill(type, next);
      checkDocument(store, op.typeName, next);
      putDoc(db, op.typeName, next);
      prepared.persist?.(db, docId);
      return { doc: next, before: current };
    });
    const event: EntryEvent = before ? updateEvent(before, doc) : 'entry.create';
    ctx.emit([{ event, model: modelNameOf(op.typeName), entry: doc }]);
    return doc;
  };

  const remove = (op: EntityMutation, id: string | undefined): Doc | null => {
    const existing = op.single ? store.single(op.typeName) : id === undefined ? undefined : store.get(op.typeName, id);
    if (!existing) {
      if (op.single) return null;
      throw notFound(op.typeName, id ?? '');
    }
    const docId = String(existing['id']);
    store.write((db) => {
      deleteDoc(db, op.typeName, docId);
      removeReferences(db, store, op.typeName, docId);
      hooks.get(op.typeName)?.remove?.(db, docId);
    });
    ctx.emit([{ event: 'entry.delete', model: modelNameOf(op.typeName), entry: existing }]);
    return existing;
  };

  const resolvers: RootResolvers = {};
  for (const op of entityMutations(model)) {
    resolvers[op.field] = async (_parent, args, context) => {
      const input = args['input'];
      const id = op.single || op.verb === 'create' ? undefined : whereId(input);
      const doc = op.verb === 'delete' ? remove(op, id) : await save(op, id, input, context.session.user);
      return { [op.payloadField]: doc ? ctx.view(doc, op.typeName) : null };
    };
  }
  return resolvers;
}
