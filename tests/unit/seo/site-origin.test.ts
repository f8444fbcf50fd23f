import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeSiteOrigin, localOrigin, siteOrigin, SiteOriginError } from '../../../src/seo/site-url.ts';

describe('siteOrigin', () => {
  it('uses SITE_URL first, reduced to its origin', () => {
    expect(siteOrigin({ SITE_URL: 'https://www.example.com/' })).toEqual({ origin: 'https://www.example.com', source: 'SITE_URL' });
    expect(
      siteOrigin({ SITE_URL: ' https://www.example.com ', URL: 'https://site.netlify.app', NETLIFY: 'true', CONTEXT: 'production' }).origin,
    ).toBe('https://www.example.com');
  });

  it("uses Netlify's URL (the production URL) on Netlify, previews included", () => {
    expect(siteOrigin({ NETLIFY: 'true', CONTEXT: 'production', URL: 'https://www.example.com' })).toEqual({
      origin: 'https://www.example.com',
      source: 'URL',
    });
    // A deploy preview has its own address (DEPLOY_PRIME_URL); canonical links still name production.
    const preview = {
      NETLIFY: 'true',
      CONTEXT: 'deploy-preview',
      URL: 'https://www.example.com',
      DEPLOY_PRIME_URL: 'https://deploy-preview-7--site.netlify.app',
    };
    expect(siteOrigin(preview).origin).toBe('https://www.example.com');
  });

  it('ignores a stray URL variable outside Netlify and falls back to localhost', () => {
    expect(siteOrigin({})).toEqual({ origin: localOrigin, source: 'default' });
    expect(siteOrigin({ URL: 'https://elsewhere.example' })).toEqual({ origin: localOrigin, source: 'default' });
    expect(siteOrigin({ SITE_URL: '  ' })).toEqual({ origin: localOrigin, source: 'default' });
    expect(siteOrigin({ NETLIFY: 'true', CONTEXT: 'deploy-preview' }).origin).toBe(localOrigin);
  });

  it('refuses a Netlify production build without SITE_URL or URL, with one clear message', () => {
    expect(() => siteOrigin({ NETLIFY: 'true', CONTEXT: 'production' })).toThrow(SiteOriginError);
    expect(() => siteOrigin({ CONTEXT: 'production', URL: '' })).toThrow(/set SITE_URL/);
    expect(() => siteOrigin({ CONTEXT: 'production' })).toThrow(/localhost:4321/);
  });

  it('rejects malformed origins', () => {
    expect(() => siteOrigin({ SITE_URL: 'www.example.com' })).toThrow(/SITE_URL="www.example.com" is not an absolute URL/);
    expect(() => siteOrigin({ SITE_URL: 'ftp://example.com' })).toThrow(/http\(s\)/);
    expect(() => siteOrigin({ NETLIFY: 'true', URL: 'nope' })).toThrow(/URL="nope"/);
  });

  it('describes the origin for the build log', () => {
    expect(describeSiteOrigin({ origin: 'https://www.example.com', source: 'SITE_URL' })).toBe('https://www.example.com (from SITE_URL)');
    expect(describeSiteOrigin({ origin: 'https://www.example.com', source: 'URL' })).toContain("Netlify's URL");
    expect(describeSiteOrigin({ origin: localOrigin, source: 'default' })).toContain('set SITE_URL');
  });
});

describe('astro.config.mjs', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function configuredSite(env: Record<string, string>): Promise<string | undefined> {
    for (const name of ['SITE_URL', 'URL', 'CONTEXT', 'NETLIFY']) vi.stubEnv(name, env[name] ?? '');
    vi.resetModules();
    const config = (await import('../../../astro.config.mjs')).default;
    return config.site;
  }

  it("takes `site` from siteOrigin: Netlify's URL on Netlify, localhost locally", async () => {
    expect(await configuredSite({ NETLIFY: 'true', CONTEXT: 'production', URL: 'https://www.example.com' })).toBe(
      'https://www.example.com',
    );
    expect(await configuredSite({ SITE_URL: 'https://corp.example.org/' })).toBe('https://corp.example.org');
    expect(await configuredSite({})).toBe(localOrigin);
  });
});
