/**
 * The form service's answers (./server.ts): JSON for scripts, an HTML error page or a redirect to
 * the site's thank-you page for a plain form post (urlencoded), each with the CORS and security
 * headers, never cached.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FormName } from '../../src/forms/definitions.ts';
import type { FieldErrors } from '../../src/forms/schema.ts';
import { isLocale, type LocaleCode } from '../../src/i18n/locales.ts';
import { thankYouPath } from '../../src/routing/paths.ts';
import type { BodyKind } from './body.ts';
import { errorPage } from './error-page.ts';
import { formsSecurityHeaders } from './security-headers.ts';

const THANK_YOU: Record<FormName, 'contact' | 'newsletter' | 'investor'> = {
  contact: 'contact',
  newsletter: 'newsletter',
  investor: 'investor',
};

export type Headers = Record<string, string>;

/** One request and its answer: the CORS headers it gets, and the site's URL of a path (redirects, back links). */
export interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  cors: Headers;
  siteUrl: SiteUrl;
}

type SiteUrl = (path: string) => string;

export function send(x: Exchange, status: number, headers: Headers, body = ''): void {
  x.res.writeHead(status, { ...x.cors, ...formsSecurityHeaders(headers['content-type']), 'cache-control': 'no-store', ...headers });
  x.res.end(body);
}

export function sendJson(x: Exchange, status: number, data: unknown, headers: Headers = {}): void {
  send(x, status, { 'content-type': 'application/json; charset=utf-8', ...headers }, `${JSON.stringify(data)}\n`);
}

export function redirect(x: Exchange, location: string): void {
  send(x, 303, { location, 'content-type': 'text/plain; charset=utf-8' }, `See ${location}\n`);
}

/** The locale and back link of an urlencoded post's error page, from what the post says. */
function pageOf(siteUrl: SiteUrl, fields: Record<string, unknown>): { locale: LocaleCode; backUrl: string } {
  const locale = isLocale(fields.locale) ? fields.locale : 'en';
  const page = typeof fields.page === 'string' && /^\/(?!\/)[^\s\\]*$/.test(fields.page) ? fields.page : `/${locale}/`;
  return { locale, backUrl: siteUrl(page) };
}

export function fail(
  x: Exchange,
  kind: BodyKind | null,
  status: number,
  code: string,
  message: string,
  headers: Headers = {},
  fields: Record<string, unknown> = {},
): void {
  if (kind === 'urlencoded') {
    send(x, status, { 'content-type': 'text/html; charset=utf-8', ...headers }, errorPage({ ...pageOf(x.siteUrl, fields), message }));
  } else {
    sendJson(x, status, { error: code, message }, headers);
  }
}

export function invalid(x: Exchange, kind: BodyKind, errors: FieldErrors, fields: Record<string, unknown>): void {
  if (kind === 'urlencoded') {
    send(x, 400, { 'content-type': 'text/html; charset=utf-8' }, errorPage({ ...pageOf(x.siteUrl, fields), errors }));
  } else {
    sendJson(x, 400, { errors });
  }
}

export function accepted(x: Exchange, kind: BodyKind, form: FormName, locale: string, id: string, created: boolean): void {
  if (kind === 'urlencoded') redirect(x, x.siteUrl(thankYouPath(isLocale(locale) ? locale : 'en', THANK_YOU[form])));
  else sendJson(x, created ? 201 : 200, { id });
}
