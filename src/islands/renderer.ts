/**
 * Names the renderer of an island component for Astro. Astro renders a framework component with the
 * renderer the component is tagged with (`Symbol.for('astro:renderer')`); an untagged one it offers
 * to each renderer's `check()`, and the Preact renderer's check renders the whole component to a
 * string only to see whether it can — so every island was server-rendered twice per page (about a
 * tenth of a full build's CPU time). Preact (with its React compatibility layer) renders every
 * island of this site. Server-side only: the .astro files that use an island tag it in their
 * frontmatter; the client bundles are unchanged.
 */
const RENDERER = Symbol.for('astro:renderer');

/** The renderer name of @astrojs/preact. */
export const PREACT_RENDERER = '@astrojs/preact';

/** Tags `component` as rendered by Preact (idempotent); returns it. */
export function preactIsland<T extends object>(component: T): T {
  if (Reflect.get(component, RENDERER) !== PREACT_RENDERER) Reflect.set(component, RENDERER, PREACT_RENDERER);
  return component;
}
