/**
 * Which pages a build renders (src/site/select.ts) over real site models: with the index of
 * the last build, the pages whose record (keys read, their digests) still matches the model are
 * skipped (state.skipped, their last output is kept); changed and new pages, and every page without
 * a usable index, render. Each simulated build renders the selected pages the way the middleware
 * does: a reader per page, its record kept once the page is rendered (src/site/record.ts).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeDependencyIndex } from '../../../scripts/lib/incremental-output.ts';
import { INDEX_VERSION, readDependencyIndex } from '../../../src/incremental/index-file.ts';
import { keepPageRecord } from '../../../src/site/record.ts';
import { selectForRender } from '../../../src/site/select.ts';
import { resetIncrementalState, type IncrementalState } from '../../../src/incremental/state.ts';
import { breadcrumbs } from '../../../src/views/breadcrumbs.ts';
import { createSiteReader, type PageReads } from '../../../src/site/reader.ts';
import type { SiteModel } from '../../../src/site/types.ts';
import { smallSite, text } from './content.ts';
import { siteFixture, type FixtureContent } from './fixture.ts';

let dir: string;
let indexFile: string;

/**
 * One build: getStaticPaths (selectForRender) over the model's pages, each selected page rendered
 * (a content page reads its entry), the index written like scripts/build.ts does (rendered records,
 * else the last index's). Returns the state and the paths rendered.
 */
function build(
  model: SiteModel,
  index: string | undefined = indexFile,
  { trails = false } = {},
): { state: IncrementalState; rendered: string[] } {
  const previous = index === undefined ? undefined : readDependencyIndex(index);
  const state = resetIncrementalState(previous);
  const selected = selectForRender(model, model.pages, (page) => page.path);
  for (const page of selected) {
    const reads: PageReads = { path: undefined, deps: new Set() };
    const site = createSiteReader(model, reads);
    site.recordAs(page.path);
    if (page.view.kind === 'content') site.contentPage(page.view.pageId);
    // The contact page links to content page 9 (a link that exists only once page 9 does).
    if (page.path === '/de/kontakt/') site.contentPageLink('de', { id: '9', slug: 'neu' });
    // Every page's breadcrumb trail, as ViewFrame renders it.
    if (trails) breadcrumbs(site, page);
    keepPageRecord(reads, model);
  }
  const pages: Record<string, { deps: string[]; hash: string }> = {};
  for (const pagePath of state.enumerated) {
    const record = state.rendered.get(pagePath) ?? previous?.pages[pagePath];
    if (record) pages[pagePath] = record;
  }
  writeDependencyIndex(indexFile, { version: INDEX_VERSION, fingerprint: 'f', pages });
  return { state, rendered: selected.map((page) => page.path) };
}

const modelOf = (change: (content: FixtureContent) => void = () => {}): SiteModel => {
  const content = smallSite();
  change(content);
  return siteFixture(content).model;
};
const all = (model: SiteModel) => model.pages.map((page) => page.path);
const pathsOf = (model: SiteModel, pageId: string) =>
  model.pages.filter((page) => page.view.kind === 'content' && page.view.pageId === pageId).map((page) => page.path);

