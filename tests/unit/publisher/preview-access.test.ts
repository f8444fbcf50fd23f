import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import {
  isSecureRequest,
  MIN_PREVIEW_SECRET_LENGTH,
  PREVIEW_COOKIE,
  PREVIEW_SESSION_SECONDS,
  previewCookieHeader,
  previewLink,
  previewSecretProblem,
  previewSessionCookie,
  sessionToken,
  signPreviewQuery,
  verifyPreviewQuery,
  verifySessionCookies,
  verifySessionToken,
} from '../../../scripts/publisher/preview-access.ts';

const SECRET = 'preview-secret-for-the-unit-tests-0123456789';
const OTHER = 'another-preview-secret-of-the-unit-tests-987';
const NOW = Date.UTC(2026, 0, 10, 9, 0, 0);
const seconds = (ms: number): number => Math.floor(ms / 1000);
const ENTRY = { model: 'content-page', documentId: 'abc123', locale: 'en' };

/** The template's signer, as the generated Strapi 5 runs it (CommonJS). */
const strapiSigner = createRequire(import.meta.url)('../../../scripts/strapi5/app-template/src/preview-link.js') as {
  signPreviewLink(secret: string, url: URL, nowMs?: number): URL;
  LINK_SECONDS: number;
};

describe('preview links: signed, expiring, tamper-proof', () => {
  it('a link signed with the secret is accepted until it expires, in any parameter order', () => {
    const query = signPreviewQuery(SECRET, ENTRY, seconds(NOW) + 600);
    expect([...query.keys()]).toEqual(['model', 'documentId', 'locale', 'expires', 'signature']);
    expect(query.get('signature')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verifyPreviewQuery(SECRET, query, NOW)).toEqual({ ok: true });
    const reordered = new URLSearchParams([...query].reverse());
    expect(verifyPreviewQuery(SECRET, reordered, NOW)).toEqual({ ok: true });
    // Through a URL and back: what a browser sends.
    const url = new URL(`http://127.0.0.1:4401/_preview?${query}`);
    expect(verifyPreviewQuery(SECRET, url.searchParams, NOW + 599_000)).toEqual({ ok: true });
  });

  it('an expired link is refused, also when it is used again after its expiry (replayed)', () => {
    const query = signPreviewQuery(SECRET, ENTRY, seconds(NOW) + 600);
    expect(verifyPreviewQuery(SECRET, query, NOW)).toEqual({ ok: true });
    expect(verifyPreviewQuery(SECRET, query, NOW + 600_000)).toEqual({ ok: false, problem: 'expired' });
    expect(verifyPreviewQuery(SECRET, query, NOW + 86_400_000)).toEqual({ ok: false, problem: 'expired' });
  });

  it('a tampered link is refused: another entry, a later expiry, an added or repeated parameter, a changed signature', () => {
    const signed = signPreviewQuery(SECRET, ENTRY, seconds(NOW) + 600);
    const changed = (edit: (query: URLSearchParams) => void): URLSearchParams => {
      const query = new URLSearchParams(signed);
      edit(query);
      return query;
    };
    expect(
      verifyPreviewQuery(
        SECRET,
        changed((q) => q.set('documentId', 'other')),
        NOW,
      ),
    ).toEqual({ ok: false, problem: 'forged' });
    expect(
      verifyPreviewQuery(
        SECRET,
        changed((q) => q.set('expires', String(seconds(NOW) + 999_999))),
        NOW,
      ),
    ).toEqual({
      ok: false,
      problem: 'forged',
    });
    expect(
      verifyPreviewQuery(
        SECRET,
        changed((q) => q.append('path', '/de/')),
        NOW,
      ),
    ).toEqual({ ok: false, problem: 'forged' });
    expect(
      verifyPreviewQuery(
        SECRET,
        changed((q) => q.delete('locale')),
        NOW,
      ),
    ).toEqual({ ok: false, problem: 'forged' });
    expect(
      verifyPreviewQuery(
        SECRET,
        changed((q) => q.append('documentId', 'other')),
        NOW,
      ),
    ).toEqual({ ok: false, problem: 'malformed' });
    const signature = signed.get('signature')!;
    for (const forged of [
      `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`,
      `${signature}A`,
      signature.slice(1),
      `${signature.slice(0, -1)}=`,
      '',
    ]) {
      expect(
        verifyPreviewQuery(
          SECRET,
          changed((q) => q.set('signature', forged)),
          NOW,
        ),
        forged,
      ).toMatchObject({ ok: false });
    }
    expect(
      verifyPreviewQuery(
        SECRET,
        changed((q) => q.append('signature', signature)),
        NOW,
      ),
    ).toEqual({ ok: false, problem: 'malformed' });
    expect(
      verifyPreviewQuery(
        SECRET,
        changed((q) => q.set('expires', 'soon')),
        NOW,
      ),
    ).toEqual({ ok: false, problem: 'malformed' });
  });
});

