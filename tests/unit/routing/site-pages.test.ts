import { beforeAll, describe, expect, it } from 'vitest';
import { buildSampleContent } from '../../../scripts/content-server/sample/index.ts';
import { localeCodes } from '../../../src/i18n/locales.ts';
import { searchPath, thankYouPath } from '../../../src/routing/paths.ts';
import {
  alternatesOf,
  buildSitePages,
  equivalentPath,
  findSitePage,
  pageTable,
  SitePathCollisionError,
  type SiteContent,
  type SitePage,
} from '../../../src/routing/site-pages.ts';

/** The day the pages are enumerated at (the financial calendar's order). */
const TODAY = '2026-11-20';

/**
 * The raw sample seed shaped like the published collection entries: drafts (published_at null)
 * left out as a LIVE build does; relations and blocks are already inline or irrelevant here.
 */
async function sampleContent(): Promise<SiteContent> {
  const seed = await buildSampleContent();
  const published = (type: string) =>
    (seed.collections[type] ?? []).filter((entry) => !('published_at' in entry) || entry.published_at !== null);
  return {
    contentPages: published('ContentPage') as unknown as SiteContent['contentPages'],
    productPages: published('ProductPage') as unknown as SiteContent['productPages'],
    newsArticles: published('NewsArticle') as unknown as SiteContent['newsArticles'],
  };
}

let content: SiteContent;
let pages: SitePage[];
const skipped: string[] = [];

beforeAll(async () => {
  content = await sampleContent();
  pages = buildSitePages(content, TODAY, (reason) => skipped.push(reason));
}, 60_000);

const paths = () => new Set(pages.map((page) => page.path));

describe('buildSitePages over the sample content: paths and routes', () => {
  it('skips nothing and gives every page a unique, well-formed path', () => {
    expect(skipped).toEqual([]);
    expect(paths().size).toBe(pages.length);
    for (const page of pages) {
      expect(page.path).toMatch(new RegExp(`^/${page.locale}/([^/#?]+/)*$`));
      expect(page.canonical === page.path).toBe(!page.alias);
    }
  });

  it('has the same set of page keys in every locale', () => {
    const keysOf = (locale: string) => new Set(pages.filter((page) => page.locale === locale && !page.alias).map((page) => page.key));
    const german = [...keysOf('de')].sort();
    for (const locale of localeCodes) expect([...keysOf(locale)].sort()).toEqual(german);
    for (const locale of localeCodes) expect(pages.filter((p) => p.locale === locale && !p.alias).length).toBe(german.length);
  });

  it('answers the legal and other fixed pages (docs/navigation.md §8) and the fixed routes (docs/locales-and-urls.md §4)', () => {
    // The paths in groups, German and English spelling side by side.
    // prettier-ignore
    const expected = [
      '/de/impressum/', '/de/datenschutzerklaerung/', '/de/nutzungsbedingungen/', '/de/agb/',
      '/en/imprint/', '/en/privacy-policy/', '/en/terms-of-use/', '/en/terms/',
      ...['tw', 'jp', 'cn'].flatMap((l) => [`/${l}/imprint/`, `/${l}/privacy-policy/`, `/${l}/terms-of-use/`, `/${l}/terms/`, `/${l}/contact/`]),
      '/de/kontakt/', '/en/contact/', '/de/news/', '/en/news/', '/de/bildarchiv/', '/en/image-archive/',
      ...localeCodes.flatMap((l) => [`/${l}/`, `/${l}/investor-relations/`, `/${l}/jobs/`, `/${l}/news/`, `/${l}/event/`]),
      '/de/investor-relations/ad-hoc-meldungen/', '/de/investor-relations/directors-dealings/', '/de/investor-relations/finanzkalender/',
      '/de/investor-relations/finanzberichte/', '/de/investor-relations/pressemitteilungen/', '/de/investor-relations/gesamtstimmrechte/',
      '/de/investor-relations/stimmrechtsmeldungen/', '/de/news/produkt-und-technologiennachrichten/', '/de/news/technische-publikationen/',
      '/de/news/technical-publications/', '/en/news/technical-publications/', '/en/investor-relations/ad-hoc-releases/',
      '/de/produkte-loesungen/schulung/', '/en/products-solutions/training/', '/de/unternehmen/organisation/', '/en/company/organization/',
      '/de/event/litho-user-forum-2025/', '/jp/event/litho-user-forum-2025/',
    ];
    const missing = expected.filter((path) => !paths().has(path));
    expect(missing).toEqual([]);
  });

  it('puts a German product page under its German segment and its English twin under the English one', () => {
    const german = pages.find((page) => page.locale === 'de' && page.view.kind === 'productDetail' && page.path.endsWith('/acs300-gen3/'));
    expect(german?.path).toBe('/de/produkte-loesungen/belacker-entwickler/acs300-gen3/');
    expect(equivalentPath(german!.path, 'en', pageTable(pages))).toBe('/en/products-solutions/coater-developer/acs300-gen3/');
    expect(paths().has('/de/produkte-loesungen/metrology/dsm8-200-gen2/')).toBe(true);
    expect(paths().has('/en/products-solutions/photomask-equipment/masktrack-pro/')).toBe(true);
  });

  it('renders the overview content pages on the fixed routes, not under a category', () => {
    const ir = pages.find((page) => page.path === '/de/investor-relations/');
    expect(ir?.view).toMatchObject({ kind: 'overview', section: 'investorRelations', pageId: '26' });
    expect(paths().has('/de/investor-relations/investor-relations/')).toBe(false);
    expect(pages.some((page) => page.path.includes('404-error-page'))).toBe(false);
  });
});

