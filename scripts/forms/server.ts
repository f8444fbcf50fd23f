/**
 * The form service (see README.md for the HTTP contract): `POST /submit/:form`,
 * `GET /confirm?token=`, `GET /health`. A submission is committed to SQLite before the response
 * is written; emails go out afterwards and never fail a request. Bad input answers 4xx; the
 * process never dies on input.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { FORM_NAMES, type FormName } from '../../src/forms/definitions.ts';
import { BODY_MAX_BYTES } from '../../src/forms/limits.ts';
import { validateSubmission, type FieldErrors, type Submission } from '../../src/forms/schema.ts';
import { isLocale, type LocaleCode } from '../../src/i18n/locales.ts';
import { clientAddressOf } from '../lib/client-address.ts';
import { createGuardedServer, type ServerTimeouts } from '../lib/http-guard.ts';
import { thankYouPath } from '../../src/routing/paths.ts';
import { BodyError, bodyKindOf, parseBody, readFormBody, type BodyKind } from './body.ts';
import type { FormsConfig } from './config.ts';
import { contactFlagsOf } from './contact-flags.ts';
import { errorPage } from './error-page.ts';
import { formsSecurityHeaders } from './security-headers.ts';
import { confirmationMail, createMailer, notificationMail } from './mailer.ts';
import { RateLimiter } from './rate-limit.ts';
import { GroupCommit, StorageBusyError } from './group-commit.ts';
import { isDatabaseBusy, SubmissionStore, type InsertResult } from './store.ts';
import { newsletterOptIn, withoutScriptMeta } from './submission-meta.ts';

export interface FormsServiceOptions extends FormsConfig {
  log?: (line: string) => void;
  /** How long a client may take (scripts/lib/http-guard.ts): headers 10 s, the whole post 30 s by default. */
  timeouts?: ServerTimeouts;
}

export interface RunningFormsService {
  url: string;
  store: SubmissionStore;
  /** Resolves when the emails under way are written or sent. */
  idle(): Promise<void>;
  close(): Promise<void>;
}

const SUBMIT = /^\/submit\/([^/]+)\/?$/;

/** How long a client is asked to wait when the database is locked. */
const BUSY_RETRY_AFTER_SECONDS = '5';

const THANK_YOU: Record<FormName, 'contact' | 'newsletter' | 'investor'> = {
  contact: 'contact',
  newsletter: 'newsletter',
  investor: 'investor',
};

type Headers = Record<string, string>;

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  cors: Headers;
}

function send(x: Exchange, status: number, headers: Headers, body = ''): void {
  x.res.writeHead(status, { ...x.cors, ...formsSecurityHeaders(headers['content-type']), 'cache-control': 'no-store', ...headers });
  x.res.end(body);
}

function sendJson(x: Exchange, status: number, data: unknown, headers: Headers = {}): void {
  send(x, status, { 'content-type': 'application/json; charset=utf-8', ...headers }, `${JSON.stringify(data)}\n`);
}

function redirect(x: Exchange, location: string): void {
  send(x, 303, { location, 'content-type': 'text/plain; charset=utf-8' }, `See ${location}\n`);
}

function isFormName(value: string): value is FormName {
  return (FORM_NAMES as readonly string[]).includes(value);
}

