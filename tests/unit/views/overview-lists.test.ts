/**
 * OverviewLists over a small site: each list shows the head of the order the site enumeration
 * computed for it (newest first; three on the news overview, one on the investor relations
 * overview), with the articles' own headlines; an entry links to its detail page only when the
 * site builds one, and English standing in for a headline is marked.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import OverviewLists from '../../../src/views/OverviewLists.astro';
import { localsFor, siteFixture, type FixtureContent } from '../site/fixture.ts';

const headline = (english: string, japanese: string | null = null) => ({
  german: `${english} (de)`,
  english,
  japanese,
  chinese: null,
  taiwanese: null,
});
const article = (id: string, slug: string, publishingDate: string, title: ReturnType<typeof headline>, category: string, sub?: string) => ({
  id,
  slug,
  Headline: title,
  content: headline('Body'),
  publishingDate,
  articleImage: null,
  PDF: null,
  newsMainCategory: category,
  newsSubCategory: sub ?? null,
});

/** Given in no particular order: the lists order them by publishing date. */
const content = {
  newsArticles: [
    article('n1', 'ma200-gen3-launch', '2024-01-01', headline('MA200 Gen3 launched', 'MA200 Gen3 発表'), 'corporateNews'),
    article('n2', 'not a segment', '2025-06-01', headline('Trade fair season 2025'), 'corporateNews'),
    article('n3', 'dsm8-gen2-ships', '2026-01-01', headline('DSM8 Gen2 ships', 'DSM8 Gen2 出荷開始'), 'corporateNews'),
    article('n4', 'founding-anniversary', '2020-01-01', headline('Founding anniversary'), 'corporateNews'),
    article('n5', 'new-cleanroom', '2023-03-01', headline('New cleanroom in Garching'), 'corporateNews'),
    article('t1', 'overlay-accuracy', '2025-02-01', headline('Overlay accuracy in bonded wafers'), 'technicalPublications'),
    article('t2', 'thin-resist-coating', '2025-09-01', headline('Thin-resist coating at scale'), 'technicalPublications'),
    article('a1', 'preliminary-figures-2025', '2026-02-10', headline('Preliminary figures 2025'), 'investorRelationsNews', 'adhocReleases'),
    article('a2', 'executive-board', '2026-04-01', headline('Change in the executive board'), 'investorRelationsNews', 'adhocReleases'),
    article('c1', 'agm-2026', '2026-05-20', headline('Annual general meeting 2026'), 'investorRelationsNews', 'financialCalendar'),
  ],
} as FixtureContent;
const { model, skipped } = siteFixture(content);

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

const render = (locale: string, section: 'news' | 'investorRelations') =>
  container.renderToString(OverviewLists, { props: { locale, section }, locals: localsFor(model) });

/** The part of the HTML from the element labelled by `id` to the end of its section. */
function part(html: string, id: string, end: string): string {
  const start = html.indexOf(`aria-labelledby="${id}"`);
  expect(start, id).toBeGreaterThan(-1);
  return html.slice(start, html.indexOf(end, start));
}

/** The entries of a news list, in document order: headline text, its language mark and link. */
function entries(html: string, list: string) {
  return [...part(html, `list-${list}`, '</section>').matchAll(/<h3 class="headline"[^>]*>([\s\S]*?)<\/h3>/g)].map(([, inner]) => ({
    headline: inner!.replace(/<[^>]+>/g, '').trim(),
    lang: /lang="([^"]+)"/.exec(inner!)?.[1] ?? null,
    href: /<a href="([^"]*)"/.exec(inner!)?.[1] ?? null,
  }));
}

