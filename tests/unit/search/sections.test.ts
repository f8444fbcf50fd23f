import { describe, expect, it } from 'vitest';
import type { LocaleCode } from '../../../src/i18n/locales.ts';
import { aliasPage, canonicalPage } from '../../../src/routing/site-pages/shared.ts';
import type { SiteView } from '../../../src/routing/site-pages/types.ts';
import { navigationSample } from '../navigation/sample.ts';
import { isSearchable, searchAttributes, searchSectionOf, searchSections, SECTION_FILTER } from '../../../src/search/sections.ts';

const page = (path: string, view: SiteView, locale: LocaleCode = (path.split('/')[1] as LocaleCode) ?? 'en') =>
  canonicalPage('key', locale, path, view);
const content: SiteView = { kind: 'content', pageId: '1' };

describe('the section of a page (search filter)', () => {
  it.each([
    ['/en/products-solutions/wafer-bonder/xbc300-gen2/', { kind: 'productDetail', productPageId: '1' }, 'products'],
    ['/de/produkte-loesungen/schulung/', content, 'products'],
    ['/en/products-solutions/', content, 'products'],
    ['/de/unternehmen/nachhaltigkeit/', content, 'company'],
    ['/jp/company/', content, 'company'],
    ['/en/investor-relations/service-contact/', content, 'investorRelations'],
    ['/en/news/technical-publications/x/', { kind: 'articleDetail', list: 'technicalPublications', articleId: '1' }, 'news'],
    [
      '/de/investor-relations/pressemitteilungen/',
      { kind: 'articleList', list: 'pressReleases', page: 1, pageCount: 1, articleIds: [], year: null, years: [] },
      'investorRelations',
    ],
    ['/en/investor-relations/', { kind: 'overview', section: 'investorRelations', pageId: null }, 'investorRelations'],
    ['/en/news/', { kind: 'overview', section: 'news', pageId: null }, 'news'],
    ['/en/event/', { kind: 'eventList' }, 'company'],
    ['/en/jobs/', { kind: 'overview', section: 'jobs', pageId: null }, 'other'],
    ['/de/kontakt/', content, 'other'],
    ['/en/imprint/', content, 'other'],
    ['/en/', { kind: 'home' }, 'other'],
  ] as Array<[string, SiteView, string]>)('%s → %s', (path, view, section) => {
    expect(searchSectionOf(page(path, view))).toBe(section);
  });

  it('reads the category segment of the locale: the German segment only in German', () => {
    expect(searchSectionOf(page('/en/unternehmen/', content))).toBe('other');
    expect(searchSectionOf(page('/de/company/', content))).toBe('other');
  });
});

describe('what is indexed', () => {
  it('canonical pages with content of their own, not the search, thank-you, alias or later list pages', () => {
    const product = page('/en/products-solutions/metrology/dsm8-200-gen2/', { kind: 'productDetail', productPageId: '1' });
    expect(isSearchable(product)).toBe(true);
    expect(isSearchable(page('/en/', { kind: 'home' }))).toBe(true);
    expect(isSearchable(page('/en/search/', { kind: 'search' }))).toBe(false);
    expect(isSearchable(page('/en/thank-you/contact/', { kind: 'thankYou', page: 'contact' }))).toBe(false);
    expect(isSearchable(aliasPage(product, '/en/other/'))).toBe(false);
    const list = (n: number): SiteView => ({
      kind: 'articleList',
      list: 'pressReleases',
      page: n,
      pageCount: 2,
      articleIds: [],
      year: null,
      years: [],
    });
    expect(isSearchable(page('/en/investor-relations/press-releases/', list(1)))).toBe(true);
    expect(isSearchable(page('/en/investor-relations/press-releases/page/2/', list(2)))).toBe(false);
    // A page of the year filter repeats entries of the list: the list's first page is indexed, not it.
    const ofYear: SiteView = {
      kind: 'articleList',
      list: 'pressReleases',
      page: 1,
      pageCount: 1,
      articleIds: [],
      year: 2025,
      years: [2026, 2025],
    };
    expect(isSearchable(page('/en/investor-relations/press-releases/year/2025/', ofYear))).toBe(false);
  });

  it('marks <main> of an indexed page with data-pagefind-body and its section filter', () => {
    expect(searchAttributes(page('/de/unternehmen/', content))).toEqual({
      'data-pagefind-body': '',
      'data-pagefind-filter': 'section:company',
    });
    expect(searchAttributes(page('/de/kontakt/', content))).toEqual({ 'data-pagefind-body': '', 'data-pagefind-filter': 'section:other' });
    expect(searchAttributes(page('/en/search/', { kind: 'search' }))).toEqual({});
    expect(searchAttributes(null)).toEqual({});
  });

  it('puts every indexed page of the sample site in exactly one section the search shows (All is their sum)', async () => {
    const { pages } = await navigationSample();
    const indexed = pages.filter(isSearchable);
    expect(indexed.length).toBeGreaterThan(100);
    for (const sitePage of indexed) {
      const filter = searchAttributes(sitePage)['data-pagefind-filter'] ?? '';
      expect(
        searchSections.map((section) => `${SECTION_FILTER}:${section}`),
        sitePage.path,
      ).toContain(filter);
    }
    expect(new Set(indexed.map(searchSectionOf))).toEqual(new Set(searchSections));
  });
});
