import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../../src/i18n/locales.ts';
import {
  articleDetailPath,
  articleListPath,
  categoryContentPagePath,
  contentPageTarget,
  eventPath,
  irOverviewPath,
  isNoProductPagePath,
  newsOverviewPath,
  overviewPath,
  pageCategoryContentPageTarget,
  productLinkPath,
  productsSolutionsCategoryProductTarget,
  targetPath,
  technicalPublicationsBarePath,
} from '../../../src/routing/paths.ts';
import { pageCategorySegments, productCategorySegments } from '../../../src/routing/segments.ts';

describe('segment maps (docs/locales-and-urls.md §5)', () => {
  it('spells the page category segments of the table', () => {
    expect(pageCategorySegments).toEqual({
      ProductsAndSolutions: { de: 'produkte-loesungen', international: 'products-solutions' },
      Company: { de: 'unternehmen', international: 'company' },
      Contact: { de: 'kontakt', international: 'contact' },
      Career: { de: 'karriere', international: 'careers' },
      InvestorRelations: { de: 'investor-relations', international: 'investor-relations' },
      News: { de: 'news', international: 'news' },
    });
  });

  it('spells the product category segments of the table', () => {
    expect(Object.fromEntries(Object.entries(productCategorySegments).map(([k, v]) => [k, `${v.de} / ${v.international}`]))).toEqual({
      CoaterAndDeveloper: 'belacker-entwickler / coater-developer',
      InkjetPrinting: 'tintenstrahldruck / inkjet-printing',
      MaskAligner: 'mask-aligner / mask-aligner',
      Metrology: 'metrology / metrology',
      WaferBonder: 'wafer-bonder / wafer-bonder',
      PhotomaskEquipment: 'fotomasken-systeme / photomask-equipment',
      ProjectionScanner: 'projektions-scanner / projection-scanner',
    });
  });
});

describe('overviews and fixed routes (docs/locales-and-urls.md §4)', () => {
  // A table: one case per row.
  // prettier-ignore
  it.each([
    ['de', irOverviewPath, '/de/investor-relations/'],
    ['en', irOverviewPath, '/en/investor-relations/'],
    ['jp', (locale: LocaleCode) => overviewPath(locale, 'jobs'), '/jp/jobs/'],
    ['de', newsOverviewPath, '/de/news/'],
    ['tw', newsOverviewPath, '/tw/news/'],
  ] as const)('%s → %s', (locale, build, expected) => {
    expect(build(locale)).toBe(expected);
  });

  // A table: one case per row.
  // prettier-ignore
  it.each([
    ['de', undefined, '/de/event/'],
    ['en', 'litho-user-forum-2025', '/en/event/litho-user-forum-2025/'],
    ['cn', 'Microfab Expo 2027', '/cn/event/microfab-expo-2027/'],
  ] as const)('event %s %s → %s', (locale, label, expected) => {
    expect(eventPath(locale, label)).toBe(expected);
  });
});

describe('article lists (docs/locales-and-urls.md §4, German spellings where the table gives them)', () => {
  // A table: one case per row.
  // prettier-ignore
  it.each([
    ['de', 'adhocReleases', 1, '/de/investor-relations/ad-hoc-meldungen/'],
    ['en', 'adhocReleases', 1, '/en/investor-relations/ad-hoc-releases/'],
    ['de', 'directorsDealings', 1, '/de/investor-relations/directors-dealings/'],
    ['de', 'financialCalendar', 1, '/de/investor-relations/finanzkalender/'],
    ['jp', 'financialCalendar', 1, '/jp/investor-relations/financial-calendar/'],
    ['de', 'financialReports', 1, '/de/investor-relations/finanzberichte/'],
    ['de', 'pressReleases', 1, '/de/investor-relations/pressemitteilungen/'],
    ['cn', 'pressReleases', 1, '/cn/investor-relations/press-releases/'],
    ['de', 'totalVotingRights', 1, '/de/investor-relations/gesamtstimmrechte/'],
    ['de', 'votingRights', 1, '/de/investor-relations/stimmrechtsmeldungen/'],
    ['en', 'votingRights', 1, '/en/investor-relations/voting-rights/'],
    ['de', 'productsAndTechnologyNews', 1, '/de/news/produkt-und-technologiennachrichten/'],
    ['en', 'productsAndTechnologyNews', 1, '/en/news/products-and-technology-news/'],
    ['de', 'technicalPublications', 1, '/de/news/technische-publikationen/'],
    ['tw', 'technicalPublications', 1, '/tw/news/technical-publications/'],
    ['de', 'adhocReleases', 2, '/de/investor-relations/ad-hoc-meldungen/page/2/'],
    ['en', 'technicalPublications', 3, '/en/news/technical-publications/page/3/'],
  ] as const)('%s %s page %d → %s', (locale, list, page, expected) => {
    expect(articleListPath(locale, list, page)).toBe(expected);
  });

  it('spells the pages of one year under the list: …/year/<year>/, paged alike', () => {
    expect(articleListPath('de', 'pressReleases', 1, 2025)).toBe('/de/investor-relations/pressemitteilungen/year/2025/');
    expect(articleListPath('cn', 'productsAndTechnologyNews', 2, 2024)).toBe('/cn/news/products-and-technology-news/year/2024/page/2/');
  });

  it('maps news/technical-publications/ without slug to the list spelling of each locale', () => {
    expect(technicalPublicationsBarePath('de')).toBe('/de/news/technical-publications/');
    expect(technicalPublicationsBarePath('en')).toBe(articleListPath('en', 'technicalPublications'));
  });
});

