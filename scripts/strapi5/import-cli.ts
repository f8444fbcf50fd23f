/**
 * `npm run strapi5:import [-- --port N | --url URL] [--data DIR] [--from-data DIR | --from GRAPHQL_URL]`
 *
 * Loads content into a running Strapi 5 made by `npm run strapi5`, uploads included, idempotently (a
 * second run writes nothing). `--port` and `--data` mean what they mean to `npm run strapi5`: the port
 * and the data folder of the Strapi to load into; without them, the Strapi `npm run strapi5` runs on the
 * data folder (it records its address there) — ../strapi-common/options.ts has the order. The content:
 * the bundled sample by default; with --from-data, the content of a content server data folder (e.g. one
 * written by `npm run content:generate`); with --from, the content of any content system that speaks the
 * contract (a Strapi 3.6, the embedded server), read over its GraphQL (SOURCE_CMS_TOKEN: a token that may
 * read its drafts; without one, drafts stay behind). Writes with the API token the generated project
 * made (`import` in the data folder's api-tokens.json) unless STRAPI5_TOKEN is set; signs in as the first
 * administrator only to unpublish (STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD, else the credentials
 * `npm run strapi5` wrote into the data folder).
 */
import { runImport } from '../strapi-common/cli.ts';
import type { ImportSource } from '../strapi-common/import-types.ts';
import { parseImportOptions, type ImportOptions } from '../strapi-common/options.ts';
import { adminCredentials } from '../strapi-common/process.ts';
import { sampleOrDataFolder } from '../strapi-common/sources.ts';
import { graphqlSource } from './graphql-source.ts';
import { importContent5 } from './import.ts';
import { readTokens } from './process.ts';
import { strapi5Names } from './setup.ts';

async function contentSource(options: ImportOptions, log: (line: string) => void): Promise<{ source: ImportSource; what: string }> {
  if (options.from) {
    const token = process.env.SOURCE_CMS_TOKEN?.trim() || undefined;
    return { source: await graphqlSource({ endpoint: options.from, token, log }), what: `the content of ${options.from}` };
  }
  return sampleOrDataFolder(options.fromData);
}

runImport('strapi5:import', 'is Strapi 5 running? start it with npm run strapi5', async (log) => {
  const options = parseImportOptions(strapi5Names, process.argv.slice(2), process.env);
  const token = process.env.STRAPI5_TOKEN || readTokens(options.dataDir).import;
  const admin = adminCredentials(options.dataDir);
  const { source, what } = await contentSource(options, log);
  log(`importing ${what} into ${options.url} (${options.urlFrom})`);
  return importContent5(source, { url: options.url, token, admin, log });
});
