/**
 * The site search (docs/search.md) on the built site: the Pagefind index of every locale
 * (a product found by its name, a Japanese and a Chinese query), the keyboard-only flow from the
 * top bar, the mobile menu's path at 375px, the section filter, nothing of search loaded before it
 * is opened, and the search page with and without JavaScript.
 */
import { expect, test, type Page, type Request } from '@playwright/test';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/ui.ts';
import { islandsReady, menuToggle } from './chrome-expectations.ts';

const ui = (locale: LocaleCode, key: Parameters<typeof t>[1]) => t(locale, key).text;
const searchDialog = (page: Page, locale: LocaleCode = 'en') => page.getByRole('dialog', { name: ui(locale, 'search.title') });
const searchInput = (page: Page, locale: LocaleCode = 'en') => page.getByRole('combobox', { name: ui(locale, 'search.label') });
const results = (page: Page) => page.getByRole('listbox').getByRole('option');
const isSearchRequest = (request: Request) => /\/pagefind\/|SearchDialog/.test(new URL(request.url()).pathname);

/** Opens the search from the desktop top bar's link (mouse). */
async function openFromTopBar(page: Page, path: string, locale: LocaleCode) {
  await page.goto(path);
  await islandsReady(page);
  await page.getByRole('link', { name: ui(locale, 'search.open'), exact: true }).click();
  await expect(searchDialog(page, locale)).toBeVisible();
}

/** Each locale: a product by its name; jp, cn, tw also by words of their own language on its page. */
const cases: Array<{ locale: LocaleCode; query: string; path: string }> = [
  { locale: 'de', query: 'XBC300', path: '/de/produkte-loesungen/wafer-bonder/xbc300-gen2/' },
  { locale: 'en', query: 'XBC300', path: '/en/products-solutions/wafer-bonder/xbc300-gen2/' },
  { locale: 'jp', query: 'JetX', path: '/jp/products-solutions/inkjet-printing/jetx/' },
  { locale: 'jp', query: 'プリントヘッド', path: '/jp/products-solutions/inkjet-printing/jetx/' },
  { locale: 'cn', query: '压电喷头', path: '/cn/products-solutions/inkjet-printing/jetx/' },
  { locale: 'tw', query: '壓電噴頭', path: '/tw/products-solutions/inkjet-printing/jetx/' },
];

