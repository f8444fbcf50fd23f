import {
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { replaceFile, writeFileAtomic, writeFileAtomicAsync } from '../../../src/fs/replace-file.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'replace-file-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('writes a new file, making its folder, and leaves no temporary file', () => {
    const file = path.join(dir, 'a', 'b', 'index.json');
    writeFileAtomic(file, '{"a":1}');
    expect(readFileSync(file, 'utf8')).toBe('{"a":1}');
    expect(readdirSync(path.dirname(file))).toEqual(['index.json']);
  });

  it('replaces an existing file without writing into it (a hard link to the old one keeps its bytes)', () => {
    const file = path.join(dir, 'page.html');
    writeFileSync(file, 'old');
    const other = path.join(dir, 'other.html');
    linkSync(file, other);
    writeFileAtomic(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(readFileSync(other, 'utf8')).toBe('old');
    expect(readdirSync(dir).sort()).toEqual(['other.html', 'page.html']);
  });

  it('async: replaces an existing file too', async () => {
    const file = path.join(dir, 'x', 'cache.bin');
    mkdirSync(path.dirname(file));
    writeFileSync(file, 'old');
    await writeFileAtomicAsync(file, new Uint8Array([1, 2, 3]));
    expect([...readFileSync(file)]).toEqual([1, 2, 3]);
    expect(readdirSync(path.dirname(file))).toEqual(['cache.bin']);
  });
});

describe('replaceFile', () => {
  it('swaps a symbolic link for a new one', () => {
    mkdirSync(path.join(dir, 'a'));
    mkdirSync(path.join(dir, 'b'));
    const current = path.join(dir, 'current');
    symlinkSync('a', current, 'dir');
    replaceFile(current, (temporary) => symlinkSync('b', temporary, 'dir'));
    expect(readlinkSync(current)).toBe('b');
  });

  it('when making fails, removes the temporary file and leaves the target as it was', () => {
    const file = path.join(dir, 'kept.txt');
    writeFileSync(file, 'kept');
    expect(() =>
      replaceFile(file, (temporary) => {
        writeFileSync(temporary, 'half');
        throw new Error('disk full');
      }),
    ).toThrow('disk full');
    expect(readFileSync(file, 'utf8')).toBe('kept');
    expect(readdirSync(dir)).toEqual(['kept.txt']);
  });

  it('when the rename fails (the target is a folder), removes the temporary file', () => {
    const target = path.join(dir, 'folder');
    mkdirSync(target);
    writeFileSync(path.join(target, 'inside'), 'x');
    expect(() => writeFileAtomic(target, 'bytes')).toThrow();
    expect(statSync(target).isDirectory()).toBe(true);
    expect(readdirSync(dir)).toEqual(['folder']);
  });
});
