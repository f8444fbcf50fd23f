import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pageLanguages } from '../../../scripts/lib/search-index.ts';
import { SearchFollower, type SearchDue, type SearchSummary } from '../../../scripts/publisher/search-follower.ts';
import { freshIndexEntry as freshEntry, indexEntryOf as entryOf, putPage as put, searchPage as page } from '../../support/search-pages.ts';

/** A copy of the pages of `site` (no index), for a fresh index to compare with. */
function copyPages(site: string, files: readonly string[]): string {
  const copy = mkdtempSync(path.join(tmpdir(), 'search-follower-fresh-'));
  dirs.push(copy);
  for (const file of files) put(copy, file, readFileSync(path.join(site, file), 'utf8'));
  return copy;
}

const dirs: string[] = [];
const followers: SearchFollower[] = [];

/**
 * A site of `pages` (file → HTML) with a fresh index, and a follower that has loaded it (the first
 * follow after a full build: every language loaded, nothing new to write).
 */
async function openSite(
  name: string,
  pages: Record<string, string>,
): Promise<{ site: string; follower: SearchFollower; first: SearchSummary }> {
  const site = mkdtempSync(path.join(tmpdir(), `search-follower-${name}-`));
  dirs.push(site);
  for (const [file, html] of Object.entries(pages)) put(site, file, html);
  freshEntry(site);
  const follower = new SearchFollower(path.join(site, '.work'));
  followers.push(follower);
  follower.startFrom(path.join(site, 'pagefind'));
  const { summary: first } = await follower.follow(site, pageLanguages(site));
  return { site, follower, first };
}
afterAll(async () => {
  for (const follower of followers) await follower.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('the search index that follows the warm publisher', () => {
  it('indexes a release while it is checked and writes its index files only once it is published; a release not published is forgotten', async () => {
    const files = ['de/a/index.html', 'en/a/index.html', 'en/b/index.html'];
    const { site, follower, first } = await openSite('release', {
      'en/a/index.html': page('en', 'Wafer bonder', 'Hybrid bonding at scale'),
      'en/b/index.html': page('en', 'Coater', 'Spray coating'),
      'de/a/index.html': page('de', 'Waferbonder', 'Hybridbonden'),
    });
    // First follow: every language loaded, nothing new to write.
    expect(first.reindexed).toEqual(['de', 'en']);
    expect(first.written).toBe(1);

    // A release changes an English page: indexed in place while it is checked, nothing published yet.
    const published = readFileSync(path.join(site, 'pagefind', 'pagefind-entry.json'), 'utf8');
    put(site, 'en/b/index.html', page('en', 'Coater', 'Spin coating and developing'));
    const due: SearchDue = { changed: new Map([['en', ['en/b/index.html']]]), reindex: new Set() };
    follower.start(site, pageLanguages(site), due);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(readFileSync(path.join(site, 'pagefind', 'pagefind-entry.json'), 'utf8')).toBe(published);
    follower.due(due);
    let followed = await follower.follow(site, pageLanguages(site));
    expect(followed.summary).toMatchObject({ languages: ['en'], reindexed: [] });
    expect(entryOf(site)).toEqual(freshEntry(copyPages(site, files)));

    // A release that is not published: its page went into the kept English index, so English is
    // indexed again in full with the next publish, from the pages the site has.
    const before = readFileSync(path.join(site, 'en/a/index.html'), 'utf8');
    put(site, 'en/a/index.html', page('en', 'Wafer bonder', 'Abandoned wording'));
    follower.start(site, pageLanguages(site), { changed: new Map([['en', ['en/a/index.html']]]), reindex: new Set() });
    await follower.abandon();
    put(site, 'en/a/index.html', before);
    followed = await follower.follow(site, pageLanguages(site));
    expect(followed.summary).toMatchObject({ languages: ['en'], reindexed: ['en'] });
    expect(entryOf(site)).toEqual(freshEntry(copyPages(site, files)));
  }, 120_000);

  it('a follow that fails indexes every language it was bringing up to date again in full', async () => {
    const files = ['de/a/index.html', 'de/b/index.html', 'en/a/index.html'];
    const { site, follower } = await openSite('failed', {
      'en/a/index.html': page('en', 'Wafer bonder', 'Hybrid bonding at scale'),
      'de/a/index.html': page('de', 'Waferbonder', 'Hybridbonden'),
      'de/b/index.html': page('de', 'Belacker', 'Sprühbelackung'),
    });

    // An English page of a release is indexed while it is checked; a German page is due from a publish
    // before. The follow is asked for another tree (the release started is not the one published), where
    // the pages cannot be read: it fails.
    put(site, 'en/a/index.html', page('en', 'Wafer bonder', 'Hybrid bonding in volume'));
    follower.start(site, pageLanguages(site), { changed: new Map([['en', ['en/a/index.html']]]), reindex: new Set() });
    put(site, 'de/b/index.html', page('de', 'Belacker', 'Sprüh- und Schleuderbelackung'));
    follower.due({ changed: new Map([['de', ['de/b/index.html']]]), reindex: new Set() });
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'search-follower-elsewhere-'));
    dirs.push(elsewhere);
    await expect(follower.follow(elsewhere, pageLanguages(site))).rejects.toThrow(/ENOENT/);

    // German may have been half updated as well as English: both are indexed again in full.
    const followed = await follower.follow(site, pageLanguages(site));
    expect(followed.summary.reindexed).toEqual(['de', 'en']);
    expect(entryOf(site)).toEqual(freshEntry(copyPages(site, files)));
  }, 120_000);

  it('drops the index of a language none of whose pages is searchable any more, as a fresh index does', async () => {
    const files = ['de/a/index.html', 'en/a/index.html'];
    const { site, follower } = await openSite('emptied', {
      'en/a/index.html': page('en', 'Wafer bonder', 'Hybrid bonding at scale'),
      'de/a/index.html': page('de', 'Waferbonder', 'Hybridbonden'),
    });

    // The German page loses its searchable body (it becomes a list page): German is no longer searchable.
    put(site, 'de/a/index.html', '<html lang="de"><body><main><h1>Liste</h1></main></body></html>');
    follower.due({ changed: new Map([['de', ['de/a/index.html']]]), reindex: new Set() });
    const followed = await follower.follow(site, pageLanguages(site));
    expect(followed.summary.reindexed).toEqual(['de']);
    const fresh = freshEntry(copyPages(site, files));
    expect(Object.keys((fresh as { languages: object }).languages)).toEqual(['en']);
    expect(entryOf(site)).toEqual(fresh);
  }, 120_000);
});
