/**
 * Validation of the forms, built with valibot from definitions.ts. The same module runs in the
 * browser islands (`validateField` on blur, `validateSubmission` before sending) and in the form
 * service (`normaliseFormInput` + `validateSubmission` on every post). No Node or Astro imports.
 *
 * Errors are UI keys (`form.error.*`), one per field: the first rule a value breaks.
 */
import * as v from 'valibot';
import type { UiKey } from '../i18n/ui.ts';
import {
  formFields,
  INVESTOR_CHANNEL_FIELDS,
  INVESTOR_POSTAL_FIELDS,
  type ContactFormFlags,
  type FieldDefinition,
  type FormName,
} from './definitions.ts';
import { MIN_FILL_MS, PAGE_MAX, PHONE_PATTERN, RECIPIENT_MAX } from './limits.ts';

export type FieldErrors = Record<string, UiKey>;

export interface ValidationContext {
  locale: string;
  flags?: ContactFormFlags;
  /** The current time in ms (tests); defaults to `Date.now()`. */
  now?: number;
}

export interface Submission {
  form: FormName;
  submissionId: string;
  locale: string;
  page: string;
  recipient: string | null;
  startedAt: number;
  fields: Record<string, string | boolean>;
}

export type ValidationResult = { ok: true; value: Submission } | { ok: false; errors: FieldErrors; spam?: boolean };

export const ERROR_KEYS = {
  required: 'form.error.required',
  /** A select or a radio group left empty. */
  chooseOption: 'form.error.chooseOption',
  email: 'form.error.email',
  phone: 'form.error.phone',
  tooLong: 'form.error.tooLong',
  invalidOption: 'form.error.invalidOption',
  consentRequired: 'form.error.consentRequired',
  chooseOne: 'form.error.chooseOne',
  invalidCharacters: 'form.error.invalidCharacters',
  invalid: 'form.error.invalid',
} as const satisfies Record<string, UiKey>;

/** The honeypot field: hidden from people, so anything in it was typed by a bot. */
export const HONEYPOT_FIELD = 'website';

const LOCALES = ['de', 'en', 'cn', 'jp', 'tw'] as const;

/** Control characters (C0, DEL, C1); the message may keep tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;
const CHECKED = new Set(['on', 'true', '1', 'yes']);

/** Every checkbox name of every form: `normaliseFormInput` turns these into booleans. */
const CHECKBOX_NAMES = ['newsletter', 'chinaConsent', 'annualReport', 'newsService'];

/**
 * An email address as RFC 5322 allows it (`o'brien@…`, `a&b@…`, an ASCII `xn--` domain as browsers
 * send an internationalised one), with a dot in the domain (`name@localhost` is no address to answer).
 */
const emailSchema = v.pipe(
  v.string(),
  v.rfcEmail(),
  v.check((value) => /@[^@]+\.[^@.]+$/.test(value)),
);

function toChecked(value: unknown): boolean {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') return CHECKED.has(value.trim().toLowerCase());
  return false;
}

/** A string input: absent is '', numbers are not strings. Trimmed. */
function stringInput() {
  return v.pipe(v.optional(v.string(ERROR_KEYS.invalid), ''), v.trim());
}

/** The error of a required field left empty: a choice says so ("Please choose an option."). */
export function requiredKey(def: FieldDefinition): (typeof ERROR_KEYS)['required' | 'chooseOption'] {
  return def.kind === 'select' || def.kind === 'radio' ? ERROR_KEYS.chooseOption : ERROR_KEYS.required;
}

