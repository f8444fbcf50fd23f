/**
 * The first pages end to end (issue 2 §7): home tiles in every locale, generic content pages in
 * German and Japanese, English fallback marked lang="en", and the error page with status 404.
 * Expectations come from the sample content the site was built from (site-expectations.ts).
 */
import { expect, test } from '@playwright/test';
import { localeCodes, isoOf, type LocaleCode } from '../../src/i18n/locales.ts';
import { translate } from '../../src/i18n/translate.ts';
import { t } from '../../src/i18n/ui.ts';
import { contentPage, fallbackCases, homeTileLabels, pagePath, plainSnippet, sampleContent, type Translated } from './site-expectations.ts';

const homePaths = { de: '/de/', en: '/en/', cn: '/cn/', jp: '/jp/', tw: '/tw/' } as const satisfies Record<LocaleCode, string>;

test.describe('home page', () => {
  for (const locale of localeCodes) {
    test(`${homePaths[locale]} shows the information tiles in tile order`, async ({ page }) => {
      const content = await sampleContent();
      const response = await page.goto(homePaths[locale]);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', isoOf(locale));
      await expect(page).toHaveTitle(/ \| Vantoro$/);

      const tiles = page.getByRole('list', { name: t(locale, 'home.tiles').text });
      const labels = tiles.getByRole('heading', { level: 2 });
      await expect(labels).toHaveText(homeTileLabels(content, locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(locale, 'home.heading').text);
    });
  }

  test('the language links lead to the other locales', async ({ page }) => {
    await page.goto('/de/');
    await page.getByRole('button', { name: t('de', 'language.switch', { language: 'Deutsch', code: 'DE' }).text }).click();
    const languages = page.getByRole('list', { name: t('de', 'language.list').text });
    await expect(languages.getByRole('link')).toHaveCount(localeCodes.length - 1);
    await languages.getByRole('link', { name: '日本語' }).click();
    await expect(page).toHaveURL(/\/jp\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  });
});

test.describe('content pages', () => {
  test('a German content page renders its headline and blocks', async ({ page }) => {
    const content = await sampleContent();
    const contact = contentPage(content, 'kontakt');
    const response = await page.goto(pagePath('de', contact));
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const headline = translate(contact.Headline as Translated, 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline?.text ?? '');
    await expect(page).toHaveTitle(/ \| Vantoro$/);
    await expect(page.locator('main section[data-block]').first()).toBeVisible();
  });

  test('a Japanese content page renders in Japanese', async ({ page }) => {
    const content = await sampleContent();
    const contact = contentPage(content, 'kontakt');
    await page.goto(pagePath('jp', contact));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
    const headline = translate(contact.Headline as Translated, 'jp');
    expect(headline?.lang).toBe('ja');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveText(headline?.text ?? '');
    await expect(h1).not.toHaveAttribute('lang', /.+/);
  });

  test('text missing in Japanese shows the English text marked lang="en"', async ({ page }) => {
    const cases = fallbackCases(await sampleContent(), 'jp');
    expect(cases.length, 'the sample content has untranslated Japanese fields the site renders').toBeGreaterThan(0);
    for (const { path, english, sample } of cases) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
      // In the page's content (the breadcrumbs name the page once more, marked the same way; so may a
      // file's label, in the media library's English: "Vantoro Sustainability Report 2025").
      const fallback = page.locator('main [lang="en"]:not(.breadcrumbs *):not(.file-link *)').filter({ hasText: plainSnippet(english) });
      await expect(fallback, `${sample.match?.slug} ${sample.path} on ${path}`).toHaveCount(1);
    }
  });
});

test.describe('error page', () => {
  test('an unknown path answers 404 with the message and the error page blocks', async ({ page }) => {
    const content = await sampleContent();
    const errorContent = contentPage(content, '404-error-page');
    const firstText = (errorContent.content as Array<Record<string, unknown>>).find(
      (block) => block.__typename === 'ComponentContentTextareaAllLanguages',
    );
    const english = translate(firstText?.content as Translated, 'en')?.text ?? '';

    for (const path of ['/en/this-page-does-not-exist/', '/this-page-does-not-exist']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
      await expect(page.getByText(plainSnippet(english))).toBeVisible();
      await expect(page.getByRole('link', { name: t('en', 'notFound.home').text, exact: true })).toHaveAttribute('href', '/en/');
    }
  });

  test('an unknown path under a locale answers in that language', async ({ page }) => {
    const response = await page.goto('/de/gibt-es-nicht/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('de', 'notFound.title').text);
    await expect(page.getByRole('link', { name: t('de', 'notFound.home').text, exact: true })).toHaveAttribute('href', '/de/');
  });
});

test.describe('links', () => {
  test('every site link on the home, overview and product pages leads to a built page', async ({ page, request }) => {
    const sources = ['/de/', '/jp/', '/en/news/', '/tw/investor-relations/', '/de/produkte-loesungen/metrology/dsm8-200-gen2/'];
    const checked = new Set<string>();
    for (const source of sources) {
      expect((await page.goto(source))?.status(), source).toBe(200);
      const hrefs = await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length, source).toBeGreaterThan(0);
      for (const href of hrefs) {
        const target = href.split('#', 1)[0]!;
        if (checked.has(target)) continue;
        checked.add(target);
        expect((await request.get(target)).status(), `${source} → ${href}`).toBe(200);
      }
    }
  });
});

test.describe('news overview', () => {
  for (const locale of ['de', 'en', 'cn', 'jp', 'tw'] as const) {
    test(`shows each article once, and one newsletter form (the footer's) (${locale})`, async ({ page }) => {
      await page.goto(`/${locale}/news/`);
      const headlines = await page
        .locator('main article h3, main li h3')
        .evaluateAll((elements) => elements.map((element) => element.textContent?.trim() ?? ''));
      expect(headlines.length).toBeGreaterThan(3);
      expect(headlines.filter((headline, index) => headlines.indexOf(headline) !== index)).toEqual([]);
      await expect(page.locator('form[data-form="newsletter"]')).toHaveCount(1);
    });
  }
});

test.describe('events against the build day', () => {
  for (const locale of ['en', 'jp'] as const) {
    test(`the events page and the events block agree on which events are past (${locale})`, async ({ page }) => {
      const titles = async (selector: string) =>
        page.locator(selector).evaluateAll((cards) => cards.map((card) => card.textContent?.replace(/\s+/g, '') ?? '').sort());
      await page.goto(`/${locale}/event/`);
      const listUpcoming = await titles('main .events:not(.past .events) > li :is(h2, h3)');
      const listPast = await titles('main .past .events > li :is(h2, h3, h4)');
      await page.goto(locale === 'en' ? '/en/company/events/' : `/${locale}/company/events/`);
      const blockUpcoming = await titles('main .events.upcoming > li :is(h2, h3, h4)');
      const blockPast = await titles('main .past .events > li :is(h2, h3, h4)');
      expect(listPast.length).toBeGreaterThan(0);
      expect(listPast).toEqual(blockPast);
      expect(listUpcoming).toEqual(blockUpcoming);
    });
  }
});

test.describe('layout at 1440px and on phones', () => {
  /**
   * The templates with a main column and a column beside it (the investor-relations lists, an
   * event, a contact form) use the container's width as an article page does: their two columns
   * together span nearly all of the page header's content width, side by side.
   */
  const twoColumns = [
    { path: '/en/investor-relations/financial-calendar/', grid: '.list-layout' },
    { path: '/de/investor-relations/finanzberichte/', grid: '.list-layout' },
    { path: '/en/event/microfab-expo-2027/', grid: '.event-card.detail' },
    { path: '/de/kontakt/', grid: '[data-block="ComponentFormsContactForm"] .contact-block' },
  ];
  for (const { path, grid } of twoColumns) {
    test(`${path} fills the width at 1440px`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const { span, width, rows } = await page.evaluate((selector) => {
        const header = document.querySelector('.page-header .container')!;
        const style = getComputedStyle(header);
        const content = header.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const boxes = [...(document.querySelector(selector)?.children ?? [])]
          .map((child) => child.getBoundingClientRect())
          .filter((box) => box.width > 0);
        if (boxes.length === 0) return { span: 0, width: content, rows: 0 };
        const left = Math.min(...boxes.map((box) => box.left));
        const right = Math.max(...boxes.map((box) => box.right));
        return { span: right - left, width: content, rows: new Set(boxes.map((box) => Math.round(box.top / 200))).size };
      }, grid);
      expect(span / width, `${path}: ${Math.round(span)} of ${Math.round(width)}px`).toBeGreaterThanOrEqual(0.95);
      expect(rows, `${path}: the columns stand side by side`).toBeLessThan(3);
    });
  }

  /**
   * Text on a tile's full picture lies in a panel opaque enough for any picture at 1440px (its colour
   * over pure white and over pure black keeps the text at 4.5:1: whatever the picture, the panel's
   * colour lies between the two), and below the picture on a phone.
   */
  for (const path of ['/en/products-solutions/', '/de/']) {
    test(`${path}: tile text over a picture sits in its panel, or below the picture`, async ({ page }) => {
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const tiles = await page.locator('.tile.image--fullImage').evaluateAll((elements) => {
          /** [r, g, b] in 0…1 and alpha of a computed colour: rgb(), rgba() or color(srgb …). */
          const parse = (value: string): [number[], number] => {
            const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(value);
            if (srgb) return [[1, 2, 3].map((i) => Number(srgb[i])), Number(srgb[4] ?? 1)];
            const rgb = /^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/.exec(value);
            if (rgb) return [[1, 2, 3].map((i) => Number(rgb[i]) / 255), Number(rgb[4] ?? 1)];
            throw new Error(`unexpected colour ${value}`);
          };
          const luminance = (rgb: number[]) =>
            rgb
              .map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
              .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
          const contrast = (a: number[], b: number[]) => {
            const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
            return (light + 0.05) / (dark + 0.05);
          };
          return elements.map((tile) => {
            const body = tile.querySelector('.tile-body')!;
            const image = tile.querySelector('.tile-image')!.getBoundingClientRect();
            const panel = body.getBoundingClientRect();
            const [colour, alpha] = parse(getComputedStyle(body).backgroundColor);
            const [text] = parse(getComputedStyle(body).color);
            const over = (under: number) => colour.map((c) => alpha * c + (1 - alpha) * under);
            const texts = [...body.querySelectorAll('.tile-label, .tile-content, .tile-cta')].map((element) =>
              element.getBoundingClientRect(),
            );
            return {
              label: tile.querySelector('.tile-label')?.textContent,
              worst: Math.min(contrast(text, over(1)), contrast(text, over(0))),
              inside: texts.every((box) => box.top >= panel.top - 0.5 && box.bottom <= panel.bottom + 0.5),
              overImage: texts.some((box) => box.bottom > image.top + 0.5 && box.top < image.bottom - 0.5),
            };
          });
        });
        expect(tiles.length, `${path} has tiles with a full picture`).toBeGreaterThan(0);
        for (const tile of tiles) {
          if (width === 375) expect(tile.overImage, `${tile.label} at 375px`).toBe(false);
          else {
            expect(tile.worst, `${tile.label}: text on its panel over any picture`).toBeGreaterThanOrEqual(4.5);
            expect(tile.inside, `${tile.label}: text inside its panel`).toBe(true);
          }
        }
      }
    });
  }

  /** Nothing wider than a phone on the event templates, where a Japanese phrase or a German compound can be one long word. */
  for (const path of [
    '/jp/event/',
    '/jp/company/events/',
    '/de/event/',
    '/de/unternehmen/veranstaltungen/',
    '/jp/event/microfab-expo-2027/',
  ]) {
    test(`${path} is no wider than a phone at 320 and 375px`, async ({ page }) => {
      for (const width of [320, 375]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} at ${width}px`).toBeLessThanOrEqual(width);
      }
    });
  }
});
