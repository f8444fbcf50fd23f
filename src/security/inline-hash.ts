/**
 * CSP hashes of the inline scripts and styles a page writes itself (`<script is:inline>`,
 * `<style is:inline>`): Astro hashes its own bundles, islands and hoisted scripts, not these. A page
 * passes the exact text it writes (with `set:html`, so nothing reformats it) to `Astro.csp`:
 *
 *   Astro.csp?.insertScriptHash(cspHash(script));
 */
import { createHash } from 'node:crypto';

export type CspSha256 = `sha256-${string}`;

/** `sha256-<base64>` of the UTF-8 text, as a CSP hash source (without the quotes). */
export function cspHash(text: string): CspSha256 {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}
