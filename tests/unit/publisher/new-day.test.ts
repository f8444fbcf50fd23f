/**
 * A rebuild service that keeps running moves events on a new day (docs/publishing.md §8): every
 * publish is for the day of the service's clock (scripts/publisher/day.ts), and at the next UTC
 * midnight the service publishes again, through its normal queue. The clock here is the test's: the
 * day changes when the test says so. What a new day renders is tested on the pages themselves in
 * tests/unit/site/today.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { publishDays, untilNextUtcMidnight, type PublisherClock } from '../../../scripts/publisher/day.ts';
import { startPublisher, type PublisherOptions, type RunningPublisher } from '../../../scripts/publisher/service.ts';
import type { StatusSnapshot } from '../../../scripts/publisher/status.ts';
import { fakeBuild } from './fake-build.ts';

const TOKEN = 'tok_new_day_test';

/** A clock that stands still until `set` moves it; its timers run when it passes them. */
function testClock(start: string): PublisherClock & { set(at: string): void; pending(): number } {
  let now = new Date(start).getTime();
  let timers: Array<{ at: number; run: () => void }> = [];
  return {
    now: () => new Date(now),
    after(ms, run) {
      const timer = { at: now + ms, run };
      timers.push(timer);
      return () => {
        timers = timers.filter((other) => other !== timer);
      };
    },
    set(at) {
      now = new Date(at).getTime();
      const due = timers.filter((timer) => timer.at <= now);
      timers = timers.filter((timer) => timer.at > now);
      for (const timer of due) timer.run();
    },
    pending: () => timers.length,
  };
}

let dir: string;
let fake: ReturnType<typeof fakeBuild>;
let publisher: RunningPublisher | undefined;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'publisher-new-day-'));
  fake = fakeBuild(dir);
});
afterEach(async () => {
  await publisher?.close();
  publisher = undefined;
  rmSync(dir, { recursive: true, force: true });
});

async function start(overrides: Partial<PublisherOptions>): Promise<RunningPublisher> {
  publisher = await startPublisher({
    dir: path.join(dir, 'work'),
    port: 0,
    auth: { token: TOKEN },
    env: fake.env,
    quietMs: 20,
    maxWaitMs: 200,
    buildScript: fake.script,
    ...overrides,
  });
  return publisher;
}

const live = async (p: RunningPublisher, file: string): Promise<string> => (await fetch(`${p.url}/${file}`)).text();
async function builds(p: RunningPublisher): Promise<StatusSnapshot['builds']> {
  const response = await fetch(`${p.url}/status.json`, { headers: { authorization: `Bearer ${TOKEN}` } });
  return ((await response.json()) as StatusSnapshot).builds;
}

describe('the rebuild service on a new day', () => {
  it('publishes for the day of its clock, and again at the next UTC midnight; a webhook publishes for the day it comes on', async () => {
    const clock = testClock('2026-06-01T22:00:00Z');
    const p = await start({ clock });
    await p.idle();
    expect(await live(p, 'today.txt')).toBe('2026-06-01');
    expect((await builds(p)).map((build) => build.trigger)).toEqual(['startup']);

    // Still Monday: nothing happens.
    clock.set('2026-06-01T23:59:59Z');
    await p.idle();
    expect(await builds(p)).toHaveLength(1);

    // Midnight (UTC): a publish of its own, for the new day.
    clock.set('2026-06-02T00:00:01Z');
    await p.idle();
    const [newDay] = await builds(p);
    expect(newDay).toMatchObject({ trigger: 'new day 2026-06-02', outcome: 'published', changes: 0 });
    expect(await live(p, 'today.txt')).toBe('2026-06-02');

    // An edit later that day is published for that day; the next midnight is waited for again.
    clock.set('2026-06-02T09:30:00Z');
    const response = await fetch(`${p.url}/webhook`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event: 'entry.update', created_at: '2026-06-02T09:30:00.000Z', model: 'product-page', entry: { id: 1 } }),
    });
    expect(response.status).toBe(202);
    await p.idle();
    expect((await builds(p)).map((build) => build.trigger)).toEqual(['entry.update product-page #1', 'new day 2026-06-02', 'startup']);
    expect(await live(p, 'today.txt')).toBe('2026-06-02');
    expect(clock.pending()).toBe(1);
  });

  it('keeps a day SITE_TODAY fixes (no publish at midnight) and refuses one that is not a date', async () => {
    const clock = testClock('2026-06-01T22:00:00Z');
    const p = await start({ clock, env: { ...fake.env, SITE_TODAY: '2026-11-20' } });
    await p.idle();
    expect(await live(p, 'today.txt')).toBe('2026-11-20');
    expect(clock.pending()).toBe(0);
    clock.set('2026-06-03T00:00:01Z');
    await p.idle();
    expect(await builds(p)).toHaveLength(1);
    await p.close();
    publisher = undefined;

    await expect(start({ clock, env: { ...fake.env, SITE_TODAY: '20.11.2026' } })).rejects.toThrow(
      /SITE_TODAY must be a date written YYYY-MM-DD/,
    );
  });
});

describe('publishDays', () => {
  it('calls at every UTC midnight with the new day (once, with the latest, after a jump of the clock)', () => {
    expect(untilNextUtcMidnight(new Date('2026-06-01T23:59:00Z'))).toBe(60_000);
    expect(untilNextUtcMidnight(new Date('2026-06-02T00:00:00Z'))).toBe(86_400_000);
    const clock = testClock('2026-06-01T12:00:00Z');
    const days = publishDays({}, clock);
    const seen: string[] = [];
    days.everyNewDay((day) => seen.push(day));
    clock.set('2026-06-01T23:59:59Z');
    expect(seen).toEqual([]);
    expect(days.today()).toBe('2026-06-01');
    clock.set('2026-06-02T00:00:00Z');
    expect(seen).toEqual(['2026-06-02']);
    clock.set('2026-06-04T08:00:00Z');
    expect(seen).toEqual(['2026-06-02', '2026-06-04']);
    days.stop();
    expect(clock.pending()).toBe(0);
  });
});
