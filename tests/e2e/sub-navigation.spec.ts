/**
 * The sub-navigation bar (docs/navigation.md §1, §7, §9): fixed below the top bar on pages that declare
 * one, 132px of top padding with it and 80px without, anchor targets not hidden under the bars,
 * and the investor link hidden in tw, jp and cn.
 */
import { expect, test, type Page } from '@playwright/test';
import { t } from '../../src/i18n/ui.ts';
import type { LocaleCode } from '../../src/i18n/locales.ts';

const bar = (page: Page, locale: LocaleCode = 'en') => page.getByRole('navigation', { name: t(locale, 'nav.subNavigation').text });
const paddingTop = (page: Page) => page.locator('main').evaluate((main) => getComputedStyle(main).paddingTop);

for (const width of [1440, 375]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('a page with a sub-navigation: the bar sits below the top bar, the main area starts at 132px', async ({ page }) => {
      await page.goto('/en/company/organization/');
      const box = await bar(page).boundingBox();
      expect(box?.y).toBe(80);
      expect(box!.y + box!.height).toBe(132);
      expect(await paddingTop(page)).toBe('132px');
    });

    test('a page without one has no bar and 80px', async ({ page }) => {
      await page.goto('/en/company/sustainability/');
      await expect(bar(page)).toHaveCount(0);
      expect(await paddingTop(page)).toBe('80px');
    });

    test('an anchor target scrolls into view below both bars', async ({ page }) => {
      await page.goto('/en/company/organization/');
      await bar(page).getByRole('link', { name: 'Group structure' }).click();
      await expect(page).toHaveURL(/#structure$/);
      // Smooth scrolling: wait until the target has arrived, then it must sit below both bars.
      const top = () => page.locator('#structure').evaluate((element) => Math.round(element.getBoundingClientRect().top));
      await expect.poll(top).toBeLessThan(200);
      expect(await top()).toBeGreaterThanOrEqual(132);
    });
  });
}

test('the bar links anchors, pages and, outside tw, jp and cn, the investor link', async ({ page }) => {
  await page.goto('/en/company/organization/');
  const hrefs = await bar(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs).toEqual([
    '/en/company/organization/#management',
    '/en/company/organization/#supervisory-board',
    '/en/company/organization/#structure',
    '/en/company/sustainability/',
    '/en/investor-relations/corporate-governance/',
  ]);
  for (const locale of ['tw', 'jp', 'cn'] as const) {
    await page.goto(`/${locale}/company/organization/`);
    await expect(bar(page, locale).getByRole('link')).toHaveCount(4);
    await expect(bar(page, locale).locator('a[href*="investor-relations"]')).toHaveCount(0);
  }
  await page.goto('/de/unternehmen/organisation/');
  await expect(bar(page, 'de').locator('a[href="/de/investor-relations/corporate-governance/"]')).toHaveCount(1);
});

test('product category pages link their product pages in the bar', async ({ page }) => {
  await page.goto('/de/produkte-loesungen/mask-aligner/');
  await expect(bar(page, 'de').getByRole('link', { name: 'MA12' })).toHaveAttribute('href', '/de/produkte-loesungen/mask-aligner/ma12/');
});
