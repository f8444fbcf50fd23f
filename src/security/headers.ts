/**
 * The response headers of the site: security headers on every response and the caching rules. One
 * module for both hosts: scripts/lib/static-server.ts (`npm run serve`, the publisher) sends
 * `responseHeaders(pathname, status)`; netlify.toml carries `netlifyHeaderRules()` as [[headers]]
 * tables, and tests/unit/security/netlify-headers.test.ts fails when the two differ.
 *
 * Caching: the hashed build assets (`/_astro/`) and the image variants (`/_img/`, whose names carry
 * the upload's hash, the width and the encoder settings) never get other bytes, so they are cached
 * for a year, immutable. Everything else (pages, `/uploads/…` whose names carry the content system's
 * upload id, not a digest of the bytes, robots.txt, sitemaps, the search index) is revalidated on
 * every use: `public, max-age=0, must-revalidate`, Netlify's own default for static files, which the
 * pages' rules below state explicitly.
 */
import { localeCodes } from '../i18n/locales.ts';
import { siteConfig } from '../site.config.ts';
import { frameOrigins, HEADER_CSP } from './csp.ts';

export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE_CONTROL = 'public, max-age=0, must-revalidate';

/** URL prefixes of files whose name changes whenever their bytes do. */
const IMMUTABLE_PATH_PREFIXES: readonly string[] = ['/_astro/', '/_img/'];

/**
 * Features no page uses, denied to the site and to every frame it embeds. `fullscreen` stays with
 * the site and the embedded players (YouTube, `siteConfig.iframeHosts`): an iframe's `allow` can only pass
 * on what this header grants. `interest-cohort` (FLoC) is left out: Chromium dropped it and logs an
 * "Unrecognized feature" error for it; `browsing-topics` is its successor.
 */
const DENIED_FEATURES: readonly string[] = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];

export function permissionsPolicy(iframeHosts: readonly string[] = siteConfig.iframeHosts): string {
  const fullscreen = ['self', ...frameOrigins(iframeHosts).map((origin) => `"${origin}"`)].join(' ');
  return [...DENIED_FEATURES.map((feature) => `${feature}=()`), `fullscreen=(${fullscreen})`].join(', ');
}

/**
 * Sent with every response. HSTS: two years, subdomains included, `preload` so the domain may be
 * submitted to the browsers' preload list (the header alone enrols nothing); browsers ignore it on
 * plain http (the local server). `X-Frame-Options` repeats `frame-ancestors 'none'` for old browsers.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': HEADER_CSP,
  'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': permissionsPolicy(),
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** The Cache-Control of a response: immutable only for an existing fingerprinted file (status 200). */
function cacheControlFor(pathname: string, status = 200): string {
  const fingerprinted = IMMUTABLE_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
  return fingerprinted && status === 200 ? IMMUTABLE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

/** Every header the site's own server sends with the response for `pathname`. */
export function responseHeaders(pathname: string, status = 200): Record<string, string> {
  return { ...SECURITY_HEADERS, 'Cache-Control': cacheControlFor(pathname, status) };
}

/**
 * The headers of a site that other origins may show in a frame: the draft preview, which a content
 * system's admin shows beside the entry being edited (Strapi 5's "Preview"). `frame-ancestors` names those
 * origins instead of `'none'`, and `X-Frame-Options` (which can only deny or allow the same origin) goes.
 * Throws on anything but http(s) origins: a header must not be built from a typo.
 */
/** `https://cms.example.com`, `http://127.0.0.1:1339`: a scheme, a host and perhaps a port, nothing else. */
export function isHttpOrigin(value: string): boolean {
  return /^https?:\/\/[a-z0-9.-]+(:\d{1,5})?$/i.test(value);
}

export function framableBy(headers: Readonly<Record<string, string>>, origins: readonly string[]): Record<string, string> {
  for (const origin of origins) {
    if (!isHttpOrigin(origin)) throw new Error(`not an http(s) origin: "${origin}"`);
  }
  if (origins.length === 0) return { ...headers };
  const framable: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (name === 'X-Frame-Options') continue;
    framable[name] =
      name === 'Content-Security-Policy' ? value.replace("frame-ancestors 'none'", `frame-ancestors ${origins.join(' ')}`) : value;
  }
  return framable;
}

/** A [[headers]] table of netlify.toml. */
export interface NetlifyHeaderRule {
  for: string;
  values: Record<string, string>;
}

/**
 * The [[headers]] tables of netlify.toml, in order. No two rules that match the same path set the
 * same header, so the result does not depend on how Netlify merges overlapping rules: the security
 * headers go on `/*`, Cache-Control on the fingerprinted folders and on the pages (`/`, the root
 * 404 page and each locale's folder; every other file gets Netlify's default, the same value).
 */
export function netlifyHeaderRules(): NetlifyHeaderRule[] {
  const revalidate = { 'Cache-Control': REVALIDATE_CACHE_CONTROL };
  return [
    { for: '/*', values: { ...SECURITY_HEADERS } },
    ...IMMUTABLE_PATH_PREFIXES.map((prefix) => ({ for: `${prefix}*`, values: { 'Cache-Control': IMMUTABLE_CACHE_CONTROL } })),
    { for: '/', values: revalidate },
    { for: '/404.html', values: revalidate },
    ...localeCodes.map((code) => ({ for: `/${code}/*`, values: revalidate })),
  ];
}