describe('preview links: other secrets, previewLink, the Strapi 5 signer, the secret', () => {
  it('a link signed with another secret is refused; a link without a signature is unsigned', () => {
    expect(verifyPreviewQuery(SECRET, signPreviewQuery(OTHER, ENTRY, seconds(NOW) + 600), NOW)).toEqual({ ok: false, problem: 'forged' });
    expect(verifyPreviewQuery(SECRET, new URLSearchParams(ENTRY), NOW)).toEqual({ ok: false, problem: 'unsigned' });
    expect(verifyPreviewQuery(SECRET, new URLSearchParams({ ...ENTRY, expires: String(seconds(NOW) + 60) }), NOW)).toEqual({
      ok: false,
      problem: 'malformed',
    });
  });

  it('previewLink signs a page of the preview (path) or a /_preview link as it is', () => {
    const page = new URL(previewLink(SECRET, 'http://127.0.0.1:4401/de/produkte/?x=1', seconds(NOW) + 3600));
    expect(page.origin + page.pathname).toBe('http://127.0.0.1:4401/_preview');
    expect(page.searchParams.get('path')).toBe('/de/produkte/?x=1');
    expect(page.searchParams.get('expires')).toBe(String(seconds(NOW) + 3600));
    expect(verifyPreviewQuery(SECRET, page.searchParams, NOW)).toEqual({ ok: true });
    const entry = new URL(previewLink(SECRET, 'https://preview.example.com/_preview?model=news-article&documentId=n1', seconds(NOW) + 60));
    expect(entry.origin).toBe('https://preview.example.com');
    expect(entry.searchParams.get('model')).toBe('news-article');
    expect(entry.searchParams.has('path')).toBe(false);
    expect(verifyPreviewQuery(SECRET, entry.searchParams, NOW)).toEqual({ ok: true });
  });

  it("Strapi 5's preview handler (the generated application's signer) makes links the publisher accepts for about an hour", () => {
    const asked = NOW + 1000;
    const url = strapiSigner.signPreviewLink(
      SECRET,
      new URL('http://127.0.0.1:4401/_preview?model=content-page&documentId=abc123&locale=en'),
      asked,
    );
    expect(verifyPreviewQuery(SECRET, url.searchParams, asked)).toEqual({ ok: true });
    const expires = Number(url.searchParams.get('expires'));
    // Whole ten minutes, so that the admin asking again soon gets the same link (its frame does not reload).
    expect(expires % 600).toBe(0);
    expect(expires - seconds(asked)).toBeGreaterThanOrEqual(strapiSigner.LINK_SECONDS);
    expect(expires - seconds(asked)).toBeLessThanOrEqual(strapiSigner.LINK_SECONDS + 600);
    expect(strapiSigner.signPreviewLink(SECRET, new URL(url.href), asked + 60_000).href).toBe(url.href);
    expect(verifyPreviewQuery(SECRET, url.searchParams, expires * 1000)).toEqual({ ok: false, problem: 'expired' });
    expect(verifyPreviewQuery(OTHER, url.searchParams, NOW)).toEqual({ ok: false, problem: 'forged' });
  });

  it('the secret must be long enough', () => {
    expect(previewSecretProblem(undefined)).toMatch(/PREVIEW_SECRET/);
    expect(previewSecretProblem('x'.repeat(MIN_PREVIEW_SECRET_LENGTH - 1))).toMatch(/at least 32 characters/);
    expect(previewSecretProblem(SECRET)).toBeUndefined();
  });
});

