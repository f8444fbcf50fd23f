/**
 * The language switcher (docs/navigation.md §5, docs/locales-and-urls.md §11): which locales it offers on a normal page, an
 * investor-relations page and a depth-4 investor-relations page; for every pair of locales on a
 * product page and a company page it stores the locale cookie and lands on the same page; it closes
 * on a click outside and on Escape; it works before and without JavaScript.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { getLocale, localeCodes, type LocaleCode } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/ui.ts';
import { islandsReady } from './chrome-expectations.ts';

test.use({ viewport: { width: 1440, height: 900 } });

const switchButton = (page: Page, locale: LocaleCode) =>
  page.getByRole('button', {
    name: t(locale, 'language.switch', { language: getLocale(locale).localname, code: locale.toUpperCase() }).text,
  });
const languageList = (page: Page, locale: LocaleCode) => page.getByRole('list', { name: t(locale, 'language.list').text });

async function offered(page: Page, locale: LocaleCode): Promise<string[]> {
  await switchButton(page, locale).click();
  return languageList(page, locale)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('hreflang') ?? ''));
}

test('a normal page offers every other locale', async ({ page }) => {
  await page.goto('/en/company/organization/');
  await islandsReady(page);
  expect(await offered(page, 'en')).toEqual(['de', 'zh-CN', 'ja', 'zh-TW']);
});

test('an investor-relations page offers only German and English', async ({ page }) => {
  await page.goto('/jp/investor-relations/');
  await islandsReady(page);
  expect(await offered(page, 'jp')).toEqual(['de', 'en']);
  await page.goto('/de/investor-relations/ad-hoc-meldungen/');
  await islandsReady(page);
  expect(await offered(page, 'de')).toEqual(['en']);
  await expect(languageList(page, 'de').getByRole('link')).toHaveAttribute('href', '/en/investor-relations/ad-hoc-releases/');
});

test('a page of the form /{locale}/investor-relations/{x}/{y} has no switcher', async ({ page }) => {
  await page.goto('/en/investor-relations/ad-hoc-releases/');
  const detail = await page.locator('main .article-card a[href^="/en/investor-relations/ad-hoc-releases/"]').first().getAttribute('href');
  expect(detail?.split('/').filter(Boolean).length).toBeGreaterThanOrEqual(4);
  await page.goto(detail!);
  await expect(page.locator('main h1')).toBeVisible();
  await expect(switchButton(page, 'en')).toHaveCount(0);
});

async function cookieOf(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === 'i18n_redirected');
}

const samples: Record<string, Record<LocaleCode, string>> = {
  'a product page': {
    de: '/de/produkte-loesungen/mask-aligner/ma200-gen3/',
    en: '/en/products-solutions/mask-aligner/ma200-gen3/',
    cn: '/cn/products-solutions/mask-aligner/ma200-gen3/',
    jp: '/jp/products-solutions/mask-aligner/ma200-gen3/',
    tw: '/tw/products-solutions/mask-aligner/ma200-gen3/',
  },
  'a company page': {
    de: '/de/unternehmen/nachhaltigkeit/',
    en: '/en/company/sustainability/',
    cn: '/cn/company/sustainability/',
    jp: '/jp/company/sustainability/',
    tw: '/tw/company/sustainability/',
  },
};

for (const [what, paths] of Object.entries(samples)) {
  for (const from of localeCodes) {
    test(`on ${what}, from ${from} to every other locale: cookie set, same page`, async ({ page, context }) => {
      for (const to of localeCodes.filter((code) => code !== from)) {
        await context.clearCookies();
        await page.goto(paths[from]);
        await islandsReady(page);
        await switchButton(page, from).click();
        await languageList(page, from)
          .getByRole('link', { name: getLocale(to).localname })
          .click();
        await expect(page).toHaveURL(new RegExp(`${paths[to].replace(/[/]/g, '\\/')}$`));
        await expect(page.locator('html')).toHaveAttribute('lang', getLocale(to).iso);
        const cookie = await cookieOf(context);
        expect(cookie, `${from} → ${to}`).toMatchObject({ value: to, path: '/', secure: true, sameSite: 'Lax' });
        const days = (cookie!.expires - Date.now() / 1000) / 86_400;
        expect(days).toBeGreaterThan(364);
        expect(days).toBeLessThanOrEqual(365);
      }
    });
  }
}

test('a click outside and Escape close it; focus returns to the button', async ({ page }) => {
  await page.goto('/en/');
  await islandsReady(page);
  await switchButton(page, 'en').click();
  await expect(switchButton(page, 'en')).toHaveAttribute('aria-expanded', 'true');
  await expect(languageList(page, 'en')).toBeVisible();
  await page.mouse.click(700, 600);
  await expect(languageList(page, 'en')).toBeHidden();
  await switchButton(page, 'en').click();
  await languageList(page, 'en').getByRole('link').first().focus();
  await page.keyboard.press('Escape');
  await expect(languageList(page, 'en')).toBeHidden();
  await expect(switchButton(page, 'en')).toBeFocused();
  await expect(switchButton(page, 'en')).toHaveAttribute('aria-expanded', 'false');
});

test('the switcher hydrates only when a visitor reaches for it', async ({ page }) => {
  await page.goto('/en/company/');
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await expect(page.locator('.language-switcher[data-hydrated]')).toHaveCount(0);
  await expect(switchButton(page, 'en')).not.toHaveAttribute('aria-expanded');
  await switchButton(page, 'en').hover();
  await expect(page.locator('.language-switcher[data-hydrated]')).toHaveCount(1);
  await expect(switchButton(page, 'en')).toHaveAttribute('aria-expanded', 'false');
});

test("keyboard: a language focused while the switcher's code loads keeps focus, the list stays open", async ({ page }) => {
  await page.route('**/_astro/LanguageSwitcher.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await route.continue();
  });
  await page.goto('/en/company/');
  await switchButton(page, 'en').focus();
  await page.keyboard.press('Tab');
  const german = languageList(page, 'en').getByRole('link', { name: 'Deutsch' });
  await expect(german).toBeFocused();
  await expect(page.locator('.language-switcher[data-hydrated]')).toHaveCount(1, { timeout: 10_000 });
  await expect(german).toBeFocused();
  await expect(languageList(page, 'en')).toBeVisible();
  await expect(switchButton(page, 'en')).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(languageList(page, 'en')).toBeHidden();
  await expect(switchButton(page, 'en')).toBeFocused();
});

test('the first tap works before the island has hydrated, and the choice is stored', async ({ page, context }) => {
  await page.route('**/_astro/LanguageSwitcher.*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue();
  });
  await page.goto('/en/company/', { waitUntil: 'domcontentloaded' });
  await switchButton(page, 'en').click();
  await expect(languageList(page, 'en')).toBeVisible();
  await languageList(page, 'en').getByRole('link', { name: 'Deutsch' }).click();
  // Held while the switcher's code loads, then given to it: the cookie is stored, the link followed.
  await expect(page).toHaveURL(/\/de\/unternehmen\/$/, { timeout: 10_000 });
  const cookie = (await context.cookies()).find((entry) => entry.name === 'i18n_redirected');
  expect(cookie?.value).toBe('de');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the languages open on hover and focus and their links work', async ({ page }) => {
    await page.goto('/en/company/');
    await expect(languageList(page, 'en')).toBeHidden();
    await switchButton(page, 'en').hover();
    await expect(languageList(page, 'en')).toBeVisible();
    await page.mouse.move(700, 700);
    await switchButton(page, 'en').focus();
    await expect(languageList(page, 'en')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(languageList(page, 'en').getByRole('link', { name: 'Deutsch' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/de\/unternehmen\/$/);
  });
});
