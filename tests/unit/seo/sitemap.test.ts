import { describe, expect, it } from 'vitest';
import { canonicalPage } from '../../../src/routing/site-pages/shared.ts';
import {
  buildSitemaps,
  chunkEntries,
  escapeXml,
  inSitemap,
  renderRobotsTxt,
  sitemapChunkCount,
  sitemapEntries,
} from '../../../src/seo/sitemap.ts';
import { SITE, contactAlternates, fixturePages as pages } from './fixtures.ts';

/** The <loc>s of a sitemap file, in order. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

describe('sitemap entries', () => {
  it('lists every canonical page once, never an alias', () => {
    const entries = sitemapEntries(pages, SITE);
    const canonical = pages.filter((page) => !page.alias);
    expect(entries).toHaveLength(canonical.length);
    expect(new Set(entries.map((entry) => entry.loc))).toEqual(new Set(canonical.map((page) => `${SITE}${page.path}`)));
    expect(entries.map((entry) => entry.loc).some((loc) => loc.endsWith('/7/'))).toBe(false);
  });

  it('gives each page its language versions and x-default', () => {
    const contact = sitemapEntries(pages, SITE).find((entry) => entry.loc === `${SITE}/jp/contact/`);
    expect(contact?.alternates).toEqual(contactAlternates);
  });
});

describe('sitemap XML', () => {
  it('is a urlset with xhtml:link alternates behind a sitemap index', () => {
    const { index, chunks } = buildSitemaps(pages, SITE);
    expect(chunks).toHaveLength(1);
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(index)).toEqual([`${SITE}/sitemaps/1.xml`]);
    const xml = chunks[0]!;
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-TW" href="${SITE}/tw/contact/"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/en/"/>`);
    expect(locs(xml)).toHaveLength(pages.filter((page) => !page.alias).length);
    // well-formed enough: every url opened is closed, nothing unescaped
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml.replace(/<[^>]+>/g, '')).not.toMatch(/[<>]|&(?!(amp|lt|gt|quot|apos);)/);
  });

  it('splits into chunks of the given size, in a stable order', () => {
    const { index, chunks } = buildSitemaps(pages, SITE, 4);
    const total = pages.filter((page) => !page.alias).length;
    expect(chunks).toHaveLength(Math.ceil(total / 4));
    expect(sitemapChunkCount(pages, 4)).toBe(chunks.length);
    expect(locs(index)).toEqual(chunks.map((_, i) => `${SITE}/sitemaps/${i + 1}.xml`));
    for (const chunk of chunks) expect(locs(chunk).length).toBeLessThanOrEqual(4);
    expect(chunks.flatMap(locs)).toEqual(locs(buildSitemaps(pages, SITE).chunks[0]!));
  });

  it('chunks an empty list into one empty sitemap and rejects a bad size', () => {
    expect(chunkEntries([], 3)).toEqual([[]]);
    expect(chunkEntries([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(() => chunkEntries([1], 0)).toThrow();
  });

  it('escapes XML', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });
});

describe('robots.txt', () => {
  it('allows everything and names the sitemap index', () => {
    expect(renderRobotsTxt(SITE)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${SITE}/sitemap-index.xml\n`);
    expect(renderRobotsTxt(SITE, { preview: false })).toBe(renderRobotsTxt(SITE));
  });

  it('disallows everything in a draft preview build and names no sitemap (there is none)', () => {
    expect(renderRobotsTxt(SITE, { preview: true })).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('thank-you pages', () => {
  it('are never in the sitemap', () => {
    const thankYou = canonicalPage('thank-you:contact', 'en', '/en/thank-you/contact/', { kind: 'thankYou', page: 'contact' });
    const withThankYou = [...pages, thankYou];
    expect(inSitemap(thankYou)).toBe(false);
    expect(inSitemap(canonicalPage('search', 'de', '/de/suche/', { kind: 'search' }))).toBe(false);
    expect(sitemapEntries(withThankYou, SITE).map((entry) => entry.loc)).not.toContain(`${SITE}/en/thank-you/contact/`);
    expect(sitemapChunkCount(withThankYou, 1)).toBe(sitemapChunkCount(pages, 1));
  });
});
