/**
 * The security headers of every answer of the form service: the site's set (src/security/headers.ts:
 * HSTS, nosniff, X-Frame-Options, Referrer-Policy, …) with a Content-Security-Policy of its own, since
 * the service sends no page of the site. JSON, text, redirects and empty answers load nothing:
 * `default-src 'none'; frame-ancestors 'none'`. The HTML page of a post without JavaScript
 * (./error-page.ts) needs its one inline style, allowed by its hash, and nothing else.
 */
import { SECURITY_HEADERS } from '../../src/security/headers.ts';
import { cspHash } from '../../src/security/inline-hash.ts';
import { ERROR_PAGE_STYLE } from './error-page.ts';

const NOTHING_CSP = "default-src 'none'; frame-ancestors 'none'";
const ERROR_PAGE_CSP = `default-src 'none'; style-src '${cspHash(ERROR_PAGE_STYLE)}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/** The site's headers but its CSP, named in lower case as the service writes its own. */
const SHARED: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(SECURITY_HEADERS)
    .filter(([name]) => name !== 'Content-Security-Policy')
    .map(([name, value]) => [name.toLowerCase(), value]),
);

/** The security headers of an answer with this Content-Type (none: an empty answer or a redirect). */
export function formsSecurityHeaders(contentType?: string): Record<string, string> {
  const html = /^text\/html\s*(;|$)/i.test(contentType ?? '');
  return { ...SHARED, 'content-security-policy': html ? ERROR_PAGE_CSP : NOTHING_CSP };
}
