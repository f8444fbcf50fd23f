/** What the middleware (src/middleware.ts) puts on `Astro.locals` for every page. */
declare namespace App {
  interface Locals {
    /** The site, read through the page's own reader (src/site/reader.ts). */
    site: import('./site/reader.ts').SiteReader;
  }
}
