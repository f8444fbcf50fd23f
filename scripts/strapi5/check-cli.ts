/**
 * `npm run strapi5:check [-- --url URL]`: can the site be built against this Strapi 5?
 *
 * Reads the GraphQL schema of a running Strapi 5 (default the one `npm run strapi5` starts; CMS_TOKEN is
 * sent when set) and checks it against the content contract (./schema-compat.ts): every type and field,
 * and every operation of the site in the Strapi 5 dialect. Prints each problem and exits 1 when there is
 * any. Useful before pointing CMS_GRAPHQL_URL (with CMS_DIALECT=strapi5) at an existing Strapi 5.
 */
import { runSchemaCheck } from '../strapi-common/schema-check.ts';
import { strapi5SchemaProblems } from './schema-compat.ts';

runSchemaCheck({
  label: 'strapi5:check',
  localPort: process.env.STRAPI5_PORT ?? '1339',
  problems: strapi5SchemaProblems,
  mismatch: 'does not serve the content contract',
  match: 'serves the content contract; every operation of the site validates (CMS_DIALECT=strapi5)',
});
