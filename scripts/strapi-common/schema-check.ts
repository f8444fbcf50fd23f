/**
 * `npm run strapi:check` and `strapi5:check` alike: `[--url URL]` (default CMS_GRAPHQL_URL, else the local
 * Strapi), the GraphQL schema of that Strapi read by introspection (with CMS_TOKEN when set), each version's problems against the contract printed, exit
 * code 1 when there is any.
 */
import { parseArgs } from 'node:util';
import { buildClientSchema, getIntrospectionQuery, type GraphQLSchema, type IntrospectionQuery } from 'graphql';
import { runMain } from './cli.ts';

export async function fetchSchema(graphqlUrl: string, token?: string): Promise<GraphQLSchema> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: getIntrospectionQuery() }),
  });
  const body = (await response.json()) as { data?: IntrospectionQuery; errors?: Array<{ message: string }> };
  if (!response.ok || !body.data) {
    throw new Error(
      `introspection of ${graphqlUrl} failed (HTTP ${response.status}): ${body.errors?.map((e) => e.message).join('; ') ?? ''}`,
    );
  }
  return buildClientSchema(body.data);
}

interface SchemaCheck {
  /** `strapi:check` or `strapi5:check`: the log prefix. */
  label: string;
  /** The local Strapi's port, the default server when neither --url nor CMS_GRAPHQL_URL is given. */
  localPort: string;
  problems(schema: GraphQLSchema): string[];
  /** What is said of the URL when there are problems ("does not match the content contract"). */
  mismatch: string;
  /** What is said of the URL when there are none. */
  match: string;
}

/** Checks the server of `--url` (`/graphql` is added when the URL does not end in it). */
export function runSchemaCheck(check: SchemaCheck): void {
  const { values } = parseArgs({
    options: { url: { type: 'string', default: process.env.CMS_GRAPHQL_URL ?? `http://127.0.0.1:${check.localPort}/graphql` } },
  });
  runMain(check.label, async () => {
    const url = values.url.endsWith('/graphql') ? values.url : `${values.url.replace(/\/+$/, '')}/graphql`;
    const problems = check.problems(await fetchSchema(url, process.env.CMS_TOKEN));
    if (problems.length > 0) {
      process.stderr.write(`[${check.label}] ${url} ${check.mismatch} (${problems.length} problem(s)):\n`);
      for (const problem of problems) process.stderr.write(`  - ${problem}\n`);
      process.exit(1);
    }
    process.stdout.write(`[${check.label}] ${url} ${check.match}\n`);
  });
}
