/**
 * The content server's answers in headless Chromium, under their Content-Security-Policy
 * (scripts/content-server/headers.ts, graphiql-page.ts): GraphiQL loads, starts its editor workers and
 * runs a query with no violation, while a script injected into its page or a request to another origin
 * is blocked; an uploaded image is shown, and a script in an SVG does not run.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_FLAGS } from '../../../scripts/lib/chromium.ts';
import { startContentServer, type RunningContentServer } from '../../../scripts/content-server/server.ts';
import { fixtureSchemaSdl, fixtureSeed, tempDir } from './fixtures/fixture.ts';

const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

let server: RunningContentServer;
let browser: Browser;
let cleanup: () => void;

beforeAll(async () => {
  const temp = tempDir();
  cleanup = temp.cleanup;
  server = await startContentServer({ port: 0, dataDir: temp.dir, schemaSdl: fixtureSchemaSdl, seed: async () => fixtureSeed() });
  const uploads = path.join(temp.dir, 'uploads');
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366cc' } })
    .png()
    .toBuffer();
  writeFileSync(path.join(uploads, 'browser_test.png'), png);
  writeFileSync(
    path.join(uploads, 'browser_test.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>document.title = "ran"</script></svg>',
  );
  browser = await chromium.launch({ executablePath: chromiumPath, args: [...CHROMIUM_FLAGS] });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  cleanup?.();
});

/** A page that records every CSP violation and console error. */
async function watchedPage(): Promise<{ page: Page; violations: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const violations: string[] = [];
  const errors: string[] = [];
  await page.exposeFunction('__violation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __violation(text: string): void }).__violation(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, violations, errors };
}

describe('in Chromium, under the content server CSP', () => {
  it('GraphiQL runs a query with no violation; a script injected into it, or a request elsewhere, is blocked', async () => {
    const { page, violations, errors } = await watchedPage();
    const response = await page.goto(`${server.graphqlUrl}?query=${encodeURIComponent('{ pages { slug } }')}`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(await page.locator('meta[http-equiv="content-security-policy"]').count()).toBe(1);
    await page.locator('.graphiql-execute-button').click({ timeout: 20_000 });
    await expect.poll(() => page.locator('.graphiql-response').innerText(), { timeout: 10_000 }).toContain('"kontakt"');
    // The editor's workers (blob: URLs) started: its syntax colouring is there.
    expect(await page.locator('.graphiql-query-editor .mtk1, .graphiql-query-editor [class*="mtk"]').count()).toBeGreaterThan(0);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);

    const injected = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      return (window as unknown as { __injected?: boolean }).__injected ?? false;
    });
    expect(injected).toBe(false);
    const elsewhere = await page.evaluate(() =>
      fetch('http://example.invalid/').then(
        () => 'fetched',
        () => 'blocked',
      ),
    );
    expect(elsewhere).toBe('blocked');
    await expect.poll(() => violations.map((v) => v.split(' ')[0]).sort()).toEqual(['connect-src', 'script-src-elem']);
    await page.close();
  }, 60_000);

  it('an uploaded image is shown; a script in an SVG upload does not run', async () => {
    const { page } = await watchedPage();
    await page.goto(`${server.url}/uploads/browser_test.png`);
    expect(await page.evaluate(() => document.querySelector('img')?.naturalWidth)).toBe(40);
    await page.goto(`${server.url}/uploads/browser_test.svg`);
    expect(await page.title()).not.toBe('ran');
    await page.close();
  }, 30_000);
});