for (const { locale, query, path } of cases) {
  test(`${locale}: "${query}" finds ${path} in the ${locale} index`, async ({ page }) => {
    await openFromTopBar(page, `/${locale}/`, locale);
    await searchInput(page, locale).fill(query);
    const hit = results(page).filter({ has: page.locator(`a[href="${path}"]`) });
    await expect(hit).toHaveCount(1);
    // Every result is a page of this locale.
    for (const href of await results(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
      expect(href).toMatch(new RegExp(`^/${locale}/`));
    await expect(page.getByRole('status')).toContainText(query);
  });
}

test('keys typed at once after opening, while the search still loads, are all kept', async ({ page }) => {
  await page.goto('/en/');
  await islandsReady(page);
  // Slow down the island's first load so that every key is typed before the dialog exists.
  await page.route(/SearchDialog/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  const trigger = page.getByRole('link', { name: 'Search', exact: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type('coater', { delay: 20 });
  await expect(searchInput(page)).toBeFocused();
  await expect(searchInput(page)).toHaveValue('coater');
  await expect(results(page).first()).toBeVisible();
  await expect(page.locator('input[data-search-typed-ahead]')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(trigger).toBeFocused();
});

test('keyboard only: open from the top bar, type, ArrowDown, Enter lands on the product page; Escape returns focus', async ({ page }) => {
  await page.goto('/en/');
  await islandsReady(page);
  const trigger = page.getByRole('link', { name: 'Search', exact: true });
  await trigger.focus();
  await page.keyboard.press('Enter');
  await expect(searchDialog(page)).toBeVisible();
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(searchDialog(page)).toBeHidden();
  await expect(trigger).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(searchInput(page)).toBeFocused();
  await page.keyboard.type('XBC300');
  await expect(results(page).first()).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(/\d+ results? for “XBC300”/);
  await page.keyboard.press('ArrowDown');
  const first = results(page).first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(searchInput(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  const href = await first.locator('a').getAttribute('href');
  expect(href).toBe('/en/products-solutions/wafer-bonder/xbc300-gen2/');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(href!);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('XBC300 Gen2');
});

test('the section filter narrows the results and shows the count per section', async ({ page }) => {
  await openFromTopBar(page, '/en/', 'en');
  await searchInput(page).fill('bonding');
  await expect(results(page).first()).toBeVisible();
  const filter = searchDialog(page).getByRole('group', { name: ui('en', 'search.filter') });
  const hrefs = () =>
    results(page)
      .locator('a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  const everyHrefUnder = (prefix: string) => async () => {
    const list = await hrefs();
    return list.length > 0 && list.every((href) => href.startsWith(prefix));
  };
  expect(await everyHrefUnder('/en/news/')()).toBe(false);
  // Counts per section before one is chosen.
  await expect(filter.getByRole('radio', { name: /News/ }).locator('..').locator('.search-chip-count')).not.toHaveText('0');
  await filter.getByRole('radio', { name: /News/ }).check();
  await expect.poll(everyHrefUnder('/en/news/')).toBe(true);
  const news = Number(await filter.getByRole('radio', { name: /News/ }).locator('..').locator('.search-chip-count').textContent());
  await expect(page.getByRole('status')).toHaveText(`${news} result${news === 1 ? '' : 's'} for “bonding”`);
  await filter.getByRole('radio', { name: /Products/ }).check();
  await expect.poll(everyHrefUnder('/en/products-solutions/')).toBe(true);
  await filter.getByRole('radio', { name: /All/ }).check();
  await expect.poll(async () => (await hrefs()).some((href) => href.startsWith('/en/news/'))).toBe(true);
});

test('no search JavaScript or index is requested before search is opened', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (isSearchRequest(request)) requests.push(request.url());
  });
  await page.goto('/en/company/');
  await islandsReady(page);
  await page.mouse.wheel(0, 2000);
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  await page.getByRole('link', { name: 'Search', exact: true }).click();
  await searchInput(page).fill('wafer');
  await expect(results(page).first()).toBeVisible();
  expect(requests.some((url) => url.includes('SearchDialog'))).toBe(true);
  expect(requests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the mobile menu opens the search; Escape returns focus to the menu toggle', async ({ page }) => {
    await page.goto('/jp/');
    await islandsReady(page);
    await expect(page.getByRole('link', { name: ui('jp', 'search.open'), exact: true })).toBeHidden();
    const toggle = menuToggle(page, 'jp');
    await toggle.click();
    await page
      .getByRole('dialog')
      .getByRole('link', { name: ui('jp', 'search.open') })
      .click();
    await expect(searchDialog(page, 'jp')).toBeVisible();
    await expect(searchInput(page, 'jp')).toBeFocused();
    await page.keyboard.type('プリントヘッド');
    await expect(results(page).filter({ has: page.locator('a[href="/jp/products-solutions/inkjet-printing/jetx/"]') })).toHaveCount(1);
    const box = await searchDialog(page, 'jp').boundingBox();
    expect(box!.width).toBeLessThanOrEqual(375);
    await page.keyboard.press('Escape');
    await expect(searchDialog(page, 'jp')).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

test('the search page runs the search from ?q= and keeps the address in step', async ({ page }) => {
  await page.goto('/de/suche/?q=XBC300');
  await expect(searchInput(page, 'de')).toHaveValue('XBC300');
  await expect(results(page).filter({ has: page.locator('a[href="/de/produkte-loesungen/wafer-bonder/xbc300-gen2/"]') })).toHaveCount(1);
  await page.getByRole('radio', { name: /Produkte/ }).check();
  await expect(page).toHaveURL(/\/de\/suche\/\?q=XBC300&section=products$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

for (const { locale, query } of [
  { locale: 'cn', query: '设备' },
  { locale: 'jp', query: '装置' },
  { locale: 'en', query: 'wafer' },
] as const) {
  test(`${locale}: "All" counts as many results as the sections together; an excerpt cut out of a page starts with "…"`, async ({
    page,
  }) => {
    await page.goto(`/${locale}/search/?q=${encodeURIComponent(query)}`);
    const counts = page.locator('.search-chip-count');
    await expect(counts).toHaveCount(6);
    const [all = 0, ...sections] = (await counts.allTextContents()).map(Number);
    expect(all).toBeGreaterThan(5);
    expect(sections.reduce((sum, count) => sum + count, 0)).toBe(all);
    const shown = await results(page).evaluateAll((options) =>
      options.map((option) => ({
        url: option.querySelector('a')?.getAttribute('href') ?? '',
        excerpt: option.querySelector('.search-result-excerpt')?.textContent ?? '',
      })),
    );
    expect(shown.length).toBeGreaterThan(5);
    // The text Pagefind holds of each page (the island has loaded it): an excerpt without "…" is its start.
    const texts = await page.evaluate(async (term) => {
      const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
      const { results: found } = await pagefind.search(term);
      const data = await Promise.all(found.map((result: { data: () => Promise<{ url: string; content: string }> }) => result.data()));
      return Object.fromEntries(data.map(({ url, content }) => [url, content]));
    }, query);
    const squeeze = (text: string) => text.replace(/[\s\u200b]+/g, '');
    for (const { url, excerpt } of shown) {
      if (excerpt.startsWith('…')) continue;
      const start = squeeze(excerpt).slice(0, 12);
      expect(squeeze(texts[url] ?? '').startsWith(start), `${url}: "${excerpt}" is the start of the page's text`).toBe(true);
    }
    expect(shown.some(({ excerpt }) => excerpt.startsWith('…'))).toBe(true);
  });
}

for (const width of [320, 412]) {
  test(`the search page at ${width} px: the footer stays put when the search replaces its explanation`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { __shifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The island's code arrives late, as on a slow phone: the explanation is on screen first.
    await page.route('**/_astro/SearchPage.*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/de/suche/');
    await expect(page.getByRole('heading', { name: ui('de', 'search.noscript.title') })).toBeVisible();
    await expect(searchInput(page, 'de')).toBeVisible();
    await page.waitForTimeout(300);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the top bar link leads to the search page, which explains and links the site map and home', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('link', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL('/en/search/');
    await expect(page.getByRole('heading', { name: ui('en', 'search.noscript.title') })).toBeVisible();
    const siteMap = page.getByRole('link', { name: ui('en', 'search.noscript.siteMap') });
    await expect(siteMap).toHaveAttribute('href', '#site-map');
    await expect(page.locator('#site-map')).toHaveCount(1);
    await expect(page.getByRole('link', { name: ui('en', 'search.noscript.home') })).toHaveAttribute('href', '/en/');
  });

  test('the German search page is /de/suche/', async ({ page }) => {
    await page.goto('/de/suche/');
    await expect(page.getByRole('heading', { name: ui('de', 'search.noscript.title') })).toBeVisible();
  });
});
