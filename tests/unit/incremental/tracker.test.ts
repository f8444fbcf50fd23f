/**
 * The tracker (src/incremental/tracker.ts): while a page renders, every read is recorded for that
 * page only; reads outside a page render record (and compute) nothing; finishing a page stores its
 * sorted keys and the hash of their digests.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordHash } from '../../../src/incremental/digests.ts';
import { alwaysDeps, depKey } from '../../../src/incremental/keys.ts';
import { resetIncrementalState } from '../../../src/incremental/state.ts';
import { resetFakeSite } from './fake-site.ts';

vi.mock('../../../src/cms/collections.ts', () => import('./fake-site.ts').then((m) => m.collectionsModule));
vi.mock('../../../src/routing/site-pages.ts', () => import('./fake-site.ts').then((m) => m.sitePagesModule));
vi.mock('../../../src/navigation/index.ts', () => import('./fake-site.ts').then((m) => m.navigationModule));

async function newBuild() {
  vi.resetModules();
  const state = resetIncrementalState();
  return { state, ...(await import('../../../src/incremental/tracker.ts')) };
}

const entry1 = depKey.entry('contentPages', '1');
const entry2 = depKey.entry('contentPages', '2');

describe('the tracker', () => {
  beforeEach(() => {
    const site = resetFakeSite(['/de/a/', '/de/b/']);
    site.entries['contentPages:1'] = 'd1';
    site.entries['contentPages:2'] = 'd2';
  });
  afterEach(() => resetIncrementalState());

  it('records nothing, and computes no digest, for reads outside a page render', async () => {
    const { state, dependOn, finishCurrentPage } = await newBuild();
    await dependOn(entry1);
    finishCurrentPage();
    expect(state.current).toBeUndefined();
    expect(state.rendered.size).toBe(0);
    expect(state.digests.size).toBe(0);
  });

  it('starts a page with the keys every page reads, their digests computed', async () => {
    const { state, beginPage } = await newBuild();
    await beginPage('/de/a/');
    expect(state.current?.path).toBe('/de/a/');
    expect([...state.current!.deps].sort()).toEqual(alwaysDeps('/de/a/').sort());
    for (const key of alwaysDeps('/de/a/')) expect(state.digests.has(key)).toBe(true);
  });

  it('attributes each read to the page being rendered only', async () => {
    const { state, beginPage, dependOn, finishCurrentPage } = await newBuild();
    await beginPage('/de/a/');
    await dependOn(entry1);
    await beginPage('/de/b/');
    await dependOn(entry2);
    await dependOn(entry2);
    finishCurrentPage();
    await dependOn(depKey.events);
    expect(state.rendered.get('/de/a/')?.deps).toEqual([...alwaysDeps('/de/a/'), entry1].sort());
    expect(state.rendered.get('/de/b/')?.deps).toEqual([...alwaysDeps('/de/b/'), entry2].sort());
    expect(state.digests.has(depKey.events)).toBe(false);
  });

  it('finishCurrentPage stores the hash of the page’s keys and digests, once', async () => {
    const { state, beginPage, dependOn, finishCurrentPage } = await newBuild();
    await beginPage('/de/a/');
    await dependOn(entry1);
    finishCurrentPage();
    const record = state.rendered.get('/de/a/')!;
    expect(record.hash).toBe(recordHash(record.deps, state.digests));
    expect(record.deps).toEqual([...record.deps].sort());
    expect(record.deps.every((key) => state.digests.has(key))).toBe(true);
    expect(state.current).toBeUndefined();
    finishCurrentPage();
    expect(state.rendered.size).toBe(1);
    expect(state.rendered.get('/de/a/')).toBe(record);
  });

  it('gives a page the same hash in the next build when nothing it read changed, another one when something did', async () => {
    const render = async () => {
      const { state, beginPage, dependOn, finishCurrentPage } = await newBuild();
      await beginPage('/de/a/');
      await dependOn(entry1);
      await beginPage('/de/b/');
      await dependOn(entry2);
      finishCurrentPage(state);
      return state.rendered;
    };
    const first = await render();
    const same = await render();
    expect(same.get('/de/a/')!.hash).toBe(first.get('/de/a/')!.hash);
    resetFakeSite(['/de/a/', '/de/b/']).entries = { 'contentPages:1': 'd1', 'contentPages:2': 'changed' };
    const changed = await render();
    expect(changed.get('/de/a/')!.hash).toBe(first.get('/de/a/')!.hash);
    expect(changed.get('/de/b/')!.hash).not.toBe(first.get('/de/b/')!.hash);
  });

  it('keeps the reads of pages rendering at the same time apart, each page in its own scope', async () => {
    const { state, inPageScope, beginPage, dependOn } = await newBuild();
    const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
    // Two pages interleave their reads, as with Astro's build.concurrency: a's second read comes after b began.
    const renderA = inPageScope(async () => {
      await beginPage('/de/a/');
      await tick();
      await tick();
      await dependOn(entry1);
      return 'a';
    });
    const renderB = inPageScope(async () => {
      await tick();
      await beginPage('/de/b/');
      await dependOn(entry2);
      await tick();
      await tick();
      return 'b';
    });
    expect(await Promise.all([renderA, renderB])).toEqual(['a', 'b']);
    expect(state.rendered.get('/de/a/')?.deps).toEqual([...alwaysDeps('/de/a/'), entry1].sort());
    expect(state.rendered.get('/de/b/')?.deps).toEqual([...alwaysDeps('/de/b/'), entry2].sort());
    // Each scope closed its own page; nothing is left open outside them.
    expect(state.current).toBeUndefined();
  });

  it('closes a page’s record when its render fails, and rethrows', async () => {
    const { state, inPageScope, beginPage } = await newBuild();
    await expect(
      inPageScope(async () => {
        await beginPage('/de/a/');
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    expect(state.rendered.has('/de/a/')).toBe(true);
  });
});
