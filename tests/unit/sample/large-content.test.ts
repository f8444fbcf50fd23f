import { describe, expect, it } from 'vitest';
import { buildLargeContent } from '../../../scripts/content-server/sample/large/index.ts';
import { findProblems } from './schema-walk.ts';

describe('large content for benchmarks', () => {
  it('adds synthetic entries that reuse the sample uploads and keep every relation valid', async () => {
    const seed = await buildLargeContent({ products: 40, news: 70, pages: 12 });
    const count = (type: string) => seed.collections[type]?.length ?? 0;
    expect(count('ProductPage')).toBe(22 + 40);
    expect(count('Product')).toBe(22 + 40);
    expect(count('NewsArticle')).toBeGreaterThanOrEqual(70 + 30);
    expect(count('ContentPage')).toBeGreaterThanOrEqual(12 + 40);
    expect(findProblems(seed)).toEqual([]);
    const slugs = seed.collections.ProductPage.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const categories = new Set(seed.collections.ProductPage.map((p) => p.Category));
    expect(categories.size).toBe(7);
    const uploadsBefore = (await buildLargeContent({ products: 0, news: 0, pages: 0 })).uploads.length;
    expect(seed.uploads.length).toBe(uploadsBefore);
  }, 60_000);
});
