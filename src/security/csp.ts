/**
 * The Content-Security-Policy of the site: the ONE place its sources are decided. Read by
 * astro.config.mjs (`security.csp`: the per-page `<meta>` policy), by ./headers.ts (the response
 * headers of netlify.toml and of scripts/lib/static-server.ts) and by the tests.
 *
 * Two policies, both enforced by the browser (a resource must pass each):
 *
 * - The page policy, a `<meta http-equiv="content-security-policy">` Astro writes into every page:
 *   `script-src`/`style-src` with `'self'` and the SHA-256 hashes of the inline scripts and styles
 *   of the build (no `'unsafe-inline'`), and every other fetch directive from the allowlists of the
 *   configuration (`pageDirectives`). It depends on the build's environment (FORMS_URL,
 *   FORMS_BACKEND, JOB_WIDGET_SCRIPT_URL), so it is built at build time, with the page.
 * - The header policy (`HEADER_CSP_DIRECTIVES`), the same on every response of every deployment:
 *   only what a `<meta>` cannot carry (`frame-ancestors`) or what holds for every document
 *   (`object-src`, `base-uri`, no inline event handlers or style attributes). It names no
 *   `default-src`, `script-src` or `style-src`: those would apply on top of the page policy and block
 *   the hashed inline scripts, whose hashes differ per build. So it never blocks what a page allows.
 *
 * To allow a new embed host, add it to `siteConfig.iframeHosts` (src/site.config.ts): it becomes a
 * `frame-src` source here and a `fullscreen` origin of the Permissions-Policy (./headers.ts; the unit
 * test then asks for the same value in netlify.toml).
 */
import type { AstroUserConfig } from 'astro';
import { formsConfig } from '../forms/config.ts';
import { jobWidgetConfig } from '../embeds/job-widget.ts';
import { siteConfig } from '../site.config.ts';

/** The origin of the YouTube player the privacy facade creates on a click (src/embeds/youtube.ts). */
export const YOUTUBE_PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** The deployment-dependent sources of the page policy. */
export interface CspSources {
  /** Where the forms post (`FORMS_URL`'s origin), or null when they post to the site (Netlify Forms). */
  formsOrigin: string | null;
  /** The origin of `JOB_WIDGET_SCRIPT_URL`, or null when no job widget is configured. */
  jobWidgetOrigin: string | null;
  /** Hosts the iframe and video embed blocks may embed (`siteConfig.iframeHosts`). */
  iframeHosts: readonly string[];
}

/** The sources of a build with this environment (throws the forms' or job widget's config errors). */
export function cspSourcesFromEnv(env: Record<string, string | undefined> = process.env): CspSources {
  const forms = formsConfig(env);
  const widget = jobWidgetConfig(env).scriptUrl;
  return {
    formsOrigin: forms.backend === 'netlify' ? null : new URL(forms.url).origin,
    jobWidgetOrigin: widget === null ? null : new URL(widget).origin,
    iframeHosts: siteConfig.iframeHosts,
  };
}

/** The origins whose pages may be framed: the YouTube player and every `siteConfig.iframeHosts` host (https). */
export function frameOrigins(iframeHosts: readonly string[] = siteConfig.iframeHosts): string[] {
  return unique([YOUTUBE_PLAYER_ORIGIN, ...iframeHosts.map((host) => `https://${host.toLowerCase()}`)]);
}

/**
 * `script-src` sources besides the hashes Astro adds: the site's own bundles, WebAssembly (Pagefind's
 * search runs a WASM module: `'wasm-unsafe-eval'` allows compiling WASM, not `eval` of JavaScript) and
 * the job widget's host.
 */
export function scriptSources(sources: CspSources): string[] {
  return unique(["'self'", "'wasm-unsafe-eval'", ...optional(sources.jobWidgetOrigin)]);
}

/** `style-src` sources besides the hashes Astro adds: the site's own stylesheets only. */
function styleSources(): string[] {
  return ["'self'"];
}

/** Every directive of the page policy except `script-src` and `style-src` (Astro writes those). */
export function pageDirectives(sources: CspSources): string[] {
  const forms = optional(sources.formsOrigin);
  return [
    "default-src 'self'",
    // data: raster images may come with sanitised rich text (src/html/sanitize.ts allows them).
    "img-src 'self' data:",
    "media-src 'self'",
    "font-src 'self'",
    `connect-src ${unique(["'self'", ...forms, ...optional(sources.jobWidgetOrigin)]).join(' ')}`,
    `frame-src ${frameOrigins(sources.iframeHosts).join(' ')}`,
    // Pagefind runs its search in a worker from /pagefind/pagefind-worker.js.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${unique(["'self'", ...forms]).join(' ')}`,
  ];
}

/** The header policy: the same for every response and deployment (see the module comment). */
const HEADER_CSP_DIRECTIVES: readonly string[] = [
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "script-src-attr 'none'",
  "style-src-attr 'none'",
];

/** The value of the `Content-Security-Policy` response header. */
export const HEADER_CSP = HEADER_CSP_DIRECTIVES.join('; ');

/** The object form of Astro's `security.csp` option. */
export type AstroCspOptions = Exclude<NonNullable<NonNullable<AstroUserConfig['security']>['csp']>, boolean>;

/** The `security.csp` option of astro.config.mjs for a build with this environment. */
export function astroCsp(env: Record<string, string | undefined> = process.env): AstroCspOptions {
  const sources = cspSourcesFromEnv(env);
  return {
    algorithm: 'SHA-256',
    directives: pageDirectives(sources) as AstroCspOptions['directives'],
    scriptDirective: { resources: scriptSources(sources) },
    styleDirective: { resources: styleSources() },
  };
}

function optional(value: string | null): string[] {
  return value === null ? [] : [value];
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}