describe('buildSitePages over the sample content: article lists', () => {
  it('lists newest first (the financial calendar: its dates to come first), ten a page, every article in exactly one list', () => {
    const lists = pages.filter((page) => page.locale === 'en' && page.view.kind === 'articleList');
    const byId = new Map(content.newsArticles.map((article) => [article.id, article]));
    const listed: string[] = [];
    const today = TODAY;
    for (const page of lists) {
      if (page.view.kind !== 'articleList') continue;
      expect(page.view.articleIds.length).toBeLessThanOrEqual(10);
      const dates = page.view.articleIds.map((id) => byId.get(id)!.publishingDate ?? '');
      if (page.view.list === 'financialCalendar') {
        const upcoming = dates.filter((date) => date >= today);
        expect(dates).toEqual([
          ...upcoming.sort(),
          ...dates
            .filter((date) => date < today)
            .sort()
            .reverse(),
        ]);
      } else expect(dates).toEqual([...dates].sort().reverse());
      if (page.view.year === null) listed.push(...page.view.articleIds);
      else expect(dates.every((date) => date.startsWith(String(page.view.kind === 'articleList' && page.view.year)))).toBe(true);
    }
    expect(listed.sort()).toEqual(content.newsArticles.map((article) => article.id).sort());
  });

  it('pages a long list at …/page/<n>/ in every locale', () => {
    const many: SiteContent = {
      ...content,
      newsArticles: Array.from({ length: 23 }, (_, i) => ({
        id: String(100 + i),
        slug: `release-${i}`,
        newsMainCategory: 'investorRelationsNews',
        newsSubCategory: 'adhocReleases',
        publishingDate: `2020-01-${String(i + 1).padStart(2, '0')}`,
      })),
    };
    const built = buildSitePages(many, TODAY).filter((page) => page.view.kind === 'articleList' && page.view.list === 'adhocReleases');
    expect(built.filter((page) => page.locale === 'de').map((page) => page.path)).toEqual([
      '/de/investor-relations/ad-hoc-meldungen/',
      '/de/investor-relations/ad-hoc-meldungen/page/2/',
      '/de/investor-relations/ad-hoc-meldungen/page/3/',
    ]);
    const first = built[0]!.view;
    expect(first.kind === 'articleList' && first.articleIds.slice(0, 2)).toEqual(['122', '121']);
    expect(first.kind === 'articleList' && first.pageCount).toBe(3);
    expect(equivalentPath('/de/investor-relations/ad-hoc-meldungen/page/3', 'jp', pageTable(buildSitePages(many, TODAY)))).toBe(
      '/jp/investor-relations/ad-hoc-releases/page/3/',
    );
  });

  it('gives a list of more than one page over several years a page of each year, paged alike; no filter for a short list, one year or a schedule', () => {
    const release = (i: number, date: string, sub = 'adhocReleases') => ({
      id: String(200 + i),
      slug: `release-${i}`,
      newsMainCategory: 'investorRelationsNews',
      newsSubCategory: sub,
      publishingDate: date,
    });
    const many: SiteContent = {
      ...content,
      newsArticles: [
        ...Array.from({ length: 12 }, (_, i) => release(i, `2025-03-${String(i + 1).padStart(2, '0')}`)),
        release(20, '2024-11-02'),
        release(21, '2023-06-30'),
        release(22, ''), // undated: in the list, in no year
        release(30, '2024-01-10', 'votingRights'),
        release(31, '2025-05-10', 'votingRights'),
        ...Array.from({ length: 11 }, (_, i) => release(50 + i, `2024-02-${String(i + 1).padStart(2, '0')}`, 'totalVotingRights')),
        release(40, '2024-01-10', 'financialCalendar'),
        release(41, '2025-05-10', 'financialCalendar'),
      ],
    };
    const built = buildSitePages(many, TODAY);
    const listPages = (list: string, locale = 'de') =>
      built.filter((page) => page.locale === locale && page.view.kind === 'articleList' && page.view.list === list);
    const adhoc = listPages('adhocReleases');
    expect(adhoc.map((page) => page.path)).toEqual([
      '/de/investor-relations/ad-hoc-meldungen/',
      '/de/investor-relations/ad-hoc-meldungen/page/2/',
      '/de/investor-relations/ad-hoc-meldungen/year/2025/',
      '/de/investor-relations/ad-hoc-meldungen/year/2025/page/2/',
      '/de/investor-relations/ad-hoc-meldungen/year/2024/',
      '/de/investor-relations/ad-hoc-meldungen/year/2023/',
    ]);
    const view = (path: string) => {
      const found = findSitePage(path, pageTable(built))?.view;
      if (found?.kind !== 'articleList') throw new Error(`no list page at ${path}`);
      return found;
    };
    expect(view('/de/investor-relations/ad-hoc-meldungen/').years).toEqual([2025, 2024, 2023]);
    expect(view('/de/investor-relations/ad-hoc-meldungen/page/2/').articleIds).toEqual(['201', '200', '220', '221', '222']);
    expect(view('/de/investor-relations/ad-hoc-meldungen/year/2025/page/2/')).toMatchObject({
      year: 2025,
      page: 2,
      pageCount: 2,
      articleIds: ['201', '200'],
    });
    expect(view('/de/investor-relations/ad-hoc-meldungen/year/2024/')).toMatchObject({ year: 2024, pageCount: 1, articleIds: ['220'] });
    // Each year page exists in every locale at its own spelling.
    expect(equivalentPath('/de/investor-relations/ad-hoc-meldungen/year/2024/', 'jp', pageTable(built))).toBe(
      '/jp/investor-relations/ad-hoc-releases/year/2024/',
    );
    // One page (though two years): no filter; two pages of one year: none; a schedule (the financial calendar): none either.
    expect(listPages('votingRights').map((page) => page.path)).toEqual(['/de/investor-relations/stimmrechtsmeldungen/']);
    expect(listPages('totalVotingRights').map((page) => page.path)).toEqual([
      '/de/investor-relations/gesamtstimmrechte/',
      '/de/investor-relations/gesamtstimmrechte/page/2/',
    ]);
    expect(listPages('financialCalendar').map((page) => page.path)).toEqual(['/de/investor-relations/finanzkalender/']);
    expect(listPages('directorsDealings').every((page) => page.view.kind === 'articleList' && page.view.years.length === 0)).toBe(true);
  });
});

