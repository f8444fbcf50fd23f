/**
 * End-to-end tests: tests/e2e/**.spec.ts against the built site in headless Chromium from Debian.
 *
 * - globalSetup (scripts/lib/e2e-global-setup.ts) builds the site once into `.e2e/site` with the
 *   embedded content server;
 * - webServer serves that folder with scripts/serve.ts on 127.0.0.1 and a free port. Playwright starts
 *   the webServer before globalSetup runs, so the server is started with --allow-missing and looks
 *   files up per request.
 * The port and folder are fixed once in the runner's environment, so worker processes (which load
 * this file again) see the same values.
 */
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS } from './scripts/lib/chromium.ts';
import { freePortSync } from './scripts/lib/free-port.ts';

process.env.E2E_PORT ??= String(freePortSync());
process.env.E2E_SITE_DIR ??= path.resolve(import.meta.dirname, '.e2e', 'site');
// The form service the forms of the built site post to: its own free port and a fresh data folder
// per run (tests read the stored rows from it); e2e-global-setup builds the site with its URL.
// With E2E_SKIP_BUILD=1 the earlier site is reused, so the port it was built with is reused too.
const builtFormsPort = path.join(process.env.E2E_SITE_DIR, '.forms-port');
process.env.E2E_FORMS_PORT ??=
  process.env.E2E_SKIP_BUILD === '1' && existsSync(builtFormsPort) ? readFileSync(builtFormsPort, 'utf8').trim() : String(freePortSync());
process.env.E2E_FORMS_DIR ??= path.resolve(import.meta.dirname, '.e2e', 'forms', String(Date.now()));
const port = Number(process.env.E2E_PORT);
const siteDir = process.env.E2E_SITE_DIR;
const baseURL = `http://127.0.0.1:${port}`;
const formsPort = Number(process.env.E2E_FORMS_PORT);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: true,
  // Playwright's default is half the cores: one worker on a two-core machine, where the browser waits on
  // the static server as often as it computes. Two workers there take 14 min for the suite instead of 18.
  workers: Number(process.env.E2E_WORKERS) || Math.max(2, Math.floor(availableParallelism() / 2)),
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? 'line' : 'list',
  timeout: 30_000,
  expect: { timeout: 5_000 },
  globalSetup: './scripts/lib/e2e-global-setup.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [...CHROMIUM_FLAGS],
    },
  },
  projects: [{ name: 'chromium', use: { viewport: { width: 1280, height: 720 } } }],
  webServer: [
    {
      command: [
        JSON.stringify(process.execPath),
        'scripts/serve.ts',
        `--dir ${JSON.stringify(siteDir)}`,
        `--port ${port}`,
        '--host 127.0.0.1',
        '--allow-missing',
      ].join(' '),
      cwd: import.meta.dirname,
      port,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
    {
      command: `${JSON.stringify(process.execPath)} scripts/forms/cli.ts`,
      cwd: import.meta.dirname,
      url: `http://127.0.0.1:${formsPort}/health`,
      env: {
        FORMS_HOST: '127.0.0.1',
        FORMS_PORT: String(formsPort),
        FORMS_DATA_DIR: process.env.E2E_FORMS_DIR,
        SITE_URL: baseURL,
        FORMS_RATE_LIMIT: '10000',
      },
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      timeout: 30_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 2_000 },
    },
  ],
});
