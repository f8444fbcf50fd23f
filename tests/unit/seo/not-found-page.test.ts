/**
 * The error page (SPEC §2.11, §8) without its own content (the `404-error-page` content page could
 * not be fetched): it still renders the message and a link home, and it is noindex without canonical.
 */
import { siteContainer } from '../site-container.ts';
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../src/routing/site-pages.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/routing/site-pages.ts')>()),
  getSitePages: async () => [],
}));

describe('the error page without its content', () => {
  it('renders the message, a link home, noindex and no canonical', async () => {
    const { default: NotFoundPage } = await import('../../../src/components/NotFoundPage.astro');
    // The page's header holds the navigation islands: the container needs their renderer.
    const container = await siteContainer();
    const html = await container.renderToString(NotFoundPage, { props: { locale: 'en', errorPage: null } });
    expect(html).toContain('This page could not be found');
    expect(html).toMatch(/<a[^>]*href="\/en\/"/);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toContain('rel="canonical"');
  });
});
