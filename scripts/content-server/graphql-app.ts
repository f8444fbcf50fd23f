/**
 * The GraphQL endpoint: graphql-yoga executing the schema (SDL) with the generic read resolvers,
 * the write resolvers (write/) and the account resolvers (auth/), every root field wrapped by the
 * permission guard (auth/permissions.ts), the author fields (created_by/updated_by) hidden from
 * Public (auth/author-fields.ts). The context of a request is its session (the bearer token's
 * user, or Public), the client's address, its work budget (work-budget.ts) and the limits. Every
 * request is held to the GraphQL limits (limits.ts: document size, depth, aliases, root fields,
 * lists, estimated cost), to its work budget as it runs, and request bodies to a size limit
 * (body-limit.ts: file uploads, and any other body); multipart requests are parsed with a file size limit.
 * GraphiQL on GET /graphql in a browser, served from the bundled
 * @graphql-yoga/render-graphiql (yoga's default page loads its scripts from a CDN, which an
 * offline machine cannot reach); errors that are not GraphQLErrors are masked.
 */
import { randomBytes } from 'node:crypto';
import { createFetch } from '@whatwg-node/fetch';
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import { accountHooks } from './auth/account-input.ts';
import { guardAuthorFields } from './auth/author-fields.ts';
import { hasAccounts, ROLE_TYPE } from './auth/accounts.ts';
import { guardRoots, type RootResolvers } from './auth/permissions.ts';
import { LoginRateLimiter, type RateLimitOptions } from './auth/rate-limit.ts';
import { accountResolvers, roleUsersResolver } from './auth/resolvers.ts';
import { requestContext, type RequestContext, type ServerContext } from './auth/session.ts';
import { TokenService } from './auth/tokens.ts';
import { requestBodyLimit, useRequestBodyLimit } from './body-limit.ts';
import type { ChangeListener } from './changes.ts';
import { renderGraphiqlPage } from './graphiql-page.ts';
import { resolveLimits, useGraphqlLimits, type GraphqlLimits } from './limits.ts';
import type { ContentModel } from './model.ts';
import { buildResolvers } from './resolvers.ts';
import type { ContentStore } from './store.ts';
import { useWorkBudget, WORK_REPORT_HEADER, WorkBudget } from './work-budget.ts';
import { WriteContext } from './write/context.ts';
import { mutationResolvers } from './write/mutations.ts';
import { DEFAULT_MAX_UPLOAD_BYTES, FILE_TYPE, uploadResolvers } from './write/uploads.ts';

export const GRAPHQL_PATH = '/graphql';

export interface GraphqlAppOptions {
  typeDefs: string;
  model: ContentModel;
  store: ContentStore;
  log: (line: string) => void;
  /** Signs and checks login tokens; default: a random secret (tokens die with the app). */
  tokens?: TokenService;
  /** Called after every committed write. */
  onChange?: ChangeListener;
  loginRateLimit?: RateLimitOptions;
  /** Largest accepted upload, in bytes (default 50 MB). */
  maxUploadBytes?: number;
  /** Limits on a request's document and estimated cost, in place of the defaults (limits.ts). */
  graphqlLimits?: Partial<GraphqlLimits>;
}

/** A request's context: who asks (auth/session.ts), what it may still spend, and the limits of its arguments. */
type QueryRequestContext = RequestContext & { work: WorkBudget; limits: GraphqlLimits };

export type GraphqlApp = YogaServerInstance<ServerContext, QueryRequestContext>;

function roots(model: ContentModel, store: ContentStore): { Query: RootResolvers; Mutation: RootResolvers; rest: Record<string, unknown> } {
  const { Query, Mutation, ...rest } = buildResolvers(model, store);
  const plain = (value: unknown): RootResolvers => ({ ...(typeof value === 'object' && value !== null ? (value as RootResolvers) : {}) });
  return { Query: plain(Query), Mutation: plain(Mutation), rest };
}

export function createGraphqlApp(options: GraphqlAppOptions): GraphqlApp {
  const { typeDefs, model, store, log } = options;
  const text = (args: unknown[]): string => args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' ');
  const tokens = options.tokens ?? new TokenService(randomBytes(48).toString('base64url'));
  const maxUploadBytes = options.maxUploadBytes ?? DEFAULT_MAX_UPLOAD_BYTES;
  const bodyLimit = requestBodyLimit(maxUploadBytes);
  const limits = resolveLimits(options.graphqlLimits);
  const content = { entries: (typeName: string) => store.all(typeName).length };
  const writes = new WriteContext(store, options.onChange, log);
  const { Query, Mutation, rest } = roots(model, store);
  const hooks = hasAccounts(model) ? accountHooks(store) : new Map();
  Object.assign(Mutation, mutationResolvers(writes, hooks));
  if (model.collections.has(FILE_TYPE) && 'upload' in Mutation) Object.assign(Mutation, uploadResolvers(writes, maxUploadBytes));
  const accounts = accountResolvers({ store, tokens, limiter: new LoginRateLimiter(options.loginRateLimit) });
  Object.assign(Query, accounts.Query);
  if ('login' in Mutation) Object.assign(Mutation, accounts.Mutation);
  guardRoots(model.schema, { Query, Mutation });
  const resolvers: Record<string, unknown> = { ...rest, Query };
  if (Object.keys(Mutation).length > 0) resolvers['Mutation'] = Mutation;
  if (hasAccounts(model)) {
    const roleFields = rest[ROLE_TYPE];
    resolvers[ROLE_TYPE] = { ...(typeof roleFields === 'object' ? roleFields : {}), users: roleUsersResolver(store) };
  }
  guardAuthorFields(model.schema, resolvers);
  return createYoga<ServerContext, QueryRequestContext>({
    // The resolver maps are built from the model at run time; their shapes are checked where they are built.
    schema: createSchema<ServerContext & QueryRequestContext>({
      typeDefs,
      resolvers: resolvers as Parameters<typeof createSchema>[0]['resolvers'],
    }),
    context: async ({ request, ...server }) => ({
      ...(await requestContext(request, server, tokens, store)),
      work: new WorkBudget(limits.work, { signal: request.signal, report: request.headers.has(WORK_REPORT_HEADER) }),
      limits,
    }),
    fetchAPI: createFetch({ formDataLimits: { fileSize: maxUploadBytes, files: 50, fieldSize: 10 * 1024 * 1024 } }),
    maxRequestBodySize: bodyLimit,
    plugins: [useRequestBodyLimit(bodyLimit, limits.jsonBytes), useGraphqlLimits(limits, content), useWorkBudget()],
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: { title: 'Content server' },
    // The bundle is ~9 MB: load it on the first GraphiQL request, not at server start.
    renderGraphiQL: renderGraphiqlPage, // with its Content-Security-Policy (graphiql-page.ts)
    landingPage: false,
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => log(`warn: ${text(args)}`),
      error: (...args: unknown[]) => log(`error: ${text(args)}`),
    },
  });
}
