/**
 * The new output of an incremental build made from the last one by renames (scripts/lib/output-update.ts):
 * the same files as the output made by linking every kept page (scripts/lib/incremental-output.ts
 * `carryOver` + `relinkUnchanged`), kept pages never looked at, unchanged files keeping their inode,
 * and the last output put back as it was when the build fails — also half-way through.
 */
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { carryOver, listFiles, relinkUnchanged } from '../../../scripts/lib/incremental-output.ts';
import { updateOutput } from '../../../scripts/lib/output-update.ts';

let root: string;
let last: string;
let fresh: string;
let staged: string;
let aside: string;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Every file of `dir` with its bytes and inode. */
function snapshot(dir: string): Record<string, { bytes: string; ino: number }> {
  return Object.fromEntries(
    listFiles(dir)
      .sort()
      .map((file) => [file, { bytes: readFileSync(path.join(dir, file), 'utf8'), ino: statSync(path.join(dir, file)).ino }]),
  );
}

const bytesOf = (dir: string): Record<string, string> =>
  Object.fromEntries(Object.entries(snapshot(dir)).map(([file, { bytes }]) => [file, bytes]));

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'output-update-'));
  [last, fresh, staged, aside] = ['cache/output', 'tmp/fresh', 'tmp/staged', 'tmp/aside'].map((dir) => path.join(root, dir)) as [
    string,
    string,
    string,
    string,
  ];
  // The last output: four pages, the bundle, two uploads, an image variant, the search index.
  write(path.join(last, 'de/index.html'), 'Startseite');
  write(path.join(last, 'de/alt/index.html'), 'alte Seite');
  write(path.join(last, 'de/produkt/index.html'), 'Produkt v1');
  write(path.join(last, 'en/product/index.html'), 'Product v1');
  write(path.join(last, '_astro/app.abc12345.js'), 'bundle');
  write(path.join(last, 'uploads/keep.pdf'), 'pdf');
  write(path.join(last, 'uploads/deleted.pdf'), 'deleted pdf');
  write(path.join(last, '_img/a-100.webp'), 'image a');
  write(path.join(last, 'pagefind/pagefind-entry.json'), '{}');
  // This build: the product page changed (German) and rendered unchanged (English), a new page, the
  // bundle written again with the same bytes, one upload linked from the last output, a new variant.
  write(path.join(fresh, 'de/produkt/index.html'), 'Produkt v2');
  write(path.join(fresh, 'en/product/index.html'), 'Product v1');
  write(path.join(fresh, 'de/neu/index.html'), 'neue Seite');
  write(path.join(fresh, '_astro/app.abc12345.js'), 'bundle');
  mkdirSync(path.join(fresh, 'uploads'));
  linkSync(path.join(last, 'uploads/keep.pdf'), path.join(fresh, 'uploads/keep.pdf'));
  write(path.join(fresh, '_img/b-100.webp'), 'image b');
  mkdirSync(staged, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const request = () => ({
  last,
  fresh,
  staged,
  aside,
  gone: [path.join('de', 'alt', 'index.html'), 'pagefind'],
  // What the last build wrote besides pages and image variants.
  rewritten: ['_astro/app.abc12345.js', 'uploads/keep.pdf', 'uploads/deleted.pdf'],
});

describe('updateOutput', () => {
  it('makes the same output as linking every kept page into what the build wrote', () => {
    // The linked way, on copies: the kept pages linked into the build's output, then compared file by file.
    const linked = path.join(root, 'linked');
    for (const file of listFiles(fresh)) write(path.join(linked, file), readFileSync(path.join(fresh, file), 'utf8'));
    carryOver(last, linked, ['/de/']);
    relinkUnchanged(last, linked, listFiles(linked));

    const written = listFiles(fresh).sort();
    const update = updateOutput(request());
    expect(bytesOf(staged)).toEqual(bytesOf(linked));
    expect(existsSync(last)).toBe(false);
    expect(update.changed.sort()).toEqual(['_img/b-100.webp', 'de/neu/index.html', 'de/produkt/index.html']);
    expect(update.written.sort()).toEqual(written);
    expect(update.removed.sort()).toEqual(['de/alt/index.html', 'pagefind', 'uploads/deleted.pdf']);
    // The folder of the removed page is gone too, as in an output made afresh.
    expect(existsSync(path.join(staged, 'de/alt'))).toBe(false);
  });

  it('keeps the last output’s file where the bytes did not change (same inode), and never looks at a kept page', () => {
    const before = snapshot(last);
    // A kept page that could not even be read: the update does not list, open or stat it.
    symlinkSync(path.join(root, 'nowhere'), path.join(last, 'de/kaputt.html'));
    const update = updateOutput(request());
    const after = snapshot(staged);
    for (const file of ['de/index.html', 'en/product/index.html', '_astro/app.abc12345.js', 'uploads/keep.pdf', '_img/a-100.webp']) {
      expect(after[file]!.ino).toBe(before[file]!.ino);
    }
    expect(lstatSync(path.join(staged, 'de/kaputt.html')).isSymbolicLink()).toBe(true);
    expect(readFileSync(path.join(staged, 'de/produkt/index.html'), 'utf8')).toBe('Produkt v2');
    update.finish();
    expect(existsSync(aside)).toBe(false);
    expect(existsSync(fresh)).toBe(false);
  });

  it('undo puts the last output back as it was, also over what a later step wrote (the search index)', () => {
    const before = snapshot(last);
    const update = updateOutput(request());
    write(path.join(staged, 'pagefind/pagefind-entry.json'), '{"new":true}');
    update.undo();
    update.undo();
    expect(snapshot(last)).toEqual(before);
    expect(existsSync(staged)).toBe(false);
    expect(existsSync(path.join(last, 'de/neu'))).toBe(false);
  });

  it('puts the last output back when it fails half-way', () => {
    const before = snapshot(last);
    // A file below what the last output has as a file: it cannot be moved into place.
    write(path.join(fresh, 'de/index.html/extra.html'), 'cannot be');
    expect(() => updateOutput(request())).toThrow();
    expect(snapshot(last)).toEqual(before);
    expect(existsSync(path.join(last, 'de/neu'))).toBe(false);
  });

  it('after finish, undo changes nothing', () => {
    const update = updateOutput(request());
    update.finish();
    const after = snapshot(staged);
    update.undo();
    expect(snapshot(staged)).toEqual(after);
    expect(existsSync(last)).toBe(false);
  });
});
