/** The type of the `client:search` directive (./client-directive.ts) on components in .astro files. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:search'?: boolean;
  }
}
