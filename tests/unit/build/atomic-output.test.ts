import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { assertReplaceable, stageOutput, STAGING_FOLDER } from '../../../scripts/lib/atomic-output.ts';

/** Every file below `dir` with its content, as `{ "a/b.html": "…" }`. */
function snapshot(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files[path.relative(dir, file)] = readFileSync(file, 'utf8');
  }
  return files;
}

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

describe('building into a temporary folder and swapping it into place', () => {
  let root: string;
  let dist: string;
  const previous = { 'index.html': 'previous home', 'de/index.html': 'vorherige Startseite', '_astro/a.js': 'old();' };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'atomic-output-'));
    dist = path.join(root, 'dist');
    for (const [file, content] of Object.entries(previous)) write(path.join(dist, file), content);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('replaces the previous output with the new one on commit', async () => {
    const before = snapshot(dist);
    const staged = await stageOutput(dist);
    expect(staged.outDir).toBe(dist);
    expect(path.dirname(staged.tempDir)).toBe(path.join(root, STAGING_FOLDER));
    expect(readdirSync(staged.tempDir)).toEqual([]);
    write(path.join(staged.tempDir, 'index.html'), 'new home');
    write(path.join(staged.tempDir, 'en/index.html'), 'new English home');
    expect(snapshot(dist)).toEqual(before);

    await staged.commit();
    staged.discard(); // what the build's cleanup does after a commit: nothing left to remove

    expect(snapshot(dist)).toEqual({ 'index.html': 'new home', [path.join('en', 'index.html')]: 'new English home' });
    expect(readdirSync(root)).toEqual(['dist']);
    await expect(staged.commit()).rejects.toThrow(/already been committed/);
  });

  it('creates the output folder on a first build', async () => {
    rmSync(dist, { recursive: true });
    const staged = await stageOutput(dist);
    write(path.join(staged.tempDir, '404.html'), 'not found');
    await staged.commit();
    expect(snapshot(dist)).toEqual({ '404.html': 'not found' });
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('keeps the previous output and removes the temporary folder when a failed or interrupted build is discarded', async () => {
    const before = snapshot(dist);
    const staged = await stageOutput(dist);
    write(path.join(staged.tempDir, 'index.html'), 'half-written');
    staged.discard();
    expect(snapshot(dist)).toEqual(before);
    expect(existsSync(staged.tempDir)).toBe(false);
    expect(readdirSync(root)).toEqual(['dist']);
  });

  it('restores the parked previous output when interrupted between the two renames of the swap', async () => {
    const before = snapshot(dist);
    const staged = await stageOutput(dist);
    write(path.join(staged.tempDir, 'index.html'), 'new home');
    renameSync(dist, `${staged.tempDir}-previous`); // the first rename of commit() happened, then a signal
    staged.discard();
    expect(snapshot(dist)).toEqual(before);
  });

  it('puts back a parked output left by a build that was killed mid-swap, before the next build', async () => {
    const before = snapshot(dist);
    const killed = await stageOutput(dist);
    renameSync(dist, `${killed.tempDir}-previous`); // killed (SIGKILL) right after parking the old output
    expect(existsSync(dist)).toBe(false);
    const next = await stageOutput(dist);
    expect(snapshot(dist)).toEqual(before);
    next.discard();
  });

  it('keeps the previous output when the build left nothing to swap in', async () => {
    const before = snapshot(dist);
    const staged = await stageOutput(dist);
    rmSync(staged.tempDir, { recursive: true });
    await expect(staged.commit()).rejects.toThrow(/left no output/);
    staged.discard();
    expect(snapshot(dist)).toEqual(before);
  });

  it('refuses to replace a folder that does not look like a site build', async () => {
    const documents = path.join(root, 'documents');
    write(path.join(documents, 'letter.txt'), 'keep me');
    expect(() => assertReplaceable(documents)).toThrow(/does not look like a site build/);
    await expect(stageOutput(documents)).rejects.toThrow(/Refusing to replace/);
    expect(snapshot(documents)).toEqual({ 'letter.txt': 'keep me' });
  });
});
