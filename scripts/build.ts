/**
 * `npm run build [-- --out DIR]`: build the static site.
 *
 * 0. The site origin (src/seo/site-url.ts `siteOrigin`, the one astro.config.mjs uses): SITE_URL,
 *    else Netlify's URL, else localhost. Printed; a production build on Netlify without one fails
 *    here, before anything is built.
 * 1. Content: CMS_GRAPHQL_URL when set; otherwise the embedded content server, started on a free
 *    loopback port for this build (its URL is handed to Astro through CMS_GRAPHQL_URL).
 * 2. `astro build` into a fresh temporary folder next to the output folder.
 * 3. Only on success, swap it into place (default `dist`). A failed or interrupted build leaves the
 *    previous output untouched; the temporary folder and the content server are always cleaned up.
 * On failure: one clear message on stderr, exit code 1 (BUILD_DEBUG=1 adds the stack trace).
 */
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build as astroBuild } from 'astro';
import { stageOutput, type StagedOutput } from './lib/atomic-output.ts';
import { describeBuildError } from './lib/build-error.ts';
import { openContentBackend, type ContentBackend } from './lib/content-backend.ts';
import { scopedLog } from './lib/log.ts';
import { projectRoot } from './lib/paths.ts';
import { onShutdown } from './lib/shutdown.ts';
import { describeSiteOrigin, siteOrigin } from '../src/seo/site-url.ts';

const log = scopedLog('pipeline');

function parseOptions(): { out: string } {
  const { values } = parseArgs({
    options: { out: { type: 'string', default: 'dist' } },
    allowPositionals: false,
  });
  return { out: values.out };
}

async function main(): Promise<number> {
  const started = performance.now();
  let backend: ContentBackend | undefined;
  let staged: StagedOutput | undefined;
  const cleanup = async (): Promise<void> => {
    staged?.discard();
    await backend?.close();
  };
  const stopListening = onShutdown(async (signal) => {
    log.error(`${signal}: stopping; the previous output is left as it was.`);
    await cleanup();
  });

  try {
    const { out } = parseOptions();
    process.env.ASTRO_TELEMETRY_DISABLED ??= '1';
    // Before anything else: a Netlify production build without a site URL stops here, with one message.
    log.info(`site origin ${describeSiteOrigin(siteOrigin(process.env))}`);
    staged = await stageOutput(out);

    const contentStart = performance.now();
    backend = await openContentBackend(process.env, (line) => console.log(`[cms] ${line}`));
    process.env.CMS_GRAPHQL_URL = backend.graphqlUrl;
    if (backend.embedded) log.timed(`embedded content server started at ${backend.graphqlUrl}`, contentStart);
    else log.info(`content from CMS_GRAPHQL_URL=${backend.graphqlUrl}`);

    const astroStart = performance.now();
    await astroBuild({ root: projectRoot, outDir: staged.tempDir, mode: 'production' });
    log.timed('astro build done', astroStart);

    await staged.commit();
    log.timed(`site written to ${staged.outDir}`, started);
    return 0;
  } catch (error) {
    console.error(`\n✖ Build failed: ${describeBuildError(error)}`);
    if (staged) {
      console.error(
        existsSync(staged.outDir)
          ? `  The previous output in ${staged.outDir} is unchanged.`
          : `  Nothing was written to ${staged.outDir}.`,
      );
    }
    if (process.env.BUILD_DEBUG === '1') console.error(error);
    return 1;
  } finally {
    stopListening();
    await cleanup().catch((error: unknown) => log.error(`cleanup failed: ${describeBuildError(error)}`));
  }
}

// Exit explicitly: a failed build can leave retry timers or sockets of other loaders running.
process.exit(await main());
