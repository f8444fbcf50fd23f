/**
 * SEO and discovery end to end (issue 3 items 4–6): hreflang alternates of built pages in two
 * locales point at each other and answer 200, the sitemap (through robots.txt) lists them, the
 * language links lead to the same page, the root redirect (cookie, browser language, no
 * JavaScript), and the error pages with status 404.
 */
import { expect, test, type Page } from '@playwright/test';
import { t } from '../../src/i18n/ui.ts';
import { contentPage, pagePath, sampleContent } from './site-expectations.ts';

const pathOf = (href: string) => new URL(href).pathname;

/** The value of an attribute in a tag's source (the built HTML quotes every attribute). */
const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** The SEO tags of a built page, fetched without a browser (many pages, fast): status, canonical, alternates, og:url. */
async function headOf(page: Page, path: string) {
  const response = await page.request.get(path);
  const html = await response.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const links = head.match(/<link\b[^>]*>/g) ?? [];
  const alternates: Record<string, string> = {};
  let canonical: string | null = null;
  for (const link of links) {
    const rel = attr(link, 'rel');
    const href = attr(link, 'href');
    if (rel === 'canonical' && href) canonical = pathOf(href);
    const hreflang = attr(link, 'hreflang');
    if (rel === 'alternate' && hreflang && href) alternates[hreflang] = pathOf(href);
  }
  const ogUrl = (head.match(/<meta\b[^>]*property="og:url"[^>]*>/) ?? [])[0];
  return {
    status: response.status(),
    canonical,
    alternates,
    ogUrl: ogUrl ? pathOf(attr(ogUrl, 'content') ?? '') : null,
    robots: /<meta\b[^>]*name="robots"/.test(head),
  };
}

/** Every <loc> of the sitemap, found through robots.txt and the sitemap index, as paths. */
async function sitemapPaths(page: Page): Promise<Set<string>> {
  const robots = await (await page.request.get('/robots.txt')).text();
  const indexUrl = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
  expect(indexUrl, 'robots.txt names the sitemap').toBeTruthy();
  const index = await page.request.get(pathOf(indexUrl!));
  expect(index.status()).toBe(200);
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => pathOf(match[1]!));
  const paths = new Set<string>();
  for (const chunk of locs(await index.text())) {
    const response = await page.request.get(chunk);
    expect(response.status(), chunk).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const loc of locs(xml)) paths.add(loc);
  }
  return paths;
}

test.describe('hreflang alternates and the sitemap', () => {
  test('German and Japanese versions of pages point at each other, answer 200 and are in the sitemap', async ({ page }) => {
    const content = await sampleContent();
    const contact = contentPage(content, 'kontakt');
    test.setTimeout(90_000);
    const listed = await sitemapPaths(page);
    // an article detail and a product page too, found in the sitemap
    const adhoc = [...listed].find((path) => /^\/de\/investor-relations\/ad-hoc-releases\/[^/]+\/$/.test(path));
    const product = [...listed].find((path) => /^\/de\/produkte-loesungen\/[^/]+\/[^/]+\/$/.test(path));
    expect(adhoc, 'the sitemap lists a German ad-hoc release').toBeTruthy();
    expect(product, 'the sitemap lists a German product page').toBeTruthy();
    const starts = ['/de/', '/jp/', pagePath('de', contact), pagePath('jp', contact), adhoc!, product!];

    for (const start of starts) {
      const own = await headOf(page, start);
      expect(own.status, start).toBe(200);
      expect(own.canonical, start).toBe(start);
      expect(own.ogUrl, start).toBe(start);
      expect(own.robots, start).toBe(false);
      const { alternates } = own;
      expect(Object.keys(alternates).sort(), start).toEqual(['de', 'en', 'ja', 'x-default', 'zh-CN', 'zh-TW'].sort());
      expect(alternates['x-default'], start).toBe(alternates['en']);
      expect(Object.values(alternates), start).toContain(start);

      for (const [hreflang, target] of Object.entries(alternates)) {
        if (hreflang === 'x-default') continue;
        expect(listed.has(target), `${target} in the sitemap`).toBe(true);
        const other = await headOf(page, target);
        expect(other.status, `${start} → ${hreflang} ${target}`).toBe(200);
        expect(other.canonical, target).toBe(target);
        expect(other.alternates, `${target} points back to ${start}`).toEqual(alternates);
      }
    }
    // and in a browser, the tags are where crawlers look for them
    await page.goto(starts[2]!);
    await expect(page.locator('head link[rel="alternate"][hreflang="ja"]')).toHaveAttribute(
      'href',
      new RegExp(`${pagePath('jp', contact)}$`),
    );
  });

  test('the language links lead to the same page in the other language', async ({ page }) => {
    const contact = contentPage(await sampleContent(), 'kontakt');
    await page.goto(pagePath('de', contact));
    await page.getByRole('button', { name: t('de', 'language.switch', { language: 'Deutsch', code: 'DE' }).text }).click();
    const languages = page.getByRole('list', { name: t('de', 'language.list').text });
    await expect(languages.getByRole('link', { name: 'Deutsch' })).toHaveCount(0);
    const japanese = languages.getByRole('link', { name: '日本語' });
    await expect(japanese).toHaveAttribute('hreflang', 'ja');
    await expect(japanese).toHaveAttribute('href', pagePath('jp', contact));
    await japanese.click();
    await expect(page).toHaveURL(new RegExp(`${pagePath('jp', contact)}$`));
  });

  test('the page of every block type is built for editors but kept from search engines and the site search', async ({ page }) => {
    const listed = await sitemapPaths(page);
    for (const path of ['/de/inhaltsbausteine/', '/en/content-blocks/', '/jp/content-blocks/']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('head meta[name="robots"]'), path).toHaveAttribute('content', 'noindex');
      await expect(page.locator('main[data-pagefind-body]'), path).toHaveCount(0);
      expect(listed.has(path), `${path} not in the sitemap`).toBe(false);
    }
  });

  test('error pages are noindex without canonical', async ({ page }) => {
    const response = await page.goto('/en/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('head link[rel="canonical"]')).toHaveCount(0);
  });
});

test.describe('root redirect', () => {
  test('the i18n_redirected cookie wins', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'jp', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/jp\/$/);
    await context.close();
  });

  test('else the browser language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE', extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' } });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/de\/$/);
    await context.close();
  });

  test('else English', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await context.close();
  });

  test('without JavaScript it leads to /en/', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'ja-JP' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('the root page links to every home', async ({ request }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const html = await response.text();
    for (const home of ['/de/', '/en/', '/cn/', '/jp/', '/tw/']) expect(html).toContain(`href="${home}"`);
  });
});

test.describe('error pages', () => {
  for (const path of ['/xx/anything', '/en/does-not-exist']) {
    test(`${path} answers 404 with the error page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
      await expect(page.getByRole('link', { name: t('en', 'notFound.home').text, exact: true })).toHaveAttribute('href', '/en/');
    });
  }
});
