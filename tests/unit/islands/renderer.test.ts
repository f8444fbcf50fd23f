import { describe, expect, it } from 'vitest';
import { PREACT_RENDERER, preactIsland } from '../../../src/islands/renderer.ts';

describe('preactIsland', () => {
  it('tags a component with the Preact renderer the way Astro reads it, once', () => {
    const Component = (): null => null;
    expect(preactIsland(Component)).toBe(Component);
    preactIsland(Component);
    expect(Reflect.get(Component, Symbol.for('astro:renderer'))).toBe(PREACT_RENDERER);
    expect(Object.getOwnPropertySymbols(Component)).toHaveLength(1);
  });
});
