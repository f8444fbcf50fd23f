/**
 * The Content-Security-Policy and the security headers (src/security/) on the site the tests built:
 * every inline script and style of every page is hashed in the page's policy; one page of every
 * template loads, and its interactive parts (mega-menu, mobile menu, language switcher, tab group,
 * image archive filter, forms, YouTube facade, job widget) work, without a single violation; and the
 * policy is really enforced (an injected inline script or style attribute is blocked and reported,
 * the site refuses to be framed).
 */
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { E2E_JOB_WIDGET_SCRIPT_URL } from '../../scripts/lib/e2e-global-setup.ts';
import { MIN_FILL_MS } from '../../src/forms/limits.ts';
import { t } from '../../src/i18n/ui.ts';
import { SECURITY_HEADERS } from '../../src/security/headers.ts';
import { builtHtml, inlineElements, metaPolicy, pagePerTemplate, recordViolations, sha256Source } from './csp-helpers.ts';
import { islandsReady, menuToggle } from './chrome-expectations.ts';
import { SAMPLE_TEMPLATES } from './site-expectations.ts';

const siteDir = process.env.E2E_SITE_DIR!;

/** Loads a page and scrolls through it, so islands hydrated when visible hydrate too. */
async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await islandsReady(page);
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  });
}

/** Violations are reported asynchronously: give the last ones a moment, then expect none. */
async function expectNoViolations(page: Page, recorded: () => string[]): Promise<void> {
  await page.waitForTimeout(300);
  expect(recorded()).toEqual([]);
}

test.describe('the built pages', () => {
  test('every page has a policy that hashes each of its inline scripts and styles, and no style attributes', () => {
    const pages = builtHtml(siteDir);
    expect(pages.length).toBeGreaterThan(100);
    for (const { url, html } of pages) {
      const policy = metaPolicy(html);
      expect(policy, url).toBeDefined();
      const scriptSrc = policy!.get('script-src') ?? [];
      const styleSrc = policy!.get('style-src') ?? [];
      expect([...scriptSrc, ...styleSrc], url).not.toContain("'unsafe-inline'");
      expect(policy!.get('object-src'), url).toEqual(["'none'"]);
      const { scripts, styles } = inlineElements(html);
      for (const script of scripts) expect(scriptSrc, `${url}: ${script.slice(0, 60)}`).toContain(sha256Source(script));
      for (const style of styles) expect(styleSrc, `${url}: ${style.slice(0, 60)}`).toContain(sha256Source(style));
      expect(html, url).not.toMatch(/<[a-z][^>]*\sstyle=/i);
    }
  });

  test('pages, 404s and assets come with the security headers of src/security/headers.ts', async ({ request }) => {
    for (const url of ['/en/', '/en/no-such-page/', '/favicon.svg']) {
      const response = await request.get(url);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(response.headers()[name.toLowerCase()], `${url} ${name}`).toBe(value);
    }
  });
});

test.describe('one page of every template, without a violation', () => {
  test.use({ viewport: { width: 1440, height: 900 } });
  const templates = pagePerTemplate(siteDir);

  test('the templates are the known ones', () => {
    expect([...templates.keys()].sort()).toEqual([...SAMPLE_TEMPLATES]);
  });

  for (const [template, url] of templates) {
    test(`${template}: ${url}`, async ({ page }) => {
      const recorded = await recordViolations(page);
      // The root page leads on to a home page; both must load cleanly.
      await visit(page, url);
      await expectNoViolations(page, recorded);
    });
  }

  test('the served error page (status 404)', async ({ page }) => {
    const recorded = await recordViolations(page);
    const response = await page.goto('/en/no-such-page/');
    expect(response?.status()).toBe(404);
    await islandsReady(page);
    await expectNoViolations(page, recorded);
  });
});

