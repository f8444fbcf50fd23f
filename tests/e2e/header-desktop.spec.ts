/**
 * The desktop top bar (docs/navigation.md §3, §10) at 1440px: the main menu's drawers by hover and keyboard,
 * closing by Escape, outside click and clicks, the product lists, every drawer link, the meta
 * menu, and the 1074px breakpoint.
 */
import { expect, test, type Page } from '@playwright/test';
import { t } from '../../src/i18n/ui.ts';
import { careersPath, expectedProducts, irPath, islandsReady, menuToggle, metaVisibility } from './chrome-expectations.ts';

test.use({ viewport: { width: 1440, height: 900 } });

const mainNav = (page: Page) => page.getByRole('navigation', { name: t('en', 'nav.main').text });
const toggle = (page: Page, label: string) => mainNav(page).getByRole('button', { name: t('en', 'nav.showSubmenu', { label }).text });
const drawer = (page: Page, id: string) => page.locator(`#drawer-${id}`);

test.beforeEach(async ({ page }) => {
  await page.goto('/en/');
  await islandsReady(page);
});

test('the main items link to their pages (docs/navigation.md §3)', async ({ page }) => {
  const links = mainNav(page).getByRole('link');
  await expect(links.filter({ hasText: /^(Products and Solutions|Company|Contact)$/ })).toHaveCount(3);
  await expect(mainNav(page).getByRole('link', { name: 'Products and Solutions', exact: true })).toHaveAttribute(
    'href',
    '/en/products-solutions/',
  );
  await expect(mainNav(page).getByRole('link', { name: 'Company', exact: true })).toHaveAttribute('href', '/en/company/');
  await expect(mainNav(page).getByRole('link', { name: 'Contact', exact: true })).toHaveAttribute('href', '/en/contact/');
});

test('hovering a main item shows its drawer; moving the pointer away closes it', async ({ page }) => {
  await expect(drawer(page, 'company')).toBeHidden();
  await mainNav(page).getByRole('link', { name: 'Company', exact: true }).hover();
  await expect(drawer(page, 'company')).toBeVisible();
  await expect(toggle(page, 'Company')).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(700, 800);
  await expect(drawer(page, 'company')).toBeHidden();
  await expect(toggle(page, 'Company')).toHaveAttribute('aria-expanded', 'false');
});

test('Enter, Space and ArrowDown on a main item open its drawer; Escape closes it and returns focus', async ({ page }) => {
  const button = toggle(page, 'Company');
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page, 'company')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer(page, 'company')).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press('Space');
  await expect(drawer(page, 'company')).toBeVisible();
  await page.keyboard.press('Space');
  await expect(drawer(page, 'company')).toBeHidden();

  await page.keyboard.press('ArrowDown');
  await expect(drawer(page, 'company')).toBeVisible();
  await expect(drawer(page, 'company').getByRole('link', { name: 'Organization' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();

  // ArrowDown on the main item's link opens it as well.
  await mainNav(page).getByRole('link', { name: 'Contact', exact: true }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(drawer(page, 'contact')).toBeVisible();
});

test('Escape pressed the moment a drawer shows closes it (the listener is there before the next frame)', async ({ page }) => {
  // The browser handles input before it paints the next frame: a key pressed right after the drawer
  // shows must find its listener. The Escape is sent as the drawer's `hidden` attribute goes.
  const closed = await page.evaluate(async () => {
    const drawer = document.getElementById('drawer-company')!;
    const button = document.querySelector<HTMLButtonElement>('button[aria-controls="drawer-company"]')!;
    const shown = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        if (drawer.hidden) return;
        observer.disconnect();
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
        resolve();
      });
      observer.observe(drawer, { attributes: true, attributeFilter: ['hidden'] });
    });
    button.focus();
    button.click();
    await shown;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    return drawer.hidden;
  });
  expect(closed, 'the drawer closed on the Escape sent as it opened').toBe(true);
  await expect(toggle(page, 'Company')).toBeFocused();
});

test('Tab walks each child and then its detail list; focus leaving the menu closes the drawer', async ({ page }) => {
  await toggle(page, 'Products and Solutions').focus();
  await page.keyboard.press('Enter');
  const panel = drawer(page, 'products-solutions');
  await expect(panel).toBeVisible();
  let guard = 0;
  while (!(await panel.getByRole('link', { name: 'Mask Aligner', exact: true }).evaluate((link) => link === document.activeElement))) {
    await page.keyboard.press('Tab');
    expect(++guard, 'Tab reaches the Mask Aligner child').toBeLessThan(40);
  }
  await page.keyboard.press('Tab');
  const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
  expect(focused).toMatch(/^\/en\/products-solutions\/mask-aligner\/[^/]+\/$/);
  await expect(page.locator(`#drawer-products-solutions a[href="${focused}"]`)).toBeVisible();

  await toggle(page, 'Contact').focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page, 'contact')).toBeVisible();
  for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
  await expect(drawer(page, 'contact')).toBeHidden();
});

test('a click outside closes the drawer; clicking a drawer link hides it and follows the link', async ({ page }) => {
  await toggle(page, 'Company').focus();
  await page.keyboard.press('Enter');
  await expect(drawer(page, 'company')).toBeVisible();
  await page.mouse.click(1400, 880);
  await expect(drawer(page, 'company')).toBeHidden();

  // A click on the button the pointer just opened the drawer with keeps it open.
  await toggle(page, 'Company').click();
  await expect(drawer(page, 'company')).toBeVisible();

  await drawer(page, 'company').getByRole('link', { name: 'Sustainability' }).click();
  await expect(page).toHaveURL(/\/en\/company\/sustainability\/$/);
});

