/**
 * `npm run strapi:import [-- --url URL] [--data DIR]`
 *
 * Loads the bundled sample content (or, with --data, the content of a content server data folder such
 * as one written by `npm run content:generate`) into a running Strapi made by `npm run strapi`, through
 * its admin API, uploads included. Idempotent: a second run changes nothing. Signs in as the first
 * administrator (STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD, else the credentials `npm run strapi` wrote
 * into its data folder).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importContent, ImportError } from './import.ts';
import { adminCredentials } from './process.ts';
import { strapiPaths } from './setup.ts';
import { dataFolderSource, sampleSource } from './sources.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.STRAPI_URL ?? `http://127.0.0.1:${process.env.STRAPI_PORT ?? '1338'}` },
    data: { type: 'string' },
  },
});

async function main(): Promise<void> {
  const started = Date.now();
  const credentials = adminCredentials(strapiPaths().data);
  const source = values.data ? await dataFolderSource(path.resolve(values.data)) : await sampleSource();
  const log = (line: string) => process.stderr.write(`[strapi:import] ${line}\n`);
  log(`importing ${values.data ? `the content of ${values.data}` : 'the bundled sample content'} into ${values.url}`);
  const summary = await importContent(source, { url: values.url, email: credentials.email, password: credentials.password, log });
  log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${JSON.stringify(summary)}`);
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  const hint = /ECONNREFUSED|fetch failed/.test(message) ? ` (is Strapi running? start it with npm run strapi)` : '';
  process.stderr.write(`[strapi:import] ${error instanceof ImportError ? '' : 'failed: '}${message}${hint}\n`);
  process.exit(1);
});
