/**
 * The Strapi compatibility suite (`npm run test:strapi`): tests/strapi/**, one file after another, each
 * starting its own Strapi 3.6 (installed by scripts/strapi/setup.ts before Vitest starts).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/strapi/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 300_000,
  },
});
