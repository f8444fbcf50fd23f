/**
 * The content-blocks page (every block type of SPEC §2.10, in the sample content) in Chromium: each
 * block's content is there in every locale, and the interactive ones work with keyboard and
 * pointer, and without JavaScript.
 */
import { expect, test, type Page } from '@playwright/test';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/ui.ts';
import { E2E_JOB_WIDGET_SCRIPT_URL } from '../../scripts/lib/e2e-global-setup.ts';

const paths: Record<LocaleCode, string> = {
  de: '/de/inhaltsbausteine/',
  en: '/en/content-blocks/',
  cn: '/cn/content-blocks/',
  jp: '/jp/content-blocks/',
  tw: '/tw/content-blocks/',
};

const block = (page: Page, typename: string) => page.locator(`[data-block="${typename}"]`);

test.describe('tab group', () => {
  test('switches tabs with the arrow keys, Home and End; only the selected panel shows', async ({ page }) => {
    await page.goto(paths.en);
    const tabs = block(page, 'ComponentContentTabGroup');
    await tabs.scrollIntoViewIfNeeded();
    const list = tabs.getByRole('tablist', { name: 'Services' });
    await expect(list).toBeVisible();
    const tab = (name: string) => list.getByRole('tab', { name });
    await expect(tab('Spare parts')).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel')).toHaveText(/More than 40,000 parts in stock/);

    await tab('Spare parts').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Maintenance')).toBeFocused();
    await expect(tab('Maintenance')).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel')).toHaveText(/Scheduled preventive maintenance/);
    await expect(tabs.getByText('More than 40,000 parts in stock')).toBeHidden();

    await page.keyboard.press('End');
    await expect(tab('Remote support')).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab('Spare parts')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab('Remote support')).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(tab('Spare parts')).toHaveAttribute('aria-selected', 'true');
    // Tab moves from the selected tab into its panel, not along the other tabs.
    await page.keyboard.press('Tab');
    await expect(tabs.getByRole('tabpanel')).toBeFocused();
  });

  test('a tab whose text is missing in Japanese shows the English one, marked', async ({ page }) => {
    await page.goto(paths.jp);
    const tabs = block(page, 'ComponentContentTabGroup');
    await tabs.scrollIntoViewIfNeeded();
    await tabs.getByRole('tab', { name: 'メンテナンス' }).click();
    await expect(tabs.getByRole('tabpanel').locator('[lang="en"]')).toHaveText('Scheduled preventive maintenance.');
  });
});

test.describe('accordion', () => {
  test('items open and close with the keyboard; a link to an item opens it', async ({ page }) => {
    await page.goto(paths.en);
    const faq = block(page, 'ComponentContentAccordion');
    const summary = faq.getByText('How fast do you ship spare parts?');
    const answer = faq.getByText('Parts in stock ship the same day.');
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();

    await page.goto(`${paths.en}#faq-do-you-offer-training`);
    await expect(faq.getByText('Yes, in our training centre or at your site.')).toBeVisible();
    await expect(page.locator('#faq-do-you-offer-training')).toHaveAttribute('open', '');
  });
});

test.describe('job widget', () => {
  const positions = (page: Page) => block(page, 'ComponentContentOpenPositions');

  test('when its script cannot load: an error in the console and the link to the careers site', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(E2E_JOB_WIDGET_SCRIPT_URL, (route) => route.abort('blockedbyclient'));
    await page.goto(paths.en);
    await positions(page).scrollIntoViewIfNeeded();
    await expect(positions(page).getByRole('status')).toHaveText(t('en', 'jobs.unavailable').text);
    await expect(positions(page).getByRole('link', { name: t('en', 'jobs.careersLink').text })).toBeVisible();
    expect(errors.some((line) => line.includes('[job widget] the script failed to load'))).toBe(true);
  });

  test('when the widget renders: an info message, the positions and still the link', async ({ page }) => {
    const infos: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'info') infos.push(message.text());
    });
    let requests = 0;
    await page.route(E2E_JOB_WIDGET_SCRIPT_URL, (route) => {
      requests += 1;
      return route.fulfill({
        contentType: 'text/javascript',
        body: `setTimeout(() => { for (const el of document.querySelectorAll('[data-widget-id]')) { const li = document.createElement('li'); li.textContent = 'Process engineer (m/f/d)'; const ul = document.createElement('ul'); ul.append(li); el.append(ul); } }, 1200);`,
      });
    });
    await page.goto(paths.de);
    expect(requests).toBe(0); // not before the block is visible
    await positions(page).scrollIntoViewIfNeeded();
    await expect(positions(page).getByText('Process engineer (m/f/d)')).toBeVisible();
    await expect.poll(() => infos.some((line) => line.includes('[job widget] loaded'))).toBe(true);
    await expect(positions(page).getByRole('status')).toHaveText('');
    await expect(positions(page).getByRole('link', { name: t('de', 'jobs.careersLink').text })).toBeVisible();
    expect(requests).toBe(1);
  });

  test('a widget that never appears: after three attempts an error, and the link', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(E2E_JOB_WIDGET_SCRIPT_URL, (route) => route.fulfill({ contentType: 'text/javascript', body: '/* renders nothing */' }));
    await page.goto(paths.en);
    await positions(page).scrollIntoViewIfNeeded();
    await expect(positions(page).getByRole('status')).toHaveText(t('en', 'jobs.unavailable').text, { timeout: 6000 });
    expect(errors.some((line) => line.includes('did not appear after 3 attempts'))).toBe(true);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('tabs are stacked sections under their headlines, and the careers link is there', async ({ page }) => {
    await page.goto(paths.en);
    const tabs = block(page, 'ComponentContentTabGroup');
    await expect(tabs.getByRole('tablist')).toHaveCount(0);
    for (const name of ['Spare parts', 'Maintenance', 'Remote support']) await expect(tabs.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(tabs.getByText('Diagnosis by process experts.')).toBeVisible();
    await expect(block(page, 'ComponentContentOpenPositions').getByRole('link', { name: t('en', 'jobs.careersLink').text })).toBeVisible();
  });
});

test.describe('form slots', () => {
  for (const locale of ['de', 'en', 'cn', 'jp', 'tw'] as const) {
    test(`say what will be there, with a way to reach the company (${locale})`, async ({ page }) => {
      await page.goto(paths[locale]);
      await expect(block(page, 'ComponentFormsContactForm')).toContainText(t(locale, 'form.contactPending').text);
      await expect(block(page, 'ComponentFormsContactForm').locator('a[href^="mailto:"]')).toBeVisible();
      await expect(block(page, 'ComponentFormsNewsletterSignup')).toContainText(t(locale, 'form.newsletterPending').text);
    });
  }
});
