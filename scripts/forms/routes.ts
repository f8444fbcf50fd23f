/**
 * Which request goes where in the form service (./server.ts): `POST /submit/:form` (with its CORS
 * preflight and the origin check), `GET /confirm?token=`, `GET /health`; anything else 404 or 405.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { FORM_NAMES, type FormName } from '../../src/forms/definitions.ts';
import { isLocale } from '../../src/i18n/locales.ts';
import { thankYouPath } from '../../src/routing/paths.ts';
import { bodyKindOf } from './body.ts';
import { errorPage } from './error-page.ts';
import { fail, redirect, send, sendJson, type Exchange, type Headers } from './exchange.ts';
import type { FormsService } from './service.ts';
import { isDatabaseBusy, type SubmissionStore } from './store.ts';
import { BUSY_RETRY_AFTER_SECONDS, submit } from './submit.ts';

const SUBMIT = /^\/submit\/([^/]+)\/?$/;

function isFormName(value: string): value is FormName {
  return (FORM_NAMES as readonly string[]).includes(value);
}

function confirm(service: FormsService, x: Exchange, url: URL): void {
  const token = url.searchParams.get('token') ?? '';
  const lang = url.searchParams.get('lang');
  let result: ReturnType<SubmissionStore['confirm']>;
  try {
    result = token.length > 0 && token.length <= 200 ? service.store.confirm(token) : { ok: false, locale: null };
  } catch (error) {
    if (!isDatabaseBusy(error)) throw error;
    // The link stays valid: the visitor can open it again.
    const locale = isLocale(lang) ? lang : 'en';
    return send(
      x,
      503,
      { 'content-type': 'text/html; charset=utf-8', 'retry-after': BUSY_RETRY_AFTER_SECONDS },
      errorPage({
        locale,
        backUrl: service.siteUrl(`/${locale}/`),
        message: 'Your confirmation could not be recorded just now. Please open the link again in a moment.',
      }),
    );
  }
  const locale = result.locale !== null && isLocale(result.locale) ? result.locale : isLocale(lang) ? lang : 'en';
  redirect(x, service.siteUrl(thankYouPath(locale, result.ok ? 'newsletterConfirmed' : 'confirmationInvalid')));
}

function corsHeaders(service: FormsService, req: IncomingMessage): Headers | null {
  const origin = req.headers.origin;
  if (origin === undefined) return {};
  if (!service.options.allowedOrigins.has(origin)) return null;
  return { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': 'Retry-After' };
}

export async function route(service: FormsService, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const cors = corsHeaders(service, req);
  const x: Exchange = { req, res, cors: cors ?? {}, siteUrl: service.siteUrl };
  const method = req.method ?? 'GET';
  const submitMatch = SUBMIT.exec(url.pathname);
  if (submitMatch) {
    let form: string;
    try {
      form = decodeURIComponent(submitMatch[1] ?? '');
    } catch {
      form = '';
    }
    if (!isFormName(form)) return sendJson(x, 404, { error: 'not-found', message: `Unknown form "${form}".` });
    if (method === 'OPTIONS' || method === 'POST') {
      if (cors === null)
        return fail(x, bodyKindOf(req.headers['content-type']), 403, 'forbidden-origin', 'Posts from this origin are not accepted.', {
          connection: 'close',
        });
      if (method === 'OPTIONS') {
        return send(x, 204, {
          'access-control-allow-methods': 'POST, OPTIONS',
          'access-control-allow-headers': 'Content-Type',
          'access-control-max-age': '600',
        });
      }
      return submit(service, x, form);
    }
    return sendJson(x, 405, { error: 'method-not-allowed', message: 'Use POST.' }, { allow: 'POST, OPTIONS' });
  }
  if (url.pathname === '/health') {
    if (method !== 'GET' && method !== 'HEAD')
      return sendJson(x, 405, { error: 'method-not-allowed', message: 'Use GET.' }, { allow: 'GET, HEAD' });
    // Answers at once: a database another process keeps locked is reported, not waited for.
    if (!service.store.writable())
      return sendJson(
        x,
        503,
        { status: 'unavailable', message: 'The submissions database is locked.' },
        { 'retry-after': BUSY_RETRY_AFTER_SECONDS },
      );
    return sendJson(x, 200, { status: 'ok' });
  }
  if (url.pathname === '/confirm') {
    if (method !== 'GET') return sendJson(x, 405, { error: 'method-not-allowed', message: 'Use GET.' }, { allow: 'GET' });
    return confirm(service, x, url);
  }
  sendJson(x, 404, { error: 'not-found', message: 'Not found.' });
}
