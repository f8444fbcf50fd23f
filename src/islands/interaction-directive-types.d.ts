/** The type of the `client:interaction` directive (./interaction-directive.ts) on components in .astro files. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    'client:interaction'?: boolean;
  }
}
