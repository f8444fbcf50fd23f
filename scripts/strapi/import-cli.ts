/**
 * `npm run strapi:import [-- --port N | --url URL] [--data DIR] [--from-data DIR]`
 *
 * Loads the bundled sample content (or, with --from-data, the content of a content server data folder
 * such as one written by `npm run content:generate`) into a running Strapi made by `npm run strapi`,
 * through its admin API, uploads included. Idempotent: a second run changes nothing. `--port` and
 * `--data` mean what they mean to `npm run strapi`: the port and the data folder of the Strapi to load
 * into; without them, the Strapi `npm run strapi` runs on the data folder (it records its address there)
 * — ../strapi-common/options.ts has the order. Signs in as the first administrator (STRAPI_ADMIN_EMAIL /
 * STRAPI_ADMIN_PASSWORD, else the credentials `npm run strapi` wrote into the data folder).
 */
import { runImport } from '../strapi-common/cli.ts';
import { parseImportOptions } from '../strapi-common/options.ts';
import { adminCredentials } from '../strapi-common/process.ts';
import { sampleOrDataFolder } from '../strapi-common/sources.ts';
import { importContent } from './import.ts';
import { strapiNames } from './setup.ts';

runImport('strapi:import', 'is Strapi running? start it with npm run strapi', async (log) => {
  const options = parseImportOptions(strapiNames, process.argv.slice(2), process.env);
  const credentials = adminCredentials(options.dataDir);
  const { source, what } = await sampleOrDataFolder(options.fromData);
  log(`importing ${what} into ${options.url} (${options.urlFrom})`);
  return importContent(source, { url: options.url, email: credentials.email, password: credentials.password, log });
});
