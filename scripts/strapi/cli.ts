/**
 * `npm run strapi [-- --port N] [--data DIR] [--no-admin] [--setup-only]`
 *
 * Installs the Strapi 3.6 content system the first time (scripts/strapi/setup.ts), writes the
 * application generated from the content contract, builds the admin UI once, and starts Strapi on
 * 127.0.0.1:1338 (STRAPI_PORT / --port to change, STRAPI_HOST for another address) with its data folder
 * (--data DIR / STRAPI_DATA_DIR, default .strapi/data). Prints the admin URL, where the first
 * administrator's credentials come from and the import command that reaches this Strapi (its address
 * is recorded in the data folder while it runs: ../strapi-common/options.ts). Ctrl-C stops it.
 *
 * Environment: STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD (first administrator, created on first start),
 * STRAPI_WEBHOOK_URL / STRAPI_WEBHOOK_TOKEN (webhook to the publisher), STRAPI_HOME, STRAPI_DATA_DIR.
 */
import { serveStrapi, shownPath } from '../strapi-common/cli.ts';
import { startStrapi } from './process.ts';
import { ensureAdminBuild, setupStrapi, strapiNames, strapiPaths, type StrapiPaths } from './setup.ts';

serveStrapi<StrapiPaths>({
  names: strapiNames,
  paths: strapiPaths,
  setup: setupStrapi,
  adminBuild: ensureAdminBuild,
  start: startStrapi,
  banner: (strapi, paths, admin, importCommand) => [
    `Strapi is running: ${strapi.url}`,
    admin ? `  admin UI:  ${strapi.url}/admin` : '  admin UI:  off (--no-admin)',
    `  GraphQL:   ${strapi.url}/graphql   (build the site against it: CMS_GRAPHQL_URL=${strapi.url}/graphql npm run build)`,
    `  first administrator: ${strapi.admin.email}; credentials from ${strapi.admin.source}`,
    `  data:      ${shownPath(paths.data)}   (import the sample content: ${importCommand})`,
  ],
});
