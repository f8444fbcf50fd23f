/**
 * Digests of dependency keys (src/incremental/digests.ts) and the shared state (state.ts): a key's
 * digest is computed once per build from the content, the record hash is independent of the order
 * of the keys, and the state is one object on globalThis for every copy of the modules.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashJson, recordHash } from '../../../src/incremental/digests.ts';
import { depKey } from '../../../src/incremental/keys.ts';
import { incrementalState, resetIncrementalState } from '../../../src/incremental/state.ts';
import { fakePage, resetFakeSite } from './fake-site.ts';

vi.mock('../../../src/cms/collections.ts', () => import('./fake-site.ts').then((m) => m.collectionsModule));
vi.mock('../../../src/routing/site-pages.ts', () => import('./fake-site.ts').then((m) => m.sitePagesModule));
vi.mock('../../../src/navigation/index.ts', () => import('./fake-site.ts').then((m) => m.navigationModule));

/** A fresh build: new module copies (no memo from the last one) and a fresh state. */
async function newBuild() {
  vi.resetModules();
  resetIncrementalState();
  return import('../../../src/incremental/digests.ts');
}

describe('recordHash', () => {
  const digests = new Map([
    ['routes', 'r1'],
    ['chrome', 'c1'],
    ['entry:contentPages:1', 'e1'],
  ]);

  it('does not depend on the order of the keys', () => {
    const hash = recordHash(['routes', 'chrome', 'entry:contentPages:1'], digests);
    expect(recordHash(['entry:contentPages:1', 'routes', 'chrome'], digests)).toBe(hash);
    expect(recordHash(['chrome', 'entry:contentPages:1', 'routes'], digests)).toBe(hash);
  });

  it('does not sort the caller’s array in place', () => {
    const deps = ['routes', 'chrome'];
    recordHash(deps, digests);
    expect(deps).toEqual(['routes', 'chrome']);
  });

  it('changes with a digest, a key more or less, and an unknown digest', () => {
    const hash = recordHash(['routes', 'chrome'], digests);
    expect(recordHash(['routes', 'chrome'], new Map([...digests, ['chrome', 'c2']]))).not.toBe(hash);
    expect(recordHash(['routes'], digests)).not.toBe(hash);
    expect(recordHash(['routes', 'chrome', 'entry:contentPages:1'], digests)).not.toBe(hash);
    expect(recordHash(['routes', 'chrome', 'entry:contentPages:2'], digests)).not.toBe(
      recordHash(['routes', 'chrome', 'entry:contentPages:1'], digests),
    );
  });

  it('is the hash of the sorted [key, digest] pairs', () => {
    expect(recordHash(['routes', 'chrome'], digests)).toBe(
      hashJson([
        ['chrome', 'c1'],
        ['routes', 'r1'],
      ]),
    );
    expect(recordHash(['x'], new Map())).toBe(hashJson([['x', 'unknown']]));
  });
});

describe('hashJson', () => {
  it('is deterministic and distinguishes values', () => {
    expect(hashJson({ a: 1 })).toBe(hashJson({ a: 1 }));
    expect(hashJson({ a: 1 })).not.toBe(hashJson({ a: 2 }));
    expect(hashJson(undefined)).toBe(hashJson(undefined));
    expect(hashJson(undefined)).not.toBe(hashJson(null));
  });
});

describe('incrementalState', () => {
  afterEach(() => resetIncrementalState());

  it('is one object on globalThis, shared by every copy of the module', async () => {
    const state = resetIncrementalState();
    vi.resetModules();
    const copy = await import('../../../src/incremental/state.ts');
    expect(copy.incrementalState()).toBe(state);
    expect(incrementalState()).toBe(state);
  });

  it('starts empty and is replaced by resetIncrementalState', () => {
    const state = incrementalState();
    state.skipped.add('/de/');
    state.digests.set('routes', 'r');
    const fresh = resetIncrementalState();
    expect(fresh).not.toBe(state);
    expect(fresh).toEqual({ rendered: new Map(), skipped: new Set(), enumerated: new Set(), digests: new Map(), current: undefined });
    expect(incrementalState()).toBe(fresh);
  });
});