test.describe('the interactive parts work under the policy', () => {
  test('desktop (1440px): mega-menu drawer, language switcher', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const recorded = await recordViolations(page);
    await visit(page, '/en/');
    await page.evaluate(() => window.scrollTo(0, 0));
    const nav = page.getByRole('navigation', { name: t('en', 'nav.main').text });
    await nav.getByRole('link', { name: 'Company', exact: true }).hover();
    await expect(page.locator('#drawer-company')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.mouse.move(700, 800);
    await page.getByRole('button', { name: t('en', 'language.switch', { language: 'English', code: 'EN' }).text }).click();
    const german = page.getByRole('list', { name: t('en', 'language.list').text }).getByRole('link', { name: 'Deutsch' });
    await expect(german).toBeVisible();
    await german.click();
    await expect(page).toHaveURL(/\/de\/$/);
    await islandsReady(page);
    await expectNoViolations(page, recorded);
  });

  test('site search: the dialog loads Pagefind (script, worker, WebAssembly, index) and shows results', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const recorded = await recordViolations(page);
    await visit(page, '/en/');
    await page.getByRole('link', { name: t('en', 'search.open').text, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: t('en', 'search.title').text });
    await expect(dialog).toBeVisible();
    await page.getByRole('combobox', { name: t('en', 'search.label').text }).fill('wafer');
    await expect(dialog.getByRole('option').first()).toBeVisible();
    await expectNoViolations(page, recorded);
  });

  test('mobile (375px): the slide-in menu and its sub-levels', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    const recorded = await recordViolations(page);
    await visit(page, '/en/');
    await page.evaluate(() => window.scrollTo(0, 0));
    await menuToggle(page).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Company' }).click();
    await expect(dialog.getByRole('link', { name: 'Sustainability' })).toBeVisible();
    await dialog.getByRole('button', { name: t('en', 'nav.closeMenu').text }).click();
    await expect(dialog).toBeHidden();
    await expectNoViolations(page, recorded);
  });

  test('content blocks (de): tab group, YouTube facade, job widget, contact form sent with JavaScript', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const recorded = await recordViolations(page);
    // The player host answers from a local stub; the widget's host from a stub that renders positions.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title><p>stub player</p>' }),
    );
    await page.route(E2E_JOB_WIDGET_SCRIPT_URL, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `for (const el of document.querySelectorAll('[data-widget-id]')) { const li = document.createElement('li'); li.textContent = 'Process engineer'; const ul = document.createElement('ul'); ul.append(li); el.append(ul); }`,
      }),
    );
    await visit(page, '/de/inhaltsbausteine/');
    const block = (name: string) => page.locator(`[data-block="${name}"]`);

    const tabs = block('ComponentContentTabGroup').getByRole('tablist').first();
    await tabs.scrollIntoViewIfNeeded();
    await tabs.getByRole('tab').nth(1).click();
    await expect(tabs.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');

    await block('ComponentContentOpenPositions').scrollIntoViewIfNeeded();
    await expect(block('ComponentContentOpenPositions').getByText('Process engineer')).toBeVisible({ timeout: 6000 });

    const video = block('ComponentMediaYoutubeVideo');
    await video.scrollIntoViewIfNeeded();
    await video.getByRole('button').click();
    await expect(video.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    await expect(video.frameLocator('iframe').getByText('stub player')).toBeVisible();

    const form = page.locator('[data-block="ComponentFormsContactForm"] form[data-form="contact"]');
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute('data-hydrated', 'true');
    const control = (name: string) => form.locator(`[data-field="${name}"]`).locator('input:not([type=hidden]), select, textarea').first();
    await control('requestType').selectOption('quote');
    await control('firstName').fill('Ada');
    await control('lastName').fill('Lovelace');
    await control('email').fill(`csp-${randomUUID().slice(0, 8)}@example.com`);
    if ((await form.locator('[data-field="company"]').count()) > 0) await control('company').fill('Analytical Engines Ltd');
    await control('message').fill('A quote for a mask aligner, please.');
    await page.waitForTimeout(MIN_FILL_MS + 200);
    await form.locator('button.site-form-submit').click();
    await expect(page.locator('[data-form-status="success"]')).toBeVisible();
    await expectNoViolations(page, recorded);
  });

  test('image archive: the filter', async ({ page }) => {
    const recorded = await recordViolations(page);
    await visit(page, '/en/image-archive/');
    const archive = page.locator('[data-block="ComponentContentImageArchive"]');
    const total = await archive.locator('[data-archive-item]').count();
    await archive.getByRole('searchbox').fill('wafer');
    await expect(archive.getByRole('status')).toContainText(/of \d+ images shown/);
    expect(await archive.locator('[data-archive-item]:not([hidden])').count()).toBeLessThan(total);
    await expectNoViolations(page, recorded);
  });
});

test.describe('the policy is enforced', () => {
  test('an injected inline script does not run and is reported; so is an injected style attribute', async ({ page }) => {
    const recorded = await recordViolations(page);
    await visit(page, '/en/');
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
      const box = document.createElement('div');
      box.setAttribute('style', 'outline: 9px solid red');
      document.body.append(box);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return { script: (window as { injectedRan?: boolean }).injectedRan === true, style: getComputedStyle(box).outlineStyle };
    });
    expect(ran).toEqual({ script: false, style: 'none' });
    await expect.poll(() => recorded().filter((line) => line.startsWith('script-src')).length).toBeGreaterThan(0);
    await expect.poll(() => recorded().filter((line) => line.startsWith('style-src')).length).toBeGreaterThan(0);
  });

  test('a script from a host that is not allowed is blocked and reported', async ({ page }) => {
    const recorded = await recordViolations(page);
    await page.route('https://evil.example/**', (route) =>
      route.fulfill({ contentType: 'text/javascript', body: 'window.evilRan = true;' }),
    );
    await visit(page, '/en/');
    const ran = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const script = document.createElement('script');
          script.src = 'https://evil.example/x.js';
          script.onload = () => resolve((window as { evilRan?: boolean }).evilRan === true);
          script.onerror = () => resolve(false);
          document.head.append(script);
        }),
    );
    expect(ran).toBe(false);
    await expect.poll(() => recorded().some((line) => line.includes('https://evil.example/x.js'))).toBe(true);
  });

  test('another site cannot frame the pages (frame-ancestors from the response header)', async ({ page, baseURL }) => {
    await page.route('http://framing.example/', (route) =>
      route.fulfill({ contentType: 'text/html', body: `<iframe src="${baseURL}/en/" width="600" height="400"></iframe>` }),
    );
    await page.goto('http://framing.example/');
    // Chromium refuses to show the page in the frame: the frame holds its error page instead.
    await expect
      .poll(() =>
        page
          .frames()
          .find((frame) => frame !== page.mainFrame())
          ?.url(),
      )
      .toBe('chrome-error://chromewebdata/');
  });
});