describe('buildSitePages over the sample content: aliases, language, equivalents, alternates', () => {
  it('builds alias pages for optional params, pointing at the canonical short form', () => {
    const alias = findSitePage('/de/investor-relations/ad-hoc-releases/dividend-proposal-2025/16/', pageTable(pages));
    expect(alias).toMatchObject({ alias: true, canonical: '/de/investor-relations/ad-hoc-releases/dividend-proposal-2025/' });
    const bare = findSitePage('/de/news/technical-publications/', pageTable(pages));
    expect(bare).toMatchObject({ alias: true, canonical: '/de/news/technische-publikationen/' });
    expect(findSitePage('/en/news/technical-publications/', pageTable(pages))?.alias).toBe(false);
    expect(paths().has('/de/investor-relations/finanzberichte/annual-report-2023/21/')).toBe(true);
    expect(paths().has('/de/investor-relations/pressemitteilungen/investor-relations-news/capital-markets-day-2023/17/')).toBe(true);
    expect(paths().has('/de/investor-relations/directors-dealings/34/')).toBe(true);
    expect(pages.some((page) => page.path.includes('/finanzkalender/') && page.view.kind === 'articleDetail')).toBe(false);
  });

  it('marks pages shown in English (docs/locales-and-urls.md §3) from their main text', () => {
    // The page of every block type keeps some texts untranslated on purpose (untranslatedSamples of the sample).
    const blocks = (locale: string) => pages.find((page) => page.locale === locale && page.path === `/${locale}/content-blocks/`);
    expect(blocks('jp')?.englishOnly).toBe(true); // Headline has no Japanese text
    expect(blocks('cn')?.englishOnly).toBe(false);
    expect(blocks('en')?.englishOnly).toBe(false);
    // One product is described in German and English only; the others in every language.
    const product = (locale: string, slug: string) => pages.find((page) => page.locale === locale && page.path.endsWith(`/${slug}/`));
    expect(product('de', 'lp50')?.englishOnly).toBe(false);
    expect(product('tw', 'lp50')?.englishOnly).toBe(true); // Productheadline has German and English only
    expect(product('tw', 'jetx')?.englishOnly).toBe(false);
  });

  it('maps every page to an existing page in every locale and back (equivalentPath)', () => {
    for (const page of pages) {
      for (const target of localeCodes) {
        const there = equivalentPath(page.path, target, pageTable(pages));
        const found = findSitePage(there, pageTable(pages));
        expect(found, `${page.path} → ${target}`).toMatchObject({ key: page.key, locale: target, alias: false });
        expect(equivalentPath(there, page.locale, pageTable(pages))).toBe(page.canonical);
      }
    }
  });

  it('keeps hash and query, ignores a missing trailing slash and falls back to home', () => {
    expect(equivalentPath('/de/kontakt#standorte', 'en', pageTable(pages))).toBe('/en/contact/#standorte');
    expect(equivalentPath('/en/contact/?from=menu#locations', 'de', pageTable(pages))).toBe('/de/kontakt/?from=menu#locations');
    expect(equivalentPath('/de/unternehmen/organisation', 'jp', pageTable(pages))).toBe('/jp/company/organization/');
    expect(equivalentPath('/en/does-not-exist/', 'de', pageTable(pages))).toBe('/de/');
    expect(equivalentPath('/xx/anything', 'tw', pageTable(pages))).toBe('/tw/');
  });

  it('lists the alternates of a page in every locale (alias pages share their canonical alternates)', () => {
    const contact = findSitePage('/de/kontakt/', pageTable(pages))!;
    expect(alternatesOf(contact, pageTable(pages))).toEqual([
      { locale: 'de', path: '/de/kontakt/' },
      { locale: 'en', path: '/en/contact/' },
      { locale: 'cn', path: '/cn/contact/' },
      { locale: 'jp', path: '/jp/contact/' },
      { locale: 'tw', path: '/tw/contact/' },
    ]);
    const alias = findSitePage('/de/news/technical-publications/', pageTable(pages))!;
    expect(alternatesOf(alias, pageTable(pages)).map((a) => a.path)).toContain('/en/news/technical-publications/');
  });
});

