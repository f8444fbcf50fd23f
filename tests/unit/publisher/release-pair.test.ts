import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addMissing, catchUp, ReleasePair, writeIfChanged } from '../../../scripts/publisher/release-pair.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'release-pair-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function put(dir: string, file: string, text: string): void {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  writeFileSync(path.join(dir, file), text);
}
const read = (dir: string, file: string): string => readFileSync(path.join(dir, file), 'utf8');
const inode = (dir: string, file: string): number => statSync(path.join(dir, file)).ino;

describe('the release pair of the warm publisher', () => {
  it('has no published tree at first, writes into one, then the other: the link swaps between them', () => {
    const pair = new ReleasePair(root);
    expect(pair.current()).toBeUndefined();
    const first = pair.spare();
    put(first, 'index.html', 'one');
    pair.publish(first);
    expect(pair.current()).toBe(first);
    expect(readlinkSync(pair.currentLink)).toBe(path.relative(root, first));
    const second = pair.spare();
    expect(second).not.toBe(first);
    put(second, 'index.html', 'two');
    pair.publish(second);
    expect(pair.current()).toBe(second);
    expect(pair.spare()).toBe(first);
    expect(pair.other(first)).toBe(second);
    expect(pair.other(second)).toBe(first);
    expect(() => pair.publish(path.join(root, 'elsewhere'))).toThrow(/not one of its trees/);
  });

  it('catches the spare up on the last publish’s files only: linked from the published tree, removed where it has none', () => {
    const published = path.join(root, 'a');
    const spare = path.join(root, 'b');
    put(published, 'en/index.html', 'new home');
    put(published, 'en/news/index.html', 'news');
    put(published, 'pagefind/fragment/en_1.pf_fragment', 'f1');
    put(spare, 'en/index.html', 'old home');
    put(spare, 'en/news/index.html', 'stale but not in the delta');
    put(spare, 'en/gone/index.html', 'removed page');
    put(spare, 'pagefind/fragment/en_0.pf_fragment', 'f0');
    catchUp(published, spare, new Set(['en/index.html', 'en/gone/index.html', 'pagefind']));
    expect(read(spare, 'en/index.html')).toBe('new home');
    expect(inode(spare, 'en/index.html')).toBe(inode(published, 'en/index.html'));
    expect(existsSync(path.join(spare, 'en/gone/index.html'))).toBe(false);
    // Only the delta is touched: a file outside it stays as it is.
    expect(read(spare, 'en/news/index.html')).toBe('stale but not in the delta');
    expect(existsSync(path.join(spare, 'pagefind/fragment/en_0.pf_fragment'))).toBe(false);
    expect(read(spare, 'pagefind/fragment/en_1.pf_fragment')).toBe('f1');

    catchUp(published, spare, 'all');
    expect(read(spare, 'en/news/index.html')).toBe('news');
    expect(inode(spare, 'en/news/index.html')).toBe(inode(published, 'en/news/index.html'));
  });

  it('writes a changed file as a new file: the published tree’s hard link keeps its bytes', () => {
    const published = path.join(root, 'a');
    const spare = path.join(root, 'b');
    put(published, 'en/index.html', 'home');
    put(published, 'en/about/index.html', 'about');
    catchUp(published, spare, 'all');
    expect(writeIfChanged(spare, published, 'en/index.html', Buffer.from('home'))).toBe(false);
    expect(inode(spare, 'en/index.html')).toBe(inode(published, 'en/index.html'));
    expect(writeIfChanged(spare, published, 'en/about/index.html', Buffer.from('about, edited'))).toBe(true);
    expect(read(spare, 'en/about/index.html')).toBe('about, edited');
    expect(read(published, 'en/about/index.html')).toBe('about');
    expect(writeIfChanged(spare, published, 'en/new/index.html', Buffer.from('new page'))).toBe(true);
    expect(read(spare, 'en/new/index.html')).toBe('new page');
  });

  it('moves in the staged files the tree lacks and leaves the ones it has', () => {
    const staging = path.join(root, 'staging');
    const tree = path.join(root, 'tree');
    put(staging, '_img/a-400.webp', 'A');
    put(staging, '_img/b-400.webp', 'B');
    put(tree, '_img/a-400.webp', 'A');
    expect(addMissing(staging, tree)).toEqual([path.join('_img', 'b-400.webp')]);
    expect(read(tree, '_img/b-400.webp')).toBe('B');
  });
});
