/**
 * Unit tests: tests/unit/**, in Node. Astro's `getViteConfig` wraps the config so tests can import
 * `.astro` components (Container API) and `astro:*` virtual modules the way the build does.
 */
import { getViteConfig } from 'astro/config';
import { configDefaults } from 'vitest/config';

export default getViteConfig({
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}'],
    exclude: [...configDefaults.exclude, '.e2e/**', '.build-tmp/**'],
    environment: 'node',
    testTimeout: 15_000,
    hookTimeout: 30_000,
  },
});
