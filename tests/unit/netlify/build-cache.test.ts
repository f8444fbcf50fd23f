/** The Netlify build plugin that keeps the build caches (netlify/plugins/build-cache), with a fake `utils.cache`. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copiedCacheDirs, movedCacheDirs, onEnd, onPostBuild, onPreBuild } from '../../../netlify/plugins/build-cache/index.js';
import { ASTRO_CACHE_DIR, IMAGE_CACHE_DIR, SITE_BUILD_CACHE_DIR, buildCacheDirs } from '../../../src/cache-dirs.js';

interface CacheOptions {
  move?: boolean;
}

/**
 * Netlify's cache as a map of saved paths to how they got there; restore/save answer like
 * @netlify/cache-utils. `refuseMove`: a move throws (another file system).
 */
function fakeUtils(cached: string[], existing: string[], refuseMove = false) {
  const store = new Map(cached.map((path) => [path, 'copied']));
  const local = new Set(existing);
  const refuse = (options?: CacheOptions): void => {
    if (options?.move && refuseMove) throw new Error('EXDEV: cross-device link not permitted');
  };
  const cache = {
    restore: vi.fn(async (path: string, options?: CacheOptions) => {
      refuse(options);
      if (!store.has(path)) return false;
      if (options?.move) store.delete(path);
      local.add(path);
      return true;
    }),
    save: vi.fn(async (path: string, options?: CacheOptions) => {
      refuse(options);
      if (!local.has(path)) return false;
      store.set(path, options?.move ? 'moved' : 'copied');
      if (options?.move) local.delete(path);
      return true;
    }),
  };
  return { utils: { cache }, store, local };
}

const onNetlify = { PUBLISH_DIR: 'dist', IS_LOCAL: false };
const withCli = { PUBLISH_DIR: 'dist', IS_LOCAL: true };
const calls = (fn: { mock: { calls: unknown[][] } }) => fn.mock.calls.map(([path, options]) => [path, options ?? {}]);

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

  it('the plugin copies the first two and moves the incremental build cache with the publish folder', () => {
    expect(copiedCacheDirs({})).toEqual([ASTRO_CACHE_DIR, IMAGE_CACHE_DIR]);
    expect(movedCacheDirs({}, onNetlify)).toEqual([SITE_BUILD_CACHE_DIR, 'dist']);
    expect(movedCacheDirs({ SITE_BUILD_CACHE: '/opt/site-build' }, { PUBLISH_DIR: '/opt/build/repo/public-site' })).toEqual([
      '/opt/site-build',
      '/opt/build/repo/public-site',
    ]);
  });
});

describe('the build-cache plugin on Netlify', () => {
  it('restores every folder before the build, moving the build cache and the publish folder, and says which were cached', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { utils } = fakeUtils([ASTRO_CACHE_DIR, SITE_BUILD_CACHE_DIR, 'dist'], []);
    await onPreBuild({ utils, constants: onNetlify });
    expect(calls(utils.cache.restore)).toEqual([
      [ASTRO_CACHE_DIR, {}],
      [IMAGE_CACHE_DIR, {}],
      [SITE_BUILD_CACHE_DIR, { move: true }],
      ['dist', { move: true }],
    ]);
    expect(logged()).toEqual([
      `[build-cache] restored ${ASTRO_CACHE_DIR}`,
      `[build-cache] nothing cached for ${IMAGE_CACHE_DIR} (a full build fills it)`,
      `[build-cache] restored ${SITE_BUILD_CACHE_DIR} (moved)`,
      `[build-cache] restored dist (moved)`,
    ]);
  });

  it('after a successful build saves the copied folders; after the deploy (onEnd) moves the build cache and the publish folder back', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { utils, store, local } = fakeUtils([], [IMAGE_CACHE_DIR, SITE_BUILD_CACHE_DIR, 'dist']);
    await onPostBuild({ utils, constants: onNetlify });
    expect(calls(utils.cache.save)).toEqual([
      [ASTRO_CACHE_DIR, {}],
      [IMAGE_CACHE_DIR, {}],
    ]);
    // The publish folder is still there for the deploy.
    expect(local.has('dist')).toBe(true);
    await onEnd({ utils, constants: onNetlify });
    expect(Object.fromEntries(store)).toEqual({ [IMAGE_CACHE_DIR]: 'copied', [SITE_BUILD_CACHE_DIR]: 'moved', dist: 'moved' });
    expect(logged()).toEqual([
      `[build-cache] not saved: ${ASTRO_CACHE_DIR} does not exist`,
      `[build-cache] saved ${IMAGE_CACHE_DIR}`,
      `[build-cache] saved ${SITE_BUILD_CACHE_DIR} (moved)`,
      `[build-cache] saved dist (moved)`,
    ]);
  });

  it('a failed build (no onPostBuild, then onEnd) keeps the copied caches as they were and puts the moved folders back', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { utils, store } = fakeUtils([ASTRO_CACHE_DIR, IMAGE_CACHE_DIR, SITE_BUILD_CACHE_DIR, 'dist'], []);
    await onPreBuild({ utils, constants: onNetlify });
    expect([...store.keys()]).toEqual([ASTRO_CACHE_DIR, IMAGE_CACHE_DIR]);
    await onEnd({ utils, constants: onNetlify });
    expect(utils.cache.save.mock.calls.map(([path]) => path)).toEqual([SITE_BUILD_CACHE_DIR, 'dist']);
    expect([...store.keys()].sort()).toEqual([ASTRO_CACHE_DIR, IMAGE_CACHE_DIR, SITE_BUILD_CACHE_DIR, 'dist'].sort());
  });

  it('copies where a move is refused (the cache on another file system)', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { utils, store } = fakeUtils([SITE_BUILD_CACHE_DIR, 'dist'], [], true);
    await onPreBuild({ utils, constants: onNetlify });
    await onEnd({ utils, constants: onNetlify });
    expect(Object.fromEntries(store)).toEqual({ [SITE_BUILD_CACHE_DIR]: 'copied', dist: 'copied' });
    expect(logged()).toContain(`[build-cache] restored dist (copied)`);
    expect(logged()).toContain(`[build-cache] saved dist (copied)`);
  });
});

describe('the build-cache plugin with the Netlify CLI (deploys after the build)', () => {
  it('copies everything: restored before, saved after a successful build, nothing moved away in onEnd', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const { utils, store, local } = fakeUtils([SITE_BUILD_CACHE_DIR, 'dist'], []);
    await onPreBuild({ utils, constants: withCli });
    await onPostBuild({ utils, constants: withCli });
    await onEnd({ utils, constants: withCli });
    expect([...calls(utils.cache.restore), ...calls(utils.cache.save)].every(([, options]) => !(options as CacheOptions).move)).toBe(true);
    expect(local.has('dist')).toBe(true);
    expect(Object.fromEntries(store)).toEqual({ [SITE_BUILD_CACHE_DIR]: 'copied', dist: 'copied' });
  });

  it('round-trips: what one build saves, the next restores (SITE_IMAGE_CACHE included)', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    vi.stubEnv('SITE_IMAGE_CACHE', '/opt/images');
    const dirs = [...copiedCacheDirs({ SITE_IMAGE_CACHE: '/opt/images' }), ...movedCacheDirs({}, withCli)];
    const { utils } = fakeUtils([], dirs);
    await onPostBuild({ utils, constants: withCli });
    await onPreBuild({ utils, constants: withCli });
    expect(await Promise.all(utils.cache.restore.mock.results.map((result) => result.value))).toEqual([true, true, true, true]);
    expect(utils.cache.restore.mock.calls.map(([path]) => path)).toEqual(dirs);
  });
});