describe('article details (docs/locales-and-urls.md §4: param shapes)', () => {
  const ir = (newsSubCategory: string | null, slug = 'some-release', id = '14') => ({
    id,
    slug,
    newsMainCategory: 'investorRelationsNews',
    newsSubCategory,
  });
  // A table: one case per row.
  // prettier-ignore
  it.each([
    ['de', 'directorsDealings', ir('directorsDealings', 'x', '34'), false, '/de/investor-relations/directors-dealings/34/'],
    ['en', 'productsAndTechnologyNews', { id: '1', slug: 'acs300', newsMainCategory: 'corporateNews' }, false, '/en/news/products-and-technology-news/acs300/'],
    ['de', 'productsAndTechnologyNews', { id: '1', slug: 'acs300', newsMainCategory: 'corporateNews' }, false, '/de/news/products-and-technology-news/acs300/'],
    ['de', 'technicalPublications', { id: '8', slug: 'spray', newsMainCategory: 'technicalPublications' }, false, '/de/news/technical-publications/spray/'],
    ['de', 'adhocReleases', ir('adhocReleases'), false, '/de/investor-relations/ad-hoc-releases/some-release/'],
    ['de', 'adhocReleases', ir('adhocReleases'), true, '/de/investor-relations/ad-hoc-releases/some-release/14/'],
    ['de', 'financialReports', ir('financialReports', 'annual-report-2023', '21'), false, '/de/investor-relations/finanzberichte/annual-report-2023/21/'],
    ['en', 'financialReports', ir('financialReports', 'annual-report-2023', '21'), false, '/en/investor-relations/financial-reports/annual-report-2023/21/'],
    ['de', 'totalVotingRights', ir('totalVotingRights', 'tvr', '31'), false, '/de/investor-relations/total-voting-rights/tvr/'],
    ['jp', 'totalVotingRights', ir('totalVotingRights', 'tvr', '31'), true, '/jp/investor-relations/total-voting-rights/tvr/31/'],
    ['de', 'votingRights', ir('votingRights', 'vr', '28'), true, '/de/investor-relations/voting-rights/vr/28/'],
    ['de', 'pressReleases', ir(null, 'cmd-2023', '17'), false, '/de/investor-relations/pressemitteilungen/investor-relations-news/cmd-2023/17/'],
    ['en', 'pressReleases', ir(null, 'cmd-2023', '17'), false, '/en/investor-relations/press-releases/investor-relations-news/cmd-2023/17/'],
  ] as const)('%s %s %o (optional: %s) → %s', (locale, list, article, withOptional, expected) => {
    expect(articleDetailPath(locale, list, article, { withOptional })).toBe(expected);
  });

  it('has no detail for the financial calendar and defaults to the article list', () => {
    expect(articleDetailPath('en', 'financialCalendar', ir('financialCalendar'))).toBeNull();
    expect(articleDetailPath('en', null, ir('financialCalendar'))).toBeNull();
    expect(articleDetailPath('en', null, ir('votingRights', 'vr', '28'))).toBe('/en/investor-relations/voting-rights/vr/');
  });

  it('derives a missing slug from the English headline (docs/locales-and-urls.md §4)', () => {
    const article = {
      id: '9',
      slug: null,
      newsMainCategory: 'corporateNews',
      Headline: { german: 'Größer', english: 'Bigger & Faster: MA200' },
    };
    expect(articleDetailPath('de', null, article)).toBe('/de/news/products-and-technology-news/bigger-faster-ma200/');
  });
});

