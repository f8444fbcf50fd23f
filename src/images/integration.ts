/**
 * Astro integration of the image pipeline. At `astro:build:start` it installs the build's image
 * service (registry.ts), which CmsImage asks for every content image; at `astro:build:done` it
 * copies the variants the pages use into `<outDir>/_img/`, logs
 * `[images] N variants: X encoded, Y from cache, Z uploads fetched` and removes the build's
 * downloads. Only builds have a service; the dev server serves the uploads as they are.
 *
 * List it after cmsMedia(), whose mirror reuses the uploads the pipeline fetched (its build:done
 * runs first):
 *
 *   integrations: [cmsMedia(), siteImages()],
 *
 * The persistent cache is `node_modules/.cache/site-images/` (or SITE_IMAGE_CACHE): src/cache-dirs.js,
 * which the Netlify build plugin that keeps it between deploys reads too.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { imageCacheDir } from '../cache-dirs.js';
import { createCmsClientFromEnv } from '../cms/client.ts';
import { contentProblemReporter } from '../cms/problems.ts';
import { ImageCache } from './cache.ts';
import { cmsFetcher, createDownloads } from './downloads.ts';
import { activeImageService, installImageService } from './registry.ts';
import { ImageService } from './service.ts';

export interface SiteImagesOptions {
  /** Uploads fetched at once (default 6). */
  fetchConcurrency?: number;
  /** Originals encoded at once (default 2). */
  encodeConcurrency?: number;
}

/**
 * An image service for one build (or one publish of the rebuild service's warm publisher): uploads
 * fetched from the content system into a temporary folder (removed with `downloads.dispose()`, or
 * when the process exits), variants encoded into the persistent cache. `warn` gets retries and
 * content problems.
 */
export function createImageService(root: string, options: SiteImagesOptions, warn: (line: string) => void): ImageService {
  const client = createCmsClientFromEnv(process.env, {
    onRetry: ({ operation, attempt, delayMs, reason }) =>
      warn(`[images] ${operation} failed (attempt ${attempt}: ${reason}); retrying in ${delayMs} ms`),
  });
  const cacheDir = resolve(root, imageCacheDir(process.env));
  const downloadDir = mkdtempSync(join(tmpdir(), 'site-images-'));
  // A failed build never reaches build:done; the downloads of this build go anyway. The listener
  // goes with dispose(): the rebuild service makes one service per publish.
  const removeAtExit = (): void => rmSync(downloadDir, { recursive: true, force: true });
  process.once('exit', removeAtExit);
  const downloads = createDownloads({
    fetch: cmsFetcher(client.transport),
    dir: downloadDir,
    concurrency: options.fetchConcurrency,
    onDispose: () => process.off('exit', removeAtExit),
  });
  return new ImageService({
    cache: new ImageCache(cacheDir),
    downloads,
    report: contentProblemReporter('images', { log: warn }),
    encodeConcurrency: options.encodeConcurrency,
  });
}

export function siteImages(options: SiteImagesOptions = {}): AstroIntegration {
  let root = new URL(`file://${process.cwd()}/`);
  return {
    name: 'site-images',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = config.root;
      },
      'astro:build:start': ({ logger }) => {
        installImageService(createImageService(fileURLToPath(root), options, (line) => logger.warn(line)));
      },
      'astro:build:done': async ({ dir, logger }) => {
        const service = activeImageService();
        if (!service) return;
        try {
          await service.emit(dir);
          logger.info(`[images] ${service.summary()}`);
        } finally {
          installImageService(undefined);
          await service.downloads.dispose();
        }
      },
    },
  };
}
