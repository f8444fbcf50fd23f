/**
 * The transcribed route tables of tests/e2e/spec-routes.ts expand to the expected example URLs
 * (docs/locales-and-urls.md §4, §5 and the rules listed there), with the sample content as parameters.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSampleContent } from '../../../scripts/content-server/sample/index.ts';
import type { Seed } from '../../../scripts/content-server/seed-types.ts';
import {
  counterpart,
  expandSpecRoutes,
  fillPattern,
  footerPages,
  pageCategorySegments,
  productCategorySegments,
  sampleRouteContent,
  specLocaleCodes,
  specRoutes,
  type SpecUrl,
} from '../../e2e/spec-routes.ts';

let seed: Seed;
let urls: SpecUrl[];
beforeAll(async () => {
  seed = await buildSampleContent();
  urls = expandSpecRoutes(seed);
});

const paths = (): Set<string> => new Set(urls.map((url) => url.path));

describe('spec route table', () => {
  it('reads the same sample content as buildSampleContent (apart from the upload files)', () => {
    const light = sampleRouteContent();
    const types = Object.keys(seed.collections).filter((type) => type !== 'UploadFile');
    expect(Object.keys(light.collections).sort()).toEqual(Object.keys(seed.collections).sort());
    for (const type of types) expect(light.collections[type], type).toEqual(seed.collections[type]);
    expect(light.collections.UploadFile?.map((file) => file.id)).toEqual(seed.collections.UploadFile?.map((file) => file.id));
  });

  it('has the 26 rows of the route table and the segment maps of docs/locales-and-urls.md §5', () => {
    expect(specRoutes).toHaveLength(26);
    expect(Object.keys(pageCategorySegments)).toHaveLength(6);
    expect(Object.keys(productCategorySegments)).toHaveLength(7);
    expect(footerPages.map((page) => page.id)).toEqual([
      'imprint',
      'privacy-policy',
      'terms-of-use',
      'terms',
      'contact',
      'news',
      'image-archive',
    ]);
  });

  it('fills patterns with the locale, params and optional params', () => {
    expect(fillPattern('/{lang}/investor-relations/ad-hoc-releases/{slug}/{id?}', 'en', { slug: 'a' })).toBe(
      '/en/investor-relations/ad-hoc-releases/a/',
    );
    expect(fillPattern('/{lang}/investor-relations/ad-hoc-releases/{slug}/{id?}', 'en', { slug: 'a', id: '3' })).toBe(
      '/en/investor-relations/ad-hoc-releases/a/3/',
    );
    expect(fillPattern('/{lang}', 'jp', {})).toBe('/jp/');
    expect(() => fillPattern('/{lang}/{slug}', 'de', {})).toThrow();
  });

  it('expands to well-formed paths in all five locales', () => {
    for (const url of urls) {
      expect(url.path).toMatch(new RegExp(`^/${url.locale}/([a-z0-9-]+/)*$`));
      expect(url.canonical.endsWith('/')).toBe(true);
    }
    for (const locale of specLocaleCodes) expect(urls.some((url) => url.locale === locale)).toBe(true);
  });

  it('gives every row at least one URL in every locale', () => {
    for (const route of specRoutes) {
      for (const locale of specLocaleCodes) {
        expect(
          urls.some((url) => url.route === route.id && url.locale === locale),
          `${route.id} ${locale}`,
        ).toBe(true);
      }
    }
  });

  it('names the expected example paths', () => {
    const all = paths();
    // The example paths in groups, German and English spelling side by side.
    // prettier-ignore
    for (const expected of [
      '/de/', '/en/investor-relations/', '/de/jobs/', '/cn/news/',
      '/de/investor-relations/ad-hoc-meldungen/', '/en/investor-relations/ad-hoc-releases/',
      '/de/news/produkt-und-technologiennachrichten/', '/tw/news/products-and-technology-news/',
      '/de/investor-relations/finanzkalender/', '/jp/investor-relations/financial-calendar/',
      '/de/produkte-loesungen/belacker-entwickler/acs300-gen3/', '/en/products-solutions/coater-developer/acs300-gen3/',
      '/de/produkte-loesungen/metrology/dsm8-200-gen2/', '/jp/products-solutions/metrology/dsm8-200-gen2/',
      '/de/impressum/', '/en/imprint/', '/tw/privacy-policy/', '/de/agb/', '/cn/terms/', '/de/kontakt/', '/jp/contact/',
      '/de/bildarchiv/', '/en/image-archive/', '/de/event/', '/en/event/',
      '/de/news/technical-publications/', '/de/produkte-loesungen/', '/en/products-solutions/',
      '/de/unternehmen/organisation/', '/en/company/organization/', '/de/karriere/wer-wir-sind/', '/en/careers/who-we-are/',
    ]) {
      expect(all.has(expected), expected).toBe(true);
    }
    expect([...all].some((p) => p.startsWith('/de/investor-relations/pressemitteilungen/investor-relations-news/'))).toBe(true);
    expect([...all].some((p) => p.startsWith('/en/investor-relations/press-releases/investor-relations-news/'))).toBe(true);
    expect([...all].some((p) => /^\/de\/investor-relations\/finanzberichte\/[a-z0-9-]+\/\d+\/$/.test(p))).toBe(true);
  });

  it('marks the optional-param forms as aliases of the canonical form', () => {
    const adhoc = urls.filter((url) => url.route === 'detail:adhocReleases' && url.locale === 'de');
    const alias = adhoc.find((url) => url.alias);
    expect(alias?.path).toMatch(/\/\d+\/$/);
    expect(alias?.canonical).toBe(alias?.path.replace(/\d+\/$/, ''));
    const techAlias = urls.find((url) => url.locale === 'de' && url.path === '/de/news/technical-publications/');
    expect(techAlias).toMatchObject({ alias: true, canonical: '/de/news/technische-publikationen/' });
    const techEn = urls.find(
      (url) => url.locale === 'en' && url.path === '/en/news/technical-publications/' && url.route === 'detail:technicalPublications',
    );
    expect(techEn).toMatchObject({ alias: false });
  });

  it('pairs the language versions of a page by key', () => {
    const german = urls.find((url) => url.path === '/de/produkte-loesungen/belacker-entwickler/acs300-gen3/') as SpecUrl;
    expect(counterpart(urls, german.key, 'en')?.path).toBe('/en/products-solutions/coater-developer/acs300-gen3/');
    const list = urls.find((url) => url.path === '/de/investor-relations/pressemitteilungen/') as SpecUrl;
    expect(counterpart(urls, list.key, 'tw')?.path).toBe('/tw/investor-relations/press-releases/');
  });
});
