/**
 * The islands' Astro integration: the `client:interaction` directive (./interaction-directive.ts)
 * that hydrates an island when a visitor first reaches for it.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

export function islandDirectives(): AstroIntegration {
  return {
    name: 'corporate-site:island-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction-directive.ts', import.meta.url)) });
      },
    },
  };
}
