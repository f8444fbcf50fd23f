/**
 * `npm run strapi5:import [-- --url URL] [--data DIR | --from URL]`
 *
 * Loads content into a running Strapi 5 made by `npm run strapi5`, uploads included, idempotently (a
 * second run writes nothing): the bundled sample content by default; with --data, the content of a content
 * server data folder (e.g. one written by `npm run content:generate`). Writes with the API token the
 * generated project made (`import` in its data folder's api-tokens.json) unless STRAPI5_TOKEN is set; signs
 * in as the first administrator only to unpublish (STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD, else the
 * credentials `npm run strapi5` wrote).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { adminCredentials } from '../strapi/process.ts';
import { dataFolderSource, sampleSource } from '../strapi/sources.ts';
import { ImportError, importContent5 } from './import.ts';
import { readTokens } from './process.ts';
import { strapi5Paths } from './setup.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.STRAPI5_URL ?? `http://127.0.0.1:${process.env.STRAPI5_PORT ?? '1339'}` },
    data: { type: 'string' },
  },
});

async function main(): Promise<void> {
  const started = Date.now();
  const dataDir = strapi5Paths().data;
  const token = process.env.STRAPI5_TOKEN || readTokens(dataDir).import;
  const admin = adminCredentials(dataDir);
  const source = values.data ? await dataFolderSource(path.resolve(values.data)) : await sampleSource();
  const log = (line: string) => process.stderr.write(`[strapi5:import] ${line}\n`);
  log(`importing ${values.data ? `the content of ${values.data}` : 'the bundled sample content'} into ${values.url}`);
  const summary = await importContent5(source, { url: values.url, token, admin, log });
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const hint = /ECONNREFUSED|fetch failed/.test(message) ? ' (is Strapi 5 running? start it with npm run strapi5)' : '';
  process.stderr.write(`[strapi5:import] ${error instanceof ImportError ? '' : 'failed: '}${message}${hint}\n`);
  process.exit(1);
});
