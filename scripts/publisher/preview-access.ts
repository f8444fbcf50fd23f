/**
 * Who may see the draft preview (./service.ts): only a browser that came through a signed link.
 *
 * **Links.** `/_preview?<query>&expires=<Unix seconds>&signature=<HMAC>`: the signature is
 * HMAC-SHA256 with PREVIEW_SECRET over `preview-link\n` and the link's other parameters sorted by name
 * (URLSearchParams' encoding), base64url. A content system's Preview button makes them (Strapi 5's
 * handler: scripts/strapi5/app-template/src/preview-link.js, the same rule), `npm run publisher --
 * --preview-link <path>` prints one (./cli.ts). A link is good until it expires; checked in constant time.
 *
 * **The session.** A valid link sets the cookie `preview_access=<expires>.<HMAC over "preview-session\n"
 * and expires>` for PREVIEW_SESSION_SECONDS, then ./preview-links.ts redirects to the page. Nothing is kept
 * on the server: a restart keeps the sessions, another PREVIEW_SECRET ends them all.
 *
 * **Cookie attributes.** The Strapi 5 admin shows the preview in an iframe, often from another site (the
 * admin on cms.example.com, the preview elsewhere; ports do not make sites). A cookie set in such a
 * frame reaches the preview only as `SameSite=None`, which browsers accept only with `Secure`, and
 * Chromium keeps it in a third-party frame only when it is `Partitioned` (CHIPS: kept per top-level site,
 * so it is sent only where the admin frames the preview, or where the link was opened in a tab). So over
 * https, and on loopback hosts, which browsers treat as secure even over http:
 * `HttpOnly; Secure; SameSite=None; Partitioned`. Over plain http by any other name a Secure cookie
 * would be dropped: there `HttpOnly; SameSite=Lax` (the link opened in a tab, or an admin on the same site).
 * A proxy that ends TLS says so with `X-Forwarded-Proto: https`; believing a client that claims it only
 * changes the attributes of its own cookie.
 *
 * Without a valid link or session every answer of the preview is 401 (previewLocked); the pages a session
 * opens go out `Cache-Control: private` (keepPrivate), so no shared cache hands a draft to someone else.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { framableBy } from '../../src/security/headers.ts';
import { PREVIEW_LINK_PATH } from './preview-links.ts';
import { serviceHeaders } from './service-http.ts';

export const PREVIEW_COOKIE = 'preview_access';
/** How long a session lasts after a link: a working day. */
export const PREVIEW_SESSION_SECONDS = 8 * 60 * 60;
export const MIN_PREVIEW_SECRET_LENGTH = 32;
export const EXPIRES_PARAM = 'expires';
export const SIGNATURE_PARAM = 'signature';

const LINK_CONTEXT = 'preview-link';
const SESSION_CONTEXT = 'preview-session';
/** A base64url HMAC-SHA256, 32 bytes. */
const MAC = /^[A-Za-z0-9_-]{43}$/;
const UNIX_SECONDS = /^\d{1,12}$/;

/** Why a secret will not do, or undefined. */
export function previewSecretProblem(secret: string | undefined): string | undefined {
  const hint =
    "it signs the preview's links and its editors' session cookie; give the content system the same value (Strapi 5: PREVIEW_SECRET); e.g. `openssl rand -hex 32`";
  if (!secret) return `The preview needs PREVIEW_SECRET: ${hint}.`;
  if (secret.length < MIN_PREVIEW_SECRET_LENGTH)
    return `PREVIEW_SECRET must be at least ${MIN_PREVIEW_SECRET_LENGTH} characters long: ${hint}.`;
  return undefined;
}

function mac(secret: string, context: string, message: string): string {
  return createHmac('sha256', secret).update(`${context}\n${message}`).digest('base64url');
}

/** Constant time for equal lengths; a length is no secret (every MAC has 43 characters). */
function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The link's parameters but its signature, sorted by name: what the signature covers. */
function signedPart(query: URLSearchParams): string {
  const rest = new URLSearchParams([...query].filter(([name]) => name !== SIGNATURE_PARAM));
  rest.sort();
  return rest.toString();
}

