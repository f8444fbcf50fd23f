/**
 * List → detail → back, end to end in headless Chromium (issue 3, "Done when"): for the products
 * and technology news, the technical publications and every investor-relations list with detail
 * pages, in German and English. Open the list (URL from the site's URL builders), click its newest
 * entry, land on the detail page, go back with the browser and with the "back to overview" link.
 * The financial calendar has no detail pages: its list shows its entries inline.
 *
 * What to expect comes from the sample content the site was built from: the newest entry of each
 * list (the site's own list membership and order rules), its headline in the locale with English
 * standing in.
 */
import { expect, test, type Page } from '@playwright/test';
import { buildSampleContent } from '../../scripts/content-server/sample/index.ts';
import type { Seed } from '../../scripts/content-server/seed-types.ts';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { translate, type TranslatedValue } from '../../src/i18n/translate.ts';
import { t, type UiKey } from '../../src/i18n/ui.ts';
import { articleLists, articlesOfList, type ArticleListKey, type ArticleRef } from '../../src/routing/article-lists.ts';
import { articleDetailPath, articleListPath } from '../../src/routing/paths.ts';

type SampleArticle = ArticleRef & { Headline?: TranslatedValue | null; content?: TranslatedValue | null };

let seed: Promise<Seed> | undefined;
const sampleContent = (): Promise<Seed> => (seed ??= buildSampleContent());

async function sampleArticles(): Promise<SampleArticle[]> {
  const entries = (await sampleContent()).collections.NewsArticle ?? [];
  return entries.map((entry) => entry as unknown as SampleArticle);
}

function headlineIn(article: SampleArticle, locale: LocaleCode): string {
  const headline = translate(article.Headline, locale);
  if (!headline) throw new Error(`Sample article ${article.id} has no headline`);
  return headline.text;
}

const listName = (locale: LocaleCode, list: ArticleListKey): string => t(locale, articleLists[list].labelKey as UiKey).text;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const endsWith = (path: string): RegExp => new RegExp(`${escape(path)}$`);

async function expectListPage(page: Page, locale: LocaleCode, list: ArticleListKey): Promise<void> {
  await expect(page).toHaveURL(endsWith(articleListPath(locale, list)));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listName(locale, list));
}

const locales: LocaleCode[] = ['de', 'en'];
const listsWithDetails: ArticleListKey[] = [
  'productsAndTechnologyNews',
  'technicalPublications',
  'adhocReleases',
  'directorsDealings',
  'financialReports',
  'pressReleases',
  'totalVotingRights',
  'votingRights',
];

test('every list of the site is covered here', () => {
  const covered = new Set<ArticleListKey>([...listsWithDetails, 'financialCalendar']);
  expect(Object.keys(articleLists).filter((list) => !covered.has(list as ArticleListKey))).toEqual([]);
  for (const list of listsWithDetails) expect(articleLists[list].hasDetail, list).toBe(true);
  expect(articleLists.financialCalendar.hasDetail).toBe(false);
});

for (const locale of locales) {
  test.describe(`lists and details in ${locale}`, () => {
    for (const list of listsWithDetails) {
      test(`${list}: list → newest entry → back`, async ({ page }) => {
        const [newest] = articlesOfList(await sampleArticles(), list);
        expect(newest, `the sample content has entries in ${list}`).toBeDefined();
        if (!newest) return;
        const headline = headlineIn(newest, locale);
        const detailPath = articleDetailPath(locale, list, newest);
        expect(detailPath).not.toBeNull();

        const response = await page.goto(articleListPath(locale, list));
        expect(response?.status()).toBe(200);
        await expectListPage(page, locale, list);

        // The newest entry comes first and links to its detail page.
        const main = page.getByRole('main');
        const entries = main.getByRole('article');
        await expect(entries.first().getByRole('heading')).toHaveText(headline);
        await main.getByRole('link', { name: headline, exact: true }).first().click();
        await expect(page).toHaveURL(endsWith(detailPath ?? ''));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        // Back with the browser …
        await page.goBack();
        await expectListPage(page, locale, list);

        // … and with the page's own link back to the overview (page 1 of the list).
        await main.getByRole('link', { name: headline, exact: true }).first().click();
        await expect(page).toHaveURL(endsWith(detailPath ?? ''));
        await page.getByRole('link', { name: t(locale, 'article.backToOverview').text }).click();
        await expectListPage(page, locale, list);
      });
    }

    test('financialCalendar: the list shows its entries inline, newest first', async ({ page }) => {
      const entries = articlesOfList(await sampleArticles(), 'financialCalendar');
      expect(entries.length).toBeGreaterThan(0);
      const response = await page.goto(articleListPath(locale, 'financialCalendar'));
      expect(response?.status()).toBe(200);
      await expectListPage(page, locale, 'financialCalendar');

      const shown = page.getByRole('main').getByRole('article');
      await expect(shown).toHaveCount(Math.min(entries.length, 10));
      await expect(shown.getByRole('heading')).toHaveText(entries.slice(0, 10).map((entry) => headlineIn(entry, locale)));
      // No detail pages: the headlines are not links, and each entry has its date.
      await expect(shown.first().getByRole('heading').getByRole('link')).toHaveCount(0);
      await expect(shown.first().locator('time[datetime]')).toHaveCount(1);
    });
  });
}
