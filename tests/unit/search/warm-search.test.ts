import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { addIndexParts } from '../../../scripts/lib/search-index-parts.ts';
import { pageLanguages } from '../../../scripts/lib/search-index.ts';
import { descendants } from '../../../scripts/lib/process-tree.ts';
import { WarmSearch } from '../../../scripts/lib/warm-search.ts';
import { freshIndexEntry as freshEntry, putPage as put, searchPage as page } from '../../support/search-pages.ts';

const dirs: string[] = [];
const search = new WarmSearch();
afterAll(async () => {
  await search.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the warm search index', () => {
  it('replaces a changed page in place and indexes a language again when a page is added: each time the index equals a fresh one', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'warm-search-'));
    dirs.push(site);
    put(site, 'en/a/index.html', page('en', 'Wafer bonder', 'Hybrid bonding at scale'));
    put(site, 'en/b/index.html', page('en', 'Coater', 'Spray coating'));
    put(site, 'de/a/index.html', page('de', 'Waferbonder', 'Hybridbonden'));
    const indexDir = path.join(site, 'pagefind');
    // The published index: a fresh one, as the first build writes it.
    freshEntry(site);
    const work = path.join(site, '.work');

    // First use: every language is loaded; the index it describes is the published one, so nothing new is written.
    let parts = await search.update(site, pageLanguages(site), { changed: new Map(), reindex: new Set(['de', 'en']) }, indexDir, work);
    expect(parts.map((part) => part.language)).toEqual(['de', 'en']);
    // Two Pagefind processes (one per language here), at the lowest CPU priority (the gates of a release run beside it).
    const pagefind = descendants(process.pid).filter((pid) => readFileSync(`/proc/${pid}/comm`, 'utf8').startsWith('pagefind'));
    expect(pagefind).toHaveLength(2);
    for (const pid of pagefind) expect(getPriority(pid)).toBe(19);
    expect(addIndexParts(indexDir, parts, ['de', 'en'])).toEqual(['pagefind-entry.json']);

    // A changed English page: replaced in place, German untouched.
    put(site, 'en/b/index.html', page('en', 'Coater', 'Spin coating and developing'));
    parts = await search.update(
      site,
      pageLanguages(site),
      { changed: new Map([['en', ['en/b/index.html']]]), reindex: new Set() },
      indexDir,
      work,
    );
    expect(parts.map((part) => part.language)).toEqual(['en']);
    const written = addIndexParts(indexDir, parts, ['de', 'en']);
    expect(written.some((file) => file.startsWith('fragment/en_'))).toBe(true);
    expect(written.some((file) => file.includes('de_'))).toBe(false);
    const warm = JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8')) as unknown;
    const copy = mkdtempSync(path.join(tmpdir(), 'warm-search-fresh-'));
    dirs.push(copy);
    for (const file of ['en/a/index.html', 'en/b/index.html', 'de/a/index.html'])
      put(copy, file, readFileSync(path.join(site, file), 'utf8'));
    expect(warm).toEqual(freshEntry(copy));

    // A new English page: the language is indexed again, in file order, as a fresh index does.
    put(site, 'en/aa/index.html', page('en', 'Aligner', 'Mask alignment'));
    put(copy, 'en/aa/index.html', page('en', 'Aligner', 'Mask alignment'));
    parts = await search.update(
      site,
      pageLanguages(site),
      { changed: new Map([['en', ['en/aa/index.html']]]), reindex: new Set(['en']) },
      indexDir,
      work,
    );
    addIndexParts(indexDir, parts, ['de', 'en']);
    expect(JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8'))).toEqual(freshEntry(copy));
    expect(search.lastReindexed).toEqual(['en']);
  }, 120_000);

  it('a changed page the index never held (a list page) is no reason to index its language again; one leaving the index is', async () => {
    const site = mkdtempSync(path.join(tmpdir(), 'warm-search-list-'));
    dirs.push(site);
    const list = (text: string): string => `<html lang="en"><body><main><h1>News</h1><p>${text}</p></main></body></html>`;
    put(site, 'en/a/index.html', page('en', 'Wafer bonder', 'Hybrid bonding at scale'));
    put(site, 'en/b/index.html', page('en', 'Coater', 'Spray coating'));
    put(site, 'en/news/index.html', list('Three items'));
    freshEntry(site);
    const indexDir = path.join(site, 'pagefind');
    const work = path.join(site, '.work');
    const warm = new WarmSearch();
    try {
      await warm.update(site, pageLanguages(site), { changed: new Map(), reindex: new Set(['en']) }, indexDir, work);
      expect(warm.lastReindexed).toEqual(['en']);

      // The list page and the product page change: the product page is replaced in place.
      put(site, 'en/news/index.html', list('Four items'));
      put(site, 'en/a/index.html', page('en', 'Wafer bonder', 'Hybrid bonding at volume'));
      const changed = new Map([['en', ['en/a/index.html', 'en/news/index.html']]]);
      let parts = await warm.update(site, pageLanguages(site), { changed, reindex: new Set() }, indexDir, work);
      expect(warm.lastReindexed).toEqual([]);
      addIndexParts(indexDir, parts, ['en']);
      const copy = mkdtempSync(path.join(tmpdir(), 'warm-search-list-fresh-'));
      dirs.push(copy);
      for (const file of ['en/a/index.html', 'en/b/index.html', 'en/news/index.html'])
        put(copy, file, readFileSync(path.join(site, file), 'utf8'));
      expect(JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8'))).toEqual(freshEntry(copy));

      // The product page leaves the index (no data-pagefind-body any more): the language is indexed again.
      put(site, 'en/a/index.html', list('Withdrawn'));
      put(copy, 'en/a/index.html', list('Withdrawn'));
      parts = await warm.update(
        site,
        pageLanguages(site),
        { changed: new Map([['en', ['en/a/index.html']]]), reindex: new Set() },
        indexDir,
        work,
      );
      expect(warm.lastReindexed).toEqual(['en']);
      addIndexParts(indexDir, parts, ['en']);
      expect(JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8'))).toEqual(freshEntry(copy));
    } finally {
      await warm.close();
    }
  }, 120_000);
});
