/**
 * The one place that decides who may run a root field (every Query and Mutation field is wrapped
 * by `guardRoots` before the schema is built; resolvers below never check permissions):
 *
 * - Public: list, single and connection reads under LIVE; `me`; `login` (and the account
 *   operations that answer "Not implemented"). A PREVIEW read or any other mutation: "Forbidden".
 * - Editor: also PREVIEW reads, content mutations and media (upload, multipleUpload,
 *   updateFileInfo, deleteFile).
 * - Administrator: also users, roles and permissions (reads and mutations).
 *
 * Nested fields need no guard: drafts are only reachable under PREVIEW, and account types are
 * only reachable from account roots. The exception: the author fields (created_by/updated_by),
 * which Public does not read or search by (author-fields.ts).
 */
import { GraphQLObjectType, getNamedType, type GraphQLResolveInfo, type GraphQLSchema } from 'graphql';
import type { Args } from '../resolvers/fields.ts';
import { ACCOUNT_TYPES, type RoleType } from './accounts.ts';
import { forbidden, type RequestContext } from './session.ts';

type RootResolver = (parent: unknown, args: Args, context: RequestContext, info: GraphQLResolveInfo) => unknown;
export type RootResolvers = Record<string, RootResolver>;

const RANK: Readonly<Record<RoleType, number>> = { public: 0, editor: 1, administrator: 2 };

/** Mutations anyone may call. */
const PUBLIC_MUTATIONS = new Set(['login', 'register', 'forgotPassword', 'resetPassword', 'emailConfirmation']);
const PUBLIC_QUERIES = new Set(['me']);

export function allows(role: RoleType, required: RoleType): boolean {
  return RANK[role] >= RANK[required];
}

/** The entity types a root field returns: its type, a connection's values, a payload's fields. */
function typesReached(schema: GraphQLSchema, root: 'Query' | 'Mutation', field: string): string[] {
  const rootType = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const named = getNamedType(rootType?.getFields()[field]?.type);
  if (!(named instanceof GraphQLObjectType)) return named ? [named.name] : [];
  const inner = Object.values(named.getFields()).map((f) => getNamedType(f.type).name);
  return [named.name, ...inner];
}

function touchesAccounts(schema: GraphQLSchema, root: 'Query' | 'Mutation', field: string): boolean {
  return typesReached(schema, root, field).some((name) => ACCOUNT_TYPES.has(name));
}

/** The least role a root field needs with these arguments. */
function requiredRole(schema: GraphQLSchema, root: 'Query' | 'Mutation', field: string, args: Args): RoleType {
  if (root === 'Query') {
    if (PUBLIC_QUERIES.has(field)) return 'public';
    if (touchesAccounts(schema, root, field)) return 'administrator';
    return args['publicationState'] === 'PREVIEW' ? 'editor' : 'public';
  }
  if (PUBLIC_MUTATIONS.has(field)) return 'public';
  return touchesAccounts(schema, root, field) ? 'administrator' : 'editor';
}

function guard(schema: GraphQLSchema, root: 'Query' | 'Mutation', field: string, resolve: RootResolver): RootResolver {
  return (parent, args, context, info) => {
    if (!allows(context.session.role, requiredRole(schema, root, field, args))) throw forbidden();
    return resolve(parent, args, context, info);
  };
}

/** Wraps every field of the root resolver maps with the permission check. */
export function guardRoots(schema: GraphQLSchema, roots: { Query: RootResolvers; Mutation?: RootResolvers }): void {
  for (const root of ['Query', 'Mutation'] as const) {
    const resolvers = roots[root];
    if (!resolvers) continue;
    for (const [field, resolve] of Object.entries(resolvers)) resolvers[field] = guard(schema, root, field, resolve);
  }
}