test('the products drawer is the wide one, at most 600px high, below the bar, 82px from the top once scrolled', async ({ page }) => {
  await mainNav(page).getByRole('link', { name: 'Products and Solutions', exact: true }).hover();
  const products = await drawer(page, 'products-solutions').boundingBox();
  expect(products?.y).toBe(80);
  expect(products?.height).toBeLessThanOrEqual(600);
  await page.mouse.move(700, 860);
  await mainNav(page).getByRole('link', { name: 'Company', exact: true }).hover();
  const company = await drawer(page, 'company').boundingBox();
  expect(products!.width).toBeGreaterThan(company!.width);

  await page.mouse.move(700, 860);
  await page.mouse.wheel(0, 600);
  await page.waitForFunction(() => window.scrollY > 0);
  await mainNav(page).getByRole('link', { name: 'Company', exact: true }).hover();
  await expect.poll(async () => (await drawer(page, 'company').boundingBox())?.y).toBe(82);
});

test('the fixed bar is opaque: the page scrolled under it does not show through', async ({ page }) => {
  await page.mouse.wheel(0, 600);
  await page.waitForFunction(() => window.scrollY > 0);
  const background = await page.locator('.site-header').evaluate((header) => getComputedStyle(header).backgroundColor);
  // rgb(r, g, b) without an alpha: fully opaque.
  expect(background).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
});

test('every product category lists its product pages by sub-category; hovering a child shows its list only', async ({ page }) => {
  const products = await expectedProducts();
  await mainNav(page).getByRole('link', { name: 'Products and Solutions', exact: true }).hover();
  const panel = drawer(page, 'products-solutions');
  const categories: Array<[string, string]> = [
    ['Coater and Developer', 'CoaterAndDeveloper'],
    ['Inkjet Printing', 'InkjetPrinting'],
    ['Mask Aligner', 'MaskAligner'],
    ['Metrology', 'Metrology'],
    ['Wafer Bonder', 'WaferBonder'],
    ['Photomask Equipment', 'PhotomaskEquipment'],
    ['Projection Scanner', 'ProjectionScanner'],
  ];
  for (const [label, category] of categories) {
    await panel.getByRole('link', { name: label, exact: true }).hover();
    const visible = panel.locator('.mega-detail:not([hidden])');
    await expect(visible).toHaveCount(1);
    const expected = products.filter((product) => product.category === category);
    const hrefs = await visible.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.sort(), label).toEqual(expected.map((product) => product.href).sort());
  }
  await panel.getByRole('link', { name: 'Training', exact: true }).hover();
  await expect(panel.locator('.mega-detail:not([hidden])')).toHaveCount(0);
  await expect(panel.getByRole('link', { name: 'Metrology', exact: true })).toHaveAttribute(
    'href',
    '/en/products-solutions/metrology/dsm8-200-gen2/',
  );
});

test('anchor entries: the contact page lists Locations, Organization its own anchors', async ({ page }) => {
  await mainNav(page).getByRole('link', { name: 'Contact', exact: true }).hover();
  await expect(drawer(page, 'contact').getByRole('link', { name: 'Locations' })).toHaveAttribute('href', '/en/contact/#locations');
  await page.mouse.move(700, 860);
  await mainNav(page).getByRole('link', { name: 'Company', exact: true }).hover();
  await drawer(page, 'company').getByRole('link', { name: 'Organization' }).hover();
  await expect(drawer(page, 'company').getByRole('link', { name: 'Supervisory Board' })).toHaveAttribute(
    'href',
    '/en/company/organization/#supervisory-board',
  );
});

test('every link of every drawer answers 200', async ({ page, request }) => {
  const hrefs = await page
    .locator('[id^="drawer-"] a')
    .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')!))]);
  expect(hrefs.length).toBeGreaterThan(30);
  for (const href of hrefs) {
    const response = await request.get(href.split('#')[0]!);
    expect(response.status(), href).toBe(200);
  }
});

for (const locale of ['de', 'en', 'cn', 'jp', 'tw'] as const) {
  test(`the meta menu in ${locale} (docs/navigation.md §4, §9)`, async ({ page }) => {
    await page.goto(`/${locale}/`);
    const meta = page.getByRole('navigation', { name: t(locale, 'nav.meta').text });
    await expect(meta).toBeVisible();
    const hrefs = await meta.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.includes(irPath(locale))).toBe(metaVisibility[locale].desktop.ir);
    expect(hrefs.includes(careersPath(locale))).toBe(metaVisibility[locale].desktop.career);
    expect(hrefs).toContain(locale === 'de' ? '/de/news/' : `/${locale}/news/`);
  });
}

test.describe('the 1074px breakpoint', () => {
  test('at 1073px the desktop menu is hidden and the toggle shown', async ({ page }) => {
    await page.setViewportSize({ width: 1073, height: 800 });
    await page.goto('/en/');
    await expect(mainNav(page)).toBeHidden();
    await expect(menuToggle(page)).toBeVisible();
  });

  test('at 1074px the desktop menu is shown and the toggle hidden', async ({ page }) => {
    await page.setViewportSize({ width: 1074, height: 800 });
    await page.goto('/en/');
    await expect(mainNav(page)).toBeVisible();
    await expect(page.locator('.mobile-toggle')).toBeHidden();
  });
});
