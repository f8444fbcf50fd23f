/**
 * What the view data readers (src/views/data.ts) record for the page being rendered: the entries
 * they return, and for a product category the page would show but that has no entry yet, the whole
 * collection (a category entry added later must re-render the page: it adds no route).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { alwaysDeps, depKey } from '../../../src/incremental/keys.ts';
import { resetIncrementalState } from '../../../src/incremental/state.ts';
import { resetFakeSite } from './fake-site.ts';

const content = vi.hoisted(() => ({
  categories: [] as Array<{ id: string; Category: string; order?: number }>,
}));

vi.mock('../../../src/cms/collections.ts', async () => {
  const { collectionsModule } = await import('./fake-site.ts');
  return {
    ...collectionsModule,
    getContentPages: async () => [{ id: '1', slug: 'a' }],
    getNewsArticles: async () => [{ id: 'n1' }, { id: 'n2' }],
    getProductPages: async () => [{ id: 'p1', slug: 'ma', Category: 'MaskAligner' }],
    getProductCategories: async () => content.categories,
  };
});
vi.mock('../../../src/routing/site-pages.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../src/routing/site-pages.ts')>()),
  ...(await import('./fake-site.ts')).sitePagesModule,
}));
vi.mock('../../../src/navigation/index.ts', () => import('./fake-site.ts').then((m) => m.navigationModule));

/** The keys a page read besides alwaysDeps, after `read` ran while it rendered. */
async function depsOf(read: (data: typeof import('../../../src/views/data.ts')) => Promise<unknown>): Promise<string[]> {
  vi.resetModules();
  const state = resetIncrementalState();
  const tracker = await import('../../../src/incremental/tracker.ts');
  const data = await import('../../../src/views/data.ts');
  await tracker.beginPage('/de/p/');
  await read(data);
  tracker.finishCurrentPage(state);
  const always = new Set(alwaysDeps('/de/p/'));
  return state.rendered.get('/de/p/')!.deps.filter((key) => !always.has(key));
}

describe('the keys the view data readers record', () => {
  beforeEach(() => {
    resetFakeSite(['/de/p/']);
    content.categories = [{ id: 'c1', Category: 'MaskAligner' }];
  });
  afterEach(() => resetIncrementalState());

  it('an entry read by id', async () => {
    expect(await depsOf((data) => data.contentPageById('1'))).toEqual([depKey.entry('contentPages', '1')]);
    expect(await depsOf((data) => data.productPageById('p1'))).toEqual([depKey.entry('productPages', 'p1')]);
    expect(await depsOf((data) => data.articlesByIds(['n2', 'n1']))).toEqual([
      depKey.entry('newsArticles', 'n1'),
      depKey.entry('newsArticles', 'n2'),
    ]);
  });

  it('the events', async () => {
    expect(await depsOf((data) => data.siteEvents())).toEqual([depKey.events]);
  });

  it('the category entry a product page shows', async () => {
    expect(await depsOf((data) => data.productCategoryOf('MaskAligner'))).toEqual([depKey.entry('productCategories', 'c1')]);
  });

  it('the whole category collection when the category has no entry (yet)', async () => {
    expect(await depsOf((data) => data.productCategoryOf('Bonder'))).toEqual([depKey.collection('productCategories')]);
  });

  it('nothing for a product without a category', async () => {
    expect(await depsOf((data) => data.productCategoryOf(null))).toEqual([]);
  });
});
