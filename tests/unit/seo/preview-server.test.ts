/**
 * The local preview (scripts/lib/static-server.ts) for the root redirect and the error pages: `/`
 * serves the root page (its script does the redirect), sitemap files are served as XML, unknown
 * paths answer the locale's 404 page (or the root one outside the locale prefixes) with status 404.
 */
import { describe, expect, it } from 'vitest';
import { serveFixtureSite } from '../build/fixture-site.ts';

const files: Record<string, string> = {
  'index.html': '<p>root redirect</p>',
  '404.html': '<h1>root 404</h1>',
  'en/index.html': '<h1>Home</h1>',
  'en/404/index.html': '<h1>en 404</h1>',
  'sitemap-index.xml': '<sitemapindex/>',
  'sitemaps/1.xml': '<urlset/>',
  'robots.txt': 'User-agent: *',
};

describe('the preview server for the root page, sitemaps and 404s', () => {
  const fixture = serveFixtureSite(files);
  const get = fixture.get;

  it('serves the root page at /', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<p>root redirect</p>');
  });

  it('serves the sitemap files as XML and robots.txt as text', async () => {
    for (const pathname of ['/sitemap-index.xml', '/sitemaps/1.xml']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      expect(response.headers.get('content-type'), pathname).toMatch(/xml/);
    }
    expect((await get('/robots.txt')).headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('answers unknown paths with the 404 page of the locale, else the root one', async () => {
    const english = await get('/en/does-not-exist');
    expect(english.status).toBe(404);
    expect(await english.text()).toBe('<h1>en 404</h1>');
    const unknown = await get('/xx/anything');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('<h1>root 404</h1>');
  });
});
