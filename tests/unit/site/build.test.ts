/** The site model (src/site/build.ts): one pure function from the content to pages, lookups, navigation, footer and events. */
import { describe, expect, it } from 'vitest';
import { ContentProblemError, contentProblemReporter } from '../../../src/cms/problems.ts';
import { localeCodes } from '../../../src/i18n/locales.ts';
import { buildSiteModel } from '../../../src/site/build.ts';
import { digestOf } from '../../../src/site/digests.ts';
import { smallSite } from './content.ts';
import { siteData, siteFixture, type FixtureContent } from './fixture.ts';

describe('buildSiteModel', () => {
  it('is pure: the same content gives an equal model, and nothing is shared between two models', () => {
    const a = siteFixture(smallSite()).model;
    const b = siteFixture(smallSite()).model;
    expect(b.pages).toEqual(a.pages);
    expect(b.pages).not.toBe(a.pages);
    expect([...b.navigation]).toEqual([...a.navigation]);
    expect([...b.footer]).toEqual([...a.footer]);
  });

  it('indexes the pages by path and the entries by id', () => {
    const { model } = siteFixture(smallSite());
    expect(model.pageByPath.get('/de/kontakt/')?.view).toEqual({ kind: 'content', pageId: '1' });
    expect(model.pageByPath.get('/en/contact/')?.view).toEqual({ kind: 'content', pageId: '1' });
    expect(model.entries.newsArticles.get('n2')?.data.slug).toBe('zwei');
    expect(model.entries.contentPages.get('9')).toBeUndefined();
  });

  it('finds a content page by slug before another page’s internationalSlug', () => {
    const content = smallSite();
    content.contentPages = [...content.contentPages!, { id: '4', slug: 'contact', internationalSlug: 'contact-us' }];
    const { model } = siteFixture(content);
    expect(model.contentPageBySlug.get('contact')?.id).toBe('4');
    expect(model.contentPageBySlug.get('kontakt')?.id).toBe('1');
    expect(model.contentPageBySlug.get('fairs')?.id).toBe('2');
  });

  it('takes the product category entry with the lowest order for a category', () => {
    const { model } = siteFixture(smallSite());
    expect(model.productCategoryByCategory.get('CoaterAndDeveloper')?.id).toBe('c1');
  });

  it('lists the product pages it builds per locale, without a product that gets no route', () => {
    const { model, skipped } = siteFixture(smallSite());
    for (const locale of localeCodes) expect(model.productPaths.get(locale)?.size).toBe(1);
    expect([...model.productPaths.get('de')!]).toEqual(['/de/produkte-loesungen/belacker-entwickler/coater-x/']);
    expect(skipped).toEqual([expect.stringContaining('product page p2')]);
  });

  it('orders the events by start date and finds them by label', () => {
    const { model } = siteFixture(smallSite());
    expect(model.events.ordered.map((event) => event.label)).toEqual(['laser', 'semicon']);
    expect(model.events.byLabel.get('semicon')?.event.startDate).toBe('2027-03-01');
  });

  it('builds the navigation and the footer of every locale, reporting problems instead of logging them', () => {
    const { model, problems } = siteFixture(smallSite());
    expect([...model.navigation.keys()]).toEqual([...localeCodes]);
    expect([...model.footer.keys()]).toEqual([...localeCodes]);
    expect(problems).toContain('[footer] the content has no footer data: the footer shows only the bottom bar');
  });

  it('stamps the footer with the year it is given', () => {
    expect(JSON.stringify(siteFixture(smallSite(), { year: 2031 }).model.footer.get('en'))).toContain('2031');
  });

  it('is built for the day it is given: the model keeps it, and the key `today` has the date as its digest', () => {
    const monday = siteFixture(smallSite(), { today: '2026-06-01' }).model;
    const tuesday = siteFixture(smallSite(), { today: '2026-06-02' }).model;
    expect(monday.today).toBe('2026-06-01');
    expect(digestOf(monday, 'today')).toBe('2026-06-01');
    expect(digestOf(tuesday, 'today')).toBe('2026-06-02');
    expect(siteFixture(smallSite(), { today: '2026-06-01' }).model).toEqual(monday);
  });

  it('names a legacy id two news articles hold in the build log, with no redirect from it; STRICT_CONTENT=1 fails the build', () => {
    const dealing = (id: string) =>
      ({ id, legacyId: '34', slug: 'dealing', newsMainCategory: 'investorRelationsNews', newsSubCategory: 'directorsDealings' }) as const;
    const content: FixtureContent = { newsArticles: [dealing('dd01'), dealing('dd02')] };
    const { model, problems } = siteFixture(content);
    expect(model.redirects).toEqual([]);
    expect(problems).toContain('[redirects] legacy id "34" is held by news articles dd01, dd02: none of them gets redirects from it');
    // The build's reporter, quiet about the fixture's navigation (it has no content pages).
    const logged: string[] = [];
    const strict = (scope: string) =>
      scope === 'redirects' ? contentProblemReporter(scope, { env: { STRICT_CONTENT: '1' }, log: (line) => logged.push(line) }) : () => {};
    expect(() => buildSiteModel(siteData(content), { today: '2026-06-01', report: strict, onSkip: () => {} })).toThrow(ContentProblemError);
    expect(logged).toEqual([expect.stringMatching(/^\[redirects\] legacy id "34" is held by news articles dd01, dd02/)]);
  });
});
