/**
 * `created_by` / `updated_by` (the account that wrote an entry: its id and login name) are for
 * editors and administrators. For Public they read null wherever an entry is reached (lists,
 * singles, relations, connections, morph unions), and a `where` or `sort` that goes through them is
 * refused, on root fields and on list relations alike: filtering by them would spell the names out
 * one comparison at a time. Strapi v3 does not publish them either (its creator fields are private).
 *
 * Applied to the resolver maps before the schema is built (graphql-app.ts), next to the root
 * guard of permissions.ts.
 */
import { defaultFieldResolver, GraphQLObjectType, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import { createGraphQLError } from 'graphql-yoga';
import { isPlainObject } from '../errors.ts';
import { allows } from './permissions.ts';
import type { RequestContext } from './session.ts';

const AUTHOR_FIELDS: ReadonlySet<string> = new Set(['created_by', 'updated_by']);

type Resolver = (parent: unknown, args: Readonly<Record<string, unknown>>, context: RequestContext, info: GraphQLResolveInfo) => unknown;

const mayReadAuthors = (context: RequestContext): boolean => allows(context.session.role, 'editor');

/** A `where` key or sort path through an author field: `created_by`, `created_by_null`, `"created_by.username"`. */
function namesAuthor(path: string): boolean {
  return path.split('.').some((part) => [...AUTHOR_FIELDS].some((field) => part === field || part.startsWith(`${field}_`)));
}

/** Any key of a `where` value (at any depth: nested relations, `_or`/`_and` lists) through an author field. */
function whereNamesAuthor(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(whereNamesAuthor);
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([key, inner]) => namesAuthor(key) || whereNamesAuthor(inner));
}

function sortNamesAuthor(sort: unknown): boolean {
  return typeof sort === 'string' && sort.split(',').some((entry) => namesAuthor(entry.trim().split(':')[0] ?? ''));
}

function hideFromPublic(resolve: Resolver): Resolver {
  return (parent, args, context, info) => (mayReadAuthors(context) ? resolve(parent, args, context, info) : null);
}

function refuseAuthorSearch(resolve: Resolver): Resolver {
  return (parent, args, context, info) => {
    if (!mayReadAuthors(context) && (whereNamesAuthor(args['where']) || sortNamesAuthor(args['sort'])))
      throw createGraphQLError('Forbidden: only editors may filter or sort by created_by/updated_by', {
        extensions: { code: 'FORBIDDEN' },
      });
    return resolve(parent, args, context, info);
  };
}

/**
 * Wraps, in the resolver maps (type name → field → resolver), every author field of every object
 * type of `schema` and every resolver of a field with a `where` or `sort` argument.
 */
export function guardAuthorFields(schema: GraphQLSchema, resolvers: Record<string, unknown>): void {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!(type instanceof GraphQLObjectType) || type.name.startsWith('__')) continue;
    const existing = resolvers[type.name];
    const map = (typeof existing === 'object' && existing !== null ? existing : {}) as Record<string, Resolver | undefined>;
    let changed = false;
    for (const field of Object.values(type.getFields())) {
      const resolve = map[field.name];
      if (AUTHOR_FIELDS.has(field.name)) {
        map[field.name] = hideFromPublic(resolve ?? (defaultFieldResolver as Resolver));
        changed = true;
      } else if (resolve && field.args.some((arg) => arg.name === 'where' || arg.name === 'sort')) {
        map[field.name] = refuseAuthorSearch(resolve);
        changed = true;
      }
    }
    if (changed && existing !== map) resolvers[type.name] = map;
  }
}