describe('the preview session: an HttpOnly cookie with a signed expiry', () => {
  it('a session token is valid until it expires, and only with its secret', () => {
    const token = sessionToken(SECRET, seconds(NOW) + 60);
    expect(token).toMatch(/^\d+\.[A-Za-z0-9_-]{43}$/);
    expect(verifySessionToken(SECRET, token, NOW)).toBe('valid');
    expect(verifySessionToken(SECRET, token, NOW + 60_000)).toBe('expired');
    expect(verifySessionToken(OTHER, token, NOW)).toBe('forged');
    const [expires, mac] = token.split('.') as [string, string];
    expect(verifySessionToken(SECRET, `${Number(expires) + 3600}.${mac}`, NOW)).toBe('forged');
    for (const garbage of ['', '.', 'x', `${expires}.`, `${expires}.${mac}.x`, `-1.${mac}`, mac])
      expect(verifySessionToken(SECRET, garbage, NOW), garbage).toBe('forged');
    // A link's signature is no session token, and a session token no link signature.
    const link = signPreviewQuery(SECRET, {}, seconds(NOW) + 60);
    expect(verifySessionToken(SECRET, `${link.get('expires')}.${link.get('signature')}`, NOW)).toBe('forged');
  });

  it('over https or on a loopback host: HttpOnly; Secure; SameSite=None; Partitioned (a third-party frame in the admin)', () => {
    const cookie = previewSessionCookie(SECRET, NOW, true);
    const [pair, ...attributes] = cookie.split('; ');
    expect(pair).toMatch(new RegExp(`^${PREVIEW_COOKIE}=\\d+\\.[A-Za-z0-9_-]{43}$`));
    expect(attributes).toEqual(['Path=/', `Max-Age=${PREVIEW_SESSION_SECONDS}`, 'HttpOnly', 'Secure', 'SameSite=None', 'Partitioned']);
    expect(verifySessionToken(SECRET, pair!.slice(PREVIEW_COOKIE.length + 1), NOW + (PREVIEW_SESSION_SECONDS - 1) * 1000)).toBe('valid');
    expect(verifySessionToken(SECRET, pair!.slice(PREVIEW_COOKIE.length + 1), NOW + PREVIEW_SESSION_SECONDS * 1000)).toBe('expired');
  });

  it('over plain http on another host (no Secure cookie there): HttpOnly; SameSite=Lax', () => {
    const [, ...attributes] = previewSessionCookie(SECRET, NOW, false).split('; ');
    expect(attributes).toEqual(['Path=/', `Max-Age=${PREVIEW_SESSION_SECONDS}`, 'HttpOnly', 'SameSite=Lax']);
  });

  it('a secure request: behind a proxy that says https, or on a loopback host', () => {
    expect(isSecureRequest({ host: '127.0.0.1:4401' })).toBe(true);
    expect(isSecureRequest({ host: '127.8.9.1' })).toBe(true);
    expect(isSecureRequest({ host: 'localhost:4401' })).toBe(true);
    expect(isSecureRequest({ host: 'preview.localhost' })).toBe(true);
    expect(isSecureRequest({ host: '[::1]:4401' })).toBe(true);
    expect(isSecureRequest({ host: 'preview.example.com', 'x-forwarded-proto': 'https' })).toBe(true);
    expect(isSecureRequest({ host: 'preview.example.com', 'x-forwarded-proto': 'HTTPS, http' })).toBe(true);
    expect(isSecureRequest({ host: 'preview.example.com', forwarded: 'for=192.0.2.1;proto=https' })).toBe(true);
    expect(isSecureRequest({ host: 'preview.example.com' })).toBe(false);
    expect(isSecureRequest({ host: 'preview.example.com', 'x-forwarded-proto': 'http' })).toBe(false);
    expect(isSecureRequest({ host: '127.0.0.1.example.com' })).toBe(false);
    expect(isSecureRequest({})).toBe(false);
  });

  it('the Cookie header: any valid session among the cookies of that name', () => {
    const valid = previewCookieHeader(SECRET, NOW);
    expect(valid).toMatch(new RegExp(`^${PREVIEW_COOKIE}=`));
    expect(verifySessionCookies(SECRET, valid, NOW)).toBe('valid');
    expect(verifySessionCookies(SECRET, `a=1; ${PREVIEW_COOKIE}=nonsense; ${valid}; b=2`, NOW)).toBe('valid');
    expect(verifySessionCookies(SECRET, previewCookieHeader(SECRET, NOW - PREVIEW_SESSION_SECONDS * 1000), NOW)).toBe('expired');
    expect(verifySessionCookies(SECRET, previewCookieHeader(OTHER, NOW), NOW)).toBe('forged');
    expect(verifySessionCookies(SECRET, `other_${valid}`, NOW)).toBe('none');
    expect(verifySessionCookies(SECRET, undefined, NOW)).toBe('none');
  });
});
