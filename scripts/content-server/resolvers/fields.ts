/**
 * Field resolvers of entity and component types: relations (single, and lists with their own
 * where/sort/start/limit), components, dynamic zones and morph unions. Scalars use the default
 * resolver (the stored value under the field name). Relations spend the request's work budget
 * (../work-budget.ts): one unit per related entry; a list relation gives the event loop back first
 * when the request has held it for a slice.
 */
import { isPlainObject } from '../errors.ts';
import type { ContentModel, FieldModel, TypeModel } from '../model.ts';
import { parseListArgs, selectBounded, type Doc, type ListLimits, type RawListArgs } from '../query.ts';
import { andThen, whenReady, WorkBudget } from '../work-budget.ts';
import { asView, STATE, type PublicationState, type StateReader, type View } from './views.ts';

export type Args = Readonly<Record<string, unknown>>;
/** What the resolvers read from a request's context: its work budget and the request limits (graphql-app.ts). */
export interface QueryContext {
  work?: WorkBudget;
  limits?: ListLimits;
}
export type FieldResolver = (parent: unknown, args: Args, context?: QueryContext) => unknown;
export type Readers = (state: PublicationState) => StateReader;

/** The request's budget; a call without one (a test executing the schema directly) gets no limit. */
export function workOf(context: QueryContext | undefined): WorkBudget {
  return context?.work ?? new WorkBudget(Number.POSITIVE_INFINITY);
}

function idOf(raw: unknown): string | undefined {
  return typeof raw === 'string' || typeof raw === 'number' ? String(raw) : undefined;
}

function intArg(value: unknown): number | null {
  return typeof value === 'number' ? value : null;
}

export function listArgs(args: Args): RawListArgs {
  return { where: args['where'], sort: args['sort'], start: intArg(args['start']), limit: intArg(args['limit']) };
}

function items(raw: unknown): unknown[] {
  if (raw === null || raw === undefined) return [];
  return Array.isArray(raw) ? raw : [raw];
}

function relationResolver(model: ContentModel, field: FieldModel & { kind: 'relation' }, readers: Readers): FieldResolver {
  return (parent, args, context) => {
    const view = asView(parent);
    const reader = readers(view[STATE]);
    const work = workOf(context);
    if (!field.list) {
      for (const raw of items(view[field.name])) {
        work.spend(1);
        const id = idOf(raw);
        const doc = id === undefined ? undefined : reader.related(field.target, id);
        if (doc) return reader.view(doc, field.target);
      }
      return null;
    }
    const query = parseListArgs(model, field.target, listArgs(args), context?.limits);
    return whenReady(work, () => {
      const ids = items(view[field.name]);
      work.spend(ids.length);
      const related = ids.flatMap((raw): Doc[] => {
        const id = idOf(raw);
        const doc = id === undefined ? undefined : reader.related(field.target, id);
        return doc ? [doc] : [];
      });
      return andThen(selectBounded(related, query, reader, work), (docs) => docs.map((doc) => reader.view(doc, field.target)));
    });
  };
}

function componentResolver(field: FieldModel & { kind: 'component' }, readers: Readers): FieldResolver {
  return (parent) => {
    const view = asView(parent);
    const reader = readers(view[STATE]);
    const objects = items(view[field.name])
      .filter(isPlainObject)
      .map((obj) => reader.view(obj));
    return field.list ? objects : (objects[0] ?? null);
  };
}

function unionResolver(model: ContentModel, field: FieldModel & { kind: 'union' }, readers: Readers): FieldResolver {
  return (parent, _args, context) => {
    const view = asView(parent);
    const reader = readers(view[STATE]);
    const stored = items(view[field.name]);
    workOf(context).spend(stored.length);
    const members = stored.flatMap((item): View[] => {
      if (!isPlainObject(item)) return [];
      const typename = item['__typename'];
      if (typeof typename !== 'string' || !field.members.has(typename)) return [];
      if (!model.collections.has(typename)) return [reader.view(item, typename)];
      const id = idOf(item['id']);
      const doc = id === undefined ? undefined : reader.related(typename, id);
      return doc ? [reader.view(doc, typename)] : [];
    });
    return field.list ? members : (members[0] ?? null);
  };
}

/** Resolvers for the non-scalar fields of one object type. */
export function objectFieldResolvers(model: ContentModel, type: TypeModel, readers: Readers): Record<string, FieldResolver> {
  const resolvers: Record<string, FieldResolver> = {};
  for (const field of type.fields.values()) {
    if (field.kind === 'relation') resolvers[field.name] = relationResolver(model, field, readers);
    if (field.kind === 'component') resolvers[field.name] = componentResolver(field, readers);
    if (field.kind === 'union') resolvers[field.name] = unionResolver(model, field, readers);
  }
  return resolvers;
}
