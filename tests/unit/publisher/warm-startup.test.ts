/**
 * How the rebuild service takes up its live folder when it starts (scripts/publisher/warm-target.ts):
 * it adopts the folder its state file describes, or — a folder it cannot trust — runs a full build
 * first, and /status names which. The warm publisher's process and the full build are stand-ins
 * (./fake-warm-worker.ts, ./fake-full-build.ts); the state file and its checks are the real ones
 * (scripts/publisher/publish-state.ts). The real processes over the sample: ./restart.test.ts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readPublishState, writePublishState } from '../../../scripts/publisher/publish-state.ts';
import { startPublisher, type RunningPublisher } from '../../../scripts/publisher/service.ts';
import type { StatusSnapshot } from '../../../scripts/publisher/status.ts';

const TOKEN = 'tok_startup_test';
let dir: string;
let publisher: RunningPublisher | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'publisher-startup-'));
});
afterEach(async () => {
  await publisher?.close();
  publisher = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const liveDir = (): string => path.join(dir, 'work', 'live');
const log = (): string[] =>
  existsSync(path.join(dir, 'fake.log')) ? readFileSync(path.join(dir, 'fake.log'), 'utf8').trim().split('\n') : [];
const fullBuilds = (): number => log().filter((line) => line.startsWith('full build')).length;

/** Starts the service over the same folder, waits for its first publish, and returns its status. */
async function startAndPublish(): Promise<StatusSnapshot> {
  await publisher?.close();
  publisher = await startPublisher({
    dir: path.join(dir, 'work'),
    port: 0,
    auth: { token: TOKEN },
    env: { ...process.env, FAKE_WARM: 'ok', FAKE_WARM_LOG: path.join(dir, 'fake.log') },
    quietMs: 20,
    maxWaitMs: 200,
    warm: true,
    warmScripts: {
      worker: path.join(import.meta.dirname, 'fake-warm-worker.ts'),
      fullBuild: path.join(import.meta.dirname, 'fake-full-build.ts'),
    },
    killGraceMs: 300,
  });
  await publisher.idle();
  const status = (await (
    await fetch(`${publisher.url}/status.json`, { headers: { authorization: `Bearer ${TOKEN}` } })
  ).json()) as StatusSnapshot;
  expect(status.builds[0]).toMatchObject({ target: 'live', outcome: 'published' });
  return status;
}

describe('the rebuild service takes up its live folder', () => {
  it('builds a new folder in full, adopts it as it is after a restart, and says which on /status', async () => {
    const first = await startAndPublish();
    expect(first.live.startup).toMatchObject({ how: 'full build', why: 'no state file of an earlier publish' });
    expect(first.builds[0]).toMatchObject({ mode: 'full', reason: 'full build: no state file of an earlier publish' });
    expect(fullBuilds()).toBe(1);

    const again = await startAndPublish();
    expect(again.live.startup).toMatchObject({ how: 'adopted', why: null });
    expect(again.builds[0]!.phases).toHaveProperty('adopt');
    expect(fullBuilds()).toBe(1);
    const html = await (await fetch(`${publisher!.url}/status`)).text();
    expect(html).toContain('adopted');
  });

  it('serves the tree its state file names: a stop between a publish and its state file leaves the one before', async () => {
    await startAndPublish();
    const state = readPublishState(liveDir())!;
    const other = state.release.tree === 'trees/a' ? 'trees/b' : 'trees/a';
    const link = path.join(liveDir(), 'current');
    unlinkSync(link);
    symlinkSync(other, link);
    await publisher!.close();
    publisher = undefined;
    const status = await startAndPublish();
    expect(status.live.startup).toMatchObject({ how: 'adopted', release: 'a' });
    // The worker got the state's tree as the published one.
    const publish = log()
      .filter((line) => line.includes('"type":"publish"'))
      .at(-1)!;
    expect(JSON.parse(publish)).toMatchObject({ current: path.join(liveDir(), state.release.tree) });
  });

  const untrusted: Array<[string, () => void, RegExp]> = [
    ['a half-written state file', () => writeFileSync(path.join(liveDir(), 'state', 'state.json'), '{"format": 1, "finger'), /unreadable/],
    [
      'a state file of another format',
      () => writePublishState(liveDir(), { ...readPublishState(liveDir())!, format: 99 }),
      /state file is of format 99; this publisher reads format 1/,
    ],
    [
      'a state file written by other code (another build fingerprint)',
      () => writePublishState(liveDir(), { ...readPublishState(liveDir())!, fingerprint: 'f'.repeat(64) }),
      /code or configuration changed/,
    ],
    [
      'a state file not the publisher’s',
      () => writeFileSync(path.join(liveDir(), 'state', 'state.json'), '{"pages": []}'),
      /not one this publisher wrote/,
    ],
    [
      'a snapshot that is not the one the state names',
      () => writeFileSync(path.join(liveDir(), 'state', readPublishState(liveDir())!.content.name), '{"changed":1}'),
      /not the one the state file names/,
    ],
    [
      'a published tree that lacks a page',
      () => rmSync(path.join(liveDir(), readPublishState(liveDir())!.release.tree, 'de', 'index.html')),
      /lacks \/de\//,
    ],
    [
      'a search index that is gone',
      () => rmSync(path.join(liveDir(), readPublishState(liveDir())!.search.index), { recursive: true }),
      /search index .* is missing/,
    ],
  ];
  for (const [what, damage, why] of untrusted) {
    it(`builds in full over ${what}, and says why`, async () => {
      await startAndPublish();
      await publisher!.close();
      publisher = undefined;
      damage();
      const status = await startAndPublish();
      expect(status.live.startup?.how).toBe('full build');
      expect(status.live.startup?.why).toMatch(why);
      expect(fullBuilds()).toBe(2);
    });
  }
});
