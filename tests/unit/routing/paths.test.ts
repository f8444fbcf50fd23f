import { describe, expect, it } from 'vitest';
import { contentPagePath, freeLinkHref, notFoundPath, homePath, productPagePath, thankYouPath } from '../../../src/routing/paths.ts';

describe('homePath', () => {
  it.each([
    ['de', '/de/'],
    ['en', '/en/'],
    ['cn', '/cn/'],
    ['jp', '/jp/'],
    ['tw', '/tw/'],
  ] as const)('%s → %s', (locale, expected) => {
    expect(homePath(locale)).toBe(expected);
  });
});

describe('contentPagePath (docs/locales-and-urls.md §4: German by slug, others by internationalSlug)', () => {
  const contact = { slug: 'kontakt', internationalSlug: 'contact' };
  it.each([
    ['de', contact, undefined, '/de/kontakt/'],
    ['en', contact, undefined, '/en/contact/'],
    ['cn', contact, undefined, '/cn/contact/'],
    ['jp', contact, undefined, '/jp/contact/'],
    ['tw', contact, undefined, '/tw/contact/'],
    ['en', contact, '#locations', '/en/contact/#locations'],
    ['de', contact, 'standorte', '/de/kontakt/#standorte'],
    ['de', { slug: 'impressum', internationalSlug: 'imprint' }, null, '/de/impressum/'],
    ['en', { slug: 'datenschutzerklaerung', internationalSlug: 'privacy-policy' }, null, '/en/privacy-policy/'],
  ] as const)('%s %o %s → %s', (locale, page, hash, expected) => {
    expect(contentPagePath(locale, page, hash)).toBe(expected);
  });

  it('uses the other slug when the locale has none, and is null only without any slug', () => {
    expect(contentPagePath('en', { slug: 'nur-deutsch', internationalSlug: null })).toBe('/en/nur-deutsch/');
    expect(contentPagePath('de', { slug: ' ', internationalSlug: 'x' })).toBe('/de/x/');
    expect(contentPagePath('jp', { slug: null, internationalSlug: ' ' })).toBeNull();
  });

  it('puts category pages under their category segment (docs/locales-and-urls.md §5)', () => {
    const organisation = { slug: 'organisation', internationalSlug: 'organization', pageCategory: 'Company' };
    expect(contentPagePath('de', organisation)).toBe('/de/unternehmen/organisation/');
    expect(contentPagePath('en', organisation)).toBe('/en/company/organization/');
    expect(contentPagePath('en', organisation, 'board')).toBe('/en/company/organization/#board');
    const training = { slug: 'schulung', internationalSlug: 'training', pageCategory: 'ProductsAndSolutions' };
    expect(contentPagePath('de', training)).toBe('/de/produkte-loesungen/schulung/');
    expect(contentPagePath('cn', training)).toBe('/cn/products-solutions/training/');
    const faq = { slug: 'karriere-faq', internationalSlug: 'careers-faq', pageCategory: 'Career' };
    expect(contentPagePath('de', faq)).toBe('/de/karriere/karriere-faq/');
    expect(contentPagePath('tw', faq)).toBe('/tw/careers/careers-faq/');
    const share = { slug: 'aktie', internationalSlug: 'share', pageCategory: 'InvestorRelations' };
    expect(contentPagePath('de', share)).toBe('/de/investor-relations/aktie/');
  });

  it('sends the pages behind the fixed overviews to the overview routes', () => {
    expect(
      contentPagePath('de', { slug: 'investor-relations', internationalSlug: 'investor-relations', pageCategory: 'InvestorRelations' }),
    ).toBe('/de/investor-relations/');
    expect(contentPagePath('jp', { slug: 'jobs', internationalSlug: 'jobs' })).toBe('/jp/jobs/');
    expect(contentPagePath('en', { slug: 'news', internationalSlug: 'news' }, '#press')).toBe('/en/news/#press');
  });
});

describe('productPagePath (docs/locales-and-urls.md §5 segments)', () => {
  it.each([
    ['de', { slug: 'ma200-gen3', Category: 'MaskAligner' }, '/de/produkte-loesungen/mask-aligner/ma200-gen3/'],
    ['en', { slug: 'ma200-gen3', Category: 'MaskAligner' }, '/en/products-solutions/mask-aligner/ma200-gen3/'],
    ['de', { slug: 'acs300-gen3', Category: 'CoaterAndDeveloper' }, '/de/produkte-loesungen/belacker-entwickler/acs300-gen3/'],
    ['jp', { slug: 'acs300-gen3', Category: 'CoaterAndDeveloper' }, '/jp/products-solutions/coater-developer/acs300-gen3/'],
    ['tw', { slug: 'dsm8-200-gen2', Category: 'Metrology' }, '/tw/products-solutions/metrology/dsm8-200-gen2/'],
    ['de', { slug: 'x', Category: 'PhotomaskEquipment' }, '/de/produkte-loesungen/fotomasken-systeme/x/'],
  ] as const)('%s %o → %s', (locale, product, expected) => {
    expect(productPagePath(locale, product)).toBe(expected);
  });

  it('is null without slug or with an unknown category', () => {
    expect(productPagePath('en', { slug: 'x', Category: 'Toaster' })).toBeNull();
    expect(productPagePath('en', { slug: null, Category: 'Metrology' })).toBeNull();
  });
});

describe('freeLinkHref', () => {
  it.each([
    ['https://example.com/a', 'https://example.com/a'],
    ['mailto:info@vantoro.example', 'mailto:info@vantoro.example'],
    ['/en/contact/', '/en/contact/'],
    ['#top', '#top'],
    ['contact', '/jp/contact/'],
    ['company/organization/', '/jp/company/organization/'],
    ['javascript:alert(1)', null],
    ['//evil.example', null],
    ['', null],
    // browsers read a backslash as a slash, and drop tabs and newlines: all protocol-relative
    ['/\\evil.example', null],
    ['\\\\evil.example', null],
    ['/\\/evil.example', null],
    ['/\t/evil.example', null],
    ['/\n/evil.example', null],
    ['https:\\\\evil.example', null],
    ['https:///evil.example', null],
    ['/en/contact\\', null],
    ['  //evil.example  ', null],
    ['data:text/html,x', null],
    ['HTTPS://example.com/', 'HTTPS://example.com/'],
    ['tel:+49895550', 'tel:+49895550'],
  ])('%j → %s', (link, expected) => {
    expect(freeLinkHref('jp', link)).toBe(expected);
  });
});

describe('notFoundPath', () => {
  it('is the error page route of each locale', () => {
    expect(notFoundPath('de')).toBe('/de/404/');
    expect(notFoundPath('jp')).toBe('/jp/404/');
  });
});

describe('thankYouPath', () => {
  it.each([
    ['de', 'contact', '/de/danke/kontakt/'],
    ['en', 'contact', '/en/thank-you/contact/'],
    ['cn', 'newsletter', '/cn/thank-you/newsletter/'],
    ['de', 'newsletterConfirmed', '/de/danke/newsletter-bestaetigt/'],
    ['jp', 'investor', '/jp/thank-you/investors/'],
    ['tw', 'confirmationInvalid', '/tw/thank-you/link-invalid/'],
  ] as const)('%s %s → %s', (locale, page, expected) => {
    expect(thankYouPath(locale, page)).toBe(expected);
  });
});
