// @ts-check
/**
 * Netlify build plugin (docs/publishing.md §7): keeps the build's caches between deploys.
 *
 * - Astro's cacheDir and the image cache (`copiedCacheDirs`, src/cache-dirs.js) are restored before
 *   the build command and saved after a successful build, by copy. A failed build runs no
 *   onPostBuild, so it never replaces them.
 * - The incremental build cache (the dependency index and the last output) and the publish folder it
 *   pairs with (scripts/lib/cache-output.ts) are moved: restored before the build and saved in onEnd,
 *   which Netlify runs after the deploy, whether the build succeeded or failed — on one file system
 *   a rename each way, not a copy of the whole site. A failed build leaves both as it found them
 *   (scripts/build.ts puts the cache's copy back; the publish folder is only replaced on success), so
 *   saving them back keeps the good cache; a build killed half-way leaves the cache without its last
 *   output, and the next build is a full one. Where a move is refused (another file system) the
 *   folder is copied, as before. With the Netlify CLI (`IS_LOCAL`), which deploys after the build,
 *   both are copied, restored before and saved after a successful build.
 *
 * "Clear cache and deploy site" in the Netlify UI empties the cache; the next build is then a full
 * one and saves it afresh.
 *
 * `utils.cache` is Netlify's @netlify/cache-utils: `restore(path, { move })` and `save(path, { move })`
 * resolve to false when there was nothing to restore or save.
 */
import { ASTRO_CACHE_DIR, imageCacheDir, siteBuildCacheDir } from '../../../src/cache-dirs.js';

/**
 * @typedef {{ move?: boolean }} CacheOptions
 * @typedef {{ restore(path: string, options?: CacheOptions): Promise<boolean>; save(path: string, options?: CacheOptions): Promise<boolean> }} CacheUtils
 * @typedef {{ PUBLISH_DIR?: string; IS_LOCAL?: boolean }} Constants
 * @typedef {{ utils: { cache: CacheUtils }; constants?: Constants }} PluginEvent
 */

const log = (/** @type {string} */ line) => console.log(`[build-cache] ${line}`);

/**
 * The folders copied in and out of Netlify's cache: Astro's cacheDir and the image cache.
 * @param {Readonly<Record<string, string | undefined>>} env
 */
export const copiedCacheDirs = (env) => [ASTRO_CACHE_DIR, imageCacheDir(env)];

/**
 * The folders moved in and out of Netlify's cache: the incremental build cache and the publish folder,
 * the pair of trees an incremental build keeps in step.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @param {Constants | undefined} constants
 */
export const movedCacheDirs = (env, constants) => [siteBuildCacheDir(env), constants?.PUBLISH_DIR || 'dist'];

/**
 * A move, or a copy where the move is refused (the cache on another file system).
 * @param {(options?: CacheOptions) => Promise<boolean>} step
 * @returns {Promise<{ done: boolean; how: string }>}
 */
async function moveOrCopy(step) {
  try {
    return { done: await step({ move: true }), how: 'moved' };
  } catch {
    return { done: await step(), how: 'copied' };
  }
}

/** @param {PluginEvent} event */
export async function onPreBuild({ utils, constants }) {
  for (const dir of copiedCacheDirs(process.env)) {
    log((await utils.cache.restore(dir)) ? `restored ${dir}` : `nothing cached for ${dir} (a full build fills it)`);
  }
  for (const dir of movedCacheDirs(process.env, constants)) {
    const { done, how } = constants?.IS_LOCAL
      ? { done: await utils.cache.restore(dir), how: 'copied' }
      : await moveOrCopy((options) => utils.cache.restore(dir, options));
    log(done ? `restored ${dir} (${how})` : `nothing cached for ${dir} (a full build fills it)`);
  }
}

/** @param {PluginEvent} event */
export async function onPostBuild({ utils, constants }) {
  const dirs = copiedCacheDirs(process.env);
  // The CLI deploys the publish folder after the build: it stays, and is copied like the rest.
  if (constants?.IS_LOCAL) dirs.push(...movedCacheDirs(process.env, constants));
  for (const dir of dirs) {
    log((await utils.cache.save(dir)) ? `saved ${dir}` : `not saved: ${dir} does not exist`);
  }
}

/** @param {PluginEvent} event */
export async function onEnd({ utils, constants }) {
  if (constants?.IS_LOCAL) return;
  for (const dir of movedCacheDirs(process.env, constants)) {
    const { done, how } = await moveOrCopy((options) => utils.cache.save(dir, options));
    log(done ? `saved ${dir} (${how})` : `not saved: ${dir} does not exist`);
  }
}
