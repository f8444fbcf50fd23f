/**
 * Links go through the page enumeration: a link exists only when the page it points
 * to is built; an entry the enumeration skipped is reported by type, id and field, and nothing
 * links to it.
 */
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../src/i18n/locales.ts';
import { listOrder, sortNewestFirst } from '../../../src/routing/article-lists.ts';
import {
  articleDetailLink,
  articleLink,
  buildSitePages,
  contentPageLink,
  eventLink,
  productPageLink,
  productPageLinkBySlug,
  pageTable,
  sitePageKey,
  sitePathOf,
  type SiteContent,
} from '../../../src/routing/site-pages.ts';

/** The day the pages are enumerated at (the financial calendar's order). */
const TODAY = '2026-11-20';

const headline = (text: string) => ({ german: text, english: text, japanese: null, chinese: null, taiwanese: null });
const page = (id: string, slug: string | null, internationalSlug: string | null, extra: object = {}) => ({
  id,
  slug,
  internationalSlug,
  Headline: headline(id),
  ...extra,
});

const content: SiteContent = {
  contentPages: [
    page('1', 'kontakt', 'contact'),
    page('2', 'a/b', 'a-b'), // no single URL segment in German: skipped
    page('3', 'news', 'news'), // behind the news overview
    page('4', '404-error-page', '404-error-page'),
    page('5', 'messen', 'fairs', {
      content: [
        {
          __typename: 'ComponentContentEvents',
          events: [{ id: 'e1', label: 'Fair 2027', title: headline('Fair'), startDate: '2027-11-16' }],
        },
      ],
    }),
  ],
  productPages: [
    { id: 'p1', slug: 'ma200-gen3', Category: 'MaskAligner', Productheadline: headline('MA200') },
    { id: 'p2', slug: 'bad slug', Category: 'MaskAligner' },
    { id: 'p3', slug: 'x1', Category: 'Toaster' },
  ],
  newsArticles: [
    { id: '10', slug: 'order', newsMainCategory: 'corporateNews', publishingDate: '2025-04-02', Headline: headline('Order') },
    { id: '11', slug: 'two words', newsMainCategory: 'corporateNews', publishingDate: '2025-05-02', Headline: headline('Bad') },
    {
      id: '12',
      slug: 'agm',
      newsMainCategory: 'investorRelationsNews',
      newsSubCategory: 'financialCalendar',
      publishingDate: '2026-05-01',
      Headline: headline('AGM'),
    },
  ],
};

const skipped: string[] = [];
const pages = buildSitePages(content, TODAY, (reason) => skipped.push(reason));
const table = pageTable(pages);

describe('skipped entries', () => {
  it('names type, id and field of every entry that gets no route', () => {
    expect(skipped).toEqual([
      'content page 2: field slug ("a/b") is not a single URL segment; the page gets no route, and no link points to it',
      'news article 11: field slug ("two words") is not a single URL segment; it gets no detail page, and no link points to it',
      'product page p2: field slug ("bad slug") is not a single URL segment; it gets no route, and no link points to it',
      'product page p3: field Category ("Toaster") is no known product category; it gets no route, and no link points to it',
    ]);
  });

  it('names the field a slug came from, and an empty one', () => {
    const reasons: string[] = [];
    buildSitePages(
      { ...content, contentPages: [page('7', null, 'x y'), page('8', null, null)], productPages: [], newsArticles: [] },
      TODAY,
      (r) => reasons.push(r),
    );
    expect(reasons).toEqual([
      expect.stringMatching(/^content page 7: field internationalSlug \("x y"\)/),
      expect.stringMatching(/^content page 8: field slug\/internationalSlug \(empty\)/),
    ]);
  });
});

describe('sitePathOf', () => {
  it('gives the path of a built page by key and locale, null for one not built', () => {
    expect(sitePathOf(sitePageKey.content('1'), 'de', table)).toBe('/de/kontakt/');
    expect(sitePathOf(sitePageKey.content('1'), 'jp', table)).toBe('/jp/contact/');
    expect(sitePathOf(sitePageKey.content('2'), 'en', table)).toBeNull();
    expect(sitePathOf(sitePageKey.product('p2'), 'en', table)).toBeNull();
    expect(sitePathOf(sitePageKey.home(), 'tw', table)).toBe('/tw/');
  });
});

