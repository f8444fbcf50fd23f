/** The door (src/site/reader.ts): what each read returns, and the dependency keys it records for the page. */
import { describe, expect, it } from 'vitest';
import { MissingContentError } from '../../../src/site/reader.ts';
import { smallSite } from './content.ts';
import { readerFor, siteFixture } from './fixture.ts';

const { model } = siteFixture(smallSite());

describe('the site reader', () => {
  it('records nothing until something is read, and the keys every page reads once it starts its record', () => {
    const { site, reads } = readerFor(model);
    expect(reads.deps.size).toBe(0);
    site.recordAs('/de/kontakt/');
    expect(reads.path).toBe('/de/kontakt/');
    expect([...reads.deps].sort()).toEqual(['chrome', 'page:/de/kontakt/']);
  });

  it('an entry read by id: the entry, under its collection', () => {
    const { site, reads } = readerFor(model);
    expect(site.contentPage('2').slug).toBe('messen');
    expect(site.article('n1').slug).toBe('eins');
    expect(site.productPage('p1').Productname).toBe('Coater X');
    expect([...reads.deps]).toEqual(['entry:contentPages:2', 'entry:newsArticles:n1', 'entry:productPages:p1']);
  });

  it('a content page’s headline alone: its headline key, not the entry (a category page’s product list changes nothing)', () => {
    const { site, reads } = readerFor(model);
    expect(site.contentPageHeadline('2')).toEqual(model.entries.contentPages.get('2')!.data.Headline ?? null);
    expect([...reads.deps]).toEqual(['headline:contentPages:2']);
    expect(() => site.contentPageHeadline('99')).toThrow(MissingContentError);
  });

  it('a page read by slug depends on that page only; a slug no page has records nothing', () => {
    const { site, reads } = readerFor(model);
    expect(site.contentPageBySlug('contact')?.id).toBe('1');
    expect(site.contentPageBySlug('nowhere')).toBeUndefined();
    expect(site.errorPage()?.id).toBe('3');
    expect([...reads.deps]).toEqual(['entry:contentPages:1', 'entry:contentPages:3']);
  });

  it('stops the build with the id when a page names content the model does not have', () => {
    const { site } = readerFor(model);
    expect(() => site.contentPage('99')).toThrow(MissingContentError);
    expect(() => site.article('n9')).toThrow(/news article n9/);
    expect(() => site.event('nope')).toThrow(/event nope/);
  });

  it('a listing of every article depends on the whole collection', () => {
    const { site, reads } = readerFor(model);
    expect(site.allArticles().map((article) => article.id)).toEqual(['n1', 'n2', 'n3']);
    expect([...reads.deps]).toEqual(['collection:newsArticles']);
  });

  it('the newest articles of a list: the head of its first page, depending on that page and those articles', () => {
    const { site, reads } = readerFor(model);
    expect(site.newestArticles('en', 'productsAndTechnologyNews', 2).map((article) => article.id)).toEqual(['n2', 'n3']);
    const first = model.pages.find((page) => page.locale === 'en' && page.view.kind === 'articleList')!;
    expect([...reads.deps]).toEqual([`find:${first.path}`, 'entry:newsArticles:n2', 'entry:newsArticles:n3']);
  });

  it('the events, in calendar order, depend on the events key', () => {
    const { site, reads } = readerFor(model);
    expect(site.events().map((event) => event.label)).toEqual(['laser', 'semicon']);
    expect(site.event('semicon').event.id).toBe('x');
    expect([...reads.deps]).toEqual(['events']);
  });

  it('the category label a product page shows depends on the label only, also when the category has no entry (yet); nothing without a category', () => {
    const { site, reads } = readerFor(model);
    expect(site.productCategoryLabel('CoaterAndDeveloper')).toEqual(model.productCategoryByCategory.get('CoaterAndDeveloper')!.Label);
    expect([...reads.deps]).toEqual(['categoryLabel:CoaterAndDeveloper']);
    const other = readerFor(model);
    expect(other.site.productCategoryLabel('Metrology')).toBeUndefined();
    expect([...other.reads.deps]).toEqual(['categoryLabel:Metrology']);
    const none = readerFor(model);
    expect(none.site.productCategoryLabel(null)).toBeUndefined();
    expect(none.reads.deps.size).toBe(0);
  });

  it('the homepage single, the navigation and the footer', () => {
    const { site, reads } = readerFor(model);
    expect(site.homepage()?.id).toBe('homepage');
    expect(site.navigation('jp')).toBe(model.navigation.get('jp'));
    expect(site.footer('tw')).toBe(model.footer.get('tw'));
    expect([...reads.deps]).toEqual(['entry:homepage:homepage', 'chrome']);
  });

  it('records each lookup in the URL table, not the whole table', () => {
    const { site, reads } = readerFor(model);
    expect(site.contentPageLink('de', { id: '1', slug: 'kontakt' })).toBe('/de/kontakt/');
    expect(site.contentPageLink('en', { id: '9', slug: 'neu' })).toBeNull();
    expect(site.page('/jp/contact')?.key).toBe('content:1');
    expect(site.alternates(site.page('/de/kontakt/')!)).toHaveLength(5);
    expect(site.productPaths('de').has('/de/produkte-loesungen/belacker-entwickler/coater-x/')).toBe(true);
    expect([...reads.deps]).toEqual([
      'path:de:content:1',
      'path:en:content:9',
      'find:/jp/contact/',
      'find:/de/kontakt/',
      'versions:content:1',
      'find:/de/produkte-loesungen/belacker-entwickler/coater-x/',
    ]);
    expect(site.allPages()).toBe(model.pages);
    expect(reads.deps.has('routes')).toBe(true);
  });

  it("records the language switch by the page it found and that page's versions", () => {
    const { site, reads } = readerFor(model);
    expect(site.equivalentPath('/de/kontakt/?a=1#team', 'jp')).toBe('/jp/contact/?a=1#team');
    expect(site.equivalentPath('/de/gibt-es-nicht/', 'en')).toBe('/en/');
    expect([...reads.deps]).toEqual(['find:/de/kontakt/', 'versions:content:1', 'find:/de/gibt-es-nicht/']);
  });

  it('keeps the reads of two pages apart (each page has its own reader)', () => {
    const a = readerFor(model);
    const b = readerFor(model);
    a.site.recordAs('/de/kontakt/');
    b.site.recordAs('/de/messen/');
    a.site.contentPage('1');
    b.site.contentPage('2');
    expect(a.reads.deps.has('entry:contentPages:2')).toBe(false);
    expect(b.reads.deps.has('entry:contentPages:1')).toBe(false);
  });

  it('answers firstTime once per key and model', () => {
    const { site } = readerFor(model);
    expect(site.firstTime('unknown-block:X')).toBe(true);
    expect(readerFor(model).site.firstTime('unknown-block:X')).toBe(false);
    expect(readerFor(siteFixture(smallSite()).model).site.firstTime('unknown-block:X')).toBe(true);
  });
});
