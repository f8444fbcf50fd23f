/**
 * The mobile menu (docs/navigation.md §6, §10) at 375px: the panel and strip widths, every menu state transition,
 * the modal dialog (focus moves in and is trapped, Escape and the strip close it, the page behind
 * does not scroll), the per-locale links of docs/navigation.md §9 and the language links.
 */
import { expect, test, type Page } from '@playwright/test';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/ui.ts';
import { careersPath, expectedProducts, irPath, islandsReady, menuToggle, metaVisibility, recordScripts } from './chrome-expectations.ts';

test.use({ viewport: { width: 375, height: 800 } });

const ui = (key: Parameters<typeof t>[1], params?: Record<string, string>, locale: LocaleCode = 'en') => t(locale, key, params).text;
const openButton = (page: Page, locale: LocaleCode = 'en') => page.getByRole('button', { name: ui('nav.openMenu', undefined, locale) });
const toggle = menuToggle;
const dialog = (page: Page) => page.getByRole('dialog');
const title = (page: Page) => dialog(page).getByRole('heading', { level: 2 });
const back = (page: Page) => dialog(page).getByRole('button', { name: ui('nav.back') });

async function openMenu(page: Page, path = '/en/', locale: LocaleCode = 'en') {
  await page.goto(path);
  await islandsReady(page);
  await toggle(page, locale).click();
  await expect(dialog(page)).toBeVisible();
}

test('the toggle opens a modal dialog: panel 9/12 of the width, a dimmed strip of 3/12', async ({ page }) => {
  await page.goto('/en/');
  await islandsReady(page);
  await expect(page.getByRole('navigation', { name: ui('nav.main') })).toBeHidden();
  await toggle(page).click();
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(page).toHaveURL(/\/en\/$/);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState === 'finished'));
  const panel = await page.locator('.mobile-panel').boundingBox();
  const strip = await page.locator('.mobile-strip').boundingBox();
  expect(panel!.width).toBeCloseTo((375 * 9) / 12, 0);
  expect(strip!.width).toBeCloseTo((375 * 3) / 12, 0);
  expect(strip!.x).toBe(0);
  expect(panel!.x).toBeCloseTo(strip!.width, 0);
  await expect(title(page)).toHaveText(ui('nav.menu'));
  await expect(dialog(page).getByRole('button', { name: ui('nav.closeMenu') })).toBeFocused();
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true });

  test("a phone runs none of the menu's or the switcher's code while the page loads: fetched when idle, run on the first tap", async ({
    page,
  }) => {
    await page.goto('/en/company/');
    const timing = () =>
      page.evaluate(() => ({
        loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventEnd,
        fetched: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/(MobileMenu|LanguageSwitcher)\./.test(entry.name))
          .map((entry) => entry.startTime),
      }));
    await expect.poll(async () => (await timing()).fetched.length).toBe(2);
    const { loaded, fetched } = await timing();
    for (const start of fetched) expect(start).toBeGreaterThanOrEqual(loaded);
    // Neither has hydrated: the toggle is still the link to the footer's site map (as without JavaScript).
    await expect(page.locator('astro-island[client="interaction"][ssr]')).toHaveCount(2);
    await expect(page.getByRole('link', { name: ui('nav.openMenu') })).toHaveAttribute('href', '#site-map');
    await toggle(page).tap();
    await expect(dialog(page)).toBeVisible();
    await expect(page).toHaveURL(/\/en\/company\/$/);
  });

  test('on a data-saver connection the code is fetched only when the visitor reaches for it', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true, effectiveType: '4g' } });
    });
    const scripts = recordScripts(page);
    await page.goto('/en/company/');
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1_000);
    expect(scripts.filter((script) => /MobileMenu|LanguageSwitcher/.test(script))).toEqual([]);
    await toggle(page).tap();
    await expect(dialog(page)).toBeVisible();
    expect(scripts.some((script) => /MobileMenu/.test(script))).toBe(true);
  });

  test("a tap while the menu's code is still loading opens the menu once it runs, not the site map", async ({ page }) => {
    await page.route('**/_astro/MobileMenu.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/en/');
    await toggle(page).tap();
    await expect(page.getByRole('link', { name: ui('nav.openMenu') })).toBeVisible();
    await expect(dialog(page)).toBeVisible({ timeout: 10_000 });
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(dialog(page).getByRole('button', { name: ui('nav.closeMenu') })).toBeFocused();
  });
});