describe('selectForRender', () => {
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'select-'));
    indexFile = path.join(dir, 'index.json');
  });
  afterEach(() => {
    resetIncrementalState();
    rmSync(dir, { recursive: true, force: true });
  });

  it('renders every page in a full build (no index)', () => {
    const model = modelOf();
    const { state, rendered } = build(model, undefined);
    expect(rendered).toEqual(all(model));
    expect(state.skipped.size).toBe(0);
    expect([...state.enumerated]).toEqual(rendered);
  });

  it('skips every page when nothing changed, and records them as skipped and enumerated', () => {
    build(modelOf(), undefined);
    const model = modelOf();
    const { state, rendered } = build(model);
    expect(rendered).toEqual([]);
    expect([...state.skipped]).toEqual(all(model));
    expect(state.rendered.size).toBe(0);
  });

  it('renders the pages that read a changed entry, skips the rest', () => {
    build(modelOf(), undefined);
    const model = modelOf((content) => (content.contentPages![0]!.Headline = text('Kontakt (neu)', 'Contact (new)')));
    const { state, rendered } = build(model);
    expect(rendered).toEqual(pathsOf(model, '1'));
    expect(rendered).toHaveLength(5);
    expect(state.skipped.size).toBe(all(model).length - 5);
    // The index now has the new records: the next build renders nothing.
    expect(build(model).rendered).toEqual([]);
  });

  it('renders the list pages whose own record changed (an article moved between them)', () => {
    build(modelOf(), undefined);
    const model = modelOf((content) => (content.newsArticles![0]!.publishingDate = '2026-12-24'));
    const lists = model.pages
      .filter((page) => page.view.kind === 'articleList' && page.view.list === 'productsAndTechnologyNews')
      .map((page) => page.path);
    expect(lists).toHaveLength(5);
    expect(build(model).rendered).toEqual(lists);
  });

  it('keeps the articles whose breadcrumb trail passes their list when the list gains an entry (a trail reads what a step is, not what it lists)', () => {
    build(modelOf(), undefined, { trails: true });
    const model = modelOf((content) =>
      content.newsArticles!.push({
        id: 'n4',
        slug: 'vier',
        newsMainCategory: 'corporateNews',
        publishingDate: '2026-04-01',
        Headline: text('Vier', 'Four'),
      }),
    );
    const details = (id: (articleId: string) => boolean) =>
      model.pages.filter((page) => page.view.kind === 'articleDetail' && id(page.view.articleId)).map((page) => page.path);
    const { rendered } = build(model, indexFile, { trails: true });
    expect(details((id) => id !== 'n4')).toHaveLength(15);
    expect(rendered.filter((path) => details((id) => id !== 'n4').includes(path))).toEqual([]);
    expect(rendered).toEqual(expect.arrayContaining(details((id) => id === 'n4')));
  });

  it('renders every page when the chrome changed', () => {
    build(modelOf(), undefined);
    const model = modelOf((content) => (content.metaMenuLinks = [{ id: 'm1', order: 1 }]));
    expect(build(model).rendered).toEqual(all(model));
  });

  it('renders a new page and the pages that link to it, not the rest of the site', () => {
    build(modelOf(), undefined);
    const model = modelOf((content) => content.contentPages!.push({ id: '9', slug: 'neu', internationalSlug: 'new' }));
    const { rendered, state } = build(model);
    expect(rendered.sort()).toEqual(['/de/kontakt/', ...pathsOf(model, '9')].sort());
    expect(state.skipped.size).toBe(all(model).length - 6);
  });

  it('renders the pages that linked to a page that is gone', () => {
    const withNine = modelOf((content) => content.contentPages!.push({ id: '9', slug: 'neu', internationalSlug: 'new' }));
    build(withNine, undefined);
    expect(build(modelOf()).rendered).toEqual(['/de/kontakt/']);
  });

  it('renders a page the index does not have', () => {
    build(modelOf(), undefined);
    const { pages } = JSON.parse(readFileSync(indexFile, 'utf8')) as { pages: Record<string, unknown> };
    delete pages['/de/kontakt/'];
    writeFileSync(indexFile, JSON.stringify({ version: INDEX_VERSION, fingerprint: 'f', pages }));
    expect(build(modelOf()).rendered).toEqual(['/de/kontakt/']);
  });

  it('renders every page when the index is missing, corrupt or of another version', () => {
    build(modelOf(), undefined);
    const model = modelOf();
    expect(build(model, path.join(dir, 'missing.json')).rendered).toEqual(all(model));

    const corrupt = path.join(dir, 'corrupt.json');
    writeFileSync(corrupt, '{"version":1,"fingerprint":"f","pages":{');
    expect(build(model, corrupt).rendered).toEqual(all(model));

    build(model, undefined);
    const other = path.join(dir, 'other.json');
    writeFileSync(other, JSON.stringify({ ...JSON.parse(readFileSync(indexFile, 'utf8')), version: INDEX_VERSION + 1 }));
    expect(build(model, other).rendered).toEqual(all(model));
  });

  it('renders a page whose record hash does not match its keys', () => {
    build(modelOf(), undefined);
    const index = JSON.parse(readFileSync(indexFile, 'utf8')) as { pages: Record<string, { hash: string }> };
    index.pages['/en/contact/']!.hash = 'tampered';
    writeFileSync(indexFile, JSON.stringify(index));
    expect(build(modelOf()).rendered).toEqual(['/en/contact/']);
  });
});

describe('the record of a rendered page', () => {
  it('is kept under the path the page started, with its sorted keys; a render that started none keeps nothing', () => {
    const state = resetIncrementalState();
    const model = modelOf();
    const reads: PageReads = { path: undefined, deps: new Set() };
    const site = createSiteReader(model, reads);
    site.contentPage('2');
    keepPageRecord(reads, model);
    expect(state.rendered.size).toBe(0);
    site.recordAs('/404.html');
    site.errorPage();
    keepPageRecord(reads, model);
    expect(state.rendered.get('/404.html')?.deps).toEqual(['chrome', 'entry:contentPages:2', 'entry:contentPages:3', 'page:/404.html']);
  });
});
