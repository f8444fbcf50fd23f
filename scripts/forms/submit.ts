/**
 * A post to `/submit/:form` (./server.ts): rate limit, body kind, the body read up to its limit and
 * parsed, validation (spam is answered as a success and dropped), the commit to SQLite, the answer,
 * and then the emails, which never fail the request.
 */
import { randomUUID } from 'node:crypto';
import type { FormName } from '../../src/forms/definitions.ts';
import { BODY_MAX_BYTES } from '../../src/forms/limits.ts';
import { validateSubmission, type Submission } from '../../src/forms/schema.ts';
import { isLocale } from '../../src/i18n/locales.ts';
import { clientAddressOf } from '../lib/client-address.ts';
import { BodyError, bodyKindOf, parseBody, readFormBody } from './body.ts';
import { contactFlagsOf } from './contact-flags.ts';
import { accepted, fail, invalid, type Exchange } from './exchange.ts';
import { StorageBusyError } from './group-commit.ts';
import { confirmationMail, notificationMail } from './mailer.ts';
import type { FormsService } from './service.ts';
import type { InsertResult } from './store.ts';
import { newsletterOptIn, withoutScriptMeta } from './submission-meta.ts';

/** How long a client is asked to wait when the database is locked. */
export const BUSY_RETRY_AFTER_SECONDS = '5';

function afterCommit(service: FormsService, submission: Submission, id: string, confirmToken: string | null): void {
  if (submission.form === 'newsletter') {
    if (confirmToken !== null) service.mailer.send(confirmationMail(service.options, submission, confirmToken), `newsletter-${id}`);
  } else {
    service.mailer.send(notificationMail(service.options, submission, id), `${submission.form}-${id}`);
  }
  const signup = newsletterOptIn(submission);
  if (signup) {
    // The contact form's newsletter box is a newsletter signup like any other: stored, and only
    // exported once the address is confirmed through the link sent now.
    service.commit(signup).then(
      (result) => {
        if (result.created && result.confirmToken !== null)
          service.mailer.send(confirmationMail(service.options, signup, result.confirmToken), `newsletter-${result.id}`);
      },
      (error: unknown) => service.log(`newsletter signup of contact post ${id} not stored: ${String(error)}`),
    );
  }
}

export async function submit(service: FormsService, x: Exchange, form: FormName): Promise<void> {
  const kind = bodyKindOf(x.req.headers['content-type']);
  const rate = service.limiter.take(clientAddressOf(x.req, service.options.trustProxy));
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
      service.log(`spam ${form} post dropped`);
      accepted(x, kind, form, locale, randomUUID(), true);
    } else {
      invalid(x, kind, result.errors, body.fields);
    }
    return;
  }
  let stored: InsertResult;
  try {
    stored = await service.commit(result.value);
  } catch (error) {
    if (!(error instanceof StorageBusyError)) throw error;
    fail(x, kind, 503, 'storage-busy', error.message, { 'retry-after': BUSY_RETRY_AFTER_SECONDS }, body.fields);
    return;
  }
  const { id, created, confirmToken } = stored;
  accepted(x, kind, form, result.value.locale, id, created);
  if (created) afterCommit(service, result.value, id, confirmToken);
}
