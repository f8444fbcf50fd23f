/**
 * The cache's copy of the last output kept in step with the output folder (scripts/lib/cache-output.ts):
 * which output folder pairs with the copy, and how the folder the swap replaced catches up with a
 * build's changes — links to the changed files, the files gone removed, the search index by its listing.
 */
import { existsSync, linkSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catchUpCache, pairsWithCache, readTreeRecord, writeTreeRecord } from '../../../scripts/lib/cache-output.ts';
import { listFiles } from '../../../scripts/lib/incremental-output.ts';

let root: string;
let out: string;
let cached: string;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function linkTree(from: string, to: string): void {
  for (const file of listFiles(from)) {
    mkdirSync(path.dirname(path.join(to, file)), { recursive: true });
    linkSync(path.join(from, file), path.join(to, file));
  }
}

const ino = (file: string): number => statSync(file).ino;
const contents = (dir: string): Record<string, string> =>
  Object.fromEntries(
    listFiles(dir)
      .sort()
      .map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  );

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'cache-output-'));
  out = path.join(root, 'dist');
  cached = path.join(root, 'cache', 'output');
  write(path.join(out, 'index.html'), 'root');
  write(path.join(out, '404.html'), 'not found');
  write(path.join(out, 'de/produkt/index.html'), 'Produkt');
  linkTree(out, cached);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the tree record', () => {
  it('keeps an even sample of the changed files; anything else reads as none', () => {
    const file = path.join(root, 'tree.json');
    const changed = Array.from({ length: 1000 }, (_, i) => `de/p${i}/index.html`);
    writeTreeRecord(file, changed, ['robots.txt']);
    const record = readTreeRecord(file)!;
    expect(record.others).toEqual(['robots.txt']);
    expect(record.probes.length).toBeLessThanOrEqual(64);
    expect(record.probes[0]).toBe('de/p0/index.html');
    expect(record.probes.at(-1)!.startsWith('de/p9')).toBe(true);
    writeFileSync(file, '{"version":1,"probes":[]}');
    expect(readTreeRecord(file)).toBeUndefined();
    writeFileSync(file, '{"version":0,"probes":[],"others":[]}');
    expect(readTreeRecord(file)).toBeUndefined();
    expect(readTreeRecord(path.join(root, 'missing.json'))).toBeUndefined();
  });
});

describe('pairsWithCache', () => {
  const record = { version: 1, probes: ['de/produkt/index.html'], others: [] };

  it('is true when the changed files and the home and error pages are the same files in both', () => {
    expect(pairsWithCache(out, cached, record)).toBe(true);
  });

  it('is false without a record, without an output folder, or when a probed file is another file', () => {
    expect(pairsWithCache(out, cached, undefined)).toBe(false);
    expect(pairsWithCache(path.join(root, 'elsewhere'), cached, record)).toBe(false);
    // The same bytes written anew (another build, a copy that lost its hard links): not the pair.
    rmSync(path.join(out, 'de/produkt/index.html'));
    write(path.join(out, 'de/produkt/index.html'), 'Produkt');
    expect(pairsWithCache(out, cached, record)).toBe(false);
  });
});

describe('catchUpCache', () => {
  it('makes the replaced folder the new output’s twin: changed files linked, gone files removed, the search index by its listing', () => {
    // The replaced output folder (`behind`) and the new output (`out`), which shares the unchanged files.
    const behind = path.join(root, 'behind');
    write(path.join(out, 'de/alt/index.html'), 'alt');
    write(path.join(out, 'pagefind/fragment/de_aaaaaaa1.pf_fragment'), 'fragment 1');
    write(path.join(out, 'pagefind/fragment/de_aaaaaaa2.pf_fragment'), 'fragment 2');
    write(path.join(out, 'pagefind/pagefind-entry.json'), '{"v":1}');
    rmSync(cached, { recursive: true });
    linkTree(out, behind);
    // This build: a page changed, a page added, a page gone, the search index written afresh.
    rmSync(path.join(out, 'de/produkt/index.html'));
    write(path.join(out, 'de/produkt/index.html'), 'Produkt 2');
    write(path.join(out, 'de/neu/index.html'), 'neu');
    rmSync(path.join(out, 'de/alt'), { recursive: true });
    rmSync(path.join(out, 'pagefind'), { recursive: true });
    write(path.join(out, 'pagefind/fragment/de_aaaaaaa1.pf_fragment'), 'fragment 1');
    write(path.join(out, 'pagefind/fragment/de_bbbbbbb3.pf_fragment'), 'fragment 3');
    write(path.join(out, 'pagefind/pagefind-entry.json'), '{"v":2}');
    const unchangedFragment = ino(path.join(behind, 'pagefind/fragment/de_aaaaaaa1.pf_fragment'));

    catchUpCache(
      behind,
      out,
      { changed: ['de/produkt/index.html', 'de/neu/index.html'], removed: ['de/alt/index.html', 'pagefind'], rewritten: ['pagefind'] },
      cached,
    );
    expect(existsSync(behind)).toBe(false);
    expect(contents(cached)).toEqual(contents(out));
    expect(existsSync(path.join(cached, 'de/alt'))).toBe(false);
    for (const file of ['index.html', 'de/produkt/index.html', 'de/neu/index.html', 'pagefind/pagefind-entry.json']) {
      expect(ino(path.join(cached, file))).toBe(ino(path.join(out, file)));
    }
    // A search index file with the same name and bytes stays as it was.
    expect(ino(path.join(cached, 'pagefind/fragment/de_aaaaaaa1.pf_fragment'))).toBe(unchangedFragment);
  });
});
