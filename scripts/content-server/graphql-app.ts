/**
 * The GraphQL endpoint: graphql-yoga executing the schema (SDL) with the generic resolvers.
 * GraphiQL on GET /graphql in a browser, served from the bundled @graphql-yoga/render-graphiql
 * (yoga's default page loads its scripts from a CDN, which an offline machine cannot reach);
 * errors that are not GraphQLErrors are masked.
 */
import { createSchema, createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { ContentModel } from './model.ts';
import { buildResolvers } from './resolvers.ts';
import type { ContentStore } from './store.ts';

export const GRAPHQL_PATH = '/graphql';

export interface GraphqlAppOptions {
  typeDefs: string;
  model: ContentModel;
  store: ContentStore;
  log: (line: string) => void;
}

export type GraphqlApp = YogaServerInstance<Record<string, unknown>, Record<string, unknown>>;

export function createGraphqlApp({ typeDefs, model, store, log }: GraphqlAppOptions): GraphqlApp {
  const text = (args: unknown[]): string => args.map((a) => (a instanceof Error ? (a.stack ?? a.message) : String(a))).join(' ');
  return createYoga({
    schema: createSchema({ typeDefs, resolvers: buildResolvers(model, store) }),
    graphqlEndpoint: GRAPHQL_PATH,
    graphiql: { title: 'Content server' },
    // The bundle is ~9 MB: load it on the first GraphiQL request, not at server start.
    renderGraphiQL: async (options) => (await import('@graphql-yoga/render-graphiql')).renderGraphiQL(options),
    landingPage: false,
    logging: {
      debug: () => {},
      info: () => {},
      warn: (...args: unknown[]) => log(`warn: ${text(args)}`),
      error: (...args: unknown[]) => log(`error: ${text(args)}`),
    },
  });
}
