/**
 * Without JavaScript the header and footer still link every section, and a visitor (or a crawler)
 * reaches every product page from any page by following visible links.
 */
import { expect, test, type Page } from '@playwright/test';
import { t } from '../../src/i18n/ui.ts';
import { expectedProducts } from './chrome-expectations.ts';

test.use({ javaScriptEnabled: false });

/** The sections of the site (docs/navigation.md §2, §4, §8) as English paths. */
const sections = [
  '/en/products-solutions/',
  '/en/company/',
  '/en/contact/',
  '/en/investor-relations/',
  '/en/careers/',
  '/en/news/',
  '/en/image-archive/',
];

async function visibleLinks(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(`${scope} a[href^="/"]`)
    .evaluateAll((links) =>
      links.filter((link) => (link as HTMLElement).offsetParent !== null).map((link) => link.getAttribute('href')!.split('#')[0]!),
    );
}

for (const width of [1440, 375]) {
  test(`at ${width}px the header and footer link every section from a product page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/en/products-solutions/wafer-bonder/xbs300/');
    const links = new Set([...(await visibleLinks(page, 'header')), ...(await visibleLinks(page, 'footer'))]);
    for (const section of sections) expect([...links], section).toContain(section);
  });
}

test('at 375px the menu button leads to the footer’s site map', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/en/company/');
  const menu = page.getByRole('link', { name: t('en', 'nav.openMenu').text });
  await expect(menu).toHaveAttribute('href', '#site-map');
  await menu.click();
  await expect(page.getByRole('navigation', { name: t('en', 'nav.siteMap').text })).toBeInViewport();
});

test('every product page is reached from the home page through visible links', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const wanted = new Set((await expectedProducts()).map((product) => product.href));
  const seen = new Set<string>(['/en/']);
  let frontier = ['/en/'];
  for (let depth = 0; depth < 3 && [...wanted].some((href) => !seen.has(href)); depth++) {
    const next: string[] = [];
    for (const path of frontier) {
      await page.goto(path);
      for (const href of await visibleLinks(page, 'body')) {
        if (!href.startsWith('/en/products-solutions/') || seen.has(href)) continue;
        seen.add(href);
        next.push(href);
      }
    }
    frontier = next;
  }
  expect([...wanted].filter((href) => !seen.has(href))).toEqual([]);
});
