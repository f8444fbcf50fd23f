/**
 * `npm run test:security`: the security suite (tests/security). Each file starts one service of the
 * project as its own process on 127.0.0.1 and a free port, replays the attacks of docs/security.md
 * and fuzzes its endpoints; the global setup prints the figures (requests, crashes, slowest answer,
 * peak RSS per service).
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/security/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/security/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One service at a time: the figures (slowest answer, peak memory) are the service's own, not the machine's contention.
    fileParallelism: false,
  },
});
