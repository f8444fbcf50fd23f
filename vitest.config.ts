/**
 * Unit tests: tests/unit/**, in Node. Astro's `getViteConfig` wraps the config so tests can import
 * `.astro` components (Container API) and `astro:*` virtual modules the way the build does.
 */
import { availableParallelism } from 'node:os';
import { getViteConfig } from 'astro/config';
import { configDefaults } from 'vitest/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, '.e2e/**', '.build-tmp/**'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: a single worker on a two-core machine, where
    // many tests wait on a child process or a socket. Two workers there: 174 s for the suite instead of 259 s.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
