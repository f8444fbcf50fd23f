/**
 * The error page (docs/locales-and-urls.md §10, docs/architecture.md §10): without its own content (no `404-error-page` content page) it
 * still renders the message and a link home, and it is noindex without canonical; with that
 * content it shows its blocks instead of the short explanation. It reads both from the site
 * (`Astro.locals.site`) and keeps its record under the path it is written to.
 */
import { siteContainer } from '../site-container.ts';
import { describe, expect, it } from 'vitest';
import { localsFor, readerFor, siteFixture } from '../site/fixture.ts';

async function renderNotFound(options: { locals: ReturnType<typeof localsFor>; request?: Request }): Promise<string> {
  const { default: NotFoundPage } = await import('../../../src/components/NotFoundPage.astro');
  // The page's header holds the navigation islands: the container needs their renderer.
  const container = await siteContainer();
  return container.renderToString(NotFoundPage, { props: { locale: 'en' }, ...options });
}

describe('the error page without its content', () => {
  it('renders the message, a link home, noindex and no canonical', async () => {
    // A site without content: no 404-error-page content page.
    const html = await renderNotFound({ locals: localsFor() });
    expect(html).toContain('This page could not be found');
    expect(html).toContain('The address may be mistyped, or the page has moved.');
    expect(html).toMatch(/<a[^>]*href="\/en\/"/);
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).not.toContain('rel="canonical"');
  });
});

describe('the error page with its content', () => {
  const { model } = siteFixture({
    contentPages: [
      {
        id: 'e',
        slug: '404-error-page',
        internationalSlug: null,
        content: [{ __typename: 'ComponentContentTextarea', id: 't', anchorId: 'help', german: 'Hilfe', english: 'Try the **search**.' }],
      },
    ],
  });

  it('shows the blocks of the 404-error-page content page after the message, and the page depends on that entry', async () => {
    const { site, reads } = readerFor(model);
    const html = await renderNotFound({ locals: { site } });
    expect(html).toContain('This page could not be found');
    expect(html).toMatch(/id="help"[\s\S]*<p>Try the <strong>search<\/strong>\.<\/p>/);
    expect(html.indexOf('This page could not be found')).toBeLessThan(html.indexOf('Try the'));
    expect(html).not.toContain('The address may be mistyped');
    expect(reads.deps).toContain('entry:contentPages:e');
  });

  it('keeps its record under /404.html, or under the locale error page path when rendered there', async () => {
    const other = readerFor(model);
    await renderNotFound({ locals: { site: other.site }, request: new Request('https://example.com/404/') });
    expect(other.reads.path).toBe('/404.html');
    const own = readerFor(model);
    await renderNotFound({ locals: { site: own.site }, request: new Request('https://example.com/en/404/') });
    expect(own.reads.path).toBe('/en/404/');
  });
});