describe('product link rule (docs/locales-and-urls.md §6)', () => {
  // A table: one case per row.
  // prettier-ignore
  it.each([
    ['de', 'MaskAligner', 'ma200-gen3', '/de/produkte-loesungen/mask-aligner/ma200-gen3/'],
    ['en', 'MaskAligner', 'ma200-gen3', '/en/products-solutions/mask-aligner/ma200-gen3/'],
    ['de', 'InkjetPrinting', 'jetx', '/de/produkte-loesungen/tintenstrahldruck/jetx/'],
    ['cn', 'ProjectionScanner', 'dsc300-gen3', '/cn/products-solutions/projection-scanner/dsc300-gen3/'],
  ] as const)('%s %s %s → %s', (locale, category, slug, expected) => {
    expect(productLinkPath(locale, category, { Category: category, slug })).toBe(expected);
  });

  it('yields the placeholder no-product-page without a product page', () => {
    expect(productLinkPath('en', 'WaferBonder', null)).toBe('/en/products-solutions/wafer-bonder/no-product-page/');
    expect(productLinkPath('de', 'CoaterAndDeveloper', { slug: null })).toBe('/de/produkte-loesungen/belacker-entwickler/no-product-page/');
    expect(productLinkPath('jp', null, null)).toBe('/jp/products-solutions/no-product-page/');
    expect(isNoProductPagePath('/jp/products-solutions/no-product-page/')).toBe(true);
    expect(isNoProductPagePath('/jp/products-solutions/metrology/dsm8-200-gen2/')).toBe(false);
  });
});

describe('named navigation targets (docs/locales-and-urls.md §6)', () => {
  const cases: Array<[LocaleCode, ReturnType<typeof contentPageTarget>, string | null]> = [
    ['de', contentPageTarget({ slug: 'kontakt', internationalSlug: 'contact', hash: 'locations' }), '/de/kontakt/#locations'],
    ['en', contentPageTarget({ slug: 'kontakt', internationalSlug: 'contact', hash: '#locations' }), '/en/contact/#locations'],
    ['jp', contentPageTarget({ slug: 'karriere', internationalSlug: 'careers' }), '/jp/careers/'],
    ['en', contentPageTarget({ slug: null, internationalSlug: null }), null],
    [
      'de',
      pageCategoryContentPageTarget({ pageCategory: 'InvestorRelations', slug: 'service-kontakt', internationalSlug: 'service-contact' }),
      '/de/investor-relations/service-kontakt/',
    ],
    [
      'en',
      pageCategoryContentPageTarget({ pageCategory: 'Company', slug: 'organisation', internationalSlug: 'organization', hash: 'board' }),
      '/en/company/organization/#board',
    ],
    [
      'en',
      pageCategoryContentPageTarget({ pageCategory: 'Contact', slug: 'kontakt', internationalSlug: 'contact' }),
      '/en/contact/contact/',
    ],
    ['de', pageCategoryContentPageTarget({ pageCategory: null, slug: 'service', internationalSlug: 'service' }), '/de/service/'],
    [
      'de',
      productsSolutionsCategoryProductTarget({ category: 'WaferBonder', product: 'xbs300' }),
      '/de/produkte-loesungen/wafer-bonder/xbs300/',
    ],
    [
      'en',
      productsSolutionsCategoryProductTarget({ category: 'PhotomaskEquipment', product: 'hmx-series' }),
      '/en/products-solutions/photomask-equipment/hmx-series/',
    ],
    [
      'en',
      productsSolutionsCategoryProductTarget({ category: 'PhotomaskEquipment', product: null }),
      '/en/products-solutions/photomask-equipment/no-product-page/',
    ],
  ];
  it.each(cases)('%s %o → %s', (locale, target, expected) => {
    expect(targetPath(locale, target)).toBe(expected);
  });

  it('builds category paths directly', () => {
    expect(categoryContentPagePath('de', { pageCategory: 'Career', slug: 'wer-wir-sind', internationalSlug: 'who-we-are' })).toBe(
      '/de/karriere/wer-wir-sind/',
    );
    expect(categoryContentPagePath('de', { pageCategory: 'Toaster', slug: 'x' })).toBeNull();
  });
});
