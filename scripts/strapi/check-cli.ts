/**
 * `npm run strapi:check [-- --url URL]`: can the site be built against this Strapi?
 *
 * Reads the GraphQL schema of a running Strapi v3 (default the one `npm run strapi` starts; CMS_TOKEN is
 * sent when set) and compares it with the content contract: every type and field the contract has, of
 * the same shape, and every GraphQL operation of the site valid against it. Prints each problem, naming
 * the type and field, and exits 1 when there is any. Useful before pointing CMS_GRAPHQL_URL at an
 * existing Strapi.
 */
import { runSchemaCheck } from '../strapi-common/schema-check.ts';
import { siteOperations } from '../strapi-common/site-operations.ts';
import { ACCEPTED_DIFFERENCES, strapiSchemaProblems } from './schema-compat.ts';

runSchemaCheck({
  label: 'strapi:check',
  localPort: process.env.STRAPI_PORT ?? '1338',
  problems: (schema) => strapiSchemaProblems(schema, siteOperations()),
  mismatch: 'does not match the content contract',
  match: `matches the content contract (accepted differences: ${[...ACCEPTED_DIFFERENCES.keys()].join(', ')})`,
});