/** `params` with `expires` and `signature` added. */
export function signPreviewQuery(secret: string, params: Record<string, string> | URLSearchParams, expiresAt: number): URLSearchParams {
  const query = new URLSearchParams(params);
  query.delete(SIGNATURE_PARAM);
  query.set(EXPIRES_PARAM, String(Math.floor(expiresAt)));
  query.set(SIGNATURE_PARAM, mac(secret, LINK_CONTEXT, signedPart(query)));
  return query;
}

/**
 * A signed link to `target`, a URL of the preview site: a page (`…/de/produkte/` → `/_preview?path=…`)
 * or a `/_preview?model=…&documentId=…` link, signed as it is.
 */
export function previewLink(secret: string, target: string, expiresAt: number): string {
  const url = new URL(target);
  const params = url.pathname === PREVIEW_LINK_PATH ? url.searchParams : new URLSearchParams({ path: `${url.pathname}${url.search}` });
  return `${url.origin}${PREVIEW_LINK_PATH}?${signPreviewQuery(secret, params, expiresAt)}`;
}

export type LinkVerdict = { ok: true } | { ok: false; problem: 'unsigned' | 'malformed' | 'forged' | 'expired' };

/** Whether a link's query is signed with `secret` and not expired at `nowMs`. */
export function verifyPreviewQuery(secret: string, query: URLSearchParams, nowMs: number): LinkVerdict {
  const signatures = query.getAll(SIGNATURE_PARAM);
  if (signatures.length === 0 && !query.has(EXPIRES_PARAM)) return { ok: false, problem: 'unsigned' };
  const names = [...query.keys()];
  const expires = query.get(EXPIRES_PARAM) ?? '';
  // One value per name: what the page is read from must be what was signed.
  if (signatures.length !== 1 || new Set(names).size !== names.length || !UNIX_SECONDS.test(expires)) {
    return { ok: false, problem: 'malformed' };
  }
  if (!sameMac(signatures[0]!, mac(secret, LINK_CONTEXT, signedPart(query)))) return { ok: false, problem: 'forged' };
  if (Number(expires) * 1000 <= nowMs) return { ok: false, problem: 'expired' };
  return { ok: true };
}

export function sessionToken(secret: string, expiresAt: number): string {
  const expires = String(Math.floor(expiresAt));
  return `${expires}.${mac(secret, SESSION_CONTEXT, expires)}`;
}

export type SessionVerdict = 'valid' | 'expired' | 'forged';

export function verifySessionToken(secret: string, token: string, nowMs: number): SessionVerdict {
  const dot = token.indexOf('.');
  const expires = token.slice(0, dot);
  const given = token.slice(dot + 1);
  if (dot < 0 || !UNIX_SECONDS.test(expires) || !MAC.test(given)) return 'forged';
  if (!sameMac(given, mac(secret, SESSION_CONTEXT, expires))) return 'forged';
  return Number(expires) * 1000 > nowMs ? 'valid' : 'expired';
}

/** The best session among the request's cookies of that name (a browser may send more than one). */
export function verifySessionCookies(secret: string, cookieHeader: string | undefined, nowMs: number): SessionVerdict | 'none' {
  let best: SessionVerdict | 'none' = 'none';
  for (const part of (cookieHeader ?? '').split(';').slice(0, 50)) {
    const equals = part.indexOf('=');
    if (equals < 0 || part.slice(0, equals).trim() !== PREVIEW_COOKIE) continue;
    const verdict = verifySessionToken(secret, part.slice(equals + 1).trim(), nowMs);
    if (verdict === 'valid') return verdict;
    if (verdict === 'expired' || best === 'none') best = verdict;
  }
  return best;
}

/** The Set-Cookie value of a new session (see the module's comment for the attributes). */
export function previewSessionCookie(secret: string, nowMs: number, secure: boolean): string {
  const token = sessionToken(secret, Math.floor(nowMs / 1000) + PREVIEW_SESSION_SECONDS);
  const cookie = `${PREVIEW_COOKIE}=${token}; Path=/; Max-Age=${PREVIEW_SESSION_SECONDS}; HttpOnly`;
  return secure ? `${cookie}; Secure; SameSite=None; Partitioned` : `${cookie}; SameSite=Lax`;
}

/** A Cookie header with a session that started at `nowMs`: what tests and tools send instead of following a link. */
export function previewCookieHeader(secret: string, nowMs: number): string {
  return `${PREVIEW_COOKIE}=${sessionToken(secret, Math.floor(nowMs / 1000) + PREVIEW_SESSION_SECONDS)}`;
}

