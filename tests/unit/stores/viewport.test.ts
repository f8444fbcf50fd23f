import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in window: listeners, sizes, scroll offset. */
function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>();
  const win = {
    scrollY: 0,
    innerWidth: 1440,
    innerHeight: 900,
    document: { documentElement: { clientWidth: 1425 } },
    addEventListener: (type: string, listener: () => void) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, listener: () => void) => listeners.get(type)?.delete(listener),
    fire: (type: string) => listeners.get(type)?.forEach((listener) => listener()),
    count: (type: string) => listeners.get(type)?.size ?? 0,
  };
  return win;
}

let win: ReturnType<typeof fakeWindow>;

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  win = fakeWindow();
  vi.stubGlobal('window', win);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 16) as unknown as number);
  vi.stubGlobal('cancelAnimationFrame', (id: number) => clearTimeout(id));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('viewport state (docs/navigation.md §10)', () => {
  it('reads the window when an island subscribes, and stops listening when none does', async () => {
    const { $viewport, $isDesktop } = await import('../../../src/stores/viewport.ts');
    const stop = $isDesktop.subscribe(() => {});
    expect($viewport.get()).toEqual({ scrollY: 0, width: 1440, height: 900, documentWidth: 1425 });
    expect($isDesktop.get()).toBe(true);
    expect(win.count('resize')).toBe(1);
    stop();
    await vi.runAllTimersAsync();
    expect(win.count('resize')).toBe(0);
    expect(win.count('scroll')).toBe(0);
  });

  it('debounces resizes by 200 ms and derives "at least desktop" from 1074px', async () => {
    const { $viewport, $isDesktop, RESIZE_DEBOUNCE_MS } = await import('../../../src/stores/viewport.ts');
    const stop = $isDesktop.subscribe(() => {});
    win.innerWidth = 1073;
    win.fire('resize');
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect($isDesktop.get()).toBe(true);
    win.innerWidth = 1073;
    win.fire('resize');
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS - 1);
    expect($viewport.get().width).toBe(1440);
    vi.advanceTimersByTime(1);
    expect($viewport.get().width).toBe(1073);
    expect($isDesktop.get()).toBe(false);
    win.innerWidth = 1074;
    win.fire('resize');
    vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS);
    expect($isDesktop.get()).toBe(true);
    expect(RESIZE_DEBOUNCE_MS).toBe(200);
    stop();
  });

  it('sets "page scrolled" once per frame while scrolling', async () => {
    const { $pageScrolled, $viewport } = await import('../../../src/stores/viewport.ts');
    const stop = $pageScrolled.subscribe(() => {});
    expect($pageScrolled.get()).toBe(false);
    win.scrollY = 120;
    win.fire('scroll');
    win.fire('scroll');
    vi.advanceTimersByTime(16);
    expect($viewport.get().scrollY).toBe(120);
    expect($pageScrolled.get()).toBe(true);
    win.scrollY = 0;
    win.fire('scroll');
    vi.advanceTimersByTime(16);
    expect($pageScrolled.get()).toBe(false);
    stop();
  });
});

describe('online state (docs/navigation.md §10)', () => {
  it('follows the online and offline events while subscribed', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const { $online } = await import('../../../src/stores/online.ts');
    const stop = $online.subscribe(() => {});
    expect($online.get()).toBe(false);
    vi.stubGlobal('navigator', { onLine: true });
    win.fire('online');
    expect($online.get()).toBe(true);
    stop();
  });
});

describe('sub-navigation state (docs/navigation.md §10)', () => {
  it('has a flag derived from its items', async () => {
    const { $hasSubNavigation, setSubNavigation } = await import('../../../src/stores/sub-navigation.ts');
    expect($hasSubNavigation.get()).toBe(false);
    setSubNavigation([{ text: 'Locations', href: '/en/contact/#locations' }]);
    expect($hasSubNavigation.get()).toBe(true);
    setSubNavigation([]);
    expect($hasSubNavigation.get()).toBe(false);
  });
});
