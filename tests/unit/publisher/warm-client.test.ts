import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WarmClient, type SearchReport } from '../../../scripts/publisher/warm-client.ts';

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

const reports: SearchReport[] = [];
function start(mode: string): WarmClient {
  reports.length = 0;
  client = new WarmClient({
    env: { ...process.env, FAKE_WARM: mode, FAKE_WARM_LOG: path.join(dir, 'fake.log') },
    workDir: path.join(dir, 'work'),
    logFile: path.join(dir, 'logs', 'warm.log'),
    killGraceMs: 300,
    script: FAKE,
    onSearch: (report) => reports.push(report),
  });
  return client;
}
const lines = (): string[] =>
  existsSync(path.join(dir, 'fake.log')) ? readFileSync(path.join(dir, 'fake.log'), 'utf8').trim().split('\n') : [];
const messages = (): Array<{ type: string; ok?: boolean }> =>
  lines()
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { type: string; ok?: boolean });
const pids = (): number[] => lines().flatMap((line) => (line.startsWith('pid ') ? [Number(line.slice(4))] : []));
const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};
const request = { current: '/site/live/trees/a', spare: '/site/live/trees/b', today: '2026-06-01' };
const limits = { timeoutMs: 10_000 };

describe('the warm publisher client', () => {
  it('has the worker adopt the live folder first, then publishes: done when live, the search round reported later', async () => {
    const warm = start('ok');
    expect(await warm.publish(request, () => {}, limits)).toEqual({ ok: false, error: 'the warm publisher has adopted no live folder' });
    expect(await warm.adopt('/site/live', limits)).toMatchObject({ ok: true, summary: { release: 'a' } });
    expect(warm.adopted).toBe(true);
    const wentLive: number[] = [];
    const outcome = await warm.publish(request, (summary) => wentLive.push(summary.rendered), limits);
    expect(wentLive).toEqual([3]);
    expect(outcome).toMatchObject({ ok: true, summary: { rendered: 3 } });
    // The publish resolved at live: the search round had not reported yet.
    expect(reports).toEqual([]);
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toMatchObject({ ids: [outcome.ok ? outcome.id : -1], ok: true, search: { languages: ['en'] } });
    expect(messages()).toEqual([
      expect.objectContaining({ type: 'adopt', live: '/site/live' }),
      // The worker builds the model for the day the service gives it.
      expect.objectContaining({ type: 'publish', current: '/site/live/trees/a', spare: '/site/live/trees/b', today: '2026-06-01' }),
      expect.objectContaining({ type: 'published', ok: true }),
    ]);
    // The process stays for the next publish.
    await warm.publish(request, () => {}, limits);
    expect(pids()).toHaveLength(1);
  });

  it('tells the worker when the release could not be published, and reports why', async () => {
    const warm = start('ok');
    await warm.adopt('/site/live', limits);
    const outcome = await warm.publish(
      request,
      () => {
        throw new Error('disk full');
      },
      limits,
    );
    expect(outcome).toEqual({ ok: false, error: 'publishing the release failed: disk full' });
    await expect.poll(() => messages().some((message) => message.type === 'published' && message.ok === false)).toBe(true);
  });

  it('reports a failed search round: the pages are live anyway', async () => {
    const warm = start('search-fails');
    await warm.adopt('/site/live', limits);
    expect(await warm.publish(request, () => {}, limits)).toMatchObject({ ok: true });
    await expect.poll(() => reports.length).toBe(1);
    expect(reports[0]).toMatchObject({ ok: false, error: 'Pagefind failed' });
  });

  it('ends a process whose adoption failed: the next one is a new process', async () => {
    const warm = start('adopt-fails');
    expect(await warm.adopt('/site/live', limits)).toEqual({ ok: false, error: 'the adopting build failed' });
    expect(warm.adopted).toBe(false);
    await warm.adopt('/site/live', limits);
    expect(pids()).toHaveLength(2);
    await expect.poll(() => alive(pids()[0]!)).toBe(false);
  });

  it('stops a request past its time: SIGTERM, then SIGKILL of the process group', async () => {
    const warm = start('hang');
    const outcome = await warm.adopt('/site/live', { timeoutMs: 500 });
    expect(outcome).toMatchObject({ ok: false, timedOut: true });
    expect(outcome.ok ? '' : outcome.error).toMatch(/timed out after/);
    await expect.poll(() => lines().includes('SIGTERM ignored')).toBe(true);
    await expect.poll(() => alive(pids()[0]!), { timeout: 5_000 }).toBe(false);
  });
});
