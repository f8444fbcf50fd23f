/**
 * `npm run strapi5 [-- --port N] [--data DIR] [--no-admin] [--setup-only]`
 *
 * Installs the Strapi 5 content system the first time (scripts/strapi5/setup.ts), writes the application
 * generated from the content contract, builds the admin panel once, and starts Strapi on 127.0.0.1:1339
 * (STRAPI5_PORT / --port to change, STRAPI_HOST for another address). Prints the admin URL, where the
 * first administrator's credentials and the API tokens come from. Ctrl-C stops it.
 *
 * Environment: STRAPI_ADMIN_EMAIL / STRAPI_ADMIN_PASSWORD (first administrator, created on first start),
 * STRAPI_WEBHOOK_URL / STRAPI_WEBHOOK_TOKEN (webhook to the publisher), STRAPI_PREVIEW_URL with PREVIEW_SECRET
 * (the admin's Preview: the publisher's preview site and the secret its links are signed with),
 * STRAPI5_HOME, STRAPI5_DATA_DIR.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { projectRoot } from '../lib/paths.ts';
import { onShutdown } from '../lib/shutdown.ts';
import { startStrapi5, tokensFile } from './process.ts';
import { ensureAdmin5Build, SetupError, setupStrapi5, strapi5Paths } from './setup.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.STRAPI5_PORT ?? '1339' },
    data: { type: 'string' },
    'no-admin': { type: 'boolean', default: false },
    'setup-only': { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new SetupError(`--port must be a port number, not "${values.port}"`);
  const paths = strapi5Paths(values.data ? { ...process.env, STRAPI5_DATA_DIR: path.resolve(values.data) } : process.env);
  await setupStrapi5(paths);
  const admin = !values['no-admin'];
  if (admin) await ensureAdmin5Build(paths);
  if (values['setup-only']) {
    process.stderr.write(`[strapi5] set up in ${path.relative(projectRoot, paths.home) || '.'}\n`);
    return;
  }
  const strapi = await startStrapi5({ paths, port, host: process.env.STRAPI_HOST, admin, echo: true, timeoutMs: 300_000 });
  onShutdown(() => strapi.stop());
  const graphql = `${strapi.url}/graphql`;
  const lines = [
    '',
    `Strapi 5 is running: ${strapi.url}`,
    admin ? `  admin panel: ${strapi.url}/admin` : '  admin panel: off (--no-admin)',
    `  GraphQL:     ${graphql}   (build the site against it: CMS_GRAPHQL_URL=${graphql} CMS_DIALECT=strapi5 npm run build)`,
    `  first administrator: ${strapi.admin.email}; credentials from ${strapi.admin.source}`,
    `  API tokens:  ${path.relative(projectRoot, tokensFile(paths.data))} ("read": drafts for preview builds, "import": the importer)`,
    `  data:        ${path.relative(projectRoot, paths.data)}   (import the sample content: npm run strapi5:import)`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const code = await strapi.exited;
  process.stderr.write(`[strapi5] Strapi stopped (exit code ${code ?? 'signal'})\n`);
  process.exit(code ?? 1);
}

main().catch((error: unknown) => {
  process.stderr.write(`[strapi5] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
