/**
 * The view data indexes are built once per build (memoised), from the one site enumeration: the
 * events are collected once (with the site pages), product links check against the built pages
 * of the locale, events are found by label without a scan.
 */
import { describe, expect, it, vi } from 'vitest';

const text = (value: string) => ({ german: value, english: value, japanese: null, chinese: null, taiwanese: null });
const calls = vi.hoisted(() => ({ contentPages: 0 }));

vi.mock('../../../src/cms/collections.ts', () => ({
  getContentPages: async () => {
    calls.contentPages += 1;
    return [
      {
        id: '1',
        slug: 'messen',
        internationalSlug: 'fairs',
        Headline: text('Fairs'),
        content: [
          {
            __typename: 'ComponentContentEvents',
            id: 'b',
            events: [
              { id: 'e2', label: 'later', title: text('Later'), startDate: '2027-01-01' },
              { id: 'e1', label: 'sooner', title: text('Sooner'), startDate: '2026-01-01' },
            ],
          },
        ],
      },
    ];
  },
  getProductPages: async () => [
    { id: 'p1', slug: 'ma200-gen3', Category: 'MaskAligner', Productheadline: text('MA200') },
    { id: 'p2', slug: 'bad slug', Category: 'MaskAligner' },
  ],
  getNewsArticles: async () => [],
  getProductCategories: async () => [],
}));

const data = await import('../../../src/views/data.ts');

describe('view data', () => {
  it('collects the events once, with the site pages, and finds them by label', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { getSitePages } = await import('../../../src/routing/site-pages.ts');
    await getSitePages();
    expect((await data.siteEvents()).map((entry) => entry.label)).toEqual(['sooner', 'later']);
    expect((await data.eventByLabel('later')).event.id).toBe('e2');
    await expect(data.eventByLabel('missing')).rejects.toThrow(data.MissingContentError);
    expect(calls.contentPages).toBe(1);
    warn.mockRestore();
  });

  it('builds the set of built product paths once per locale, without skipped products', async () => {
    const de = data.builtProductPaths('de');
    expect(data.builtProductPaths('de')).toBe(de);
    expect([...(await de)]).toEqual(['/de/produkte-loesungen/mask-aligner/ma200-gen3/']);
    expect([...(await data.builtProductPaths('jp'))]).toEqual(['/jp/products-solutions/mask-aligner/ma200-gen3/']);
  });
});
