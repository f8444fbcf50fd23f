// @ts-check
/**
 * Netlify build plugin (docs/publishing.md §7): keeps the build's caches between deploys.
 * Before the build command it restores every folder of `buildCacheDirs` (src/cache-dirs.js: Astro's
 * cacheDir, with the incremental build's manifest and cached pages, and the image cache) from
 * Netlify's build cache; after a successful build it saves them back. A failed build runs no onPostBuild, so it
 * never replaces a good cache. "Clear cache and deploy site" in the Netlify UI empties the cache;
 * the next build is then a full one and saves it afresh.
 *
 * `utils.cache` is Netlify's @netlify/cache-utils: `restore(path)` and `save(path)` resolve to
 * false when there was nothing to restore or save.
 */
import { buildCacheDirs } from '../../../src/cache-dirs.js';

/**
 * @typedef {{ restore(path: string): Promise<boolean>; save(path: string): Promise<boolean> }} CacheUtils
 * @typedef {{ utils: { cache: CacheUtils } }} PluginEvent
 */

const log = (/** @type {string} */ line) => console.log(`[build-cache] ${line}`);

/** @param {PluginEvent} event */
export async function onPreBuild({ utils }) {
  for (const dir of buildCacheDirs(process.env)) {
    log((await utils.cache.restore(dir)) ? `restored ${dir}` : `nothing cached for ${dir} (a full build fills it)`);
  }
}

/** @param {PluginEvent} event */
export async function onPostBuild({ utils }) {
  for (const dir of buildCacheDirs(process.env)) {
    log((await utils.cache.save(dir)) ? `saved ${dir}` : `not saved: ${dir} does not exist`);
  }
}
