/**
 * Playwright globalSetup: build the site ONCE per test run into the e2e output folder, from the
 * bundled sample content (the embedded content server; CMS_GRAPHQL_URL/CMS_TOKEN are ignored so the
 * tests always see the sample content), with STRICT_CONTENT=1: a content problem in the sample
 * content (a dangling menu link, an unknown footer block) fails the run. The webServer of
 * playwright.config.ts serves that folder.
 *
 * E2E_SKIP_BUILD=1 reuses the folder of an earlier run when it exists (fast iteration on tests).
 */
import { existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { scopedLog } from './log.ts';
import { projectRoot } from './paths.ts';
import { runCommand } from './run-command.ts';

const log = scopedLog('e2e');

/** The job widget script the end-to-end site is built with (tests/e2e/blocks.spec.ts routes it). */
export const E2E_JOB_WIDGET_SCRIPT_URL = 'https://jobs.vantoro.example/widget.js';

/**
 * The day the end-to-end site is built on (SITE_TODAY): what is upcoming and what is past in the
 * sample content does not move with the calendar, so the tests of both stay meaningful.
 */
export const E2E_TODAY = '2026-11-20';

/** The form service's data folders of earlier runs (the current one is in use). */
function removeOldFormData(): void {
  const current = process.env.E2E_FORMS_DIR;
  if (!current) return;
  const parent = path.dirname(current);
  if (!existsSync(parent)) return;
  for (const name of readdirSync(parent)) {
    const folder = path.join(parent, name);
    if (folder !== current) rmSync(folder, { recursive: true, force: true });
  }
}

export default async function globalSetup(): Promise<void> {
  const siteDir = process.env.E2E_SITE_DIR;
  if (!siteDir) throw new Error('E2E_SITE_DIR is not set; run the tests through playwright.config.ts.');
  if (process.env.E2E_SKIP_BUILD === '1' && existsSync(path.join(siteDir, '404.html'))) {
    log.info(`E2E_SKIP_BUILD=1: reusing the site built earlier in ${siteDir}`);
    return;
  }
  // The job widget's script is configured, so its loader is tested; the tests answer (or block)
  // its requests with page.route, nothing reaches the careers host.
  // The forms post to the form service playwright.config.ts starts beside the static server.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STRICT_CONTENT: '1',
    SITE_TODAY: E2E_TODAY,
    JOB_WIDGET_SCRIPT_URL: E2E_JOB_WIDGET_SCRIPT_URL,
    FORMS_URL: `http://127.0.0.1:${process.env.E2E_FORMS_PORT ?? '8788'}`,
  };
  delete env.CMS_GRAPHQL_URL;
  delete env.CMS_TOKEN;
  log.info(`building the site into ${siteDir}`);
  const code = await runCommand(process.execPath, [path.join(projectRoot, 'scripts', 'build.ts'), '--out', siteDir], {
    cwd: projectRoot,
    env,
  });
  if (code !== 0) throw new Error(`The site build for the end-to-end tests failed (exit code ${code}); see the output above.`);
  // The port the forms were built to post to (playwright.config.ts reuses it with E2E_SKIP_BUILD=1).
  if (process.env.E2E_FORMS_PORT) writeFileSync(path.join(siteDir, '.forms-port'), process.env.E2E_FORMS_PORT);
  removeOldFormData();
}
