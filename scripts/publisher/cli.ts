/**
 * `npm run publisher`: the rebuild service (./service.ts).
 *
 *   npm run publisher -- [--port 4400] [--host 127.0.0.1] [--dir .data/publisher]
 *                        [--preview-port 4401] [--quiet-ms 1000] [--max-wait-ms 10000]
 *                        [--build-timeout-ms 1800000] [--cold]
 *
 * The live site is published by the warm publisher (docs/publishing.md §3.1): one process keeps the
 * site between publishes and writes only what an edit changes. `--cold` (or PUBLISHER_COLD=1) builds
 * every publish with `npm run build` instead, as the preview always does.
 *
 * Environment: PUBLISHER_TOKEN and/or PUBLISHER_SECRET (how webhooks authenticate; at least one),
 * CMS_GRAPHQL_URL (the content system; without it each build starts the embedded content server on
 * the local data folder), CMS_PREVIEW_TOKEN (an editor's token; needed with --preview-port),
 * PREVIEW_FRAME_ANCESTORS (comma-separated origins that may show the preview in a frame: the content
 * system's admin, e.g. Strapi 5's, whose "Preview" opens `<preview>/_preview?model=…&documentId=…`), plus
 * whatever the site build reads (SITE_URL, FORMS_URL, …). Stops cleanly on SIGTERM/SIGINT.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isHttpOrigin } from '../../src/security/headers.ts';
import { projectRoot } from '../lib/paths.ts';
import { startPublisher } from './service.ts';

const USAGE =
  'usage: npm run publisher -- [--port 4400] [--host 127.0.0.1] [--dir .data/publisher] [--preview-port 4401] [--quiet-ms 1000] [--max-wait-ms 10000] [--build-timeout-ms 1800000] [--cold]';

/** PREVIEW_FRAME_ANCESTORS: origins, comma-separated; a path or anything but http(s) is refused (the header would be wrong). */
function frameAncestors(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((item) => item.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of origins) {
    if (!isHttpOrigin(origin)) {
      throw new Error(`PREVIEW_FRAME_ANCESTORS: "${origin}" is not an origin such as https://cms.example.com`);
    }
  }
  return origins;
}

function number(value: string | undefined, fallback: number, name: string, min = 0, max = 3_600_000): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max)
    throw new Error(`--${name}: expected a whole number, got "${value}"\n${USAGE}`);
  return parsed;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      dir: { type: 'string' },
      'preview-port': { type: 'string' },
      'quiet-ms': { type: 'string' },
      'max-wait-ms': { type: 'string' },
      'build-timeout-ms': { type: 'string' },
      cold: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = process.env;
  const publisher = await startPublisher({
    dir: path.resolve(projectRoot, values.dir ?? env.PUBLISHER_DIR ?? '.data/publisher'),
    host: values.host ?? '127.0.0.1',
    port: number(values.port ?? env.PUBLISHER_PORT, 4400, 'port'),
    previewPort: values['preview-port'] === undefined ? undefined : number(values['preview-port'], 4401, 'preview-port'),
    quietMs: number(values['quiet-ms'], 1000, 'quiet-ms'),
    maxWaitMs: number(values['max-wait-ms'], 10_000, 'max-wait-ms', 1),
    buildTimeoutMs: number(values['build-timeout-ms'], 30 * 60_000, 'build-timeout-ms', 1000, 24 * 3_600_000),
    auth: { token: env.PUBLISHER_TOKEN?.trim() || undefined, secret: env.PUBLISHER_SECRET?.trim() || undefined },
    env,
    previewToken: env.CMS_PREVIEW_TOKEN?.trim() || undefined,
    previewFrameAncestors: frameAncestors(env.PREVIEW_FRAME_ANCESTORS),
    warm: !(values.cold || env.PUBLISHER_COLD === '1'),
    log: (line) => console.log(`[publisher] ${line}`),
  });
  console.log(`[publisher] live site ${publisher.url}/  status ${publisher.url}/status  webhook POST ${publisher.url}/webhook`);
  if (publisher.previewUrl) console.log(`[publisher] preview ${publisher.previewUrl}/`);
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`[publisher] ${signal}: stopping (a running build is stopped; the published site stays)`);
    publisher.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(`[publisher] ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
