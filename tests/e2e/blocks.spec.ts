/**
 * The content-blocks page (every block type of docs/content-blocks.md §3, in the sample content) in Chromium: each
 * block's content is there in every locale, and the interactive ones work with keyboard and
 * pointer, and without JavaScript.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { buildSchema, isUnionType } from 'graphql';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/ui.ts';
import { E2E_JOB_WIDGET_SCRIPT_URL } from '../../scripts/lib/e2e-global-setup.ts';
import { islandsReady } from './chrome-expectations.ts';

const paths: Record<LocaleCode, string> = {
  de: '/de/inhaltsbausteine/',
  en: '/en/content-blocks/',
  cn: '/cn/content-blocks/',
  jp: '/jp/content-blocks/',
  tw: '/tw/content-blocks/',
};

const block = (page: Page, typename: string) => page.locator(`[data-block="${typename}"]`);

/** Every member of the content block union of the contract. */
const blockTypes = (() => {
  const schema = buildSchema(readFileSync(new URL('../../scripts/content-server/schema.graphql', import.meta.url), 'utf8'));
  const union = schema.getType('ContentPageContentDynamicZone');
  if (!isUnionType(union)) throw new Error('ContentPageContentDynamicZone is not a union');
  return union.getTypes().map((type) => type.name);
})();

/** Blocks whose content is media rather than text: present when they hold an image, video or link. */
const mediaBlocks = new Set(['ComponentContentFullSizeImage', 'ComponentMediaHtmlVideo']);

for (const locale of ['de', 'en', 'cn', 'jp', 'tw'] as const) {
  test(`every block type is on the page with its content (${locale})`, async ({ page }) => {
    const response = await page.goto(paths[locale]);
    expect(response?.status()).toBe(200);
    expect(blockTypes.length).toBeGreaterThanOrEqual(33);
    for (const typename of blockTypes) {
      const section = block(page, typename).first();
      await expect(section, typename).toBeAttached();
      if (mediaBlocks.has(typename)) {
        await expect(section.locator('img, video').first(), typename).toBeAttached();
      } else {
        expect((await section.innerText()).trim().length, typename).toBeGreaterThan(2);
      }
    }
    // The page's language, English where a text is missing (marked), never an empty block.
    await expect(page.locator('html')).toHaveAttribute('lang', { de: 'de', en: 'en', cn: 'zh-CN', jp: 'ja', tw: 'zh-TW' }[locale]);
  });
}

test('texts missing in a language show in English, marked lang="en"', async ({ page }) => {
  await page.goto(paths.jp);
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'en');
  await expect(block(page, 'ComponentContentTextareaAllLanguages').locator('[lang="en"]')).toContainText('A text in every language');
  await page.goto(paths.cn);
  await expect(block(page, 'ComponentContentTextareaAllLanguages').locator('[lang="en"]')).toHaveCount(0);
  await expect(block(page, 'ComponentContentLanguageSpecificAccordion').locator('[lang="en"]').first()).toBeAttached();
});

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
    const summary = faq.locator('summary', { hasText: 'How fast do you ship spare parts?' });
    const answer = faq.getByText('Parts in stock ship the same day.');
    await expect(answer).toBeHidden();
    await summary.focus();
    await page.keyboard.press('Enter');
    await expect(answer).toBeVisible();
    await page.keyboard.press('Space');
    await expect(answer).toBeHidden();

    await page.goto(`${paths.en}#faq-do-you-offer-training`);
    await expect(faq.getByText('Yes, in our training centre or at your site.')).toBeVisible();
    await expect(page.locator('details:has(#faq-do-you-offer-training)')).toHaveAttribute('open', '');
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
    await expect(positions(page).locator('[role="status"]')).toBeEmpty();
    await expect(positions(page).getByRole('link', { name: t('de', 'jobs.careersLink').text })).toBeVisible();
    expect(requests).toBe(1);
  });

  test('a widget that never appears: after three attempts an error, and the link', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.route(E2E_JOB_WIDGET_SCRIPT_URL, (route) =>
      route.fulfill({ contentType: 'text/javascript', body: '/* renders nothing */' }),
    );
    await page.goto(paths.en);
    await positions(page).scrollIntoViewIfNeeded();
    await expect(positions(page).getByRole('status')).toHaveText(t('en', 'jobs.unavailable').text, { timeout: 6000 });
    expect(errors.some((line) => line.includes('did not appear after 3 attempts'))).toBe(true);
  });
});

test.describe('YouTube video', () => {
  test('loads nothing from YouTube until the click; then the iframe comes from youtube-nocookie.com', async ({ page }) => {
    const external: string[] = [];
    page.on('request', (request) => {
      const { hostname } = new URL(request.url());
      if (hostname !== '127.0.0.1') external.push(request.url());
    });
    await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
    );
    await page.goto(paths.en);
    const video = block(page, 'ComponentMediaYoutubeVideo');
    await video.scrollIntoViewIfNeeded();
    await expect(video.locator('iframe')).toHaveCount(0);
    const play = video.getByRole('button', { name: /Inside the application lab/ });
    await expect(play).toBeVisible();
    expect(external.filter((url) => /youtube|ytimg/.test(url))).toEqual([]);
    await play.click();
    const frame = video.locator('iframe');
    await expect(frame).toHaveCount(1);
    const src = new URL((await frame.getAttribute('src')) ?? '');
    expect(src.hostname).toBe('www.youtube-nocookie.com');
    expect(src.pathname).toBe('/embed/vNt0AppLab1');
  });

  test('the multi-language video plays the visitor’s language, else English, marked', async ({ page }) => {
    await page.goto(paths.jp);
    const jp = block(page, 'ComponentMediaMultiLanguageVideo');
    await jp.scrollIntoViewIfNeeded();
    await jp.getByRole('button').click();
    await expect(jp.locator('iframe')).toHaveAttribute('src', /\/embed\/vNt0JpIntro/);
    await page.goto(paths.tw);
    const tw = block(page, 'ComponentMediaMultiLanguageVideo');
    await tw.scrollIntoViewIfNeeded();
    await expect(tw.locator('[lang="en"]').first()).toBeAttached();
    await tw.getByRole('button').click();
    await expect(tw.locator('iframe')).toHaveAttribute('src', /\/embed\/vNt0EnIntro/);
  });
});

