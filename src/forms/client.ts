/**
 * The pure logic of the form island (src/islands/SiteForm.tsx), kept apart so it is unit-tested
 * without a browser: element ids, which fields are required right now, the field errors before
 * sending, the error summary, the request body per backend and what an answer of the form
 * service (or Netlify) means. No Node, Astro or UI-string imports: the island gets its texts as props.
 */
import { parseRetryAfter } from '../retry/retry-after.ts';
import type { UiKey } from '../i18n/ui.ts';
import { INVESTOR_POSTAL_FIELDS, type ContactFormFlags, type FieldDefinition, type FormName } from './definitions.ts';
import { MIN_FILL_MS } from './limits.ts';
import { HONEYPOT_FIELD, validateSubmission, type FieldErrors } from './schema.ts';

export type FormsBackendKind = 'service' | 'netlify';

/** The hidden field Netlify Forms reads the form's name from. */
export const NETLIFY_FORM_NAME_FIELD = 'form-name';

/** The UI keys of the island's own texts (besides field labels, options and errors). */
export const FORM_TEXT_KEYS = [
  'form.required',
  'form.choose',
  'form.errorPrefix',
  'form.errorSummary.title',
  'form.honeypot',
  'form.sending',
  'form.retry',
  'form.privacyNotice',
  'form.privacyLink',
  'form.failure.network',
  'form.failure.rateLimited',
  'form.failure.tooLarge',
  'form.failure.forbidden',
  'form.failure.invalid',
  'form.failure.server',
] as const satisfies readonly UiKey[];

/** The submit button's label and the in-place success texts, per form. */
export const FORM_SUBMIT_KEY = {
  contact: 'form.submit.contact',
  newsletter: 'form.submit.newsletter',
  investor: 'form.submit.investor',
} as const satisfies Record<FormName, UiKey>;

export const FORM_SUCCESS_KEYS = {
  contact: ['thankYou.contact.title', 'thankYou.contact.text'],
  newsletter: ['thankYou.newsletter.title', 'thankYou.newsletter.text'],
  investor: ['thankYou.investor.title', 'thankYou.investor.text'],
} as const satisfies Record<FormName, readonly [UiKey, UiKey]>;

export function fieldId(formId: string, name: string): string {
  return `${formId}-${name}`;
}

export function errorId(formId: string, name: string): string {
  return `${formId}-${name}-error`;
}

/** The element an error summary link focuses: the input, or the first radio of a group. */
function focusTargetId(formId: string, def: FieldDefinition): string {
  return def.kind === 'radio' && def.options?.length ? `${fieldId(formId, def.name)}-${def.options[0]}` : fieldId(formId, def.name);
}

/** Whether a field is required with the current values (investor postal address while the annual report is ticked). */
export function isRequiredNow(form: FormName, def: FieldDefinition, annualReportTicked: boolean): boolean {
  if (def.required) return true;
  return form === 'investor' && annualReportTicked && (INVESTOR_POSTAL_FIELDS as readonly string[]).includes(def.name);
}

/**
 * The field errors of what the visitor typed, with the same rules as the form service
 * (`validateSubmission`), without its meta and spam checks: those are the service's business.
 */
export function fieldErrorsOf(
  form: FormName,
  fields: readonly FieldDefinition[],
  values: Record<string, unknown>,
  context: { locale: string; flags?: ContactFormFlags },
): FieldErrors {
  const input = {
    ...values,
    [HONEYPOT_FIELD]: '',
    submissionId: '00000000-0000-4000-8000-000000000000',
    startedAt: 0,
    page: '/',
    locale: context.locale,
    recipient: '',
  };
  const result = validateSubmission(form, input, { ...context, now: MIN_FILL_MS });
  if (result.ok) return {};
  const names = new Set(fields.map((def) => def.name));
  return Object.fromEntries(Object.entries(result.errors).filter(([name]) => names.has(name)));
}

export interface SummaryEntry {
  name: string;
  key: UiKey;
  /** `#` + the id of the element the link focuses. */
  href: string;
}

