/**
 * Every product page of the sample content (docs/content-blocks.md §5, §3.6): highlights, details and
 * options each with their availability tiles, downloads whose links answer 200, and related news.
 */
import { expect, test } from '@playwright/test';
import { productCategorySegment, sampleRouteContent, type ProductCategory } from './spec-routes.ts';

const products = (sampleRouteContent().collections.ProductPage ?? []).filter((product) => product.published_at !== null);

test('the sample content has product pages', () => {
  expect(products.length).toBeGreaterThanOrEqual(20);
});

for (const product of products) {
  for (const locale of ['en', 'de'] as const) {
    const base = locale === 'de' ? 'produkte-loesungen' : 'products-solutions';
    const path = `/${locale}/${base}/${productCategorySegment(product.Category as ProductCategory, locale)}/${String(product.slug)}/`;

    test(`${path} shows highlights, details, options with availability, downloads and related news`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const main = page.locator('main');
      await expect(main.locator('.highlight-list li').first()).toBeVisible();
      for (const kind of ['details', 'options']) {
        const group = main.locator(`section[aria-labelledby^="${kind}-"]`);
        await expect(group.first(), kind).toBeVisible();
        await expect(group.locator('.availability').first(), `${kind} availability`).toBeVisible();
        await expect(group.locator('.availability .tiles li').first()).toBeVisible();
      }
      const downloads = main.locator('.download-list a');
      expect(await downloads.count()).toBeGreaterThan(0);
      for (const href of await downloads.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))) {
        const answer = await page.request.get(href);
        expect(answer.status(), href).toBe(200);
      }
      await expect(main.locator('.related-news-list li').first()).toBeVisible();
    });
  }
}
