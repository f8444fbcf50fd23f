/**
 * List → detail → back, end to end in headless Chromium (issue 3, "Done when"): for the products
 * and technology news, the technical publications and every investor-relations list with detail
 * pages, in German and English. Open the list, click its newest entry, land on the detail page, go
 * back with the browser and with the "back to overview" link. The financial calendar has no detail
 * pages: its list shows its entries inline.
 *
 * What to expect is written out below, from the sample content the site is built from
 * (scripts/content-server/sample/news/) and the route table of docs/locales-and-urls.md §4: each list's URL, the URL
 * and headline of its newest entry (publishingDate), and the financial calendar's entries newest
 * first. Nothing here is computed with the site's own URL builders or list rules, so a wrong URL,
 * list membership or order fails the test.
 */
import { expect, test, type Page } from '@playwright/test';
import type { LocaleCode } from '../../src/i18n/locales.ts';
import { t, type UiKey } from '../../src/i18n/ui.ts';
import { articleLists, type ArticleListKey } from '../../src/routing/article-lists.ts';

const listName = (locale: LocaleCode, list: ArticleListKey): string => t(locale, articleLists[list].labelKey as UiKey).text;

type Locale = 'de' | 'en';
type ListWithDetails = Exclude<ArticleListKey, 'financialCalendar'>;

interface ExpectedList {
  /** The list's page 1. */
  list: string;
  /** The newest entry of the list: its detail page and its headline in the locale. */
  newest: { detail: string; headline: string };
}

// prettier-ignore
const expectedLists: Record<ListWithDetails, Record<Locale, ExpectedList>> = {
  // NewsArticle 47 (corporateNews, 2026-09-08)
  productsAndTechnologyNews: {
    de: {
      list: '/de/news/produkt-und-technologiennachrichten/',
      newest: { detail: '/de/news/products-and-technology-news/lp50-inkjet-material-screening/', headline: 'LP50: Tinten testen, bevor sie in die Produktion gehen' },
    },
    en: {
      list: '/en/news/products-and-technology-news/',
      newest: { detail: '/en/news/products-and-technology-news/lp50-inkjet-material-screening/', headline: 'LP50: testing inks before they go into production' },
    },
  },
  // NewsArticle 13 (technicalPublications, 2026-04-21)
  technicalPublications: {
    de: {
      list: '/de/news/technische-publikationen/',
      newest: { detail: '/de/news/technical-publications/inkjet-printed-resist-for-lift-off/', headline: 'Inkjet-gedruckter Lack für Lift-off-Prozesse' },
    },
    en: {
      list: '/en/news/technical-publications/',
      newest: { detail: '/en/news/technical-publications/inkjet-printed-resist-for-lift-off/', headline: 'Inkjet-printed resist for lift-off processes' },
    },
  },
  // NewsArticle 16 (adhocReleases, 2026-03-19): {id?} left out, the short form is canonical
  adhocReleases: {
    de: {
      list: '/de/investor-relations/ad-hoc-meldungen/',
      newest: { detail: '/de/investor-relations/ad-hoc-releases/dividend-proposal-2025/', headline: 'Dividendenvorschlag für das Geschäftsjahr 2025' },
    },
    en: {
      list: '/en/investor-relations/ad-hoc-releases/',
      newest: { detail: '/en/investor-relations/ad-hoc-releases/dividend-proposal-2025/', headline: 'Dividend proposal for fiscal year 2025' },
    },
  },
  // NewsArticle 36 (directorsDealings, 2026-03-24): the detail is {id}
  directorsDealings: {
    de: {
      list: '/de/investor-relations/directors-dealings/',
      newest: { detail: '/de/investor-relations/directors-dealings/36/', headline: 'Eigengeschäft von Führungskräften: Verkauf durch Dr. Aiko Brandstätter (CTO)' },
    },
    en: {
      list: '/en/investor-relations/directors-dealings/',
      newest: { detail: '/en/investor-relations/directors-dealings/36/', headline: "Managers' transaction: sale by Dr Aiko Brandstätter (CTO)" },
    },
  },
  // NewsArticle 44 (financialReports, 2026-11-12): {slug}/{id}
  financialReports: {
    de: {
      list: '/de/investor-relations/finanzberichte/',
      newest: { detail: '/de/investor-relations/finanzberichte/quarterly-statement-q3-2026/44/', headline: 'Quartalsmitteilung Q3 2026' },
    },
    en: {
      list: '/en/investor-relations/financial-reports/',
      newest: { detail: '/en/investor-relations/financial-reports/quarterly-statement-q3-2026/44/', headline: 'Quarterly Statement Q3 2026' },
    },
  },
  // NewsArticle 20 (investorRelationsNews without subcategory, 2026-07-01): {type}/{slug}/{id}
  pressReleases: {
    de: {
      list: '/de/investor-relations/pressemitteilungen/',
      newest: { detail: '/de/investor-relations/pressemitteilungen/investor-relations-news/new-chief-financial-officer/20/', headline: 'Neue Finanzvorständin bei Vantoro' },
    },
    en: {
      list: '/en/investor-relations/press-releases/',
      newest: { detail: '/en/investor-relations/press-releases/investor-relations-news/new-chief-financial-officer/20/', headline: 'New Chief Financial Officer at Vantoro' },
    },
  },
  // NewsArticle 33 (totalVotingRights, 2026-09-30): {id?} left out
  totalVotingRights: {
    de: {
      list: '/de/investor-relations/gesamtstimmrechte/',
      newest: { detail: '/de/investor-relations/total-voting-rights/total-voting-rights-september-2026/', headline: 'Gesamtzahl der Stimmrechte zum 30. September 2026' },
    },
    en: {
      list: '/en/investor-relations/total-voting-rights/',
      newest: { detail: '/en/investor-relations/total-voting-rights/total-voting-rights-september-2026/', headline: 'Total number of voting rights as of 30 September 2026' },
    },
  },
  // NewsArticle 30 (votingRights, 2026-01-14): {id?} left out
  votingRights: {
    de: {
      list: '/de/investor-relations/stimmrechtsmeldungen/',
      newest: { detail: '/de/investor-relations/voting-rights/voting-rights-aurelline-asset-management/', headline: 'Stimmrechtsmitteilung: Aurelline Asset Management' },
    },
    en: {
      list: '/en/investor-relations/voting-rights/',
      newest: { detail: '/en/investor-relations/voting-rights/voting-rights-aurelline-asset-management/', headline: 'Voting rights notification: Aurelline Asset Management' },
    },
  },
};