export async function startFormsService(options: FormsServiceOptions): Promise<RunningFormsService> {
  const log = options.log ?? (() => {});
  const store = new SubmissionStore(options.dataDir);
  const mailer = createMailer(options, log);
  const limiter = new RateLimiter(options.rateLimit);

  const siteUrl = (path: string): string => `${options.siteUrl}${path}`;

  const writes = new GroupCommit(store, log);
  const commit = (submission: Submission): Promise<InsertResult> => writes.commit(submission);

  /** The locale and back link of an urlencoded post's error page, from what the post says. */
  function pageOf(fields: Record<string, unknown>): { locale: LocaleCode; backUrl: string } {
    const locale = isLocale(fields.locale) ? fields.locale : 'en';
    const page = typeof fields.page === 'string' && /^\/(?!\/)[^\s\\]*$/.test(fields.page) ? fields.page : `/${locale}/`;
    return { locale, backUrl: siteUrl(page) };
  }

  function fail(
    x: Exchange,
    kind: BodyKind | null,
    status: number,
    code: string,
    message: string,
    headers: Headers = {},
    fields: Record<string, unknown> = {},
  ): void {
    if (kind === 'urlencoded') {
      send(x, status, { 'content-type': 'text/html; charset=utf-8', ...headers }, errorPage({ ...pageOf(fields), message }));
    } else {
      sendJson(x, status, { error: code, message }, headers);
    }
  }

  function invalid(x: Exchange, kind: BodyKind, errors: FieldErrors, fields: Record<string, unknown>): void {
    if (kind === 'urlencoded') {
      send(x, 400, { 'content-type': 'text/html; charset=utf-8' }, errorPage({ ...pageOf(fields), errors }));
    } else {
      sendJson(x, 400, { errors });
    }
  }

  function accepted(x: Exchange, kind: BodyKind, form: FormName, locale: string, id: string, created: boolean): void {
    if (kind === 'urlencoded') redirect(x, siteUrl(thankYouPath(isLocale(locale) ? locale : 'en', THANK_YOU[form])));
    else sendJson(x, created ? 201 : 200, { id });
  }

  function afterCommit(submission: Submission, id: string, confirmToken: string | null): void {
    if (submission.form === 'newsletter') {
      if (confirmToken !== null) mailer.send(confirmationMail(options, submission, confirmToken), `newsletter-${id}`);
    } else {
      mailer.send(notificationMail(options, submission, id), `${submission.form}-${id}`);
    }
    const signup = newsletterOptIn(submission);
    if (signup) {
      // The contact form's newsletter box is a newsletter signup like any other: stored, and only
      // exported once the address is confirmed through the link sent now.
      commit(signup).then(
        (result) => {
          if (result.created && result.confirmToken !== null)
            mailer.send(confirmationMail(options, signup, result.confirmToken), `newsletter-${result.id}`);
        },
        (error: unknown) => log(`newsletter signup of contact post ${id} not stored: ${String(error)}`),
      );
    }
  }

  async function submit(x: Exchange, form: FormName): Promise<void> {
    const kind = bodyKindOf(x.req.headers['content-type']);
    const rate = limiter.take(clientAddressOf(x.req, options.trustProxy));
    if (!rate.allowed) {
      fail(x, kind, 429, 'rate-limited', 'Too many posts; try again later.', {
        'retry-after': String(rate.retryAfterSeconds),
        connection: 'close',
      });
      return;
    }
    if (kind === null) {
      fail(x, null, 415, 'unsupported-media-type', 'Send application/json or application/x-www-form-urlencoded (UTF-8).', {
        connection: 'close',
      });
      return;
    }
    let body;
    try {
      body = parseBody(kind, await readFormBody(x.req, BODY_MAX_BYTES));
    } catch (error) {
      if (!(error instanceof BodyError)) throw error;
      // No `Connection: close` with the 413: closing a socket whose client is still sending resets it, and
      // the client may lose the answer; Node reads and drops the rest of the body (bounded by requestTimeout).
      fail(x, kind, error.status, error.code, error.message);
      return;
    }
    if (kind === 'urlencoded') withoutScriptMeta(body.fields);
    const locale = isLocale(body.fields.locale) ? body.fields.locale : 'en';
    const flags = form === 'contact' ? contactFlagsOf(body.keys) : undefined;
    const result = validateSubmission(form, body.fields, { locale, flags });
    if (!result.ok) {
      if (result.spam) {
        log(`spam ${form} post dropped`);
        accepted(x, kind, form, locale, randomUUID(), true);
      } else {
        invalid(x, kind, result.errors, body.fields);
      }
      return;
    }
    let stored: InsertResult;
    try {
      stored = await commit(result.value);
    } catch (error) {
      if (!(error instanceof StorageBusyError)) throw error;
      fail(x, kind, 503, 'storage-busy', error.message, { 'retry-after': BUSY_RETRY_AFTER_SECONDS }, body.fields);
      return;
    }
    const { id, created, confirmToken } = stored;
    accepted(x, kind, form, result.value.locale, id, created);
    if (created) afterCommit(result.value, id, confirmToken);
  }

  function confirm(x: Exchange, url: URL): void {
    const token = url.searchParams.get('token') ?? '';
    const lang = url.searchParams.get('lang');
    let result: ReturnType<SubmissionStore['confirm']>;
    try {
      result = token.length > 0 && token.length <= 200 ? store.confirm(token) : { ok: false, locale: null };
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
          backUrl: siteUrl(`/${locale}/`),
          message: 'Your confirmation could not be recorded just now. Please open the link again in a moment.',
        }),
      );
    }
    const locale = result.locale !== null && isLocale(result.locale) ? result.locale : isLocale(lang) ? lang : 'en';
    redirect(x, siteUrl(thankYouPath(locale, result.ok ? 'newsletterConfirmed' : 'confirmationInvalid')));
  }

  function corsHeaders(req: IncomingMessage): Headers | null {
    const origin = req.headers.origin;
    if (origin === undefined) return {};
    if (!options.allowedOrigins.has(origin)) return null;
    return { 'access-control-allow-origin': origin, vary: 'Origin', 'access-control-expose-headers': 'Retry-After' };
  }

  async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
    const cors = corsHeaders(req);
    const x: Exchange = { req, res, cors: cors ?? {} };
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
        return submit(x, form);
      }
      return sendJson(x, 405, { error: 'method-not-allowed', message: 'Use POST.' }, { allow: 'POST, OPTIONS' });
    }
    if (url.pathname === '/health') {
      if (method !== 'GET' && method !== 'HEAD')
        return sendJson(x, 405, { error: 'method-not-allowed', message: 'Use GET.' }, { allow: 'GET, HEAD' });
      // Answers at once: a database another process keeps locked is reported, not waited for.
      if (!store.writable())
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
      return confirm(x, url);
    }
    sendJson(x, 404, { error: 'not-found', message: 'Not found.' });
  }

  const server: Server = createGuardedServer(
    (req, res, url) =>
      handle(req, res, url).catch((error: unknown) => {
        log(`error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, {
          ...formsSecurityHeaders(),
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'close',
        });
        res.end(`${JSON.stringify({ error: 'internal', message: 'Internal error.' })}\n`);
      }),
    { log, headers: () => formsSecurityHeaders(), timeouts: options.timeouts },
  );

  let address: AddressInfo;
  try {
    address = await new Promise<AddressInfo>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port, options.host, () => {
        server.off('error', reject);
        const info = server.address();
        if (info === null || typeof info === 'string') reject(new Error('form service: no TCP address'));
        else resolve(info);
      });
    });
  } catch (error) {
    store.close();
    mailer.close();
    throw error;
  }
  const url = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`;
  let closing: Promise<void> | undefined;
  return {
    url,
    store,
    idle: () => mailer.idle(),
    close: () => {
      writes.close();
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeIdleConnections();
      })
        .then(() => mailer.idle())
        .finally(() => {
          mailer.close();
          store.close();
        });
      return closing;
    },
  };
}
