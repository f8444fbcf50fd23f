/**
 * The Strapi compatibility suite (`npm run test:strapi`): tests/strapi/**, one file after another, each
 * starting its own Strapi 3.6 (installed by scripts/strapi/setup.ts before Vitest starts).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/strapi/**/*.test.ts', 'tests/strapi5/**/*.test.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 300_000,
    // A hook starts Strapi, imports the sample and waits for the publisher's first live and preview
    // builds, which run the quality gates (`--verify`) too: minutes on a busy 2-core machine.
    hookTimeout: 600_000,
  },
});
