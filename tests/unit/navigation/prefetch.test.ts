/**
 * src/navigation/prefetch.ts: link prefetching starts when the browser is idle, at the latest after
 * the 2000 ms of docs/navigation.md §10, with Astro's prefetch script for every same-site link once it is in view.
 */
import { describe, expect, it, vi } from 'vitest';

const init = vi.fn();
vi.mock('astro/virtual-modules/prefetch.js', () => ({ init }));

const { PREFETCH_IDLE_TIMEOUT_MS, PREFETCH_OPTIONS, prefetchWhenIdle } = await import('../../../src/navigation/prefetch.ts');

describe('prefetchWhenIdle', () => {
  it('waits for an idle callback (2000 ms timeout, docs/navigation.md §10), then starts Astro’s prefetching of links in view', () => {
    const idle: Array<{ callback: () => void; options: { timeout: number } }> = [];
    const win = {
      requestIdleCallback: (callback: () => void, options: { timeout: number }) => idle.push({ callback, options }),
      setTimeout: vi.fn(),
    };
    prefetchWhenIdle(undefined, win);
    expect(init).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    expect(idle[0]!.options).toEqual({ timeout: 2000 });
    expect(PREFETCH_IDLE_TIMEOUT_MS).toBe(2000);
    idle[0]!.callback();
    expect(init).toHaveBeenCalledWith({ prefetchAll: true, defaultStrategy: 'viewport' });
    expect(PREFETCH_OPTIONS).toEqual({ prefetchAll: true, defaultStrategy: 'viewport' });
    expect(win.setTimeout).not.toHaveBeenCalled();
  });

  it('without idle callbacks (Safari) it starts after a short timeout instead', () => {
    const start = vi.fn();
    const timers: Array<[() => void, number]> = [];
    prefetchWhenIdle(start, { setTimeout: (callback: () => void, ms: number) => timers.push([callback, ms]) });
    expect(start).not.toHaveBeenCalled();
    expect(timers).toHaveLength(1);
    expect(timers[0]![1]).toBeLessThanOrEqual(PREFETCH_IDLE_TIMEOUT_MS);
    timers[0]![0]();
    expect(start).toHaveBeenCalledOnce();
  });
});