const LOOPBACK_HOST = /^(localhost|[a-z0-9-.]*\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Whether the browser sees an https origin (a proxy says so) or a loopback one (secure to browsers over http too). */
export function isSecureRequest(headers: IncomingHttpHeaders): boolean {
  const proto = headers['x-forwarded-proto'];
  const first = (Array.isArray(proto) ? proto[0] : proto)?.split(',')[0]?.trim().toLowerCase();
  if (first === 'https') return true;
  if (/(^|[;,\s])proto=(?:"?)https\b/i.test(String(headers.forwarded ?? ''))) return true;
  const host = (headers.host ?? '').replace(/:\d+$/, '');
  return LOOPBACK_HOST.test(host);
}

export type PreviewAccess = { allowed: true; setCookie?: string } | { allowed: false; why: string };

const WHY: Record<'none' | 'expired session' | 'expired link' | 'bad link', string> = {
  none: 'This preview shows unpublished drafts: it opens only with a signed link.',
  'expired session': 'Your preview session has expired.',
  'expired link': 'This preview link has expired.',
  'bad link': 'This preview link is not valid: it is not signed with the preview’s secret, or it was changed.',
};

/**
 * May this request see the preview? A valid signed link at /_preview (which starts a new session), else
 * a valid session cookie. An expired link still opens the page for a valid session: the admin's frame may
 * load an old link again.
 */
export function previewAccess(secret: string, request: IncomingMessage, url: URL, nowMs: number): PreviewAccess {
  let why = WHY.none;
  if (url.pathname === PREVIEW_LINK_PATH) {
    const link = verifyPreviewQuery(secret, url.searchParams, nowMs);
    if (link.ok) return { allowed: true, setCookie: previewSessionCookie(secret, nowMs, isSecureRequest(request.headers)) };
    if (link.problem !== 'unsigned') why = link.problem === 'expired' ? WHY['expired link'] : WHY['bad link'];
  }
  const session = verifySessionCookies(secret, request.headers.cookie, nowMs);
  if (session === 'valid') return { allowed: true };
  if (session === 'expired' && why === WHY.none) why = WHY['expired session'];
  return { allowed: false, why };
}

/**
 * The 401 of the preview: a small page that says how to get in, with the site's security headers, never
 * cached; the content system's admin may frame it like the preview's pages, so the editor reads it there.
 */
export function previewLocked(request: IncomingMessage, response: ServerResponse, why: string, frameAncestors: readonly string[]): void {
  const headers = serviceHeaders(401, {
    'Content-Type': 'text/html; charset=utf-8',
    'WWW-Authenticate': 'Preview-Link realm="preview"',
  });
  response.writeHead(401, framableBy(headers, frameAncestors));
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  response.end(
    [
      '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex, nofollow">',
      '<title>Preview: sign-in needed</title>',
      '<h1>Preview: sign-in needed</h1>',
      `<p>${why}</p>`,
      '<p>Open it with the <strong>Preview</strong> button of an entry in the content system (Strapi 5’s admin): that link lets this browser in for eight hours.',
      'Without one, whoever runs the publisher can make a signed link to any page: <code>npm run publisher -- --preview-link /en/</code>.</p>',
      '</html>',
      '',
    ].join('\n'),
  );
}

/**
 * The preview's answers are for the editor who asked: `Cache-Control: public, …` (the live site's rules)
 * becomes `private, …`, whether the handler set it before or hands it to writeHead (as an object).
 */
export function keepPrivate(response: ServerResponse): void {
  const privately = <T>(value: T): T => (typeof value === 'string' ? (value.replace(/\bpublic\b/i, 'private') as T) : value);
  const writeHead = response.writeHead;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const current = this.getHeader('cache-control');
    if (current !== undefined) this.setHeader('Cache-Control', privately(current));
    const rewritten = args.map((arg) =>
      arg !== null && typeof arg === 'object' && !Array.isArray(arg)
        ? Object.fromEntries(
            Object.entries(arg).map(([name, value]) => [name, name.toLowerCase() === 'cache-control' ? privately(value) : value]),
          )
        : arg,
    );
    return (writeHead as (...rest: unknown[]) => ServerResponse).apply(this, rewritten);
  } as ServerResponse['writeHead'];
}