/** The valibot schema of one field. Its output is a string, or a boolean for checkboxes. */
function fieldSchema(def: FieldDefinition): v.GenericSchema<unknown, string | boolean> {
  if (def.kind === 'checkbox') {
    const box = v.pipe(v.unknown(), v.transform(toChecked));
    return def.required
      ? v.pipe(
          box,
          v.check((checked) => checked, ERROR_KEYS.consentRequired),
        )
      : box;
  }
  const control = def.kind === 'textarea' ? CONTROL_IN_TEXT : CONTROL;
  const options = def.options;
  return v.pipe(
    stringInput(),
    v.check((value) => !def.required || value !== '', requiredKey(def)),
    v.check((value) => !control.test(value), ERROR_KEYS.invalidCharacters),
    v.check((value) => def.maxLength === undefined || value.length <= def.maxLength, ERROR_KEYS.tooLong),
    v.check((value) => value === '' || def.kind !== 'email' || v.is(emailSchema, value), ERROR_KEYS.email),
    v.check((value) => value === '' || def.kind !== 'tel' || (PHONE_PATTERN.test(value) && /[0-9]/.test(value)), ERROR_KEYS.phone),
    v.check((value) => value === '' || !options || options.includes(value), ERROR_KEYS.invalidOption),
  );
}

const metaSchema = v.object({
  submissionId: v.pipe(stringInput(), v.nonEmpty(ERROR_KEYS.required), v.regex(UUID_V4, ERROR_KEYS.invalid)),
  startedAt: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d{1,16}$/), v.transform(Number))], ERROR_KEYS.invalid),
    v.safeInteger(ERROR_KEYS.invalid),
    v.minValue(0, ERROR_KEYS.invalid),
  ),
  website: v.optional(v.string(), ''),
  locale: v.picklist(LOCALES, ERROR_KEYS.invalid),
  page: v.pipe(
    stringInput(),
    v.nonEmpty(ERROR_KEYS.required),
    v.maxLength(PAGE_MAX, ERROR_KEYS.tooLong),
    v.startsWith('/', ERROR_KEYS.invalid),
    v.check((value) => !value.startsWith('//'), ERROR_KEYS.invalid),
    v.check((value) => !CONTROL.test(value) && !/\s/.test(value), ERROR_KEYS.invalid),
  ),
  recipient: v.pipe(
    stringInput(),
    v.maxLength(RECIPIENT_MAX, ERROR_KEYS.tooLong),
    v.check((value) => !CONTROL.test(value), ERROR_KEYS.invalidCharacters),
  ),
});

/** The valibot schema of a form's own fields (no meta fields), with the cross-field rules. */
function formSchema(form: FormName, context: ValidationContext) {
  const defs = formFields(form, context.locale, context.flags);
  const entries = Object.fromEntries(defs.map((def) => [def.name, fieldSchema(def)]));
  const object = v.object(entries);
  if (form !== 'investor') return object;
  const [annualReport, newsService] = INVESTOR_CHANNEL_FIELDS;
  return v.pipe(
    object,
    v.rawCheck(({ dataset, addIssue }) => {
      if (!isRecord(dataset.value)) return;
      const value = dataset.value as Record<string, unknown>;
      if (!value[annualReport] && !value[newsService]) {
        addIssue({ message: ERROR_KEYS.chooseOne, path: [pathItem(value, annualReport)] });
      }
      if (value[annualReport]) {
        for (const name of INVESTOR_POSTAL_FIELDS) {
          if (value[name] === '' || value[name] === undefined) addIssue({ message: ERROR_KEYS.required, path: [pathItem(value, name)] });
        }
      }
    }),
  );
}

function pathItem(value: Record<string, unknown>, key: string) {
  return { type: 'object', origin: 'value', input: value, key, value: value[key] } as const;
}

function firstErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path?.[0]?.key;
    const name = typeof key === 'string' ? key : '';
    if (name && !(name in errors)) errors[name] = errorKey(issue);
  }
  return errors;
}

const KNOWN_ERRORS = new Set<string>(Object.values(ERROR_KEYS));

/** The UI key of an issue; valibot's own messages (a missing key, a wrong type) become required / invalid. */
function errorKey(issue: v.BaseIssue<unknown>): UiKey {
  if (KNOWN_ERRORS.has(issue.message)) return issue.message as UiKey;
  return issue.input === undefined ? ERROR_KEYS.required : ERROR_KEYS.invalid;
}

/**
 * Spam: a filled honeypot, or a form sent less than MIN_FILL_MS after it was shown. `startedAt`
 * comes from the visitor's clock and is compared with this one: a start in the future (the visitor's
 * clock runs ahead) or a very old one (a tab left open over a weekend) says nothing about a bot, so
 * such posts are kept, never dropped; only an elapsed time from 0 up to MIN_FILL_MS counts.
 */
