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
import { parseArgs } from 'node:util';
import { projectRoot } from '../lib/paths.ts';
import { onShutdown } from '../lib/shutdown.ts';
import { startStrapi } from './process.ts';
import { ensureAdminBuild, SetupError, setupStrapi, strapiPaths } from './setup.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.STRAPI_PORT ?? '1338' },
    data: { type: 'string' },
    'no-admin': { type: 'boolean', default: false },
    'setup-only': { type: 'boolean', default: false },
  },
});

async function main(): Promise<void> {
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new SetupError(`--port must be a port number, not "${values.port}"`);
  const paths = strapiPaths(values.data ? { ...process.env, STRAPI_DATA_DIR: path.resolve(values.data) } : process.env);
  await setupStrapi(paths);
  const admin = !values['no-admin'];
  if (admin) await ensureAdminBuild(paths);
  if (values['setup-only']) {
    process.stderr.write(`[strapi] set up in ${path.relative(projectRoot, paths.home) || '.'}\n`);
    return;
  }
  const strapi = await startStrapi({ paths, port, host: process.env.STRAPI_HOST, admin, echo: true, timeoutMs: 300_000 });
  onShutdown(() => strapi.stop());
  const lines = [
    '',
    `Strapi is running: ${strapi.url}`,
    admin ? `  admin UI:  ${strapi.url}/admin` : '  admin UI:  off (--no-admin)',
    `  GraphQL:   ${strapi.url}/graphql   (build the site against it: CMS_GRAPHQL_URL=${strapi.url}/graphql npm run build)`,
    `  first administrator: ${strapi.admin.email}; credentials from ${strapi.admin.source}`,
    `  data:      ${path.relative(projectRoot, paths.data)}   (import the sample content: npm run strapi:import)`,
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  const code = await strapi.exited;
  process.stderr.write(`[strapi] Strapi stopped (exit code ${code ?? 'signal'})\n`);
  process.exit(code ?? 1);
}

main().catch((error: unknown) => {
  process.stderr.write(`[strapi] ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
