/**
 * `npm run strapi:check [-- --url URL]`: can the site be built against this Strapi?
 *
 * Reads the GraphQL schema of a running Strapi v3 (default the one `npm run strapi` starts; CMS_TOKEN is
 * sent when set) and compares it with the content contract: every type and field the contract has, of
 * the same shape, and every GraphQL operation of the site valid against it. Prints each problem, naming
 * the type and field, and exits 1 when there is any. Useful before pointing CMS_GRAPHQL_URL at an
 * existing Strapi.
 */
import { parseArgs } from 'node:util';
import { ACCEPTED_DIFFERENCES, fetchSchema, strapiSchemaProblems } from './schema-compat.ts';
import { siteOperations } from './site-operations.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.CMS_GRAPHQL_URL ?? `http://127.0.0.1:${process.env.STRAPI_PORT ?? '1338'}/graphql` },
  },
});

try {
  const url = values.url.endsWith('/graphql') ? values.url : `${values.url.replace(/\/+$/, '')}/graphql`;
  const problems = strapiSchemaProblems(await fetchSchema(url, process.env.CMS_TOKEN), siteOperations());
  if (problems.length > 0) {
    process.stderr.write(`[strapi:check] ${url} does not match the content contract (${problems.length} problem(s)):\n`);
    for (const problem of problems) process.stderr.write(`  - ${problem}\n`);
    process.exit(1);
  }
  process.stdout.write(
    `[strapi:check] ${url} matches the content contract (accepted differences: ${[...ACCEPTED_DIFFERENCES.keys()].join(', ')})\n`,
  );
} catch (error) {
  process.stderr.write(`[strapi:check] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
