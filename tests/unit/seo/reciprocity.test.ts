/**
 * Over ALL pages built from the sample content: the hreflang alternates of every page point at
 * pages that exist and point back (the same set from every version), the sitemap lists exactly the
 * canonical pages with the same alternates, and the language links lead to pages that exist.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSampleContent } from '../../../scripts/content-server/sample/index.ts';
import { localeCodes } from '../../../src/i18n/locales.ts';
import {
  buildSitePages,
  equivalentPath,
  findSitePage,
  pageTable,
  siteLinks,
  type SiteContent,
  type SitePage,
} from '../../../src/routing/site-pages.ts';
import { seoTags } from '../../../src/seo/head.ts';
import { sitemapEntries } from '../../../src/seo/sitemap.ts';

/** The day the pages are enumerated at (the financial calendar's order). */
const TODAY = '2026-11-20';

const SITE = 'https://www.vantoro.example';
let pages: SitePage[];

function published<T>(entries: unknown[] | undefined): T[] {
  return (entries ?? []).filter((entry) => (entry as { published_at?: unknown }).published_at !== null) as T[];
}

beforeAll(async () => {
  const seed = await buildSampleContent();
  const content: SiteContent = {
    contentPages: published(seed.collections.ContentPage),
    productPages: published(seed.collections.ProductPage),
    newsArticles: published(seed.collections.NewsArticle),
  };
  pages = buildSitePages(content, TODAY, () => {});
}, 60_000);

const pathOf = (href: string) => new URL(href).pathname;

describe('hreflang over every page of the sample content', () => {
  it('has pages of every view kind and aliases', () => {
    const kinds = new Set(pages.map((page) => page.view.kind));
    for (const kind of ['home', 'content', 'articleList', 'articleDetail', 'productDetail']) expect(kinds).toContain(kind);
    expect(pages.some((page) => page.alias)).toBe(true);
  });

  it('every page lists each existing version once, itself (canonical) included, plus x-default = English', () => {
    for (const page of pages) {
      const { alternates, canonical } = seoTags({ locale: page.locale, site: SITE, page, links: siteLinks(pageTable(pages)) });
      const hreflangs = alternates.map((alt) => alt.hreflang);
      expect(new Set(hreflangs).size, page.path).toBe(hreflangs.length);
      expect(alternates.at(-1)?.hreflang, page.path).toBe('x-default');
      const english = alternates.find((alt) => alt.hreflang === 'en');
      expect(alternates.at(-1)?.href, page.path).toBe(english?.href);
      expect(
        alternates.map((alt) => alt.href),
        page.path,
      ).toContain(canonical);
      expect(canonical, page.path).toBe(`${SITE}${page.canonical}`);
    }
  });

  it('alternates point at canonical pages of the right locale that point back with the same set', () => {
    for (const page of pages) {
      const own = seoTags({ locale: page.locale, site: SITE, page, links: siteLinks(pageTable(pages)) }).alternates;
      for (const alt of own.filter((row) => row.hreflang !== 'x-default')) {
        const target = findSitePage(pathOf(alt.href), pageTable(pages));
        expect(target, `${page.path} → ${alt.href}`).toBeDefined();
        expect(target!.alias, alt.href).toBe(false);
        expect(target!.path, alt.href).toBe(pathOf(alt.href));
        expect(
          seoTags({ locale: target!.locale, site: SITE, page: target!, links: siteLinks(pageTable(pages)) }).alternates,
          `${alt.href} ↔ ${page.path}`,
        ).toEqual(own);
      }
    }
  });

  it('every page has a version in every locale (docs/locales-and-urls.md §4: every route is built in all five)', () => {
    const incomplete = pages.filter(
      (page) =>
        seoTags({ locale: page.locale, site: SITE, page, links: siteLinks(pageTable(pages)) }).alternates.length !== localeCodes.length + 1,
    );
    expect(incomplete.map((page) => page.path)).toEqual([]);
  });
});

describe('sitemap over every page of the sample content', () => {
  it('lists exactly the canonical pages (not the noindex thank-you, search and unlisted pages), with the same alternates as their heads', () => {
    const entries = sitemapEntries(pages, SITE);
    const canonical = pages.filter((page) => !page.alias && page.view.kind !== 'thankYou' && page.view.kind !== 'search' && !page.unlisted);
    // The page of every block type (unlisted) is built in every language, noindex, and in no sitemap.
    const unlisted = pages.filter((page) => page.unlisted).map((page) => page.path);
    expect(unlisted).toEqual(expect.arrayContaining(['/de/inhaltsbausteine/', '/en/content-blocks/']));
    expect(unlisted).toHaveLength(5);
    for (const page of pages.filter((page) => page.unlisted)) {
      expect(seoTags({ locale: page.locale, site: SITE, page, links: siteLinks(pageTable(pages)) }).robots).toBe('noindex');
    }
    expect(entries.map((entry) => entry.loc).sort()).toEqual(canonical.map((page) => `${SITE}${page.path}`).sort());
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    for (const page of canonical) {
      expect(byLoc.get(`${SITE}${page.path}`)?.alternates, page.path).toEqual(
        seoTags({ locale: page.locale, site: SITE, page, links: siteLinks(pageTable(pages)) }).alternates,
      );
    }
  });
});

describe('language links over every page of the sample content', () => {
  it('equivalentPath gives a built page in every locale', () => {
    for (const page of pages) {
      for (const locale of localeCodes) {
        const target = findSitePage(equivalentPath(page.path, locale, pageTable(pages)), pageTable(pages));
        expect(target, `${page.path} → ${locale}`).toBeDefined();
        expect(target!.locale).toBe(locale);
        if (!page.alias) expect(target!.key, `${page.path} → ${locale}`).toBe(page.key);
      }
    }
  });
});
