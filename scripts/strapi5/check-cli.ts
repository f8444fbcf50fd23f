/**
 * `npm run strapi5:check [-- --url URL]`: can the site be built against this Strapi 5?
 *
 * Reads the GraphQL schema of a running Strapi 5 (default the one `npm run strapi5` starts; CMS_TOKEN is
 * sent when set) and checks it against the content contract (./schema-compat.ts): every type and field,
 * and every operation of the site in the Strapi 5 dialect. Prints each problem and exits 1 when there is
 * any. Useful before pointing CMS_GRAPHQL_URL (with CMS_DIALECT=strapi5) at an existing Strapi 5.
 */
import { parseArgs } from 'node:util';
import { fetchSchema } from '../strapi/schema-compat.ts';
import { strapi5SchemaProblems } from './schema-compat.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.CMS_GRAPHQL_URL ?? `http://127.0.0.1:${process.env.STRAPI5_PORT ?? '1339'}/graphql` },
  },
});

try {
  const url = values.url.endsWith('/graphql') ? values.url : `${values.url.replace(/\/+$/, '')}/graphql`;
  const problems = strapi5SchemaProblems(await fetchSchema(url, process.env.CMS_TOKEN));
  if (problems.length > 0) {
    process.stderr.write(`[strapi5:check] ${url} does not serve the content contract (${problems.length} problem(s)):\n`);
    for (const problem of problems) process.stderr.write(`  - ${problem}\n`);
    process.exit(1);
  }
  process.stdout.write(`[strapi5:check] ${url} serves the content contract; every operation of the site validates (CMS_DIALECT=strapi5)\n`);
} catch (error) {
  process.stderr.write(`[strapi5:check] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
