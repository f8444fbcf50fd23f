/** The sample release documents (NewsArticle.releaseHtml) each yield a body through the expected extractor. */
import { describe, expect, it, vi } from 'vitest';
import { allNews } from '../../../scripts/content-server/sample/news/index.ts';
import { articleRelease } from '../../../src/views/release.ts';

const withRelease = allNews.filter((n) => n.releaseHtml);

describe('sample release documents', () => {
  it('are carried by three investor-relations releases', () => {
    expect(withRelease.map((n) => n.slug)).toEqual([
      'vantoro-raises-revenue-guidance-2024',
      'dividend-proposal-2025',
      'capital-markets-day-2023',
    ]);
  });

  it.each([
    ['vantoro-raises-revenue-guidance-2024', 'financial', 'EUR 410 to 430 million'],
    ['dividend-proposal-2025', 'financial', 'a dividend of EUR 0.45 per share'],
    ['capital-markets-day-2023', 'press', 'a revenue target of EUR 600 million'],
  ])('%s: extracted by the %s extractor, without a content problem', (slug, extractor, phrase) => {
    const news = withRelease.find((n) => n.slug === slug)!;
    const report = vi.fn();
    const release = articleRelease(
      { id: news.key, slug, releaseHtml: news.releaseHtml, newsMainCategory: news.main, newsSubCategory: news.sub },
      report,
    );
    expect(report).not.toHaveBeenCalled();
    expect(release).toMatchObject({ extractor, lang: 'en' });
    expect(release!.html).toContain(phrase);
    for (const furniture of ['Newswire', 'Imprint', 'ISIN', '<script', 'Art. 17 MAR']) expect(release!.html).not.toContain(furniture);
  });
});
