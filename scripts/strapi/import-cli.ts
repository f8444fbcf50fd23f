/**
 * `npm run strapi:import [-- --url URL] [--data DIR]`
 *
 * Loads the bundled sample content (or, with --data, the content of a content server data folder such
 * as one written by `npm run content:generate`) into a running Strapi made by `npm run strapi`, through
 * its admin API, uploads included. Idempotent: a second run changes nothing. Signs in as the first
 * administrator (STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD, else the credentials `npm run strapi` wrote
 * into its data folder).
 */
import { parseArgs } from 'node:util';
import { runImport } from '../strapi-common/cli.ts';
import { adminCredentials } from '../strapi-common/process.ts';
import { sampleOrDataFolder } from '../strapi-common/sources.ts';
import { importContent } from './import.ts';
import { strapiPaths } from './setup.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.STRAPI_URL ?? `http://127.0.0.1:${process.env.STRAPI_PORT ?? '1338'}` },
    data: { type: 'string' },
  },
});

runImport('strapi:import', 'is Strapi running? start it with npm run strapi', async (log) => {
  const credentials = adminCredentials(strapiPaths().data);
  const { source, what } = await sampleOrDataFolder(values.data);
  log(`importing ${what} into ${values.url}`);
  return importContent(source, { url: values.url, email: credentials.email, password: credentials.password, log });
});
