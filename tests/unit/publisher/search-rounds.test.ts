import { mkdirSync, mkdtempSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic } from '../../../src/fs/replace-file.ts';
import type { SearchDue, SearchSummary } from '../../../scripts/publisher/search-follower.ts';
import { SearchRounds, type Follower, type RoundReport } from '../../../scripts/publisher/search-rounds.ts';

/** A SearchFollower stand-in: each `follow` waits until the test lets it finish (or fail), then reads a page of the tree it was given. */
class FakeFollower implements Follower {
  readonly dues: SearchDue[] = [];
  readonly follows: Array<{ tree: string; release: (error?: Error) => void }> = [];
  readonly read: string[] = [];

  due(due: SearchDue): void {
    this.dues.push(due);
  }

  follow(current: string): Promise<{ summary: SearchSummary; written: Set<string> }> {
    return new Promise((resolve, reject) => {
      this.follows.push({
        tree: readlinkSync(current),
        release: (error) => {
          if (error) return reject(error);
          this.read.push(readFileSync(path.join(current, 'de', 'index.html'), 'utf8'));
          resolve({ summary: { languages: ['de'], reindexed: [], written: 1, removed: 0, ms: 5 }, written: new Set() });
        },
      });
    });
  }

  /** As the real one ends its Pagefind services: a round still running fails. */
  async close(): Promise<void> {
    for (const follow of this.follows) follow.release(new Error('closed'));
  }
}

let root: string;
let follower: FakeFollower;
let rounds: SearchRounds;
const reports: RoundReport[] = [];

const tree = (name: string): string => path.join(root, 'trees', name);
const languages = new Map([['de', ['de/index.html']]]);
const due = (file: string, reindex: string[] = []): SearchDue => ({ changed: new Map([['de', [file]]]), reindex: new Set(reindex) });

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'search-rounds-'));
  for (const name of ['a', 'b']) {
    mkdirSync(path.join(tree(name), 'de'), { recursive: true });
    writeFileSync(path.join(tree(name), 'de', 'index.html'), `page of ${name}`);
  }
  mkdirSync(path.join(root, 'search', 'index'), { recursive: true });
  follower = new FakeFollower();
  reports.length = 0;
  rounds = new SearchRounds({
    follower,
    workDir: path.join(root, 'work'),
    indexDir: path.join(root, 'search', 'index'),
    report: (report) => reports.push(report),
    retryMs: 50,
  });
});

afterEach(async () => {
  await rounds.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the search rounds after the publishes', () => {
  it('runs in the background; publishes that go live during a round pile up, and the next round covers them all against the newest tree', async () => {
    rounds.published(1, tree('a'), languages, due('de/one.html'));
    expect(rounds.busy).toBe(true);
    await expect.poll(() => follower.follows.length).toBe(1);
    expect(follower.follows[0]!.tree).toBe(tree('a'));
    // Two more publishes while the round runs: nothing waits for it.
    rounds.published(2, tree('b'), languages, due('de/two.html'));
    rounds.published(3, tree('a'), languages, due('de/three.html', ['en']));
    expect(rounds.uncovered()).toEqual({ changed: { de: ['de/one.html', 'de/three.html', 'de/two.html'] }, reindex: ['en'] });
    follower.follows[0]!.release();
    await expect.poll(() => follower.follows.length).toBe(2);
    expect(reports).toEqual([{ ids: [1], ok: true, summary: expect.objectContaining({ languages: ['de'] }) }]);
    // One round for both, against the tree published last, with what both changed.
    expect(follower.follows[1]!.tree).toBe(tree('a'));
    expect(follower.dues[1]).toEqual({ changed: new Map([['de', ['de/three.html', 'de/two.html']]]), reindex: new Set(['en']) });
    follower.follows[1]!.release();
    await rounds.settled();
    expect(reports[1]).toMatchObject({ ids: [2, 3], ok: true });
    expect(rounds.busy).toBe(false);
    expect(rounds.uncovered()).toEqual({ changed: {}, reindex: [] });
  });

  it('reports a failed round and tries it again; its publishes are reported with the round that succeeds', async () => {
    rounds.published(1, tree('a'), languages, due('de/one.html'));
    await expect.poll(() => follower.follows.length).toBe(1);
    follower.follows[0]!.release(new Error('Pagefind failed'));
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toEqual({ ids: [1], ok: false, error: 'Pagefind failed' });
    // What the failed round was given stays uncovered (the state file keeps it over a restart).
    expect(rounds.uncovered()).toEqual({ changed: { de: ['de/one.html'] }, reindex: [] });
    // Tried again after retryMs, without a new publish.
    await expect.poll(() => follower.follows.length).toBe(2);
    follower.follows[1]!.release();
    await expect.poll(() => reports.length).toBe(2);
    expect(reports[1]).toMatchObject({ ids: [1], ok: true });
    expect(rounds.uncovered()).toEqual({ changed: {}, reindex: [] });
  });

  it('a round keeps reading the pages it started with when a publish writes into its tree', async () => {
    rounds.published(1, tree('a'), languages, due('de/index.html'));
    await expect.poll(() => follower.follows.length).toBe(1);
    // The next publish goes live in b; the one after writes into a, which the round still reads.
    rounds.published(2, tree('b'), languages, due('de/index.html'));
    await rounds.beforeWrite(tree('a'));
    writeFileAtomic(path.join(tree('a'), 'de', 'index.html'), 'page of a, two publishes later');
    follower.follows[0]!.release();
    await expect.poll(() => follower.read.length).toBe(1);
    expect(follower.read[0]).toBe('page of a');
    // The round's own copy links the index folder, as the trees do.
    const copy = readlinkSync(path.join(root, 'work', 'search-reads', 'tree'));
    expect(copy).not.toBe(tree('a'));
    await expect.poll(() => follower.follows.length).toBe(2);
    follower.follows[1]!.release();
    await rounds.settled();
    expect(follower.read[1]).toBe('page of b');
  });

  it('a round that covers nothing published runs after a restart for what the index did not cover', async () => {
    rounds.restore(tree('b'), languages, { changed: { de: ['de/index.html'] }, reindex: [] });
    await expect.poll(() => follower.follows.length).toBe(1);
    expect(follower.follows[0]!.tree).toBe(tree('b'));
    follower.follows[0]!.release();
    await rounds.settled();
    expect(reports).toEqual([{ ids: [], ok: true, summary: expect.anything() }]);
  });
});
