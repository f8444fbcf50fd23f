/**
 * Link prefetching (docs/navigation.md §10, src/navigation/prefetch.ts): once the browser is idle, the same-site
 * links in view are prefetched (`<link rel="prefetch">`), the search link (marked not to be) is not,
 * and on a data-saver connection nothing is prefetched.
 */
import { expect, test } from '@playwright/test';

const prefetched = (page: import('@playwright/test').Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((link) => link.getAttribute('href') ?? ''),
  );

test('links in view are prefetched when the browser is idle; never the search link', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await expect.poll(async () => (await prefetched(page)).length, { timeout: 10_000 }).toBeGreaterThan(3);
  const hrefs = await prefetched(page);
  for (const href of hrefs) expect(new URL(href, page.url()).origin).toBe(new URL(page.url()).origin);
  const paths = hrefs.map((href) => new URL(href, page.url()).pathname);
  expect(paths.some((path) => path.startsWith('/en/') && path !== '/en/')).toBe(true);
  expect(paths.some((path) => path.startsWith('/en/search/'))).toBe(false);
});

test('nothing is prefetched on a data-saver connection', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
  });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/en/');
  await page.waitForLoadState('load');
  // Past the idle timeout (2000 ms) and Astro's 300 ms in view: prefetching would have happened.
  await page.waitForTimeout(3000);
  expect(await prefetched(page)).toEqual([]);
});
