/**
 * An Astro container that renders the site's pages as the build does: the islands' Preact renderer
 * and, besides Astro's own client directives, the site's `client:search` (src/search/integration.ts)
 * and `client:interaction` (src/islands/integration.ts); their scripts are stubs here, the build
 * bundles src/search/client-directive.ts and src/islands/interaction-directive.ts.
 */
import { getContainerRenderer } from '@astrojs/preact/container-renderer';
import type { SSRManifest } from 'astro';
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { loadRenderers } from 'astro:container';
import idle from 'astro/runtime/client/idle.prebuilt.js';
import load from 'astro/runtime/client/load.prebuilt.js';
import media from 'astro/runtime/client/media.prebuilt.js';
import only from 'astro/runtime/client/only.prebuilt.js';
import visible from 'astro/runtime/client/visible.prebuilt.js';

const clientDirectives = new Map([
  ['idle', idle],
  ['load', load],
  ['media', media],
  ['only', only],
  ['visible', visible],
  ['search', '(self.Astro||(self.Astro={})).search=()=>{};window.dispatchEvent(new Event("astro:search"));'],
  ['interaction', '(self.Astro||(self.Astro={})).interaction=()=>{};window.dispatchEvent(new Event("astro:interaction"));'],
]);

/** The container; `site` is Astro's `site` (the origin of canonical and alternate links), as SITE_URL gives it to the build. */
export async function siteContainer(site?: string): Promise<AstroContainer> {
  const renderers = await loadRenderers([getContainerRenderer()]);
  return AstroContainer.create({ renderers, manifest: { clientDirectives, ...(site ? { site } : {}) } as unknown as SSRManifest });
}
