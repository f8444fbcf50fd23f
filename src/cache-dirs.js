// @ts-check
/**
 * The folders a build keeps for the next one, relative to the project root: Astro's `cacheDir`
 * (content layer data store; the manifest and cached pages of incremental builds) and the image
 * cache of src/images (encoded variants by upload hash; `SITE_IMAGE_CACHE` moves it), and the
 * incremental build cache (dependency index and last output; `SITE_BUILD_CACHE` moves it).
 *
 * Plain JavaScript, because besides astro.config.mjs and src/images/integration.ts the Netlify
 * build plugin that keeps them between deploys (netlify/plugins/build-cache) imports it.
 */

/** Astro's `cacheDir` (astro.config.mjs sets it from here; the same as Astro's default). */
export const ASTRO_CACHE_DIR = 'node_modules/.astro';

/** The default image cache of src/images. */
export const IMAGE_CACHE_DIR = 'node_modules/.cache/site-images';

/** The default cache of incremental builds (scripts/lib/incremental-output.ts): dependency index and last output. */
export const SITE_BUILD_CACHE_DIR = 'node_modules/.cache/site-build';

/**
 * The incremental build cache folder: `SITE_BUILD_CACHE` when set, else `SITE_BUILD_CACHE_DIR`.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {string}
 */
export function siteBuildCacheDir(env) {
  return env.SITE_BUILD_CACHE?.trim() || SITE_BUILD_CACHE_DIR;
}

/**
 * The image cache folder: `SITE_IMAGE_CACHE` when set, else `IMAGE_CACHE_DIR`.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {string}
 */
export function imageCacheDir(env) {
  return env.SITE_IMAGE_CACHE?.trim() || IMAGE_CACHE_DIR;
}

/**
 * Every folder to keep between builds.
 * @param {Readonly<Record<string, string | undefined>>} env
 * @returns {string[]}
 */
export function buildCacheDirs(env) {
  return [ASTRO_CACHE_DIR, imageCacheDir(env), siteBuildCacheDir(env)];
}
