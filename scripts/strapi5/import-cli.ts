/**
 * `npm run strapi5:import [-- --url URL] [--data DIR | --from GRAPHQL_URL]`
 *
 * Loads content into a running Strapi 5 made by `npm run strapi5`, uploads included, idempotently (a
 * second run writes nothing): the bundled sample content by default; with --data, the content of a content
 * server data folder (e.g. one written by `npm run content:generate`); with --from, the content of any
 * content system that speaks the contract (a Strapi 3.6, the embedded server), read over its GraphQL
 * (SOURCE_CMS_TOKEN: a token that may read its drafts; without one, drafts stay behind). Writes with the API token the
 * generated project made (`import` in its data folder's api-tokens.json) unless STRAPI5_TOKEN is set; signs
 * in as the first administrator only to unpublish (STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD, else the
 * credentials `npm run strapi5` wrote).
 */
import { parseArgs } from 'node:util';
import { runImport } from '../strapi-common/cli.ts';
import { ImportError, type ImportSource } from '../strapi-common/import-types.ts';
import { adminCredentials } from '../strapi-common/process.ts';
import { sampleOrDataFolder } from '../strapi-common/sources.ts';
import { graphqlSource } from './graphql-source.ts';
import { importContent5 } from './import.ts';
import { readTokens } from './process.ts';
import { strapi5Paths } from './setup.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.STRAPI5_URL ?? `http://127.0.0.1:${process.env.STRAPI5_PORT ?? '1339'}` },
    data: { type: 'string' },
    from: { type: 'string' },
  },
});

async function contentSource(log: (line: string) => void): Promise<{ source: ImportSource; what: string }> {
  if (values.data && values.from) throw new ImportError('give --data or --from, not both');
  if (values.from) {
    const token = process.env.SOURCE_CMS_TOKEN?.trim() || undefined;
    return { source: await graphqlSource({ endpoint: values.from, token, log }), what: `the content of ${values.from}` };
  }
  return sampleOrDataFolder(values.data);
}

runImport('strapi5:import', 'is Strapi 5 running? start it with npm run strapi5', async (log) => {
  const dataDir = strapi5Paths().data;
  const token = process.env.STRAPI5_TOKEN || readTokens(dataDir).import;
  const admin = adminCredentials(dataDir);
  const { source, what } = await contentSource(log);
  log(`importing ${what} into ${values.url}`);
  return importContent5(source, { url: values.url, token, admin, log });
});
