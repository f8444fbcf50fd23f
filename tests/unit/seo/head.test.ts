import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../../src/site.config.ts';
import { seoTags } from '../../../src/seo/head.ts';
import { pageTable, siteLinks } from '../../../src/routing/site-pages.ts';
import { SITE, contactAlternates, fixturePage, fixturePages as pages } from './fixtures.ts';

const links = siteLinks(pageTable(pages));

const meta = (tags: ReturnType<typeof seoTags>, key: string) =>
  tags.meta.filter((row) => row.property === key || row.name === key).map((row) => row.content);

describe('seoTags: title and description', () => {
  it('appends the brand short name to the page title', () => {
    const tags = seoTags({ locale: 'en', site: SITE, page: fixturePage('/en/contact/'), links, title: ' Contact ' });
    expect(tags.title).toBe(`Contact | ${siteConfig.shortName}`);
    expect(meta(tags, 'og:title')).toEqual(['Contact']);
  });

  it("uses the locale's tagline when the page has no title", () => {
    expect(seoTags({ locale: 'de', site: SITE, page: fixturePage('/de/'), links }).title).toBe(
      `${siteConfig.taglines.de} | ${siteConfig.shortName}`,
    );
    expect(seoTags({ locale: 'jp', site: SITE, page: fixturePage('/jp/'), links, title: '  ' }).title).toBe(
      `${siteConfig.taglines.jp} | ${siteConfig.shortName}`,
    );
  });

  it('uses the page description, else the site default, marking English in another language', () => {
    const own = seoTags({ locale: 'de', site: SITE, page: fixturePage('/de/kontakt/'), links, description: 'Schreiben Sie uns.' });
    expect(own.description).toEqual({ content: 'Schreiben Sie uns.', lang: null });
    expect(seoTags({ locale: 'de', site: SITE, page: fixturePage('/de/'), links }).description).toEqual({
      content: siteConfig.descriptions.de,
      lang: null,
    });
    expect(seoTags({ locale: 'en', site: SITE, page: fixturePage('/en/'), links }).description).toEqual({
      content: siteConfig.descriptions.en,
      lang: null,
    });
    expect(seoTags({ locale: 'cn', site: SITE, page: fixturePage('/cn/'), links }).description).toEqual({
      content: siteConfig.descriptions.cn,
      lang: null,
    });
    const fallback = seoTags({
      locale: 'tw',
      site: SITE,
      page: fixturePage('/tw/contact/'),
      links,
      description: { text: 'Write to us.', lang: 'en' },
    });
    expect(fallback.description).toEqual({ content: 'Write to us.', lang: 'en' });
  });
});

describe('seoTags: canonical and alternates', () => {
  it('gives the absolute canonical URL and an hreflang alternate per locale plus x-default (English)', () => {
    const tags = seoTags({ locale: 'de', site: SITE, page: fixturePage('/de/kontakt/'), links });
    expect(tags.canonical).toBe(`${SITE}/de/kontakt/`);
    expect(tags.robots).toBeNull();
    expect(tags.alternates).toEqual(contactAlternates);
  });

  it('points an alias at its canonical page', () => {
    const tags = seoTags({ locale: 'en', site: SITE, page: fixturePage('/en/investor-relations/ad-hoc-releases/q3-results/7/'), links });
    expect(tags.canonical).toBe(`${SITE}/en/investor-relations/ad-hoc-releases/q3-results/`);
    expect(tags.alternates.map((alt) => alt.href)).not.toContain(`${SITE}/en/investor-relations/ad-hoc-releases/q3-results/7/`);
    expect(meta(tags, 'og:url')).toEqual([`${SITE}/en/investor-relations/ad-hoc-releases/q3-results/`]);
    expect(meta(tags, 'og:type')).toEqual(['article']);
  });

  it('gives a page outside the enumeration (error page) noindex and no canonical or alternates', () => {
    const tags = seoTags({ locale: 'de', site: SITE, page: null, links, title: 'Seite nicht gefunden' });
    expect(tags.robots).toBe('noindex');
    expect(tags.canonical).toBeNull();
    expect(tags.alternates).toEqual([]);
    expect(meta(tags, 'og:url')).toEqual([]);
    expect(seoTags({ locale: 'de', site: SITE, page: fixturePage('/de/'), links, noindex: true }).canonical).toBeNull();
  });
});

describe('seoTags: draft preview build', () => {
  it('makes every page noindex, nofollow and prefixes the title with the localized "[Preview]"', () => {
    const page = seoTags({ locale: 'en', site: SITE, page: fixturePage('/en/contact/'), links, title: 'Contact', preview: true });
    expect(page.robots).toBe('noindex, nofollow');
    expect(page.title).toBe(`[Preview] Contact | ${siteConfig.shortName}`);
    const error = seoTags({ locale: 'de', site: SITE, page: null, links, title: 'Seite nicht gefunden', preview: true });
    expect(error.robots).toBe('noindex, nofollow');
    expect(error.title).toBe(`[Vorschau] Seite nicht gefunden | ${siteConfig.shortName}`);
  });

  it('changes nothing else, and nothing at all when off', () => {
    const input = { locale: 'en', site: SITE, page: fixturePage('/en/contact/'), pages, title: 'Contact' } as const;
    const live = seoTags(input);
    expect(seoTags({ ...input, preview: false })).toEqual(live);
    const { title, robots, ...rest } = seoTags({ ...input, preview: true });
    const { title: liveTitle, robots: liveRobots, ...liveRest } = live;
    expect(rest).toEqual(liveRest);
    expect([title, robots]).not.toEqual([liveTitle, liveRobots]);
  });
});

describe('seoTags: Open Graph', () => {
  it('names site, type, url, locale and the other language versions', () => {
    const tags = seoTags({ locale: 'cn', site: SITE, page: fixturePage('/cn/contact/'), links, title: '联系我们' });
    expect(meta(tags, 'og:site_name')).toEqual([siteConfig.shortName]);
    expect(meta(tags, 'og:type')).toEqual(['website']);
    expect(meta(tags, 'og:url')).toEqual([`${SITE}/cn/contact/`]);
    expect(meta(tags, 'og:locale')).toEqual(['zh_CN']);
    expect(meta(tags, 'og:locale:alternate')).toEqual(['de_DE', 'en_US', 'ja_JP', 'zh_TW']);
    expect(meta(tags, 'og:image')).toEqual([]);
    expect(meta(tags, 'twitter:card')).toEqual(['summary']);
  });

  it('gives og:image as an absolute URL when the page has an image', () => {
    const tags = seoTags({
      locale: 'en',
      site: SITE,
      page: fixturePage('/en/contact/'),
      links,
      image: { url: '/uploads/hero_abc.jpg', width: 1200, height: 630, alternativeText: 'Clean room' },
    });
    expect(meta(tags, 'og:image')).toEqual([`${SITE}/uploads/hero_abc.jpg`]);
    expect(meta(tags, 'og:image:width')).toEqual(['1200']);
    expect(meta(tags, 'og:image:alt')).toEqual(['Clean room']);
    expect(meta(tags, 'twitter:card')).toEqual(['summary_large_image']);
    const absolute = seoTags({ locale: 'en', site: SITE, page: null, image: 'https://cdn.example/x.png' });
    expect(meta(absolute, 'og:image')).toEqual(['https://cdn.example/x.png']);
  });
});
