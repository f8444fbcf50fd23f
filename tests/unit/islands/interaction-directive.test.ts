import { describe, expect, it, vi } from 'vitest';
import { hydrateOnInteraction, INTENT_EVENTS } from '../../../src/islands/interaction-directive.ts';

/** A link or button inside the island: counts the clicks given to it again. */
class Control {
  isConnected = true;
  clicks = 0;
  click(): void {
    this.clicks += 1;
  }
}

/** The island element; every event dispatched on it is "inside" it, on `control`. */
class Island extends EventTarget {
  constructor(readonly control: Control | null) {
    super();
  }
  closest(): Control | null {
    return this.control;
  }
}

function click(
  island: Island,
  modifiers: Partial<Record<'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', number | boolean>> = {},
) {
  const event = Object.assign(new Event('click', { cancelable: true }), {
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    altKey: false,
    ...modifiers,
  });
  island.dispatchEvent(event);
  return event;
}

/** Astro's `load` for tests: counts imports (`load`) and hydrations (`hydrate`); imports wait for `ready`. */
function island$(ready: Promise<void> = Promise.resolve()) {
  const hydrate = vi.fn(() => Promise.resolve());
  const load = vi.fn(() => ready.then(() => hydrate));
  return { load, hydrate };
}

function deferred() {
  let resolve: () => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<void>((done, fail) => {
    resolve = done;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('client:interaction', () => {
  it('hydrates nothing until the visitor reaches for the island, then once', async () => {
    for (const type of INTENT_EVENTS) {
      const island = new Island(new Control());
      const { load, hydrate } = island$();
      const { done } = hydrateOnInteraction(island, load);
      expect(load).not.toHaveBeenCalled();
      island.dispatchEvent(new Event(type));
      island.dispatchEvent(new Event(type));
      for (const other of INTENT_EVENTS) island.dispatchEvent(new Event(other));
      await done;
      expect(load).toHaveBeenCalledTimes(1);
      expect(hydrate).toHaveBeenCalledTimes(1);
      expect(island.control!.clicks).toBe(0);
    }
  });

  it('holds a click that comes before the island runs and gives it again once it has hydrated', async () => {
    const island = new Island(new Control());
    const loading = deferred();
    const { load, hydrate } = island$(loading.promise);
    const { done } = hydrateOnInteraction(island, load);
    const early = click(island);
    expect(early.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalledTimes(1);
    // A second tap while loading is held too; the control is clicked once, after hydration.
    expect(click(island).defaultPrevented).toBe(true);
    expect(island.control!.clicks).toBe(0);
    loading.resolve();
    await done;
    expect(island.control!.clicks).toBe(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    // From now on the island's own handlers take clicks.
    expect(click(island).defaultPrevented).toBe(false);
  });

  it('lets a click with a modifier key or another button through (a link opened in a new tab)', async () => {
    for (const modifiers of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const island = new Island(new Control());
      const { load, hydrate } = island$();
      const { done } = hydrateOnInteraction(island, load);
      expect(click(island, modifiers).defaultPrevented).toBe(false);
      await done;
      expect(hydrate).toHaveBeenCalledTimes(1);
      expect(island.control!.clicks).toBe(0);
    }
  });

  it('ignores a click on something that is neither a link nor a button', async () => {
    const island = new Island(null);
    const { load } = island$();
    hydrateOnInteraction(island, load);
    expect(click(island).defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it('gives a held click back to the page when the code fails to load (a link is followed)', async () => {
    const island = new Island(new Control());
    const { done } = hydrateOnInteraction(island, () => Promise.reject(new Error('offline')));
    expect(click(island).defaultPrevented).toBe(true);
    await done;
    expect(island.control!.clicks).toBe(1);
    // No longer held: the click's own action (following the link) happens.
    expect(click(island).defaultPrevented).toBe(false);
  });

  it('drops a held click whose element is gone from the page', async () => {
    const island = new Island(new Control());
    const loading = deferred();
    const { done } = hydrateOnInteraction(island, island$(loading.promise).load);
    click(island);
    island.control!.isConnected = false;
    loading.resolve();
    await done;
    expect(island.control!.clicks).toBe(0);
  });

  it('fetches the code when told (the page idle) without hydrating; the first tap then only hydrates', async () => {
    const island = new Island(new Control());
    const { load, hydrate } = island$();
    let fetchCode: () => void = () => {};
    const { done } = hydrateOnInteraction(island, load, (task) => (fetchCode = task));
    expect(load).not.toHaveBeenCalled();
    fetchCode();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).not.toHaveBeenCalled();
    expect(click(island).defaultPrevented).toBe(true);
    await done;
    expect(load).toHaveBeenCalledTimes(1);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(island.control!.clicks).toBe(1);
  });

  it('tries the code again on interaction when the early fetch failed', async () => {
    const island = new Island(new Control());
    const hydrate = vi.fn(() => Promise.resolve());
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(hydrate);
    let fetchCode: () => void = () => {};
    const { done } = hydrateOnInteraction(island, load, (task) => (fetchCode = task));
    fetchCode();
    await new Promise((resolve) => setTimeout(resolve, 0));
    click(island);
    await done;
    expect(load).toHaveBeenCalledTimes(2);
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(island.control!.clicks).toBe(1);
  });
});
