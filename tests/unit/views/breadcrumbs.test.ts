/**
 * Breadcrumbs over a small site (src/views/breadcrumbs.ts): every leading part of a page's path that
 * is a page is a step, named by its heading in the page's language; the home page has none; the
 * steps record what they read; the JSON-LD lists them with absolute URLs and cannot close its script.
 */
import { describe, expect, it } from 'vitest';
import { jsonLdHtml } from '../../../src/seo/json-ld.ts';
import { breadcrumbJsonLd, breadcrumbs } from '../../../src/views/breadcrumbs.ts';
import { readerFor, siteFixture, type FixtureContent } from '../site/fixture.ts';

const text = (english: string, japanese: string | null = null) => ({
  german: `${english} (de)`,
  english,
  japanese,
  chinese: null,
  taiwanese: null,
});

const content = {
  newsArticles: [
    {
      id: 'n1',
      slug: 'ma200-gen3-launch',
      Headline: text('MA200 Gen3 launched', 'MA200 Gen3 発表'),
      content: text('Body'),
      publishingDate: '2026-01-01',
      articleImage: null,
      PDF: null,
      newsMainCategory: 'corporateNews',
      newsSubCategory: null,
    },
  ],
} as FixtureContent;
const { model } = siteFixture(content);
const pageAt = (path: string) => model.pageByPath.get(path)!;

describe('breadcrumbs', () => {
  it('lead from the home page through every page on the way to the page, in its language', () => {
    const article = model.pages.find((page) => page.locale === 'jp' && page.view.kind === 'articleDetail')!;
    const { site } = readerFor(model);
    const crumbs = breadcrumbs(site, article);
    expect(crumbs.map((crumb) => crumb.href)).toEqual(['/jp/', '/jp/news/', article.canonical.replace(/[^/]+\/$/, ''), article.canonical]);
    expect(crumbs[0]!.text).toEqual({ text: 'ホーム', lang: 'ja' });
    expect(crumbs.at(-1)!.text).toEqual({ text: 'MA200 Gen3 発表', lang: 'ja' });
  });

  it('name a step in English, marked, where the page has no text of its own', () => {
    const article = model.pages.find((page) => page.locale === 'cn' && page.view.kind === 'articleDetail')!;
    expect(breadcrumbs(readerFor(model).site, article).at(-1)!.text).toEqual({ text: 'MA200 Gen3 launched', lang: 'en' });
  });

  it('record the entries the steps are named by, and are none on the home page', () => {
    const article = model.pages.find((page) => page.locale === 'en' && page.view.kind === 'articleDetail')!;
    const { site, reads } = readerFor(model);
    breadcrumbs(site, article);
    expect([...reads.deps].some((key) => key.includes('n1'))).toBe(true);
    expect(breadcrumbs(readerFor(model).site, pageAt('/en/'))).toEqual([]);
  });

  it('lead to an article through its list in every locale, also where the list’s path is not a part of the article’s (German)', () => {
    const trails = (['de', 'en', 'jp'] as const).map((locale) => {
      const article = model.pages.find((page) => page.locale === locale && page.view.kind === 'articleDetail')!;
      return breadcrumbs(readerFor(model).site, article).map((crumb) => crumb.href);
    });
    expect(trails[0]).toEqual(['/de/', '/de/news/', '/de/news/produkt-und-technologiennachrichten/', trails[0]!.at(-1)]);
    expect(trails[0]!.at(-1)).toMatch(/^\/de\/news\/products-and-technology-news\//);
    expect(trails.map((trail) => trail.length)).toEqual([4, 4, 4]);
  });

  it('lead to a product through the content page of its category, whatever its path', () => {
    const productSite = siteFixture({
      contentPages: [
        { id: 'ps', slug: 'produkte-loesungen', internationalSlug: 'products-solutions', Headline: text('Products and Solutions') },
        {
          id: 'cd',
          slug: 'belacker-und-entwickler',
          internationalSlug: 'coater-and-developer',
          pageCategory: 'ProductsAndSolutions',
          Headline: text('Coater and Developer'),
        },
      ],
      productPages: [{ id: 'p1', slug: 'acs300-gen3', Category: 'CoaterAndDeveloper', Productname: 'ACS300 Gen3' }],
      productCategories: [
        { id: 'c1', Category: 'CoaterAndDeveloper', order: 1, Label: text('Coater and Developer'), categoryPage: { id: 'cd' } },
      ],
    } as FixtureContent).model;
    const product = productSite.pages.find((page) => page.locale === 'de' && page.view.kind === 'productDetail')!;
    expect(product.canonical).toBe('/de/produkte-loesungen/belacker-entwickler/acs300-gen3/');
    const { site, reads } = readerFor(productSite);
    const crumbs = breadcrumbs(site, product);
    expect(crumbs.map((crumb) => crumb.href)).toEqual([
      '/de/',
      '/de/produkte-loesungen/',
      '/de/produkte-loesungen/belacker-und-entwickler/',
      product.canonical,
    ]);
    expect(crumbs.map((crumb) => crumb.text.text)).toEqual([
      'Startseite',
      'Products and Solutions (de)',
      'Coater and Developer (de)',
      'ACS300 Gen3',
    ]);
    expect(reads.deps).toContain('categoryPage:CoaterAndDeveloper');
    // The JSON-LD lists the same steps.
    const list = breadcrumbJsonLd(crumbs, 'https://www.example.com').itemListElement as Array<{ item: string }>;
    expect(list.map((item) => new URL(item.item).pathname)).toEqual(crumbs.map((crumb) => crumb.href));
  });

  it('give a BreadcrumbList with positions and absolute URLs, whose script text cannot be closed by content', () => {
    const crumbs = [
      { text: { text: 'Home', lang: 'en' as const }, href: '/en/' },
      { text: { text: 'A </script><script>alert(1)</script>', lang: 'en' as const }, href: '/en/news/' },
    ];
    const data = breadcrumbJsonLd(crumbs, 'https://www.example.com');
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/en/' },
        { '@type': 'ListItem', position: 2, name: 'A </script><script>alert(1)</script>', item: 'https://www.example.com/en/news/' },
      ],
    });
    const html = jsonLdHtml(data);
    expect(html).not.toContain('<');
    expect(JSON.parse(html)).toEqual(data);
  });
});