describe('digestOf', () => {
  beforeEach(() => resetFakeSite(['/de/a/', '/en/a/']));
  afterEach(() => resetIncrementalState());

  it('takes an entry’s stored digest; a missing entry reads as "missing"', async () => {
    const site = resetFakeSite();
    site.entries['contentPages:1'] = 'd1';
    const { digestOf } = await newBuild();
    expect(await digestOf(depKey.entry('contentPages', '1'))).toBe('d1');
    expect(await digestOf(depKey.entry('contentPages', '2'))).toBe('missing');
    expect(incrementalState().digests.get('entry:contentPages:1')).toBe('d1');
  });

  it('splits an entry key at the first colon after the collection (ids may contain colons)', async () => {
    const site = resetFakeSite();
    site.entries['newsArticles:a:b'] = 'd';
    const { digestOf } = await newBuild();
    expect(await digestOf('entry:newsArticles:a:b')).toBe('d');
  });

  it('computes each key once per build, also when asked concurrently', async () => {
    const site = resetFakeSite();
    site.entries['contentPages:1'] = 'd1';
    const { digestOf } = await newBuild();
    const key = depKey.entry('contentPages', '1');
    await Promise.all([digestOf(key), digestOf(key), digestOf(key)]);
    await digestOf(key);
    expect(site.computed.filter((k) => k === key)).toHaveLength(1);
  });

  it('computes again in the next build (the state is reset)', async () => {
    const site = resetFakeSite();
    site.entries['contentPages:1'] = 'd1';
    expect(await (await newBuild()).digestOf('entry:contentPages:1')).toBe('d1');
    site.entries['contentPages:1'] = 'd2';
    expect(await (await newBuild()).digestOf('entry:contentPages:1')).toBe('d2');
  });

  it('gives a collection one digest over its entries', async () => {
    const site = resetFakeSite();
    site.entries['newsArticles:1'] = 'a';
    const first = await (await newBuild()).digestOf(depKey.collection('newsArticles'));
    site.entries['newsArticles:2'] = 'b';
    expect(await (await newBuild()).digestOf(depKey.collection('newsArticles'))).not.toBe(first);
  });

  it('routes: changes when a page is added, not when one page’s view changes', async () => {
    const site = resetFakeSite(['/de/a/', '/en/a/']);
    const first = await (await newBuild()).digestOf(depKey.routes);
    site.pages[0]!.view = { kind: 'content', ids: ['2'] };
    expect(await (await newBuild()).digestOf(depKey.routes)).toBe(first);
    site.pages.push(fakePage('/de/b/'));
    expect(await (await newBuild()).digestOf(depKey.routes)).not.toBe(first);
  });

  it('page:<path>: changes with that page’s view only; "none" for a path the site does not have', async () => {
    const site = resetFakeSite(['/de/a/', '/en/a/']);
    let build = await newBuild();
    const a = await build.digestOf(depKey.page('/de/a/'));
    const other = await build.digestOf(depKey.page('/en/a/'));
    expect(await build.digestOf(depKey.page('/de/gone/'))).toBe('none');
    site.pages[0]!.view = { kind: 'content', ids: ['2'] };
    build = await newBuild();
    expect(await build.digestOf(depKey.page('/de/a/'))).not.toBe(a);
    expect(await build.digestOf(depKey.page('/en/a/'))).toBe(other);
  });

  it('chrome and events change with what they hash', async () => {
    const site = resetFakeSite(['/de/a/']);
    let build = await newBuild();
    const chrome = await build.digestOf(depKey.chrome);
    const events = await build.digestOf(depKey.events);
    site.menu = 'other menu';
    site.events = [{ label: 'fair' }];
    build = await newBuild();
    expect(await build.digestOf(depKey.chrome)).not.toBe(chrome);
    expect(await build.digestOf(depKey.events)).not.toBe(events);
  });

  it('rejects an unknown key', async () => {
    const { digestOf } = await newBuild();
    await expect(digestOf('nonsense:1')).rejects.toThrow(/unknown dependency key "nonsense:1"/);
  });
});
