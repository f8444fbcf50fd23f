/**
 * The site search's Astro integration: the `client:search` directive (./client-directive.ts) that
 * loads the search island only when a visitor opens search.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function siteSearch(): AstroIntegration {
  return {
    name: 'corporate-site:search',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'search', entrypoint: fileURLToPath(new URL('./client-directive.ts', import.meta.url)) });
      },
    },
  };
}
