import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BuildScheduler } from '../../../scripts/publisher/scheduler.ts';

/** A `run` whose builds finish when the test says so (or at once with `instant`). */
function recorder(instant = true) {
  const batches: number[][] = [];
  const finishers: Array<() => void> = [];
  const run = vi.fn((batch: number[]): Promise<void> => {
    batches.push(batch);
    if (instant) return Promise.resolve();
    return new Promise<void>((resolve) => finishers.push(resolve));
  });
  return { batches, finishers, run };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('BuildScheduler: batching', () => {
  it('runs one batch after the quiet window', async () => {
    const { batches, run } = recorder();
    const scheduler = new BuildScheduler<number>({ quietMs: 1000, maxWaitMs: 10_000, run });
    scheduler.add(1);
    scheduler.add(2);
    expect(scheduler.queued).toBe(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(batches).toEqual([[1, 2]]);
    expect(scheduler.queued).toBe(0);
  });

  it('coalesces 50 adds spread over 2 s into one batch', async () => {
    const { batches, run } = recorder();
    const scheduler = new BuildScheduler<number>({ quietMs: 1000, maxWaitMs: 10_000, run });
    for (let i = 0; i < 50; i++) {
      scheduler.add(i);
      await vi.advanceTimersByTimeAsync(40);
    }
    await vi.advanceTimersByTimeAsync(5000);
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(50);
  });

  it('maxWait caps a stream that is never quiet', async () => {
    const { batches, run } = recorder();
    const scheduler = new BuildScheduler<number>({ quietMs: 1000, maxWaitMs: 3000, run });
    let i = 0;
    for (; i < 30; i++) {
      scheduler.add(i);
      await vi.advanceTimersByTimeAsync(500);
      if (batches.length > 0) break;
    }
    expect(batches).toHaveLength(1);
    // The first batch started 3000 ms after the first add: adds at 0, 500, …, 3000 ms went in.
    expect(batches[0]).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('adds during a running build form exactly one follow-up batch', async () => {
    const { batches, finishers, run } = recorder(false);
    const scheduler = new BuildScheduler<number>({ quietMs: 100, maxWaitMs: 1000, run });
    scheduler.add(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([[1]]);
    expect(scheduler.busy).toBe(true);
    for (let i = 2; i <= 20; i++) {
      scheduler.add(i);
      await vi.advanceTimersByTimeAsync(200);
    }
    expect(batches).toHaveLength(1);
    expect(scheduler.queued).toBe(19);
    finishers.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    // maxWait is already over for the follow-up batch: it starts at once.
    expect(batches).toHaveLength(2);
    expect(batches[1]).toHaveLength(19);
    finishers.shift()!();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches).toHaveLength(2);
    expect(scheduler.busy).toBe(false);
  });
});

describe('BuildScheduler: idle, close and failing runs', () => {
  it('idle() resolves at once when nothing waits, else after the last batch', async () => {
    const { finishers, run } = recorder(false);
    const scheduler = new BuildScheduler<number>({ quietMs: 100, maxWaitMs: 1000, run });
    await expect(scheduler.idle()).resolves.toBeUndefined();
    scheduler.add(1);
    let idle = false;
    void scheduler.idle().then(() => (idle = true));
    await vi.advanceTimersByTimeAsync(100);
    scheduler.add(2);
    finishers.shift()!();
    await vi.advanceTimersByTimeAsync(100);
    expect(idle).toBe(false);
    finishers.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(idle).toBe(true);
  });

  it('close() drops the queue, waits for the running build and ignores later adds', async () => {
    const { batches, finishers, run } = recorder(false);
    const scheduler = new BuildScheduler<number>({ quietMs: 100, maxWaitMs: 1000, run });
    scheduler.add(1);
    await vi.advanceTimersByTimeAsync(100);
    scheduler.add(2);
    let closed = false;
    void scheduler.close().then(() => (closed = true));
    expect(scheduler.queued).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(false);
    finishers.shift()!();
    await vi.advanceTimersByTimeAsync(0);
    expect(closed).toBe(true);
    scheduler.add(3);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(batches).toEqual([[1]]);
    await expect(scheduler.idle()).resolves.toBeUndefined();
  });

  it('close() before the quiet window ends means no build at all', async () => {
    const { run } = recorder();
    const scheduler = new BuildScheduler<number>({ quietMs: 100, maxWaitMs: 1000, run });
    scheduler.add(1);
    await scheduler.close();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(run).not.toHaveBeenCalled();
  });

  it('a run that rejects does not wedge it', async () => {
    const batches: number[][] = [];
    const scheduler = new BuildScheduler<number>({
      quietMs: 100,
      maxWaitMs: 1000,
      run: (batch) => {
        batches.push(batch);
        return Promise.reject(new Error('build crashed'));
      },
    });
    scheduler.add(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(scheduler.busy).toBe(false);
    scheduler.add(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([[1], [2]]);
    await expect(scheduler.idle()).resolves.toBeUndefined();
  });

  it('a run that throws synchronously does not wedge it either', async () => {
    const batches: number[][] = [];
    const scheduler = new BuildScheduler<number>({
      quietMs: 100,
      maxWaitMs: 1000,
      run: (batch) => {
        batches.push(batch);
        throw new Error('not even started');
      },
    });
    scheduler.add(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(scheduler.busy).toBe(false);
    scheduler.add(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([[1], [2]]);
    await expect(scheduler.idle()).resolves.toBeUndefined();
  });
});
