/** The home route renders the home SitePage of the one page enumeration, like every other page. */
import { describe, expect, it, vi } from 'vitest';
import { localeCodes } from '../../../src/i18n/locales.ts';

vi.mock('../../../src/cms/collections.ts', () => ({
  getContentPages: async () => [{ id: '1', slug: 'kontakt', internationalSlug: 'contact' }],
  getProductPages: async () => [],
  getNewsArticles: async () => [],
  getErrorPage: async () => undefined,
}));

const { homeStaticPaths, sitePageStaticPaths } = await import('../../../src/routing/static-paths.ts');
const { getSitePages } = await import('../../../src/routing/site-pages.ts');

describe('static paths', () => {
  it('gives /{lang}/ the home SitePage of each locale', async () => {
    const pages = await getSitePages();
    const home = await homeStaticPaths();
    expect(home.map((entry) => entry.params.lang)).toEqual([...localeCodes]);
    for (const entry of home) {
      expect(entry.props.page.view.kind).toBe('home');
      expect(entry.props.page.path).toBe(`/${entry.params.lang}/`);
      expect(pages).toContain(entry.props.page);
    }
  });

  it('leaves home to its own route and gives every other page to [...path]', async () => {
    const rest = await sitePageStaticPaths();
    expect(rest.some((entry) => entry.props.page.view.kind === 'home')).toBe(false);
    expect(rest.map((entry) => entry.params.path)).toContain('kontakt');
    expect(rest.length + localeCodes.length).toBe((await getSitePages()).length);
  });
});
