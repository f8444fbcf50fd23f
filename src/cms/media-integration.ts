/**
 * Astro integration: after the build, mirror every upload of the content system into the output
 * folder at its `/uploads/…` path. A failed download stops the build with a CmsRequestError.
 * Uploads the image pipeline fetched in this build are reused, not fetched again (list cmsMedia()
 * before siteImages(), whose build:done removes them). Under scripts/build.ts, uploads whose entry
 * is unchanged since the last build are hard-linked from its output (./upload-reuse.ts).
 *
 *   // astro.config.mjs
 *   import { cmsMedia } from './src/cms/media-integration.ts';
 *   integrations: [react(), cmsMedia()],
 */
import type { AstroIntegration } from 'astro';
import { createCmsClientFromEnv, type CmsClient } from './client.ts';
import { mirrorUploads } from './mirror.ts';
import { uploadReuse } from './upload-reuse.ts';
import { activeImageService } from '../images/registry.ts';

export interface CmsMediaOptions {
  /** Downloads running at once (default 8). */
  concurrency?: number;
  /** The client; default: configured from CMS_GRAPHQL_URL / CMS_TOKEN at build time. */
  client?: () => CmsClient;
}

export function cmsMedia(options: CmsMediaOptions = {}): AstroIntegration {
  return {
    name: 'cms-media',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        // Under scripts/build.ts: unchanged uploads are linked from the last build's output; a build
        // that only loads the renderer of a published site mirrors nothing.
        const reuse = uploadReuse();
        if (reuse?.mirror === false) return;
        const client =
          options.client?.() ??
          createCmsClientFromEnv(process.env, {
            onRetry: ({ operation, attempt, delayMs, reason }) =>
              logger.warn(`[uploads] ${operation} failed (attempt ${attempt}: ${reason}); retrying in ${delayMs} ms`),
          });
        await mirrorUploads(client, dir, {
          concurrency: options.concurrency,
          previous: reuse?.previous,
          record: reuse
            ? (files) => {
                reuse.mirrored = files;
              }
            : undefined,
          // The build's image pipeline (src/images) fetched some uploads already: reuse them.
          source: activeImageService()?.downloads,
          log: (line) => logger.info(`[uploads] ${line}`),
        });
      },
    },
  };
}
