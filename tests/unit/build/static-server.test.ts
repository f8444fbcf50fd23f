import { describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL, SECURITY_HEADERS } from '../../../src/security/headers.ts';
import { serveFixtureSite } from './fixture-site.ts';

const site: Record<string, string> = {
  '404.html': '<h1>root 404</h1>',
  'de/index.html': '<h1>Startseite</h1>',
  'de/404.html': '<h1>de 404</h1>',
  'de/kontakt/index.html': '<h1>Kontakt</h1>',
  'jp/404/index.html': '<h1>jp 404</h1>',
  'en/index.html': '<h1>Home</h1>',
  '_astro/app.3f2a.js': 'console.log(1);',
  '_img/wafer_1a2b-jpg-ef5862-640.avif': 'avif',
  'robots.txt': 'User-agent: *',
  'uploads/report_1a2b.pdf': '%PDF-1.7',
};

describe('the static server for built sites', () => {
  const fixture = serveFixtureSite(site);
  const get = fixture.get;

  it('listens on 127.0.0.1', () => {
    expect(fixture.server.host).toBe('127.0.0.1');
    expect(fixture.server.url).toBe(`http://127.0.0.1:${fixture.server.port}`);
  });

  it('serves a folder index at the canonical URL with a trailing slash', async () => {
    const response = await get('/de/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe('<h1>Startseite</h1>');
    expect((await get('/de/kontakt/')).status).toBe(200);
  });

  it('redirects the form without the slash to it, keeping the query', async () => {
    const response = await get('/de/kontakt?ref=footer');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/de/kontakt/?ref=footer');
    const followed = await fetch(`${fixture.server.url}/de`);
    expect(followed.status).toBe(200);
    expect(await followed.text()).toBe('<h1>Startseite</h1>');
  });

  it("answers unknown paths under a locale with that locale's 404 page and status 404", async () => {
    const response = await get('/de/gibt-es-nicht/');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toBe('<h1>de 404</h1>');
    expect(await (await get('/jp/nothing-here')).text()).toBe('<h1>jp 404</h1>');
  });

  it('falls back to the root 404 page', async () => {
    for (const pathname of ['/nothing', '/en/nothing/', '/xx/yy', '/_astro/missing.js']) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).toBe('<h1>root 404</h1>');
    }
    expect(await (await get('/de/kontakt/missing.png')).text()).toBe('<h1>de 404</h1>');
  });

  it('answers HEAD without a body and refuses other methods', async () => {
    const head = await get('/nothing', { method: 'HEAD' });
    expect(head.status).toBe(404);
    expect(await head.text()).toBe('');
    expect((await get('/de/', { method: 'POST' })).status).toBe(405);
  });

  it('caches hashed assets for good and revalidates pages, 404s and uploads', async () => {
    expect((await get('/_astro/app.3f2a.js')).headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect((await get('/_img/wafer_1a2b-jpg-ef5862-640.avif')).headers.get('cache-control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect((await get('/de/')).headers.get('cache-control')).toBe(REVALIDATE_CACHE_CONTROL);
    expect((await get('/uploads/report_1a2b.pdf')).headers.get('cache-control')).toBe(REVALIDATE_CACHE_CONTROL);
    // A missing asset must not be cached for a year: a later deploy may bring it.
    expect((await get('/_astro/missing.js')).headers.get('cache-control')).toBe(REVALIDATE_CACHE_CONTROL);
    expect((await get('/robots.txt')).status).toBe(200);
  });

  it('sends the security headers of src/security/headers.ts with pages, 404s, assets, image variants and redirects', async () => {
    const responses = {
      page: await get('/de/'),
      notFound: await get('/de/gibt-es-nicht/'),
      asset: await get('/_astro/app.3f2a.js'),
      image: await get('/_img/wafer_1a2b-jpg-ef5862-640.avif'),
      redirect: await get('/de'),
      refused: await get('/de/', { method: 'POST' }),
    };
    expect(responses.notFound.status).toBe(404);
    for (const [kind, response] of Object.entries(responses)) {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), `${kind}: ${name}`).toBe(value);
    }
    expect(responses.page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(responses.page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never redirects off-site or serves files outside the folder', async () => {
    const offSite = await get('//example.com');
    expect(offSite.status).toBe(404);
    expect(offSite.headers.get('location')).toBeNull();
    expect((await get('/..%2f..%2f..%2fetc%2fpasswd')).status).toBe(404);
  });
});
