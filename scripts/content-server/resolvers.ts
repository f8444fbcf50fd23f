/**
 * Generic resolvers built from the content model: per collection a single read by id, a list
 * read and a connection read; per single type its read; relation/component/union fields;
 * union type resolution by the stored `__typename`. Every mutation and every other root field
 * answers "Not implemented: <field> …" here; graphql-app.ts puts the write side (write/) and the
 * account resolvers (auth/) in their place, so only register, forgotPassword, resetPassword and
 * emailConfirmation keep that answer.
 */
import { notImplemented } from './errors.ts';
import type { ContentModel } from './model.ts';
import { parseListArgs } from './query.ts';
import { connectionResolvers, type ConnectionSource } from './resolvers/connection.ts';
import { listArgs, objectFieldResolvers, workOf, type Args, type FieldResolver } from './resolvers/fields.ts';
import { publicationState, StateReader, typenameOf, type PublicationState } from './resolvers/views.ts';
import type { ContentStore } from './store.ts';

interface UnionResolver {
  __resolveType: (value: unknown) => string | null;
}

export type ResolverMap = Record<string, Record<string, FieldResolver> | UnionResolver>;

function queryResolvers(model: ContentModel, reader: (state: PublicationState) => StateReader): Record<string, FieldResolver> {
  const query: Record<string, FieldResolver> = {};
  for (const { typeName, singular, plural, connection } of model.collections.values()) {
    if (singular) {
      query[singular] = (_parent, args: Args, context) => {
        workOf(context).spend(1);
        const r = reader(publicationState(args['publicationState']));
        const id = args['id'];
        const doc = typeof id === 'string' || typeof id === 'number' ? r.related(typeName, String(id)) : undefined;
        return doc ? r.view(doc, typeName) : null;
      };
    }
    if (plural) {
      query[plural] = (_parent, args: Args, context) => {
        const r = reader(publicationState(args['publicationState']));
        const list = parseListArgs(model, typeName, listArgs(args), context?.limits);
        return r.select(typeName, list, workOf(context));
      };
    }
    if (connection) {
      query[connection] = (_parent, args: Args, context): ConnectionSource => ({
        type: typeName,
        query: parseListArgs(model, typeName, listArgs(args), context?.limits),
        state: publicationState(args['publicationState']),
      });
    }
  }
  for (const { typeName, field } of model.singles.values()) {
    query[field] = (_parent, args: Args) => {
      const r = reader(publicationState(args['publicationState']));
      const doc = r.single(typeName);
      return doc ? r.view(doc, typeName) : null;
    };
  }
  return query;
}

function notImplementedResolvers(names: readonly string[]): Record<string, FieldResolver> {
  return Object.fromEntries(
    names.map((name): [string, FieldResolver] => [
      name,
      () => {
        throw notImplemented(name);
      },
    ]),
  );
}

export function buildResolvers(model: ContentModel, store: ContentStore): ResolverMap {
  const readers: Record<PublicationState, StateReader> = {
    LIVE: new StateReader(store, 'LIVE'),
    PREVIEW: new StateReader(store, 'PREVIEW'),
  };
  const reader = (state: PublicationState): StateReader => readers[state];
  const resolvers: ResolverMap = {};
  const query = queryResolvers(model, reader);
  const queryFields = Object.keys(model.schema.getQueryType()?.getFields() ?? {});
  resolvers['Query'] = { ...notImplementedResolvers(queryFields.filter((f) => !(f in query))), ...query };
  const mutationFields = Object.keys(model.schema.getMutationType()?.getFields() ?? {});
  if (mutationFields.length > 0) resolvers['Mutation'] = notImplementedResolvers(mutationFields);
  for (const type of model.types.values()) {
    const fields = objectFieldResolvers(model, type, reader);
    if (Object.keys(fields).length > 0) resolvers[type.name] = fields;
    for (const field of type.fields.values()) {
      if (field.kind === 'union') resolvers[field.union] = { __resolveType: (value: unknown) => typenameOf(value) ?? null };
    }
  }
  Object.assign(resolvers, connectionResolvers(model, reader));
  return resolvers;
}