test.describe('html video', () => {
  test('a native player with controls and the captions track, not playing by itself', async ({ page }) => {
    await page.goto(paths.en);
    const video = block(page, 'ComponentMediaHtmlVideo').locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video).not.toHaveAttribute('autoplay', /.*/);
    await expect(video.locator('track[kind="captions"]')).toHaveAttribute('src', /\.vtt$/);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const source = await video.locator('source').getAttribute('src');
    expect((await page.request.get(source!)).status()).toBe(200);
  });
});

test.describe('image archive', () => {
  test('filters by search text and format; every image has its size, format and a download link that answers', async ({ page }) => {
    await page.goto('/en/image-archive/');
    // The filter is an idle island: typed before it hydrates, the text would not filter.
    await islandsReady(page);
    const archive = block(page, 'ComponentContentImageArchive');
    const items = archive.locator('[data-archive-item]');
    const total = await items.count();
    expect(total).toBeGreaterThan(10);
    const search = archive.getByRole('searchbox');
    await search.fill('wafer');
    const visible = archive.locator('[data-archive-item]:not([hidden])');
    await expect.poll(() => visible.count()).toBeLessThan(total);
    const shown = await visible.count();
    expect(shown).toBeGreaterThan(0);
    await expect(archive.getByRole('status')).toContainText(`${shown} of ${total} images shown`);
    await archive.getByRole('button', { name: /Reset/ }).click();
    await expect(archive.locator('[data-archive-item]:not([hidden])')).toHaveCount(total);
    await expect(search).toBeFocused();
    // By format: only WebP originals stay.
    const webp = await archive.locator('[data-archive-item][data-format="WebP"]').count();
    await archive.getByRole('group', { name: 'Format' }).getByRole('checkbox', { name: /^WebP/ }).check();
    await expect(archive.locator('[data-archive-item]:not([hidden])')).toHaveCount(webp);
    await expect(archive.locator('[data-archive-item]:not([hidden]):not([data-format="WebP"])')).toHaveCount(0);
    await expect(archive.getByRole('status')).toContainText(`${webp} of ${total}`);
    await archive.getByRole('button', { name: /Reset/ }).click();
    const first = items.first();
    await expect(first).toContainText(/JPEG|PNG|WEBP/i);
    await expect(first).toContainText(/[\d,.]+ × [\d,.]+ px/);
    const href = await first.locator('a[download]').getAttribute('href');
    expect((await page.request.get(href!)).status()).toBe(200);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the image archive shows every image and no filter controls', async ({ page }) => {
    await page.goto('/en/image-archive/');
    const archive = block(page, 'ComponentContentImageArchive');
    await expect(archive.getByRole('search')).toBeHidden();
    await expect(archive.locator('[data-archive-item]:not([hidden])')).toHaveCount(await archive.locator('[data-archive-item]').count());
  });

  test('tabs are stacked sections under their headlines, and the careers link is there', async ({ page }) => {
    await page.goto(paths.en);
    const tabs = block(page, 'ComponentContentTabGroup');
    await expect(tabs.getByRole('tablist')).toHaveCount(0);
    for (const name of ['Spare parts', 'Maintenance', 'Remote support'])
      await expect(tabs.getByRole('heading', { level: 3, name })).toBeVisible();
    await expect(tabs.getByText('Diagnosis by process experts.')).toBeVisible();
    await expect(block(page, 'ComponentContentOpenPositions').getByRole('link', { name: t('en', 'jobs.careersLink').text })).toBeVisible();
    const youtube = block(page, 'ComponentMediaYoutubeVideo');
    await expect(youtube.locator('iframe')).toHaveCount(0);
    await expect(youtube.getByRole('link', { name: /Inside the application lab/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.youtube\.com\/watch\?v=vNt0AppLab1/,
    );
  });
});

test.describe('form blocks', () => {
  for (const locale of ['de', 'en', 'cn', 'jp', 'tw'] as const) {
    test(`render their forms with the submit button in the page language (${locale})`, async ({ page }) => {
      await page.goto(paths[locale]);
      const contact = block(page, 'ComponentFormsContactForm').locator('form[data-form]');
      await expect(contact).toHaveCount(1);
      await expect(contact.getByRole('textbox', { name: t(locale, 'form.field.email').text })).toBeVisible();
      const newsletter = block(page, 'ComponentFormsNewsletterSignup');
      await expect(newsletter.getByRole('button', { name: t(locale, 'form.submit.newsletter').text })).toBeVisible();
    });
  }
});
