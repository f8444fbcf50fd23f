/**
 * Which pages a build renders (src/incremental/select.ts): with the index of the last build, the
 * pages whose recorded keys still have the same digests are skipped (recorded in state.skipped,
 * their last output is kept); changed, new pages and every page without a usable index render.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeDependencyIndex } from '../../../scripts/lib/incremental-output.ts';
import { INDEX_VERSION } from '../../../src/incremental/index-file.ts';
import { depKey } from '../../../src/incremental/keys.ts';
import { resetIncrementalState, type IncrementalState } from '../../../src/incremental/state.ts';
import { fakePage, resetFakeSite, type FakeSite } from './fake-site.ts';

vi.mock('../../../src/cms/collections.ts', () => import('./fake-site.ts').then((m) => m.collectionsModule));
vi.mock('../../../src/routing/site-pages.ts', () => import('./fake-site.ts').then((m) => m.sitePagesModule));
vi.mock('../../../src/navigation/index.ts', () => import('./fake-site.ts').then((m) => m.navigationModule));

/** What each page of the fake site reads besides alwaysDeps: `/de/n/` reads content page n. */
const readsOf = (pagePath: string): string[] => [depKey.entry('contentPages', pagePath.split('/')[2]!)];

let dir: string;
let indexFile: string;
let site: FakeSite;

/**
 * One build the way Astro runs it: fresh module copies, getStaticPaths (selectForRender) over the
 * site's pages, then each selected page rendered (beginPage, its reads); the index written like
 * scripts/build.ts does (rendered records, else the last index's). Returns the state and the paths rendered.
 */
async function build(index: string | undefined = indexFile): Promise<{ state: IncrementalState; rendered: string[] }> {
  vi.resetModules();
  if (index === undefined) delete process.env.SITE_INCREMENTAL_INDEX;
  else process.env.SITE_INCREMENTAL_INDEX = index;
  const state = resetIncrementalState();
  const { selectForRender } = await import('../../../src/incremental/select.ts');
  const { beginPage, dependOn, finishCurrentPage } = await import('../../../src/incremental/tracker.ts');
  const { readDependencyIndex } = await import('../../../src/incremental/index-file.ts');
  const selected = await selectForRender(site.pages, (page) => page.path);
  for (const page of selected) {
    await beginPage(page.path);
    for (const key of readsOf(page.path)) await dependOn(key);
  }
  finishCurrentPage();
  const previous = index === undefined ? undefined : readDependencyIndex(index);
  const pages: Record<string, { deps: string[]; hash: string }> = {};
  for (const pagePath of state.enumerated) {
    const record = state.rendered.get(pagePath) ?? previous?.pages[pagePath];
    if (record) pages[pagePath] = record;
  }
  writeDependencyIndex(indexFile, { version: INDEX_VERSION, fingerprint: 'f', pages });
  return { state, rendered: selected.map((page) => page.path) };
}

describe('selectForRender', () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'select-'));
    indexFile = path.join(dir, 'index.json');
    site = resetFakeSite(['/de/1/', '/de/2/', '/en/1/']);
    site.entries = { 'contentPages:1': 'a', 'contentPages:2': 'b' };
  });
  afterEach(() => {
    delete process.env.SITE_INCREMENTAL_INDEX;
    resetIncrementalState();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders every page in a full build (no SITE_INCREMENTAL_INDEX)', async () => {
    const { state, rendered } = await build(undefined);
    expect(rendered).toEqual(['/de/1/', '/de/2/', '/en/1/']);
    expect(state.skipped.size).toBe(0);
    expect([...state.enumerated]).toEqual(rendered);
  });

  it('skips every page when nothing changed, and records them as skipped and enumerated', async () => {
    await build(undefined);
    const { state, rendered } = await build();
    expect(rendered).toEqual([]);
    expect([...state.skipped]).toEqual(['/de/1/', '/de/2/', '/en/1/']);
    expect([...state.enumerated]).toEqual(['/de/1/', '/de/2/', '/en/1/']);
    expect(state.rendered.size).toBe(0);
  });

  it('renders the pages that read a changed entry, skips the rest', async () => {
    await build(undefined);
    site.entries['contentPages:1'] = 'a2';
    const { state, rendered } = await build();
    expect(rendered).toEqual(['/de/1/', '/en/1/']);
    expect([...state.skipped]).toEqual(['/de/2/']);
    // The index now has the new records: the next build renders nothing.
    expect((await build()).rendered).toEqual([]);
  });

  it('renders the pages whose own enumeration record changed', async () => {
    await build(undefined);
    site.pages[1]!.view = { kind: 'content', more: true };
    expect((await build()).rendered).toEqual(['/de/2/']);
  });

  it('renders every page when the chrome changed', async () => {
    await build(undefined);
    site.menu = 'new menu';
    expect((await build()).rendered).toEqual(['/de/1/', '/de/2/', '/en/1/']);
  });

  it('renders a new page, and every page once the URL table changed', async () => {
    await build(undefined);
    site.pages.push(fakePage('/de/3/'));
    site.entries['contentPages:3'] = 'c';
    // A new page changes `routes` (links and alternates of every page may change).
    const { rendered, state } = await build();
    expect(rendered).toEqual(['/de/1/', '/de/2/', '/en/1/', '/de/3/']);
    expect(state.skipped.size).toBe(0);
  });

  it('renders a page the index does not have', async () => {
    await build(undefined);
    const { pages } = JSON.parse(readFileSync(indexFile, 'utf8')) as { pages: Record<string, unknown> };
    delete pages['/de/2/'];
    writeFileSync(indexFile, JSON.stringify({ version: INDEX_VERSION, fingerprint: 'f', pages }));
    const { rendered, state } = await build();
    expect(rendered).toEqual(['/de/2/']);
    expect([...state.skipped]).toEqual(['/de/1/', '/en/1/']);
  });

  it('renders every page when the index is missing, corrupt or of another version', async () => {
    await build(undefined);
    const all = ['/de/1/', '/de/2/', '/en/1/'];
    expect((await build(path.join(dir, 'missing.json'))).rendered).toEqual(all);

    const corrupt = path.join(dir, 'corrupt.json');
    writeFileSync(corrupt, '{"version":1,"fingerprint":"f","pages":{');
    expect((await build(corrupt)).rendered).toEqual(all);

    await build(undefined);
    const other = path.join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ ...JSON.parse(readFileSync(indexFile, 'utf8')), version: INDEX_VERSION + 1 }));
    const { rendered, state } = await build(other);
    expect(rendered).toEqual(all);
    expect(state.skipped.size).toBe(0);
  });

  it('renders a page whose record hash does not match its keys', async () => {
    await build(undefined);
    const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { pages: Record<string, { hash: string }> };
    index.pages['/en/1/']!.hash = 'tampered';
    writeFileSync(indexFile, JSON.stringify(index));
    expect((await build()).rendered).toEqual(['/en/1/']);
  });

  it('renders a page whose entry was deleted', async () => {
    await build(undefined);
    delete site.entries['contentPages:2'];
    const { rendered } = await build();
    expect(rendered).toEqual(['/de/2/']);
  });
});
