import { describe, expect, it } from 'vitest';
import { featureGroups, productHighlights } from '../../../src/views/product.ts';

const feature = {
  id: 'f1',
  backendLabel: 'bsa',
  description: null,
  showDetailHeadline: true,
  headline: { german: 'Rückseitenjustage', english: 'Backside alignment', taiwanese: null, japanese: null, chinese: null },
  content: { german: 'Text', english: 'Text en', taiwanese: null, japanese: null, chinese: null },
  availabilityTile: [
    {
      id: 't1',
      backendLabel: 'auto',
      CategoryTitle: { german: 'Automatisiert', english: 'Automated', chinese: null, japanese: '全自動', taiwanese: null },
      products: [
        { id: 'p1', productName: 'MA300 Gen3', slug: 'ma300-gen3', category: 'MaskAligner' as const },
        { id: 'p2', productName: 'MA200 Draft', slug: 'ma200-draft', category: 'MaskAligner' as const },
        { id: 'p3', productName: 'MA150', slug: 'ma150', category: 'MaskAligner' as const },
      ],
    },
    { id: 't2', backendLabel: 'empty', CategoryTitle: null, products: [] },
  ],
};

describe('featureGroups', () => {
  const built = new Set(['/de/produkte-loesungen/mask-aligner/ma300-gen3/', '/de/produkte-loesungen/mask-aligner/ma150/']);
  const fallback = { text: 'Technische Details', lang: 'de' as const };

  it('lists features with their availability, linking only to built product pages other than this one', () => {
    const [group] = featureGroups('de', [{ id: 'g1', headline: null, items: [feature, null] }], fallback, built, 'ma150');
    expect(group?.headline).toEqual(fallback);
    expect(group?.features[0]?.headline).toEqual({ text: 'Rückseitenjustage', lang: 'de' });
    const [tile, ...rest] = group?.features[0]?.availability ?? [];
    expect(rest).toEqual([]); // the tile without products is left out
    expect(tile?.title).toEqual({ text: 'Automatisiert', lang: 'de' });
    expect(tile?.products).toEqual([
      { name: 'MA300 Gen3', href: '/de/produkte-loesungen/mask-aligner/ma300-gen3/', current: false },
      { name: 'MA200 Draft', href: null, current: false },
      { name: 'MA150', href: null, current: true },
    ]);
  });

  it('shows texts in the page language, English standing in, and hides headlines when asked', () => {
    const [group] = featureGroups(
      'jp',
      [{ id: 'g1', headline: null, items: [{ ...feature, showDetailHeadline: false }] }],
      fallback,
      new Set(),
      null,
    );
    expect(group?.features[0]?.headline).toBeNull();
    expect(group?.features[0]?.availability[0]?.title).toEqual({ text: '全自動', lang: 'ja' });
    const [chinese] = featureGroups('cn', [{ id: 'g1', headline: null, items: [feature] }], fallback, new Set(), null);
    expect(chinese?.features[0]?.availability[0]?.title).toEqual({ text: 'Automated', lang: 'en' });
  });

  it('leaves out groups without features', () => {
    expect(featureGroups('en', [{ id: 'g', headline: null, items: [] }, null], fallback, new Set(), null)).toEqual([]);
  });
});

describe('productHighlights', () => {
  it('in the page language, English standing in', () => {
    const highlights = [{ german: 'Schnell', english: 'Fast', japanese: '高速' }, null, { german: null, english: 'Only English' }];
    expect(productHighlights('de', highlights)).toEqual([
      { text: 'Schnell', lang: 'de' },
      { text: 'Only English', lang: 'en' },
    ]);
    expect(productHighlights('cn', highlights).map((h) => h.lang)).toEqual(['en', 'en']);
    expect(productHighlights('jp', highlights)).toEqual([
      { text: '高速', lang: 'ja' },
      { text: 'Only English', lang: 'en' },
    ]);
  });
});
