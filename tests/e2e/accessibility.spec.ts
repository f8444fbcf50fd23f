/**
 * axe-core (the project's axe-core and rules, scripts/lib/axe-check.ts: every WCAG 2.x A and AA rule)
 * on the navigation chrome in its open states, which `npm run verify` (pages as first loaded, every
 * template × language) does not see: in every locale on its home page, the language list and a
 * drawer open at 1440px and the language list and the mobile menu open at 375px (the chrome is the
 * same component on every template, only its texts change with the locale); in English the mobile
 * menu's deeper levels, a page with the sub-navigation bar, the content-blocks page (every block type)
 * at both widths and the contact form with its errors.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeBuilder, describeViolation, failingViolations } from '../../scripts/lib/axe-check.ts';
import { localeCodes } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/ui.ts';
import { withoutTargetsCoveredBy } from './axe-overlay.ts';
import { islandsReady, menuToggle } from './chrome-expectations.ts';

interface Scope {
  /** Check only this part of the page (a selector); default the whole page. */
  within?: string;
  /**
   * Content the test opened over the page (a selector): that it covers the targets beneath is no
   * target-size failure (tests/e2e/axe-overlay.ts).
   */
  overlay?: string;
}

/** The serious and critical violations on the page as it is now. */
async function seriousViolations(page: Page, { within, overlay }: Scope = {}): Promise<string[]> {
  const builder = axeBuilder(page);
  if (within) builder.include(within);
  const failing = failingViolations((await builder.analyze()).violations);
  const counted = overlay ? await withoutTargetsCoveredBy(page, failing, overlay) : failing;
  return counted.map((violation) => describeViolation(violation, Infinity));
}

const LANGUAGE_LIST = '.language-switcher .language-list';
/**
 * Opening the language list, a drawer or the mobile menu changes nothing outside the header (the
 * menu is a modal <dialog> in it), and the page as first loaded is checked on every template and in
 * every language by `npm run verify`: the per-locale runs check the header alone, in half the time.
 */
const HEADER = '.site-header';

/** Opens the language list with the toggle (the island hydrates on the way) and waits for it. */
async function openLanguageList(page: Page): Promise<void> {
  const switcher = page.locator('.language-switcher');
  await switcher.getByRole('button').click();
  await expect(switcher.getByRole('list')).toBeVisible();
  await expect(switcher.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
}

const animationsDone = (page: Page) =>
  page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState === 'finished'));

for (const locale of localeCodes) {
  test.describe(`/${locale}/ with its menus open`, () => {
    test.describe('desktop', () => {
      test.use({ viewport: { width: 1440, height: 900 } });

      test('the language list, then the first drawer', async ({ page }) => {
        await page.goto(`/${locale}/`);
        await islandsReady(page);
        await openLanguageList(page);
        expect(await seriousViolations(page, { within: HEADER, overlay: LANGUAGE_LIST })).toEqual([]);
        await page.keyboard.press('Escape');
        const toggle = page
          .getByRole('navigation', { name: t(locale, 'nav.main').text })
          .locator('button[aria-controls^="drawer-"]')
          .first();
        await toggle.focus();
        await page.keyboard.press('Enter');
        await expect(page.locator(`#${await toggle.getAttribute('aria-controls')}`)).toBeVisible();
        expect(await seriousViolations(page, { within: HEADER })).toEqual([]);
      });
    });

    test.describe('mobile', () => {
      test.use({ viewport: { width: 375, height: 800 } });

      test('the language list, then the mobile menu', async ({ page }) => {
        await page.goto(`/${locale}/`);
        await islandsReady(page);
        await openLanguageList(page);
        expect(await seriousViolations(page, { within: HEADER, overlay: LANGUAGE_LIST })).toEqual([]);
        await page.keyboard.press('Escape');
        await menuToggle(page, locale).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await animationsDone(page);
        expect(await seriousViolations(page, { within: HEADER })).toEqual([]);
      });
    });
  });
}

test.describe('desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('a page with a sub-navigation, the language list open', async ({ page }) => {
    await page.goto('/en/company/organization/');
    await islandsReady(page);
    await openLanguageList(page);
    expect(await seriousViolations(page, { overlay: LANGUAGE_LIST })).toEqual([]);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('/en/ with the mobile menu open at level 1 and level 2', async ({ page }) => {
    await page.goto('/en/');
    await islandsReady(page);
    await menuToggle(page).click();
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
      // The largest page of the site, every island hydrated, then axe over all of it: 20–26 s on two busy cores.
      test.slow();
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
