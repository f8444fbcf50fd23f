import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptParts, sectionCounts, toSearchHit } from '../../../src/search/results.ts';
import { fill, statusText } from '../../../src/search/status-text.ts';
import { searchLabels } from '../../../src/search/labels.ts';

describe('Pagefind results → search hits', () => {
  it('maps url, title, excerpt parts and section', () => {
    const hit = toSearchHit({
      url: '/jp/products-solutions/inkjet-printing/jetx/',
      meta: { title: 'JetX' },
      excerpt: 'ピエゾ<mark>プリントヘッド</mark>は &lt;70 °C&gt; &amp; more',
      filters: { section: ['products'] },
    });
    expect(hit).toEqual({
      url: '/jp/products-solutions/inkjet-printing/jetx/',
      title: 'JetX',
      excerpt: [
        { text: 'ピエゾ', mark: false },
        { text: 'プリントヘッド', mark: true },
        { text: 'は <70 °C> & more', mark: false },
      ],
      section: 'products',
    });
  });

  it('falls back to the URL as title and to no section; drops results without a site path', () => {
    expect(toSearchHit({ url: '/en/imprint/', meta: {}, excerpt: 'x' })).toMatchObject({ title: '/en/imprint/', section: null });
    expect(toSearchHit({ url: '/en/x/', filters: { section: ['unknown'] } })?.section).toBeNull();
    for (const bad of [null, 'text', {}, { url: 'https://evil.example/' }, { url: '//evil.example/' }, { url: 42 }])
      expect(toSearchHit(bad)).toBeNull();
  });

  it('renders only <mark> from an excerpt, as text', () => {
    expect(excerptParts('a <b>b</b> <mark>c</mark>')).toEqual([
      { text: 'a b ', mark: false },
      { text: 'c', mark: true },
    ]);
    expect(excerptParts('')).toEqual([]);
    expect(decodeEntities('&#x3042;&#12354;&quot;&unknown;')).toBe('ああ"&unknown;');
  });

  it('reads the count per section of Pagefind’s filter counts', () => {
    expect(sectionCounts({ section: { products: 3, news: 0, other: 2, unknown: 4 } })).toEqual({ products: 3, other: 2 });
    expect(sectionCounts(undefined)).toEqual({});
  });
});

describe('what the live region says', () => {
  const de = searchLabels('de');
  it('the count and the query in the visitor’s language', () => {
    expect(statusText(de, { status: 'ready', query: ' XBC ', total: 3 })).toBe('3 Ergebnisse für „XBC“');
    expect(statusText(de, { status: 'ready', query: 'XBC', total: 1 })).toBe('1 Ergebnis für „XBC“');
    expect(statusText(searchLabels('jp'), { status: 'ready', query: 'ウェーハ', total: 2 })).toBe('「ウェーハ」の検索結果：2件');
    expect(statusText(de, { status: 'ready', query: 'x', total: 0 })).toContain('Keine Ergebnisse');
    expect(statusText(de, { status: 'idle', query: '', total: 0 })).toBe('');
    expect(statusText(de, { status: 'loading', query: 'x', total: 0 })).toBe(de.loading);
    expect(fill('{a} {b}', { a: 1 })).toBe('1 {b}');
  });
});
