/**
 * OverviewLists with the collections mocked: entries come from the order the site enumeration
 * computed, an article the enumeration skipped is shown without link, and the visually hidden
 * list name carries its language when English stands in.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import OverviewLists from '../../../src/views/OverviewLists.astro';

const text = (value: string) => ({ german: value, english: value, japanese: null, chinese: null, taiwanese: null });
const article = (id: string, slug: string, publishingDate: string) => ({
  id,
  slug,
  Headline: text(`Headline ${id}`),
  content: text('Body'),
  publishingDate,
  articleImage: null,
  PDF: null,
  newsMainCategory: 'corporateNews',
  newsSubCategory: null,
});

vi.mock('../../../src/cms/collections.ts', () => ({
  getContentPages: async () => [],
  getProductPages: async () => [],
  getProductCategories: async () => [],
  getNewsArticles: async () => [
    article('1', 'older', '2024-01-01'),
    article('2', 'not a segment', '2025-06-01'),
    article('3', 'newest', '2026-01-01'),
    article('4', 'oldest', '2020-01-01'),
  ],
}));

// English stands in for the list names (the real UI strings have every name translated)
vi.mock('../../../src/views/articles.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/views/articles.ts')>()),
  listName: () => ({ text: 'Products and technology news', lang: 'en' }),
}));

let container: AstroContainer;
beforeAll(async () => {
  container = await AstroContainer.create();
});

describe('OverviewLists', () => {
  it('shows the newest three in the enumeration order, linking only built detail pages', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const html = await container.renderToString(OverviewLists, { props: { locale: 'jp', section: 'news' } });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('news article 2: field slug ("not a segment")'));
    warn.mockRestore();
    const section = html.slice(html.indexOf('list-productsAndTechnologyNews'), html.indexOf('list-technicalPublications'));
    const headlines = [...section.matchAll(/Headline (\d)/g)].map((match) => match[1]);
    expect(headlines).toEqual(['3', '2', '1']);
    expect(section).toContain('href="/jp/news/products-and-technology-news/newest/"');
    expect(section).toContain('href="/jp/news/products-and-technology-news/older/"');
    expect(section).not.toMatch(/href="[^"]*not/);
  });

  it('marks the language of the visually hidden list name when English stands in', async () => {
    const html = await container.renderToString(OverviewLists, { props: { locale: 'jp', section: 'news' } });
    expect(html).toMatch(/<span class="visually-hidden"[^>]*>: <span lang="en"[^>]*>Products and technology news<\/span><\/span>/);
  });
});
