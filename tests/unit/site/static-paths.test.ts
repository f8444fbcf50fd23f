/**
 * The static paths of the page routes come from the site model of the build (src/site/current.ts):
 * the home route renders the home SitePage of each locale, every other page goes to [...path], and
 * a model provided later (the rebuild service after an edit) is what the next call enumerates.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { localeCodes } from '../../../src/i18n/locales.ts';
import { resetIncrementalState } from '../../../src/incremental/state.ts';
import { homeStaticPaths, notFoundStaticPaths, sitePageStaticPaths } from '../../../src/site/static-paths.ts';
import { provideSiteModel, resetSiteModel, siteModel } from '../../../src/site/current.ts';
import { siteFixture } from '../site/fixture.ts';

const contact = { id: '1', slug: 'kontakt', internationalSlug: 'contact' };

describe('static paths', () => {
  afterEach(() => {
    resetSiteModel();
    resetIncrementalState();
  });

  it('gives /{lang}/ the home SitePage of each locale', async () => {
    const { model } = siteFixture({ contentPages: [contact] });
    provideSiteModel(model);
    resetIncrementalState();
    const home = await homeStaticPaths();
    expect(home.map((entry) => entry.params.lang)).toEqual([...localeCodes]);
    for (const entry of home) {
      expect(entry.props.page.view.kind).toBe('home');
      expect(entry.props.page.path).toBe(`/${entry.params.lang}/`);
      expect(model.pages).toContain(entry.props.page);
    }
  });

  it('leaves home to its own route and gives every other page to [...path]', async () => {
    const { model } = siteFixture({ contentPages: [contact] });
    provideSiteModel(model);
    resetIncrementalState();
    const rest = await sitePageStaticPaths();
    expect(rest.some((entry) => entry.props.page.view.kind === 'home')).toBe(false);
    expect(rest.map((entry) => entry.params.path)).toContain('kontakt');
    expect(rest.length + localeCodes.length).toBe(model.pages.length);
  });

  it('enumerates the model provided last', async () => {
    provideSiteModel(siteFixture({ contentPages: [contact] }).model);
    resetIncrementalState();
    expect((await sitePageStaticPaths()).map((entry) => entry.params.path)).toContain('kontakt');
    const { model } = siteFixture({ contentPages: [{ ...contact, slug: 'kontakt-neu' }] });
    provideSiteModel(model);
    expect(await siteModel()).toBe(model);
    const paths = (await sitePageStaticPaths()).map((entry) => entry.params.path);
    expect(paths).toContain('kontakt-neu');
    expect(paths).not.toContain('kontakt');
  });

  it('gives every locale its error page, which reads its content itself', () => {
    expect(notFoundStaticPaths()).toEqual(localeCodes.map((locale) => ({ params: { lang: locale }, props: { locale } })));
  });
});