/** The error summary (GOV.UK pattern): one link per field in error, in the order of the form. */
export function errorSummary(formId: string, fields: readonly FieldDefinition[], errors: FieldErrors): SummaryEntry[] {
  return fields.flatMap((def) => {
    const key = errors[def.name];
    return key ? [{ name: def.name, key, href: `#${focusTargetId(formId, def)}` }] : [];
  });
}

/** The values a form posts: its own fields (checkboxes as booleans) and the meta fields. */
export interface Payload {
  fields: Record<string, string | boolean>;
  meta: { submissionId: string; startedAt: number | null; website: string; locale: string; page: string; recipient?: string };
}

export interface EncodedRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

/**
 * The request of a submission: JSON to `{FORMS_URL}/submit/{form}` for the form service;
 * urlencoded to `/` with `form-name` for Netlify Forms (checkboxes `on` when ticked, absent otherwise).
 */
export function encodeRequest(backend: FormsBackendKind, form: FormName, serviceUrl: string, payload: Payload): EncodedRequest {
  if (backend === 'service') {
    return {
      url: serviceUrl,
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...payload.fields, ...payload.meta }),
    };
  }
  const params = new URLSearchParams();
  params.set(NETLIFY_FORM_NAME_FIELD, form);
  const entries: Array<[string, unknown]> = Object.entries({ ...payload.fields, ...payload.meta });
  for (const [name, value] of entries) {
    if (value === false || value === null || value === undefined) continue;
    params.set(name, value === true ? 'on' : String(value));
  }
  return { url: '/', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: params.toString() };
}

export type Outcome =
  | { kind: 'success'; id: string | null }
  | { kind: 'fieldErrors'; errors: FieldErrors }
  | { kind: 'failure'; key: UiKey; retryAfterSeconds?: number };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `Retry-After` in seconds (delta-seconds or an HTTP date), or undefined. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  const ms = parseRetryAfter(header, now);
  return ms === undefined ? undefined : Math.ceil(ms / 1000);
}

/**
 * What an answer means. Form service: 201/200 `{ id }` success (also a repeated submissionId and
 * spam, which looks successful); 400 `{ errors }` field errors (errors of no field of the form, e.g.
 * a meta field, give a general message); 413 too large; 429 rate limited; 403 origin not allowed;
 * anything else a server failure. Netlify: any 2xx is success.
 */
export function interpretResponse(
  backend: FormsBackendKind,
  status: number,
  body: unknown,
  fields: readonly FieldDefinition[],
  retryAfter: string | null = null,
): Outcome {
  if (status >= 200 && status < 300) {
    const id = backend === 'service' && isRecord(body) && typeof body.id === 'string' ? body.id : null;
    return { kind: 'success', id };
  }
  if (status === 400) {
    const raw = isRecord(body) && isRecord(body.errors) ? body.errors : {};
    const names = new Set(fields.map((def) => def.name));
    const errors: FieldErrors = {};
    for (const [name, key] of Object.entries(raw)) {
      if (names.has(name) && typeof key === 'string' && key.startsWith('form.error.')) errors[name] = key as UiKey;
    }
    return Object.keys(errors).length > 0 ? { kind: 'fieldErrors', errors } : { kind: 'failure', key: 'form.failure.invalid' };
  }
  if (status === 413) return { kind: 'failure', key: 'form.failure.tooLarge' };
  if (status === 429) {
    const seconds = retryAfterSeconds(retryAfter);
    return seconds === undefined
      ? { kind: 'failure', key: 'form.failure.rateLimited' }
      : { kind: 'failure', key: 'form.failure.rateLimited', retryAfterSeconds: seconds };
  }
  if (status === 403) return { kind: 'failure', key: 'form.failure.forbidden' };
  return { kind: 'failure', key: 'form.failure.server' };
}

/** A fetch that did not get an answer (offline, DNS, CORS, aborted). */
export const NETWORK_FAILURE: Outcome = { kind: 'failure', key: 'form.failure.network' };

/** A UUID v4 for `submissionId` (crypto.randomUUID where available, else from getRandomValues). */
export function newSubmissionId(crypto: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = globalThis.crypto): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
