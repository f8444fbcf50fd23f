/**
 * The site's public origin and absolute URLs (canonical, hreflang, Open Graph, sitemap, robots.txt).
 *
 * `siteOrigin(env)` is the ONE place that decides the origin: astro.config.mjs puts it into `site`
 * (Astro.site / context.site) and scripts/build.ts prints it, and refuses a production build on
 * Netlify without one. Paths are the site's own (already URL-encoded by src/routing/paths.ts).
 */

/** The origin of local builds, `npm start` and the tests. */
export const localOrigin = 'http://localhost:4321';

/** The environment variables siteOrigin reads. */
export interface SiteOriginEnv {
  /** The public origin, set by whoever deploys. Wins over everything else. */
  SITE_URL?: string | undefined;
  /** Netlify: the site's main (production) URL, set in every deploy context, previews included. */
  URL?: string | undefined;
  /** Netlify: the deploy context (`production`, `deploy-preview`, `branch-deploy`, `dev`). */
  CONTEXT?: string | undefined;
  /** Netlify sets `NETLIFY=true` in its builds. */
  NETLIFY?: string | undefined;
}

export interface SiteOrigin {
  /** `https://www.example.com`: scheme, host and port, no path, no trailing slash. */
  origin: string;
  /** Where it came from: SITE_URL, Netlify's URL, or the local default. */
  source: 'SITE_URL' | 'URL' | 'default';
}

/** A site origin that cannot be used (malformed, or missing for a Netlify production build). */
export class SiteOriginError extends Error {
  override readonly name = 'SiteOriginError';
}

function parseOrigin(value: string, variable: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new SiteOriginError(`${variable}="${value}" is not an absolute URL (expected e.g. https://www.example.com).`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SiteOriginError(`${variable}="${value}" must be an http(s) URL (expected e.g. https://www.example.com).`);
  }
  return url.origin;
}

const isSet = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/**
 * The public origin of the site:
 * 1. `SITE_URL` when set;
 * 2. else, on Netlify (`NETLIFY=true` or a `CONTEXT`), Netlify's `URL`: the production URL, in every
 *    context, so deploy previews (whose own address is `DEPLOY_PRIME_URL`) still name the
 *    production pages as canonical;
 * 3. else `http://localhost:4321` for local builds and tests, except for a production build on
 *    Netlify (`CONTEXT=production`), where a localhost origin would silently end up in every
 *    canonical link, hreflang, og:url, the sitemap and robots.txt: that throws SiteOriginError.
 * A malformed SITE_URL or URL throws SiteOriginError too.
 */
export function siteOrigin(env: SiteOriginEnv): SiteOrigin {
  if (isSet(env.SITE_URL)) return { origin: parseOrigin(env.SITE_URL.trim(), 'SITE_URL'), source: 'SITE_URL' };
  const onNetlify = env.NETLIFY === 'true' || isSet(env.CONTEXT);
  if (onNetlify && isSet(env.URL)) return { origin: parseOrigin(env.URL.trim(), 'URL'), source: 'URL' };
  if (env.CONTEXT === 'production') {
    throw new SiteOriginError(
      'No site URL for this production build: set SITE_URL (e.g. https://www.example.com) in the ' +
        "site's environment variables; Netlify's URL is not set either. Without one, canonical links, " +
        `hreflang, og:url, the sitemap and robots.txt would point at ${localOrigin}.`,
    );
  }
  return { origin: localOrigin, source: 'default' };
}

/** One line for the build log: `https://www.example.com (from SITE_URL)`. */
export function describeSiteOrigin({ origin, source }: SiteOrigin): string {
  const from =
    source === 'SITE_URL'
      ? 'from SITE_URL'
      : source === 'URL'
        ? "from Netlify's URL"
        : 'the local default; set SITE_URL for a public build';
  return `${origin} (${from})`;
}

/** `https://www.example.com` + `/de/kontakt/` → `https://www.example.com/de/kontakt/`. */
export function absoluteUrl(pathOrUrl: string, site: URL | string | undefined): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  if (!site) throw new Error('The site URL is not configured (set SITE_URL; astro.config.mjs reads it into `site` through siteOrigin).');
  return new URL(pathOrUrl, site).href;
}
