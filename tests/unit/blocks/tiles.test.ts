import { describe, expect, it } from 'vitest';
import { customClass, linksToSitePage, sortTiles, tileColors, tileHref, withBuiltLink } from '../../../src/blocks/tiles.ts';
import { buildSitePages, pageTable, siteLinks } from '../../../src/routing/site-pages.ts';

/** The day the pages are enumerated at (the financial calendar's order). */
const TODAY = '2026-11-20';

describe('sortTiles', () => {
  it('sorts by order ascending, unordered last, ties stable, nulls dropped', () => {
    const tiles = [
      { id: 'c', order: 3 },
      null,
      { id: 'x', order: null },
      { id: 'a', order: 1 },
      { id: 'b1', order: 2 },
      { id: 'b2', order: 2 },
      { id: 'z', order: -1 },
    ];
    expect(sortTiles(tiles).map((tile) => tile.id)).toEqual(['z', 'a', 'b1', 'b2', 'c', 'x']);
  });
});

describe('tileColors', () => {
  it.each([
    ['orange', 'white', 'orange', 'white'],
    ['white', 'blue', 'white', 'blue'],
    ['white', null, 'white', 'blue'],
    ['red', null, 'red', 'white'],
    [null, null, 'white', 'blue'],
    // invisible combinations are made readable
    ['white', 'white', 'white', 'blue'],
    ['darkblue', 'blue', 'darkblue', 'white'],
    // blue fails WCAG AA on every darker background (tests/unit/blocks/contrast.test.ts)
    ['lightblue', 'blue', 'lightblue', 'white'],
  ] as const)('%s/%s → %s/%s', (bg, font, expectedBg, expectedFont) => {
    expect(tileColors(bg, font)).toEqual({ background: expectedBg, font: expectedFont });
  });
});

describe('tileHref', () => {
  const contentPage = { id: '1', slug: 'kontakt', internationalSlug: 'contact', pageCategory: null, BackendName: null, Headline: null };
  const productPage = { id: '2', slug: 'ma200-gen3', Productname: 'MA200', Category: 'MaskAligner' as const, SubCategory: null };

  it('links a content page, else a product page, else the free link', () => {
    expect(tileHref('de', { id: 'l', content_page: contentPage, product_page: productPage, link: 'x' })).toBe('/de/kontakt/');
    expect(tileHref('jp', { id: 'l', content_page: null, product_page: productPage, link: 'x' })).toBe(
      '/jp/products-solutions/mask-aligner/ma200-gen3/',
    );
    expect(tileHref('en', { id: 'l', content_page: null, product_page: null, link: 'https://example.com' })).toBe('https://example.com');
    expect(tileHref('en', { id: 'l', content_page: null, product_page: null, link: null })).toBeNull();
    expect(tileHref('en', null)).toBeNull();
  });

  it('links a page without a slug in the locale to its URL built from the other slug', () => {
    // Every page exists in every locale; a missing internationalSlug borrows the German slug.
    const germanOnly = { ...contentPage, internationalSlug: null };
    expect(tileHref('en', { id: 'l', content_page: germanOnly, product_page: null, link: '/en/' })).toBe(`/en/${contentPage.slug}/`);
  });

  it('falls through to the free link when the content page has no slug at all', () => {
    const noSlug = { ...contentPage, slug: null, internationalSlug: null };
    expect(tileHref('en', { id: 'l', content_page: noSlug, product_page: null, link: '/en/' })).toBe('/en/');
  });
});

describe('tile links through the built pages', () => {
  const contentPage = { id: '1', slug: 'kontakt', internationalSlug: 'contact', pageCategory: null, BackendName: null, Headline: null };
  const skippedPage = { ...contentPage, id: '2', slug: 'a/b', internationalSlug: 'a-b' };
  const productPage = { id: '3', slug: 'ma200-gen3', Productname: 'MA200', Category: 'MaskAligner' as const, SubCategory: null };
  const skippedProduct = { ...productPage, id: '4', slug: 'no page' };
  const pages = buildSitePages(
    { contentPages: [contentPage, skippedPage], productPages: [productPage, skippedProduct], newsArticles: [] },
    TODAY,
  );
  const links = siteLinks(pageTable(pages));

  it('links a content or product page only when the site builds it, else falls through', () => {
    expect(tileHref('de', { id: 'l', content_page: contentPage, product_page: null, link: null }, links)).toBe('/de/kontakt/');
    expect(tileHref('de', { id: 'l', content_page: skippedPage, product_page: null, link: null }, links)).toBeNull();
    expect(tileHref('en', { id: 'l', content_page: skippedPage, product_page: productPage, link: null }, links)).toBe(
      '/en/products-solutions/mask-aligner/ma200-gen3/',
    );
    expect(tileHref('en', { id: 'l', content_page: null, product_page: skippedProduct, link: '/en/' }, links)).toBe('/en/');
    // without the page list the URL builders alone would link the skipped page
    expect(tileHref('en', { id: 'l', content_page: skippedPage, product_page: null, link: null })).toBe('/en/a-b/');
  });

  it('resolves a tile to its built link, so rendering it links nowhere else', () => {
    const tile = { id: 't', Link: { id: 'l', content_page: skippedPage, product_page: null, link: null } };
    expect(linksToSitePage(tile)).toBe(true);
    expect(withBuiltLink(tile, 'en', links).Link).toBeNull();
    const linked = withBuiltLink({ id: 't', Link: { id: 'l', content_page: contentPage, product_page: null, link: null } }, 'jp', links);
    expect(tileHref('jp', linked.Link)).toBe('/jp/contact/');
    const free = { id: 't', Link: { id: 'l', content_page: null, product_page: null, link: 'contact' } };
    expect(linksToSitePage(free)).toBe(false);
    expect(withBuiltLink(free, 'en', links)).toBe(free);
  });
});

describe('customClass', () => {
  it('keeps only safe class names', () => {
    expect(customClass('highlight  wide')).toBe('highlight wide');
    expect(customClass('"><script>')).toBeUndefined();
    expect(customClass(null)).toBeUndefined();
  });
});
