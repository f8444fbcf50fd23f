/**
 * Absolute URLs of the site (canonical, hreflang, Open Graph, sitemap): the origin comes from
 * `SITE_URL` through astro.config.mjs `site` (Astro.site / context.site); paths are the site's own
 * (already URL-encoded by the builders in src/routing/paths.ts).
 */

/** `https://www.example.com` + `/de/kontakt/` → `https://www.example.com/de/kontakt/`. */
export function absoluteUrl(pathOrUrl: string, site: URL | string | undefined): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (!site) throw new Error('The site URL is not configured (set SITE_URL; astro.config.mjs reads it into `site`).');
  return new URL(pathOrUrl, site).href;
}
