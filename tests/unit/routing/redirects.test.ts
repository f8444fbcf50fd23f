/**
 * The redirects a migration leaves behind (src/routing/site-pages/redirects.ts): every page whose path
 * held the old id — canonical and alias forms, every locale — gets one from its old path; nothing else
 * does; a redirect never shadows a page and never chains; a legacy id two entries hold, or one that is
 * no URL segment, is a content problem and gives none.
 */
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../src/i18n/locales.ts';
import { buildSitePages, legacyRedirects, type SiteContent, type SitePage } from '../../../src/routing/site-pages.ts';

const TODAY = '2026-06-01';
const DOC = 'ms370jd9gw98wffxs8t5hrn0';

type Article = SiteContent['newsArticles'][number];

const article = (id: string, legacyId: string | null, fields: Partial<Article>): Article => ({
  id,
  legacyId,
  publishingDate: '2025-03-01',
  Headline: { german: `Meldung ${id}`, english: `Release ${id}` },
  ...fields,
});

const report = (id: string, legacyId: string | null = '21'): Article =>
  article(id, legacyId, { slug: 'annual-report-2024', newsMainCategory: 'investorRelationsNews', newsSubCategory: 'financialReports' });
const adhoc = (id: string, legacyId: string | null = '7'): Article =>
  article(id, legacyId, { slug: 'guidance-raised', newsMainCategory: 'investorRelationsNews', newsSubCategory: 'adhocReleases' });
const dealing = (id: string, legacyId: string | null = '34'): Article =>
  article(id, legacyId, { slug: 'dealing', newsMainCategory: 'investorRelationsNews', newsSubCategory: 'directorsDealings' });
const press = (id: string, legacyId: string | null = '5'): Article =>
  article(id, legacyId, { slug: 'q3-results', newsMainCategory: 'investorRelationsNews', newsSubCategory: null });
const news = (id: string, legacyId: string | null = '9'): Article =>
  article(id, legacyId, { slug: 'new-bonder', newsMainCategory: 'corporateNews' });

function derive(articles: Article[]): { pages: SitePage[]; redirects: ReturnType<typeof legacyRedirects>; problems: string[] } {
  const pages = buildSitePages({ contentPages: [], productPages: [], newsArticles: articles }, TODAY);
  const problems: string[] = [];
  return { pages, redirects: legacyRedirects(pages, articles, (problem) => problems.push(problem)), problems };
}

describe('legacyRedirects: where an old path leads', () => {
  it('leads every locale of an id-bearing detail page from its old path to its new one', () => {
    const { redirects, problems } = derive([report(DOC), dealing('dd0000000000000000000001'), press('pr0000000000000000000001')]);
    expect(problems).toEqual([]);
    expect(redirects).toContainEqual({
      from: '/de/investor-relations/finanzberichte/annual-report-2024/21/',
      to: `/de/investor-relations/finanzberichte/annual-report-2024/${DOC}/`,
    });
    expect(redirects).toContainEqual({
      from: '/en/investor-relations/directors-dealings/34/',
      to: '/en/investor-relations/directors-dealings/dd0000000000000000000001/',
    });
    expect(redirects).toContainEqual({
      from: '/jp/investor-relations/press-releases/investor-relations-news/q3-results/5/',
      to: '/jp/investor-relations/press-releases/investor-relations-news/q3-results/pr0000000000000000000001/',
    });
    expect(redirects).toHaveLength(3 * localeCodes.length);
  });

  it('leads the alias form of an optional id to the new alias; the canonical form without the id keeps its path', () => {
    const { pages, redirects } = derive([adhoc(DOC)]);
    const canonical = pages.find((page) => page.locale === 'de' && page.view.kind === 'articleDetail' && !page.alias)!;
    expect(canonical.path).toBe('/de/investor-relations/ad-hoc-releases/guidance-raised/');
    expect(redirects.filter((redirect) => redirect.to.startsWith('/de/'))).toEqual([
      {
        from: '/de/investor-relations/ad-hoc-releases/guidance-raised/7/',
        to: `/de/investor-relations/ad-hoc-releases/guidance-raised/${DOC}/`,
      },
    ]);
    expect(redirects).toHaveLength(localeCodes.length);
  });

  it('follows an old path whose slug came from the id (no slug, no headline: `article-{id}`)', () => {
    const bare = article(DOC, '12', { newsMainCategory: 'investorRelationsNews', newsSubCategory: 'votingRights', Headline: null });
    const { redirects } = derive([bare]);
    expect(redirects.filter((redirect) => redirect.to.startsWith('/en/'))).toEqual([
      { from: '/en/investor-relations/voting-rights/article-12/', to: `/en/investor-relations/voting-rights/article-${DOC}/` },
      { from: '/en/investor-relations/voting-rights/article-12/12/', to: `/en/investor-relations/voting-rights/article-${DOC}/${DOC}/` },
    ]);
  });

  it('gives none to an entry without a legacy id, with its own id as one, or whose paths hold no id', () => {
    expect(derive([report(DOC, null), report('21', '21'), news('nw0000000000000000000001'), adhoc('x1', ' ')]).redirects).toEqual([]);
  });

  it('never shadows a page and never chains: every source is no page, every target is one', () => {
    // The old id of one article is the id of another: its old path is that article's page now.
    const { pages, redirects, problems } = derive([report('21', '20'), report('22', '21'), dealing('dd0000000000000000000001')]);
    const paths = new Set(pages.map((page) => page.path));
    for (const { from, to } of redirects) {
      expect(paths.has(from), from).toBe(false);
      expect(paths.has(to), to).toBe(true);
    }
    expect(redirects.some((redirect) => redirect.to.endsWith('/22/'))).toBe(false);
    expect(problems).toEqual([
      'news article 22: its old path /de/investor-relations/finanzberichte/annual-report-2024/21/ (legacy id "21") is a page of the site now; it gets no redirect',
      expect.stringContaining('news article 22: its old path /en/investor-relations/financial-reports/annual-report-2024/21/'),
      ...Array.from({ length: localeCodes.length - 2 }, () => expect.stringContaining('news article 22: its old path')),
    ]);
  });
});

describe('legacyRedirects: content problems', () => {
  it('names a legacy id two entries hold and redirects neither of them', () => {
    const { redirects, problems } = derive([dealing('dd0000000000000000000001', '34'), dealing('dd0000000000000000000002', '34')]);
    expect(redirects).toEqual([]);
    expect(problems).toEqual([
      'legacy id "34" is held by news articles dd0000000000000000000001, dd0000000000000000000002: none of them gets redirects from it',
    ]);
  });

  it('names a legacy id that is no URL segment, once', () => {
    const { redirects, problems } = derive([report(DOC, 'a/b')]);
    expect(redirects).toEqual([]);
    expect(new Set(problems)).toEqual(
      new Set([`news article ${DOC}: legacy id "a/b" is not one URL segment; its old paths get no redirect`]),
    );
  });

  it('names two old paths that differ in case only, keeping the first', () => {
    const { redirects, problems } = derive([dealing('dd0000000000000000000001', 'ab'), dealing('dd0000000000000000000002', 'AB')]);
    expect(redirects.map((redirect) => redirect.to)).toEqual(
      localeCodes.map((locale) => `/${locale}/investor-relations/directors-dealings/dd0000000000000000000001/`),
    );
    expect(problems[0]).toBe(
      'news article dd0000000000000000000002: its old path /de/investor-relations/directors-dealings/AB/ is the old path of news article dd0000000000000000000001 too; it gets no redirect',
    );
  });
});