describe('buildSitePages checks', () => {
  const page = (id: string, slug: string, internationalSlug: string, pageCategory: string | null = null) => ({
    id,
    slug,
    internationalSlug,
    pageCategory,
  });
  const empty = { productPages: [], newsArticles: [] };

  it('throws on two pages on one path, naming both', () => {
    const content = { ...empty, contentPages: [page('1', 'kontakt', 'contact'), page('2', 'kontakt-alt', 'contact')] };
    expect(() => buildSitePages(content, TODAY)).toThrow(SitePathCollisionError);
    expect(() => buildSitePages(content, TODAY)).toThrow(/\/en\/contact\/: content page 1 and content page 2/);
  });

  it('throws when a page takes a fixed route', () => {
    expect(() => buildSitePages({ ...empty, contentPages: [page('1', 'event', 'event')] }, TODAY)).toThrow(
      /\/de\/event\/: content page 1 and the event list/,
    );
    expect(() => buildSitePages({ ...empty, contentPages: [page('1', '404', '404')] }, TODAY)).toThrow(/error page route/);
  });

  it('gives a page with one slug a URL in every locale, and skips a page without a usable slug', () => {
    const skipped: string[] = [];
    const built = buildSitePages({ ...empty, contentPages: [page('1', 'nur-hier', ''), page('2', 'a/b', 'a-b')] }, TODAY, (r) =>
      skipped.push(r),
    );
    expect(built.filter((p) => p.key === 'content:1').map((p) => p.path)).toEqual(localeCodes.map((l) => `/${l}/nur-hier/`));
    expect(built.some((p) => p.key === 'content:2')).toBe(false);
    expect(skipped).toEqual([expect.stringContaining('content page 2')]);
  });

  it('builds the overviews and the event list even without content', () => {
    const built = buildSitePages({ ...empty, contentPages: [] }, TODAY);
    expect(built.filter((p) => p.locale === 'cn').map((p) => p.path)).toEqual(
      expect.arrayContaining([
        '/cn/',
        '/cn/investor-relations/',
        '/cn/jobs/',
        '/cn/news/',
        '/cn/event/',
        '/cn/investor-relations/press-releases/',
      ]),
    );
  });
});

