/**
 * `npm run publisher`: the rebuild service (./service.ts).
 *
 *   npm run publisher -- [--port 4400] [--host 127.0.0.1] [--dir .data/publisher]
 *                        [--preview-port 4401] [--quiet-ms 1000] [--max-wait-ms 10000]
 *                        [--build-timeout-ms 1800000] [--cold]
 *   npm run publisher -- --preview-link <path or URL> [--valid-hours 24] [--host …] [--preview-port 4401]
 *
 * `--preview-link` starts nothing: it prints a signed link into the draft preview (./preview-access.ts)
 * for whoever has no content system's Preview button (Strapi 3.6, the embedded server): a path such as
 * `/de/` on http://<host>:<preview-port>, or a whole URL (the preview's public address behind a proxy,
 * or a `/_preview?model=…&documentId=…` link). The link lets a browser in for eight hours.
 *
 * The live site is published by the warm publisher (docs/publishing.md §3.1): one process keeps the
 * site between publishes and writes only what an edit changes. `--cold` (or PUBLISHER_COLD=1) builds
 * every publish with `npm run build` instead, as the preview always does.
 *
 * Environment: PUBLISHER_TOKEN and/or PUBLISHER_SECRET (how webhooks authenticate; at least one),
 * CMS_GRAPHQL_URL (the content system; without it each build starts the embedded content server on
 * the local data folder), CMS_PREVIEW_TOKEN (an editor's token; needed with --preview-port),
 * PREVIEW_SECRET (signs the preview's links and sessions; needed with --preview-port and --preview-link),
 * PREVIEW_FRAME_ANCESTORS (comma-separated origins that may show the preview in a frame: the content
 * system's admin, e.g. Strapi 5's, whose "Preview" opens `<preview>/_preview?model=…&documentId=…`), plus
 * whatever the site build reads (SITE_URL, FORMS_URL, …). Stops cleanly on SIGTERM/SIGINT.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { isHttpOrigin } from '../../src/security/headers.ts';
import { projectRoot } from '../lib/paths.ts';
import { previewLink, previewSecretProblem } from './preview-access.ts';
import { startPublisher } from './service.ts';

const USAGE = [
  'usage: npm run publisher -- [--port 4400] [--host 127.0.0.1] [--dir .data/publisher] [--preview-port 4401] [--quiet-ms 1000] [--max-wait-ms 10000] [--build-timeout-ms 1800000] [--cold]',
  '       npm run publisher -- --preview-link <path or URL> [--valid-hours 24] [--host 127.0.0.1] [--preview-port 4401]',
].join('\n');

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

/** `--preview-link`: a signed link into the preview, on stdout (nothing else there, so a script can take it). */
function printPreviewLink(target: string, options: { secret: string | undefined; host: string; port: number; hours: number }): void {
  const problem = previewSecretProblem(options.secret);
  if (problem) throw new Error(problem);
  const url = /^https?:\/\//i.test(target) ? target : `http://${options.host}:${options.port}${target.startsWith('/') ? '' : '/'}${target}`;
  const expiresAt = Math.floor(Date.now() / 1000) + options.hours * 3600;
  console.log(previewLink(options.secret!, url, expiresAt));
  console.error(`[publisher] valid until ${new Date(expiresAt * 1000).toISOString()}; it lets a browser into the preview for eight hours`);
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
      'preview-link': { type: 'string' },
      'valid-hours': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const env = process.env;
  if (values['preview-link'] !== undefined) {
    printPreviewLink(values['preview-link'], {
      secret: env.PREVIEW_SECRET?.trim(),
      host: values.host ?? '127.0.0.1',
      port: number(values['preview-port'], 4401, 'preview-port'),
      hours: number(values['valid-hours'], 24, 'valid-hours', 1, 24 * 30),
    });
    return;
  }
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
    previewSecret: env.PREVIEW_SECRET?.trim() || undefined,
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