describe('links through the built pages', () => {
  it('links content pages only when built (overviews at their route, not the error page)', () => {
    expect(contentPageLink('de', content.contentPages[0]!, table, 'team')).toBe('/de/kontakt/#team');
    expect(contentPageLink('en', content.contentPages[1]!, table)).toBeNull();
    expect(contentPageLink('jp', content.contentPages[2]!, table)).toBe('/jp/news/');
    expect(contentPageLink('en', content.contentPages[3]!, table)).toBeNull();
  });

  it('links products only when built, by id or by slug and category', () => {
    expect(productPageLink('de', { id: 'p1' }, table)).toBe('/de/produkte-loesungen/mask-aligner/ma200-gen3/');
    expect(productPageLink('de', { id: 'p2' }, table)).toBeNull();
    expect(productPageLink('de', { id: 'p3' }, table)).toBeNull();
    expect(productPageLinkBySlug('en', { slug: 'ma200-gen3', Category: 'MaskAligner' }, table)).toBe(
      '/en/products-solutions/mask-aligner/ma200-gen3/',
    );
    expect(productPageLinkBySlug('en', { slug: 'bad slug', Category: 'MaskAligner' }, table)).toBeNull();
    expect(productPageLinkBySlug('en', { slug: 'kontakt', Category: null }, table)).toBeNull();
  });

  it('links articles only when their detail page is built; a list without details links its list', () => {
    expect(articleDetailLink('en', 'productsAndTechnologyNews', { id: '10' }, table)).toBe('/en/news/products-and-technology-news/order/');
    expect(articleDetailLink('en', 'productsAndTechnologyNews', { id: '11' }, table)).toBeNull();
    expect(articleLink('en', 'productsAndTechnologyNews', { id: '11' }, table)).toBeNull();
    expect(articleLink('de', 'financialCalendar', { id: '12' }, table)).toBe(
      sitePathOf(sitePageKey.articleList('financialCalendar'), 'de', table),
    );
  });

  it('keeps a skipped article in its list (as plain text) without a link', () => {
    const list = pages.find((p) => p.key === sitePageKey.articleList('productsAndTechnologyNews') && p.locale === 'en');
    expect(list?.view).toMatchObject({ kind: 'articleList', articleIds: ['11', '10'] });
    const hrefs = ['11', '10'].map((id) => articleDetailLink('en', 'productsAndTechnologyNews', { id }, table));
    expect(hrefs).toEqual([null, expect.stringMatching(/\/order\/$/)]);
  });

  it('links events by label', () => {
    expect(eventLink('de', 'fair-2027', table)).toBe('/de/event/fair-2027/');
    expect(eventLink('de', 'nope', table)).toBeNull();
  });

  it('never gives a path that is not a built page', () => {
    const built = new Set(pages.map((p) => p.path));
    for (const locale of localeCodes) {
      const links = [
        ...content.contentPages.map((p) => contentPageLink(locale, p, table)),
        ...content.productPages.map((p) => productPageLink(locale, p, table)),
        ...content.newsArticles.map((a) => articleDetailLink(locale, 'productsAndTechnologyNews', a, table)),
      ];
      for (const link of links) if (link) expect(built.has(link), link).toBe(true);
    }
  });
});

describe('sortNewestFirst', () => {
  it('orders by date (ISO or DD.MM.YYYY) descending, undated last, then id descending, parsing each date once', () => {
    const articles = [
      { id: '1', publishingDate: '01.02.2024' },
      { id: '2', publishingDate: null },
      { id: '3', publishingDate: '2025-01-01' },
      { id: '10', publishingDate: '2024-02-01' },
      { id: '9', publishingDate: '2024-02-01' },
    ];
    expect(sortNewestFirst(articles).map((a) => a.id)).toEqual(['3', '10', '9', '1', '2']);
  });
});

describe('listOrder', () => {
  const articles = [
    { id: '1', publishingDate: '2025-06-12' },
    { id: '2', publishingDate: '2027-06-17' },
    { id: '3', publishingDate: null },
    { id: '4', publishingDate: '2026-11-20' },
    { id: '5', publishingDate: '2026-11-12' },
  ];

  it('puts the financial calendar’s dates to come first, soonest first, then the past ones, most recent first', () => {
    expect(listOrder('financialCalendar', articles, '2026-11-20').map((a) => a.id)).toEqual(['4', '2', '5', '1', '3']);
  });

  it('keeps every other list newest first, whatever the day', () => {
    expect(listOrder('adhocReleases', articles, '2026-11-20').map((a) => a.id)).toEqual(['2', '4', '5', '1', '3']);
  });
});
