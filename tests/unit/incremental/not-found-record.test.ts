/**
 * The error pages start their own record (src/components/NotFoundPage.astro): Astro renders
 * src/pages/404.astro at `/404/` (written to 404.html) and src/pages/[lang]/404.astro at `/de/404/` …;
 * the root one is recorded as /404.html, not under the default locale's error page.
 */
import { siteContainer } from '../site-container.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetIncrementalState } from '../../../src/incremental/state.ts';
import { beginPage, dependOn, finishCurrentPage } from '../../../src/incremental/tracker.ts';

/** The error page's content is read through a tracked accessor (like getContentPage does when the page exists). */
vi.mock('../../../src/cms/collections.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/cms/collections.ts')>()),
  getErrorPage: async () => {
    await dependOn('entry:contentPages:error-page');
    return undefined;
  },
}));

vi.mock('../../../src/routing/site-pages.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/routing/site-pages.ts')>()),
  getSitePages: async () => [],
}));

async function recordedPaths(url: string, locale: string): Promise<string[]> {
  const state = resetIncrementalState();
  const { default: NotFoundPage } = await import('../../../src/components/NotFoundPage.astro');
  const container = await siteContainer();
  await container.renderToString(NotFoundPage, { props: { locale, errorPage: null }, request: new Request(url) });
  finishCurrentPage(state);
  return [...state.rendered.keys()];
}

describe('the record of an error page', () => {
  afterEach(() => resetIncrementalState());

  it('is /404.html for the root error page, whatever form its URL has', async () => {
    expect(await recordedPaths('http://localhost:4321/404/', 'en')).toEqual(['/404.html']);
    expect(await recordedPaths('http://localhost:4321/404', 'en')).toEqual(['/404.html']);
    expect(await recordedPaths('http://localhost:4321/404.html', 'en')).toEqual(['/404.html']);
  });

  it('is the locale’s error page path for /{lang}/404/', async () => {
    expect(await recordedPaths('http://localhost:4321/en/404/', 'en')).toEqual(['/en/404/']);
    expect(await recordedPaths('http://localhost:4321/de/404/', 'de')).toEqual(['/de/404/']);
  });

  it('src/pages/404.astro reads the error page’s content into its own record, not into the page rendered before', async () => {
    const state = resetIncrementalState();
    await beginPage('/de/a/');
    const { default: RootNotFound } = await import('../../../src/pages/404.astro');
    const container = await siteContainer();
    await container.renderToString(RootNotFound, { request: new Request('http://localhost:4321/404/') });
    finishCurrentPage(state);
    expect(state.rendered.get('/de/a/')?.deps).not.toContain('entry:contentPages:error-page');
    expect([...state.rendered.keys()]).toEqual(['/de/a/', '/404.html']);
  });
});
