/**
 * `npm run strapi5 [-- --port N] [--data DIR] [--no-admin] [--setup-only]`
 *
 * Installs the Strapi 5 content system the first time (scripts/strapi5/setup.ts), writes the application
 * generated from the content contract, builds the admin panel once, and starts Strapi on 127.0.0.1:1339
 * (STRAPI5_PORT / --port to change, STRAPI_HOST for another address) with its data folder (--data DIR /
 * STRAPI5_DATA_DIR, default .strapi5/data). Prints the admin URL, where the first administrator's
 * credentials and the API tokens come from, and the import command that reaches this Strapi (its
 * address is recorded in the data folder while it runs: ../strapi-common/options.ts). Ctrl-C stops it.
 *
 * Environment: STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD (first administrator, created on first start),
 * STRAPI_WEBHOOK_URL / STRAPI_WEBHOOK_TOKEN (webhook to the publisher), STRAPI_PREVIEW_URL with PREVIEW_SECRET
 * (the admin's Preview: the publisher's preview site and the secret its links are signed with),
 * STRAPI5_HOME, STRAPI5_DATA_DIR.
 */
import { serveStrapi, shownPath } from '../strapi-common/cli.ts';
import { startStrapi5, tokensFile } from './process.ts';
import { ensureAdmin5Build, setupStrapi5, strapi5Names, strapi5Paths } from './setup.ts';

serveStrapi({
  names: strapi5Names,
  paths: strapi5Paths,
  setup: setupStrapi5,
  adminBuild: ensureAdmin5Build,
  start: startStrapi5,
  banner: (strapi, paths, admin, importCommand) => {
    const graphql = `${strapi.url}/graphql`;
    return [
      `Strapi 5 is running: ${strapi.url}`,
      admin ? `  admin panel: ${strapi.url}/admin` : '  admin panel: off (--no-admin)',
      `  GraphQL:     ${graphql}   (build the site against it: CMS_GRAPHQL_URL=${graphql} CMS_DIALECT=strapi5 npm run build)`,
      `  first administrator: ${strapi.admin.email}; credentials from ${strapi.admin.source}`,
      `  API tokens:  ${shownPath(tokensFile(paths.data))} ("read": drafts for preview builds, "import": the importer)`,
      `  data:        ${shownPath(paths.data)}   (import the sample content: ${importCommand})`,
    ];
  },
});