describe('OverviewLists on the news overview', () => {
  it('shows the newest three of each list, newest first, with their headlines and detail links', async () => {
    const html = await render('jp', 'news');
    expect(entries(html, 'productsAndTechnologyNews')).toEqual([
      { headline: 'DSM8 Gen2 出荷開始', lang: null, href: '/jp/news/products-and-technology-news/dsm8-gen2-ships/' },
      // The enumeration built no detail page for it (its slug is no URL segment): shown without link.
      { headline: 'Trade fair season 2025', lang: 'en', href: null },
      { headline: 'MA200 Gen3 発表', lang: null, href: '/jp/news/products-and-technology-news/ma200-gen3-launch/' },
    ]);
    expect(skipped).toContainEqual(expect.stringContaining('news article n2: field slug ("not a segment")'));
    expect(html).not.toContain('New cleanroom in Garching');
    expect(html).not.toContain('Founding anniversary');
    expect(entries(html, 'technicalPublications')).toEqual([
      { headline: 'Thin-resist coating at scale', lang: 'en', href: '/jp/news/technical-publications/thin-resist-coating/' },
      { headline: 'Overlay accuracy in bonded wafers', lang: 'en', href: '/jp/news/technical-publications/overlay-accuracy/' },
    ]);
    expect(html).not.toMatch(/Preliminary figures|executive board|general meeting/);
  });

  it('shows the dates of the entries', async () => {
    const list = part(await render('en', 'news'), 'list-productsAndTechnologyNews', '</section>');
    expect([...list.matchAll(/<time[^>]*datetime="([^"]+)"/g)].map((match) => match[1])).toEqual([
      '2026-01-01',
      '2025-06-01',
      '2024-01-01',
    ]);
  });

  it('names each list in the page language, linking its list page, also in the visually hidden part of its show-all link', async () => {
    const html = (await render('jp', 'news')).replaceAll('<wbr>', '');
    expect(html).toMatch(
      /<h2 id="list-productsAndTechnologyNews"[^>]*><a href="\/jp\/news\/products-and-technology-news\/"[^>]*><span>製品・技術ニュース<\/span><\/a><\/h2>/,
    );
    expect(part(html, 'list-technicalPublications', '</section>')).toMatch(
      /<a class="show-all" href="\/jp\/news\/technical-publications\/"[\s\S]*<span class="visually-hidden"[^>]*>: <span>技術論文<\/span><\/span>/,
    );
  });

  it('says a list has no entries yet', async () => {
    const empty = await container.renderToString(OverviewLists, {
      props: { locale: 'en', section: 'news' },
      locals: localsFor({ newsArticles: content.newsArticles!.filter((entry) => entry.newsMainCategory !== 'technicalPublications') }),
    });
    expect(part(empty, 'list-technicalPublications', '</section>')).toContain('There are no entries yet.');
    expect(entries(empty, 'productsAndTechnologyNews')).toHaveLength(3);
  });
});

describe('OverviewLists on the investor relations overview', () => {
  /** Each list card: its name, the list link and what it shows of its newest entry. */
  function cards(html: string) {
    return [...part(html, 'lists-heading', '</section>').matchAll(/<div class="list-card"[^>]*>([\s\S]*?)<svg/g)].map(([, card]) => ({
      href: /<h3[^>]*><a href="([^"]*)"/.exec(card!)?.[1],
      newest: /<p class="newest"[^>]*>([\s\S]*?)<\/p>/
        .exec(card!)?.[1]
        ?.replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    }));
  }

  it('shows the newest entry of each list on its card, or that the list is empty', async () => {
    const found = cards(await render('en', 'investorRelations'));
    expect(found).toHaveLength(7);
    expect(found[0]).toEqual({ href: '/en/investor-relations/ad-hoc-releases/', newest: '1 April 2026 Change in the executive board' });
    expect(found.find((card) => card.href === '/en/investor-relations/financial-calendar/')?.newest).toBe(
      '20 May 2026 Annual general meeting 2026',
    );
    const others = found.filter((card) => !/ad-hoc-releases|financial-calendar/.test(card.href ?? ''));
    expect(others).toHaveLength(5);
    for (const card of others) expect(card.newest, card.href).toBe('There are no entries yet.');
  });
});
