/**
 * axe-core on the navigation chrome in its open states: no serious or critical violation on /en/
 * with the desktop drawer open (1440px) and with the mobile menu open (375px), nor on a page with
 * the sub-navigation bar, nor on the content-blocks page (every block type) at both widths.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { t } from '../../src/i18n/ui.ts';
import { islandsReady, menuToggle } from './chrome-expectations.ts';

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('/en/ with the products drawer open', async ({ page }) => {
    await page.goto('/en/');
    await islandsReady(page);
    const nav = page.getByRole('navigation', { name: t('en', 'nav.main').text });
    await nav.getByRole('button', { name: t('en', 'nav.showSubmenu', { label: 'Products and Solutions' }).text }).focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#drawer-products-solutions')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('/en/ with the language list open, and a page with a sub-navigation', async ({ page }) => {
    await page.goto('/en/company/organization/');
    await islandsReady(page);
    await page.getByRole('button', { name: t('en', 'language.switch', { language: 'English', code: 'EN' }).text }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('/en/ with the mobile menu open, at level 0 and level 2', async ({ page }) => {
    await page.goto('/en/');
    await islandsReady(page);
    await menuToggle(page).click();
    await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState === 'finished'));
    expect(await seriousViolations(page)).toEqual([]);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Products and Solutions' }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Mask Aligner' }).click();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

for (const width of [1440, 375]) {
  test.describe(`the content-blocks page at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every block type, with the tabs hydrated, an accordion item and the image filter in use', async ({ page }) => {
      await page.goto('/en/content-blocks/');
      // Bring every lazily hydrated block into view, so axe sees the hydrated forms.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 700) await page.evaluate((top) => window.scrollTo(0, top), y);
      await islandsReady(page);
      await expect(page.getByRole('tablist', { name: 'Services' })).toBeVisible();
      await page.locator('[data-block="ComponentContentAccordion"] summary').first().click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('the contact form with its errors shown (cn: the consent too)', async ({ page }) => {
  await page.goto('/cn/content-blocks/');
  const form = page.locator('[data-block="ComponentFormsContactForm"] form[data-form="contact"]');
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute('data-hydrated', 'true');
  await form.locator('button.site-form-submit').click();
  await expect(form.locator('[data-form-summary]')).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
});
