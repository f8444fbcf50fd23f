import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WarmClient } from '../../../scripts/publisher/warm-client.ts';

const FAKE = path.join(import.meta.dirname, 'fake-warm-worker.ts');

let dir: string;
let client: WarmClient | undefined;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'warm-client-'));
});
afterEach(async () => {
  await client?.close();
  client = undefined;
  rmSync(dir, { recursive: true, force: true });
});

function start(mode: string): WarmClient {
  client = new WarmClient({
    env: { ...process.env, FAKE_WARM: mode, FAKE_WARM_LOG: path.join(dir, 'fake.log') },
    workDir: path.join(dir, 'work'),
    logFile: path.join(dir, 'logs', 'warm.log'),
    killGraceMs: 300,
    script: FAKE,
  });
  return client;
}
const lines = (): string[] =>
  existsSync(path.join(dir, 'fake.log')) ? readFileSync(path.join(dir, 'fake.log'), 'utf8').trim().split('\n') : [];
const pids = (): number[] => lines().flatMap((line) => (line.startsWith('pid ') ? [Number(line.slice(4))] : []));
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const request = { current: '/site/a', spare: '/site/b', other: '/site/a', today: '2026-06-01' };

describe('the warm publisher client', () => {
  it('publishes the prepared release, tells the worker, then waits for the search index to follow', async () => {
    const warm = start('ok');
    const wentLive: number[] = [];
    const outcome = await warm.publish(request, (summary) => wentLive.push(summary.rendered), { timeoutMs: 10_000 });
    expect(wentLive).toEqual([3]);
    expect(outcome).toMatchObject({ ok: true, summary: { rendered: 3 }, search: { ok: true, summary: { languages: ['en'] } } });
    const messages = lines().filter((line) => line.startsWith('{'));
    expect(messages.map((line) => JSON.parse(line) as { type: string; ok?: boolean })).toEqual([
      // The worker builds the model for the day the service gives it.
      expect.objectContaining({ type: 'publish', current: '/site/a', spare: '/site/b', today: '2026-06-01' }),
      expect.objectContaining({ type: 'published', ok: true, tree: '/site/b' }),
    ]);
    // The process stays for the next publish.
    await warm.publish(request, () => {}, { timeoutMs: 10_000 });
    expect(pids()).toHaveLength(1);
  });

  it('tells the worker when the release could not be published, and reports why', async () => {
    const warm = start('ok');
    const outcome = await warm.publish(
      request,
      () => {
        throw new Error('disk full');
      },
      { timeoutMs: 10_000 },
    );
    expect(outcome).toEqual({ ok: false, error: 'publishing the release failed: disk full' });
    await expect.poll(() => lines().some((line) => line.includes('"published"') && line.includes('"ok":false'))).toBe(true);
  });

  it('keeps the pages live when the search index fails to follow, and says so', async () => {
    const outcome = await start('search-fails').publish(request, () => {}, { timeoutMs: 10_000 });
    expect(outcome).toMatchObject({ ok: true, search: { ok: false, error: 'Pagefind failed' } });
  });

  it('ends a process whose first build failed: the next publish starts a new one', async () => {
    const warm = start('fail-first');
    expect(await warm.publish(request, () => {}, { timeoutMs: 10_000 })).toEqual({ ok: false, error: 'first build failed' });
    await warm.publish(request, () => {}, { timeoutMs: 10_000 });
    expect(pids()).toHaveLength(2);
    await expect.poll(() => alive(pids()[0]!)).toBe(false);
  });

  it('stops a publish past its time: SIGTERM, then SIGKILL of the process group; nothing goes live', async () => {
    const warm = start('hang');
    let live = false;
    const outcome = await warm.publish(request, () => (live = true), { timeoutMs: 500 });
    expect(outcome).toMatchObject({ ok: false, timedOut: true });
    expect(outcome.ok ? '' : outcome.error).toMatch(/timed out after/);
    expect(live).toBe(false);
    await expect.poll(() => lines().includes('SIGTERM ignored')).toBe(true);
    await expect.poll(() => alive(pids()[0]!), { timeout: 5_000 }).toBe(false);
  });
});