function isSpam(meta: { website: string; startedAt: number }, now: number): boolean {
  if (meta.website.trim() !== '') return true;
  const elapsed = now - meta.startedAt;
  return elapsed >= 0 && elapsed < MIN_FILL_MS;
}

/**
 * Checks a whole post. Spam (a filled honeypot, or sent within MIN_FILL_MS after `startedAt`) gives
 * `{ ok: false, errors: {}, spam: true }`.
 * Keys that are no field of the form are ignored and never stored; empty optional text fields are
 * left out of `fields`, checkboxes are always there as booleans. The fields follow
 * `context.locale`, and the posted `locale` must be the same.
 */
export function validateSubmission(form: FormName, input: unknown, context: ValidationContext): ValidationResult {
  const data = normaliseFormInput(isRecord(input) || input instanceof URLSearchParams ? input : {});
  const now = context.now ?? Date.now();
  const meta = v.safeParse(metaSchema, data);
  if (meta.success && isSpam(meta.output, now)) return { ok: false, errors: {}, spam: true };
  if (!meta.success) {
    const website = data[HONEYPOT_FIELD];
    if (typeof website === 'string' && website !== '') return { ok: false, errors: {}, spam: true };
  }
  const errors: FieldErrors = meta.success ? {} : firstErrors(meta.issues);
  if (meta.success && meta.output.locale !== context.locale) errors.locale = ERROR_KEYS.invalid;
  const fields = v.safeParse(formSchema(form, context), data);
  if (!fields.success) Object.assign(errors, firstErrors(fields.issues));
  if (!meta.success || !fields.success || Object.keys(errors).length > 0) return { ok: false, errors };

  const defs = formFields(form, context.locale, context.flags);
  const stored: Record<string, string | boolean> = {};
  for (const def of defs) {
    const value = (fields.output as Record<string, string | boolean>)[def.name];
    if (value !== undefined && value !== '') stored[def.name] = value;
  }
  return {
    ok: true,
    value: {
      form,
      submissionId: meta.output.submissionId.toLowerCase(),
      locale: meta.output.locale,
      page: meta.output.page,
      recipient: form === 'contact' && meta.output.recipient !== '' ? meta.output.recipient : null,
      startedAt: meta.output.startedAt,
      fields: stored,
    },
  };
}

/**
 * Checks one field on its own (on blur in the islands): the UI key of its error, or null. Rules
 * across fields (investor channels and postal address) are left to `validateSubmission`; a name
 * that is no field of the form gives null.
 */
export function validateField(form: FormName, name: string, value: unknown, context: ValidationContext): UiKey | null {
  const def = formFields(form, context.locale, context.flags).find((candidate) => candidate.name === name);
  if (!def) return null;
  const input = Array.isArray(value) ? value.at(-1) : value;
  const result = v.safeParse(fieldSchema(def), input);
  return result.success ? null : errorKey(result.issues[0]);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isFormDataLike(value: unknown): value is FormData {
  return typeof FormData !== 'undefined' && value instanceof FormData;
}

/**
 * A posted body as a plain record: the last value of repeated keys, strings trimmed, files
 * dropped, and the checkboxes of the forms as booleans (`on`/`true`/`1`/`yes` → true, absent → false).
 */
export function normaliseFormInput(
  input: Record<string, string | string[]> | URLSearchParams | FormData | Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const put = (key: string, value: unknown) => {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') return;
    const last = Array.isArray(value) ? value.at(-1) : value;
    // Line breaks as CRLF (how a browser posts a textarea) count as one character, as `maxlength` does.
    if (typeof last === 'string') out[key] = last.replace(/\r\n?/g, '\n').trim();
    else if (typeof last === 'number' || typeof last === 'boolean') out[key] = last;
  };
  if (input instanceof URLSearchParams || isFormDataLike(input)) {
    for (const key of new Set(input.keys())) put(key, input.getAll(key));
  } else if (isRecord(input)) {
    for (const [key, value] of Object.entries(input)) put(key, value);
  }
  for (const name of CHECKBOX_NAMES) out[name] = toChecked(out[name]);
  return { ...out };
}
