import { beforeAll, describe, expect, it } from 'vitest';
import { buildSubNavigation, type SubNavigationSource } from '../../../src/navigation/sub-navigation.ts';
import type { LocaleCode } from '../../../src/i18n/locales.ts';
import { pageTable, siteLinks } from '../../../src/routing/site-pages.ts';
import { navigationSample, type NavigationSample } from './sample.ts';

let sample: NavigationSample;
beforeAll(async () => {
  sample = await navigationSample();
}, 60_000);

const page = (slug: string) => {
  const found = sample.content.contentPages.find((entry) => entry.slug === slug);
  if (!found) throw new Error(slug);
  return found as unknown as { id: string; slug: string; internationalSlug: string; pageCategory: string | null };
};

function links(locale: LocaleCode, items: SubNavigationSource[], pagePath = `/${locale}/company/organization/`) {
  const problems: string[] = [];
  const result = buildSubNavigation(items, {
    locale,
    pagePath,
    links: siteLinks(pageTable(sample.pages)),
    report: (p) => problems.push(p),
    entry: 'content page 7 (organisation)',
  });
  return { result, problems };
}

const anchor = (anchorId: string): SubNavigationSource => ({
  __typename: 'ComponentSubNavigationOnPageAnchor',
  anchorId,
  anchorTranslation: { german: 'Vorstand', english: 'Management Board' },
});

describe('buildSubNavigation (docs/navigation.md §7)', () => {
  it('links on-page anchors to the page itself, adding the leading # when missing', () => {
    const { result, problems } = links('en', [anchor('management'), anchor('#supervisory-board')]);
    expect(result.map((link) => link.href)).toEqual([
      '/en/company/organization/#management',
      '/en/company/organization/#supervisory-board',
    ]);
    expect(result[0]).toMatchObject({ kind: 'anchor', text: 'Management Board' });
    expect(problems).toEqual([]);
  });

  it('links content pages with their page anchor, and product pages by category and slug, locale-prefixed', () => {
    const items: SubNavigationSource[] = [
      {
        __typename: 'ComponentSubNavigationContentPageLink',
        label: { german: 'Nachhaltigkeit', english: 'Sustainability' },
        pageAnchor: '#goals',
        content_page: page('nachhaltigkeit'),
      },
      { __typename: 'ComponentSubNavigationProductPageLink', Category: 'MaskAligner', Productname: 'MA12', slug: 'ma12' },
    ];
    expect(links('de', items).result.map((link) => [link.kind, link.text, link.href])).toEqual([
      ['page', 'Nachhaltigkeit', '/de/unternehmen/nachhaltigkeit/#goals'],
      ['product', 'MA12', '/de/produkte-loesungen/mask-aligner/ma12/'],
    ]);
    expect(links('en', items).result.map((link) => link.href)).toEqual([
      '/en/company/sustainability/#goals',
      '/en/products-solutions/mask-aligner/ma12/',
    ]);
  });

  it('hides the investor link in tw, jp and cn (docs/navigation.md §9)', () => {
    const investor: SubNavigationSource = {
      __typename: 'ComponentSubNavigationContentPageLink',
      label: { english: 'Corporate Governance' },
      content_page: page('corporate-governance'),
    };
    const overview: SubNavigationSource = {
      __typename: 'ComponentSubNavigationContentPageLink',
      label: { english: 'IR' },
      content_page: page('investor-relations'),
    };
    expect(links('en', [investor, overview]).result.map((link) => link.href)).toEqual([
      '/en/investor-relations/corporate-governance/',
      '/en/investor-relations/',
    ]);
    expect(links('de', [investor]).result).toHaveLength(1);
    for (const locale of ['tw', 'jp', 'cn'] as const)
      expect(links(locale, [investor, overview, anchor('management')]).result.map((link) => link.kind)).toEqual(['anchor']);
  });

  it('renders a product link without a built page as plain text and names it', () => {
    const { result, problems } = links('en', [
      { __typename: 'ComponentSubNavigationProductPageLink', Category: 'Metrology', Productname: 'Ghost', slug: 'ghost' },
    ]);
    expect(result).toEqual([{ kind: 'product', text: 'Ghost', href: null }]);
    expect(problems).toEqual([
      expect.stringContaining(
        'content page 7 (organisation): sub-navigation product link "Ghost" (Metrology/ghost) has no built product page',
      ),
    ]);
  });

  it('leaves out and names items it cannot show', () => {
    const { result, problems } = links('en', [
      { __typename: 'ComponentSubNavigationOnPageAnchor', anchorId: '  ', anchorTranslation: { english: 'x' } },
      { __typename: 'ComponentSubNavigationContentPageLink', label: null, content_page: null },
      { __typename: 'ComponentSubNavigationVideo' } as unknown as SubNavigationSource,
    ]);
    expect(result).toEqual([]);
    expect(problems).toHaveLength(3);
    expect(problems[2]).toContain('unknown sub-navigation item type ComponentSubNavigationVideo');
  });

  it('is the sub-navigation the sample organisation page declares', () => {
    const organisation = page('organisation') as unknown as { pageSubNavigation: SubNavigationSource[] };
    expect(links('en', organisation.pageSubNavigation).result.map((link) => link.text)).toEqual([
      'Management Board',
      'Supervisory Board',
      'Group structure',
      'Sustainability',
      'Corporate Governance',
    ]);
    expect(links('jp', organisation.pageSubNavigation, '/jp/company/organization/').result.map((link) => link.kind)).toEqual([
      'anchor',
      'anchor',
      'anchor',
      'page',
    ]);
  });
});
