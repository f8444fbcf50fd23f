import { existsSync, mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Releases } from '../../../scripts/publisher/releases.ts';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'publisher-releases-'));
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A finished build in a new release folder. */
function build(releases: Releases, text: string): string {
  const dir = releases.next();
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), text);
  return dir;
}

describe('Releases', () => {
  it('has no current release before the first publish', () => {
    const releases = new Releases(root);
    expect(releases.current()).toBeUndefined();
    expect(existsSync(releases.releasesDir)).toBe(true);
  });

  it('a release folder without index.html is not current', () => {
    const releases = new Releases(root);
    const dir = releases.next();
    mkdirSync(dir, { recursive: true });
    releases.publish(dir);
    expect(releases.current()).toBeUndefined();
  });

  it('next() names sort in creation order, even within one second', () => {
    const releases = new Releases(root);
    const names = Array.from({ length: 50 }, () => path.basename(releases.next()));
    expect(new Set(names).size).toBe(50);
    expect([...names].sort()).toEqual(names);
  });

  it('publish swaps the link (a relative one), and the old release stays readable until pruned', () => {
    const releases = new Releases(root);
    const a = build(releases, 'A');
    releases.publish(a);
    expect(releases.current()).toBe(a);
    expect(readlinkSync(releases.currentLink)).toBe(path.relative(root, a));
    expect(readFileSync(path.join(releases.currentLink, 'index.html'), 'utf8')).toBe('A');

    const b = build(releases, 'B');
    releases.publish(b);
    expect(releases.current()).toBe(b);
    expect(readFileSync(path.join(releases.currentLink, 'index.html'), 'utf8')).toBe('B');
    expect(readFileSync(path.join(a, 'index.html'), 'utf8')).toBe('A');

    const c = build(releases, 'C');
    releases.publish(c);
    expect(existsSync(a)).toBe(false);
    expect(existsSync(b)).toBe(true);
    expect(releases.current()).toBe(c);
  });

  it('prune keeps the newest ones and always the current one', () => {
    const releases = new Releases(root);
    const dirs = Array.from({ length: 5 }, (_, i) => build(releases, String(i)));
    releases.publish(dirs[0]!);
    releases.prune(2);
    expect(dirs.map((dir) => existsSync(dir))).toEqual([true, false, false, true, true]);
  });

  it('prune removes leftovers of builds that never published', () => {
    const releases = new Releases(root);
    const published = build(releases, 'live');
    releases.publish(published);
    const leftovers = Array.from({ length: 3 }, (_, i) => build(releases, `left ${i}`));
    releases.publish(build(releases, 'new'));
    expect(leftovers.map((dir) => existsSync(dir))).toEqual([false, false, true]);
    expect(existsSync(published)).toBe(false);
  });

  it('discard removes a release, never the current one', () => {
    const releases = new Releases(root);
    const live = build(releases, 'live');
    releases.publish(live);
    const failed = build(releases, 'failed');
    releases.discard(failed);
    expect(existsSync(failed)).toBe(false);
    releases.discard(live);
    expect(existsSync(live)).toBe(true);
    expect(releases.current()).toBe(live);
  });

  it('works the same with a relative root (the current release is never pruned or discarded)', () => {
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const releases = new Releases('site');
      const live = build(releases, 'live');
      releases.publish(live);
      releases.prune(0);
      releases.discard(live);
      releases.discard(path.relative(root, live));
      expect(readFileSync(path.join(root, 'site', 'current', 'index.html'), 'utf8')).toBe('live');
      expect(releases.current()).toBe(live);
      expect(live.startsWith(path.join(root, 'site', 'releases'))).toBe(true);
    } finally {
      process.chdir(cwd);
    }
  });

  it('publish is atomic: a reader in another thread always finds the site while the link is swapped (best effort)', async () => {
    const releases = new Releases(root);
    const dirs = [build(releases, 'A'), build(releases, 'B')];
    releases.publish(dirs[0]!);
    releases.prune = () => {}; // keep both folders for the ping-pong
    const index = path.join(releases.currentLink, 'index.html');
    const stop = new Int32Array(new SharedArrayBuffer(4));
    const reader = new Worker(
      `const { readFileSync } = require('node:fs');
       const { workerData, parentPort } = require('node:worker_threads');
       const stop = new Int32Array(workerData.stop);
       let reads = 0, misses = 0, other = 0;
       while (Atomics.load(stop, 0) === 0) {
         try { const text = readFileSync(workerData.index, 'utf8'); if (text !== 'A' && text !== 'B') other++; } catch { misses++; }
         reads++;
       }
       parentPort.postMessage({ reads, misses, other });`,
      { eval: true, workerData: { index, stop: stop.buffer } },
    );
    const result = new Promise<{ reads: number; misses: number; other: number }>((resolve, reject) => {
      reader.once('message', resolve);
      reader.once('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    for (let i = 0; i < 2000; i++) releases.publish(dirs[i % 2]!);
    Atomics.store(stop, 0, 1);
    const { reads, misses, other } = await result;
    await reader.terminate();
    expect(reads).toBeGreaterThan(0);
    expect({ misses, other }).toEqual({ misses: 0, other: 0 });
  });
});