test('keyboard: focus on the toggle loads the menu, the button keeps the focus, Enter opens it', async ({ page }) => {
  await page.goto('/en/');
  await page.getByRole('link', { name: ui('nav.openMenu') }).focus();
  await expect(openButton(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog(page)).toBeVisible();
  await expect(dialog(page).getByRole('button', { name: ui('nav.closeMenu') })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(openButton(page)).toBeFocused();
});

test('tapping a submenu opens level 1 with its title; tapping it again goes back to level 0', async ({ page }) => {
  await openMenu(page);
  const company = dialog(page).getByRole('button', { name: 'Company' });
  await company.click();
  await expect(title(page)).toHaveText('Company');
  await expect(company).toHaveAttribute('aria-expanded', 'true');
  await expect(dialog(page).getByRole('link', { name: 'Sustainability' })).toHaveAttribute('href', '/en/company/sustainability/');
  await expect(dialog(page).getByRole('link', { name: ui('nav.overview', { label: 'Company' }) })).toHaveAttribute('href', '/en/company/');
  await company.click();
  await expect(title(page)).toHaveText(ui('nav.menu'));
  await expect(company).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog(page).getByRole('link', { name: 'Sustainability' })).toHaveCount(0);
});

test('a product category goes to level 2, a sub-category to level 3; back goes up one level at a time', async ({ page }) => {
  const products = (await expectedProducts()).filter((product) => product.category === 'CoaterAndDeveloper');
  await openMenu(page);
  await dialog(page).getByRole('button', { name: 'Products and Solutions' }).click();
  await dialog(page).getByRole('button', { name: 'Coater and Developer' }).click();
  await expect(title(page)).toHaveText('Coater and Developer');
  await expect(title(page)).toBeFocused();
  await expect(dialog(page).getByRole('link', { name: ui('nav.overview', { label: 'Coater and Developer' }) })).toHaveAttribute(
    'href',
    '/en/products-solutions/coater-and-developer/',
  );
  await dialog(page).getByRole('button', { name: 'Semi-automated' }).click();
  await expect(title(page)).toHaveText('Semi-automated');
  const hrefs = await dialog(page)
    .locator('.mobile-body a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.sort()).toEqual(
    products
      .filter((product) => product.subCategory === 'SemiAutomated')
      .map((product) => product.href)
      .sort(),
  );

  await back(page).click();
  await expect(title(page)).toHaveText('Coater and Developer');
  await back(page).click();
  await expect(title(page)).toHaveText('Products and Solutions');
  await expect(dialog(page).getByRole('button', { name: 'Products and Solutions' })).toBeFocused();
  await back(page).click();
  await expect(title(page)).toHaveText(ui('nav.menu'));
  await expect(title(page)).toBeFocused();
  await expect(back(page)).toHaveCount(0);
  await expect(dialog(page).getByRole('button', { name: 'Products and Solutions' })).toHaveAttribute('aria-expanded', 'false');
});

test('closing and opening reset the depth; following a link closes the menu', async ({ page }) => {
  await openMenu(page);
  await dialog(page).getByRole('button', { name: 'Products and Solutions' }).click();
  await dialog(page).getByRole('button', { name: 'Wafer Bonder' }).click();
  await dialog(page)
    .getByRole('button', { name: ui('nav.closeMenu') })
    .click();
  await expect(dialog(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();
  await openButton(page).click();
  await expect(title(page)).toHaveText(ui('nav.menu'));
  await expect(dialog(page).getByRole('button', { name: 'Products and Solutions' })).toHaveAttribute('aria-expanded', 'false');

  await dialog(page).getByRole('button', { name: 'Contact' }).click();
  await dialog(page).getByRole('link', { name: 'Customer Service' }).click();
  await expect(page).toHaveURL(/\/en\/service\/$/);
  await expect(dialog(page)).toBeHidden();
});

test('level 0 lists the page’s sub-navigation; its anchor links close the menu and scroll below the bars', async ({ page }) => {
  await openMenu(page, '/en/company/organization/');
  const onThisPage = dialog(page).getByRole('list', { name: ui('nav.subNavigation') });
  await expect(onThisPage.getByRole('link')).toHaveCount(5);
  await onThisPage.getByRole('link', { name: 'Group structure' }).click();
  await expect(dialog(page)).toBeHidden();
  await expect(page).toHaveURL(/#structure$/);
  // Focus continues at the target of the jump, not back in the header.
  await expect(page.locator('#structure')).toBeFocused();
  const top = () => page.locator('#structure').evaluate((element) => Math.round(element.getBoundingClientRect().top));
  await expect.poll(top).toBeLessThan(200);
  expect(await top()).toBeGreaterThanOrEqual(132);

  await openMenu(page, '/en/company/sustainability/');
  await expect(dialog(page).getByRole('list', { name: ui('nav.subNavigation') })).toHaveCount(0);
});

test('Escape and the dimmed strip close it, focus returns to the toggle', async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(dialog(page)).toBeHidden();
  await expect(openButton(page)).toBeFocused();
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
  await openButton(page).click();
  await page.mouse.click(20, 400);
  await expect(dialog(page)).toBeHidden();
});

test('a dialog the browser closes by itself leaves the menu closed and ready to open again', async ({ page }) => {
  await openMenu(page);
  await page.evaluate(() => document.querySelector('dialog')?.close());
  await expect(openButton(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('html')).not.toHaveClass(/has-modal/);
  await openButton(page).click();
  await expect(dialog(page)).toBeVisible();
});

test('focus is trapped in the open menu and the page behind does not scroll', async ({ page }) => {
  await openMenu(page);
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  const before = await page.evaluate(() => window.scrollY);
  await page.mouse.move(20, 400);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(200);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
});

test('level 0 lists the other languages, linking to the current page in that language', async ({ page, context }) => {
  await openMenu(page, '/en/company/organization/');
  const languages = dialog(page).getByRole('list', { name: ui('nav.languages') });
  await expect(languages.getByRole('link')).toHaveCount(4);
  await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('href', '/de/unternehmen/organisation/');
  await languages.getByRole('link', { name: '日本語' }).click();
  await expect(page).toHaveURL(/\/jp\/company\/organization\/$/);
  const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
  expect(cookie?.value).toBe('jp');
});

for (const locale of ['de', 'en', 'cn', 'jp', 'tw'] as const) {
  test(`the meta links of the mobile menu in ${locale} (docs/navigation.md §9)`, async ({ page }) => {
    await openMenu(page, `/${locale}/`, locale);
    const hrefs = await dialog(page)
      .locator('.mobile-meta a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(0);
    expect(hrefs.includes(irPath(locale))).toBe(metaVisibility[locale].mobile.ir);
    expect(hrefs.includes(careersPath(locale))).toBe(metaVisibility[locale].mobile.career);
    // One entry per destination on level 0: a main item (Contact) is not repeated among the meta links.
    const rows = await dialog(page)
      .locator('.mobile-body > ul:not(.mobile-search) > li > .mobile-row, .mobile-meta .mobile-row')
      .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
    expect(rows.length).toBeGreaterThan(3);
    expect(rows.filter((row, index) => rows.indexOf(row) !== index)).toEqual([]);
  });
}