describe('thank-you pages', () => {
  it('are in every locale, one per outcome, under the thank-you section', () => {
    const thankYou = pages.filter((page) => page.view.kind === 'thankYou');
    const kinds = ['contact', 'newsletter', 'newsletterConfirmed', 'investor', 'confirmationInvalid'] as const;
    expect(thankYou).toHaveLength(kinds.length * localeCodes.length);
    for (const locale of localeCodes)
      for (const kind of kinds) {
        const page = thankYou.find(
          (candidate) => candidate.locale === locale && candidate.view.kind === 'thankYou' && candidate.view.page === kind,
        );
        expect(page?.path, `${locale} ${kind}`).toBe(thankYouPath(locale, kind));
        expect(page?.key).toBe(`thank-you:${kind}`);
      }
    expect(findSitePage('/de/danke/kontakt/', pageTable(pages))?.view).toEqual({ kind: 'thankYou', page: 'contact' });
    expect(findSitePage('/jp/thank-you/link-invalid/', pageTable(pages))?.view).toEqual({ kind: 'thankYou', page: 'confirmationInvalid' });
  });

  it('are language versions of each other', () => {
    expect(equivalentPath('/en/thank-you/newsletter/', 'de', pageTable(pages))).toBe('/de/danke/newsletter/');
  });
});

describe('search pages', () => {
  it('are in every locale at the segment of the segment map, language versions of each other', () => {
    const search = pages.filter((page) => page.view.kind === 'search');
    expect(search.map((page) => page.path)).toEqual(['/de/suche/', '/en/search/', '/cn/search/', '/jp/search/', '/tw/search/']);
    for (const page of search) expect(page.path).toBe(searchPath(page.locale));
    expect(findSitePage('/de/suche/', pageTable(pages))?.key).toBe('search');
    expect(equivalentPath('/de/suche/', 'jp', pageTable(pages))).toBe('/jp/search/');
  });
});
