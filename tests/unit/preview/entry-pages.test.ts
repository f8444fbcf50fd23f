import { describe, expect, it } from 'vitest';
import type { SitePage } from '../../../src/routing/site-pages.ts';
import { previewPages } from '../../../src/preview/entry-pages.ts';

function page(key: string, locale: SitePage['locale'], path: string, alias = false): SitePage {
  return {
    key,
    locale,
    path,
    canonical: alias ? `/${locale}/canonical/` : path,
    alias,
    englishOnly: false,
    view: { kind: 'home' },
  } as unknown as SitePage;
}

describe('previewPages', () => {
  it("names each entry's canonical page per language: content and product pages and article details", () => {
    const table = previewPages([
      page('content:12', 'de', '/de/unternehmen/'),
      page('content:12', 'en', '/en/company/'),
      page('content:12', 'en', '/en/company-alias/', true),
      page('product:k3x', 'jp', '/jp/products-solutions/x/'),
      page('detail:press-releases:doc9', 'en', '/en/news/press-releases/n/doc9/'),
      page('list:press-releases:1', 'en', '/en/news/press-releases/'),
      page('home', 'en', '/en/'),
    ]);
    expect(table).toEqual({
      'content-page': { '12': { de: '/de/unternehmen/', en: '/en/company/' } },
      'product-page': { k3x: { jp: '/jp/products-solutions/x/' } },
      'news-article': { doc9: { en: '/en/news/press-releases/n/doc9/' } },
    });
  });
});
