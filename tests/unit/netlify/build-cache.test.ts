/** The Netlify build plugin that keeps the build caches (netlify/plugins/build-cache), with a fake `utils.cache`. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onPostBuild, onPreBuild } from '../../../netlify/plugins/build-cache/index.js';
import { ASTRO_CACHE_DIR, IMAGE_CACHE_DIR, SITE_BUILD_CACHE_DIR, buildCacheDirs } from '../../../src/cache-dirs.js';

/** Netlify's cache as a set of saved paths; restore/save answer like @netlify/cache-utils. */
function fakeUtils(cached: string[], existing: string[]) {
  const store = new Set(cached);
  const cache = {
    restore: vi.fn(async (path: string) => store.has(path)),
    save: vi.fn(async (path: string) => existing.includes(path) && Boolean(store.add(path))),
  };
  return { utils: { cache }, store };
}

function logged(): string[] {
  return vi.mocked(console.log).mock.calls.map((args) => String(args[0]));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('build cache folders', () => {
  it("are Astro's cacheDir, the image cache and the incremental build cache, which SITE_IMAGE_CACHE / SITE_BUILD_CACHE move", () => {
    expect(buildCacheDirs({})).toEqual([ASTRO_CACHE_DIR, IMAGE_CACHE_DIR, SITE_BUILD_CACHE_DIR]);
    expect(buildCacheDirs({ SITE_IMAGE_CACHE: ' /opt/images ', SITE_BUILD_CACHE: '/opt/site-build' })).toEqual([
      ASTRO_CACHE_DIR,
      '/opt/images',
      '/opt/site-build',
    ]);
  });
});

describe('the build-cache plugin', () => {
  it('restores every folder before the build and says which were cached', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { utils } = fakeUtils([ASTRO_CACHE_DIR], []);
    await onPreBuild({ utils });
    expect(utils.cache.restore.mock.calls.map(([path]) => path)).toEqual([ASTRO_CACHE_DIR, IMAGE_CACHE_DIR, SITE_BUILD_CACHE_DIR]);
    expect(logged()).toEqual([
      `[build-cache] restored ${ASTRO_CACHE_DIR}`,
      `[build-cache] nothing cached for ${IMAGE_CACHE_DIR} (a full build fills it)`,
      `[build-cache] nothing cached for ${SITE_BUILD_CACHE_DIR} (a full build fills it)`,
    ]);
  });

  it('saves every folder after the build and says which did not exist', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { utils, store } = fakeUtils([], [IMAGE_CACHE_DIR]);
    await onPostBuild({ utils });
    expect(utils.cache.save.mock.calls.map(([path]) => path)).toEqual([ASTRO_CACHE_DIR, IMAGE_CACHE_DIR, SITE_BUILD_CACHE_DIR]);
    expect([...store]).toEqual([IMAGE_CACHE_DIR]);
    expect(logged()).toEqual([
      `[build-cache] not saved: ${ASTRO_CACHE_DIR} does not exist`,
      `[build-cache] saved ${IMAGE_CACHE_DIR}`,
      `[build-cache] not saved: ${SITE_BUILD_CACHE_DIR} does not exist`,
    ]);
  });

  it('round-trips: what one build saves, the next restores (SITE_IMAGE_CACHE included)', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.stubEnv('SITE_IMAGE_CACHE', '/opt/images');
    const dirs = buildCacheDirs({ SITE_IMAGE_CACHE: '/opt/images' });
    const { utils } = fakeUtils([], dirs);
    await onPostBuild({ utils });
    await onPreBuild({ utils });
    expect(await Promise.all(utils.cache.restore.mock.results.map((result) => result.value))).toEqual([true, true, true]);
    expect(utils.cache.restore.mock.calls.map(([path]) => path)).toEqual(dirs);
  });
});
