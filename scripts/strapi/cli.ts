/**
 * `npm run strapi [-- --port N] [--data DIR] [--no-admin] [--setup-only]`
 *
 * Installs the Strapi 3.6 content system the first time (scripts/strapi/setup.ts), writes the
 * application generated from the content contract, builds the admin UI once, and starts Strapi on
 * 127.0.0.1:1338 (STRAPI_HOST / --port to change). Prints the admin URL and where the first
 * administrator's credentials come from. Ctrl-C stops it.
 *
 * Environment: STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD (first administrator, created on first start),
 * STRAPI_WEBHOOK_URL / STRAPI_WEBHOOK_TOKEN (webhook to the publisher), STRAPI_HOME, STRAPI_DATA_DIR.
 */
import path from 'node:path';
import { projectRoot } from '../lib/paths.ts';
import { serveStrapi } from '../strapi-common/cli.ts';
import { startStrapi } from './process.ts';
import { ensureAdminBuild, setupStrapi, strapiPaths, type StrapiPaths } from './setup.ts';

serveStrapi<StrapiPaths>({
  label: 'strapi',
  defaultPort: process.env.STRAPI_PORT ?? '1338',
  dataVariable: 'STRAPI_DATA_DIR',
  paths: strapiPaths,
  setup: setupStrapi,
  adminBuild: ensureAdminBuild,
  start: startStrapi,
  banner: (strapi, paths, admin) => [
    `Strapi is running: ${strapi.url}`,
    admin ? `  admin UI:  ${strapi.url}/admin` : '  admin UI:  off (--no-admin)',
    `  GraphQL:   ${strapi.url}/graphql   (build the site against it: CMS_GRAPHQL_URL=${strapi.url}/graphql npm run build)`,
    `  first administrator: ${strapi.admin.email}; credentials from ${strapi.admin.source}`,
    `  data:      ${path.relative(projectRoot, paths.data)}   (import the sample content: npm run strapi:import)`,
  ],
});