/**
 * The financial calendar: its URL and its entries' headlines on the site built on E2E_TODAY (2026-11-20): the dates
 * to come first, soonest first, then the past ones, most recent first (docs/content-blocks.md §3.3).
 */
const expectedCalendar: Record<Locale, { list: string; headlines: string[] }> = {
  de: {
    list: '/de/investor-relations/finanzkalender/',
    headlines: [
      'Veröffentlichung Geschäftsbericht 2026',
      'Veröffentlichung Quartalsmitteilung Q1 2027',
      'Ordentliche Hauptversammlung 2027',
      'Veröffentlichung Quartalsmitteilung Q3 2026',
      'Veröffentlichung Halbjahresfinanzbericht 2026',
      'Ordentliche Hauptversammlung 2026',
      'Veröffentlichung Quartalsmitteilung Q1 2026',
      'Veröffentlichung Geschäftsbericht 2025',
      'Ordentliche Hauptversammlung 2025',
      'Veröffentlichung Geschäftsbericht 2024',
    ],
  },
  en: {
    list: '/en/investor-relations/financial-calendar/',
    headlines: [
      'Publication of the Annual Report 2026',
      'Publication of the Quarterly Statement Q1 2027',
      'Annual General Meeting 2027',
      'Publication of the Quarterly Statement Q3 2026',
      'Publication of the Half-Year Report 2026',
      'Annual General Meeting 2026',
      'Publication of the Quarterly Statement Q1 2026',
      'Publication of the Annual Report 2025',
      'Annual General Meeting 2025',
      'Publication of the Annual Report 2024',
    ],
  },
};

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const endsWith = (path: string): RegExp => new RegExp(`${escape(path)}$`);

async function expectListPage(page: Page, locale: Locale, list: ArticleListKey, path: string): Promise<void> {
  await expect(page).toHaveURL(endsWith(path));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(listName(locale, list));
}

const locales: Locale[] = ['de', 'en'];
const listsWithDetails: ListWithDetails[] = [
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
        const expected = expectedLists[list][locale];
        const { detail, headline } = expected.newest;

        const response = await page.goto(expected.list);
        expect(response?.status()).toBe(200);
        await expectListPage(page, locale, list, expected.list);

        // The newest entry comes first and links to its detail page.
        const main = page.getByRole('main');
        const entries = main.getByRole('article');
        await expect(entries.first().getByRole('heading')).toHaveText(headline);
        await main.getByRole('link', { name: headline, exact: true }).first().click();
        await expect(page).toHaveURL(endsWith(detail));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

        // Back with the browser …
        await page.goBack();
        await expectListPage(page, locale, list, expected.list);

        // … and with the page's own link back to the overview (page 1 of the list).
        await main.getByRole('link', { name: headline, exact: true }).first().click();
        await expect(page).toHaveURL(endsWith(detail));
        await page.getByRole('link', { name: t(locale, 'article.backToOverview').text }).click();
        await expectListPage(page, locale, list, expected.list);
      });
    }

    test('financialCalendar: the list shows its entries inline, the dates to come first', async ({ page }) => {
      const expected = expectedCalendar[locale];
      const response = await page.goto(expected.list);
      expect(response?.status()).toBe(200);
      await expectListPage(page, locale, 'financialCalendar', expected.list);

      const shown = page.getByRole('main').getByRole('article');
      await expect(shown).toHaveCount(expected.headlines.length);
      await expect(shown.getByRole('heading')).toHaveText(expected.headlines);
      // No detail pages: the headlines are not links, and each entry has its date.
      await expect(shown.first().getByRole('heading').getByRole('link')).toHaveCount(0);
      await expect(shown.first().locator('time[datetime]')).toHaveCount(1);
    });
  });
}
