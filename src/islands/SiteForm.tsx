/**
 * One island for every form of the site (contact, newsletter, investor signup), driven by the
 * field definitions of src/forms/definitions.ts and checked with src/forms/schema.ts, the same
 * rules as the form service.
 *
 * Its server HTML is the complete form (GOV.UK style: everything works before JavaScript): every
 * field with its label, options and required marker, the hidden meta fields and the honeypot; it
 * posts urlencoded to the form service (or Netlify) and the visitor lands on the thank-you page.
 * Once hydrated it fills `startedAt`, `submissionId` and `page`, switches the browser's own
 * validation off (`novalidate`), checks each field on blur and the whole form on submit (errors next
 * to the fields and in a summary that gets the focus), and posts with fetch: success replaces the
 * form with a status message, a failure shows a message with a retry next to the untouched form.
 * State is local to each form (no store: nothing else on the page reads it).
 */
import { useEffect, useMemo, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import {
  encodeRequest,
  errorSummary,
  fieldErrorsOf,
  fieldId,
  FORM_SUBMIT_KEY,
  FORM_SUCCESS_KEYS,
  interpretResponse,
  isRequiredNow,
  NETLIFY_FORM_NAME_FIELD,
  NETWORK_FAILURE,
  newSubmissionId,
  type FormsBackendKind,
  type Outcome,
  type Payload,
} from '../forms/client.ts';
import { fieldLabelKey, formFields, type ContactFormFlags, type FieldDefinition, type FormName } from '../forms/definitions.ts';
import { HONEYPOT_FIELD, normaliseFormInput, requiredKey, validateField, type FieldErrors } from '../forms/schema.ts';
import { Field } from './parts/FormField.tsx';
import { useHydrated } from './parts/hooks.ts';
import './SiteForm.css';

export interface SiteFormProps {
  form: FormName;
  /** Unique on the page: the prefix of every id of the form. */
  formId: string;
  locale: string;
  flags?: ContactFormFlags | undefined;
  backend: FormsBackendKind;
  /** The form's `action`: the service's submit URL, or the thank-you page for Netlify. */
  action: string;
  /** Where the island posts with fetch (the service's submit URL; Netlify: `/`). */
  endpoint: string;
  /** The page path at build time (the island puts `location.pathname`). */
  page: string;
  recipient?: string | null | undefined;
  /** The UI strings the form shows, in the page's language (src/forms/strings.ts). */
  strings: Record<string, string>;
  variant?: 'block' | 'footer' | undefined;
  /** The privacy policy of the page's locale, linked from the notice next to the submit button (null: no such page). */
  privacyHref?: string | null | undefined;
}

/** Success keeps the height the form had (`height`, px): the page below does not move up under the pointer. */
type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success'; height: number } | { kind: 'failure'; key: string };
type FocusTarget = 'summary' | 'failure' | 'status';

const TIMEOUT_MS = 20_000;

export default function SiteForm(props: SiteFormProps) {
  const { form, formId, locale, flags, backend, action, endpoint, recipient, strings, variant = 'block' } = props;
  const s = (key: string) => strings[key] ?? key;
  const fields = useMemo(() => formFields(form, locale, flags), [form, locale, flags]);
  const hydrated = useHydrated();
  const meta = useRef<{ submissionId: string; startedAt: number; page: string; sentContent?: string }>({
    submissionId: '',
    startedAt: 0,
    page: props.page,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showSummary, setShowSummary] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [annualReport, setAnnualReport] = useState(false);
  const [focus, setFocus] = useState<{ target: FocusTarget; n: number } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);

  // Once in the browser: the meta fields of this form instance, kept for retries, also in the hidden inputs.
  useEffect(() => {
    meta.current = { submissionId: newSubmissionId(), startedAt: Date.now(), page: location.pathname };
    const element = formRef.current;
    if (!element) return;
    for (const name of ['submissionId', 'startedAt', 'page'] as const) {
      const input = element.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = String(meta.current[name]);
    }
  }, []);

  useEffect(() => {
    if (!focus) return;
    const refs = { summary: summaryRef, failure: failureRef, status: statusRef };
    refs[focus.target].current?.focus();
  }, [focus]);

  const requestFocus = (target: FocusTarget) => setFocus((current) => ({ target, n: (current?.n ?? 0) + 1 }));
  const context = { locale, flags };

  const valuesOf = (element: HTMLFormElement): Record<string, string | boolean> => {
    const data = normaliseFormInput(new FormData(element));
    return Object.fromEntries(
      fields.map((def) => [
        def.name,
        def.kind === 'checkbox' ? data[def.name] === true : typeof data[def.name] === 'string' ? (data[def.name] as string) : '',
      ]),
    );
  };

  const onBlurField = (def: FieldDefinition) => {
    const element = formRef.current;
    if (!element || status.kind === 'sending') return;
    const value = valuesOf(element)[def.name];
    let key: string | null = validateField(form, def.name, value, context);
    if (!key && value === '' && isRequiredNow(form, def, annualReport)) key = requiredKey(def);
    setErrors((current) => {
      const next = { ...current };
      if (key) next[def.name] = key as FieldErrors[string];
      else delete next[def.name];
      return next;
    });
  };

  const showErrors = (found: FieldErrors) => {
    setErrors(found);
    setShowSummary(true);
    setStatus({ kind: 'idle' });
    requestFocus('summary');
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const element = event.currentTarget;
    const values = valuesOf(element);
    const found = fieldErrorsOf(form, fields, values, context);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setShowSummary(false);
    setStatus({ kind: 'sending' });
    const website = new FormData(element).get(HONEYPOT_FIELD);
    // A retry of the same content keeps its submission id (the service stores it once); content
    // changed since the last attempt is a new submission, so the change is not lost as a repeat.
    const content = JSON.stringify(values);
    if (meta.current.sentContent !== undefined && meta.current.sentContent !== content) meta.current.submissionId = '';
    meta.current.sentContent = content;
    const payload: Payload = {
      fields: values,
      meta: {
        submissionId: meta.current.submissionId || newSubmissionId(),
        startedAt: meta.current.startedAt || null,
        website: typeof website === 'string' ? website : '',
        locale,
        page: meta.current.page,
        ...(form === 'contact' ? { recipient: recipient ?? '' } : {}),
      },
    };
    meta.current.submissionId = payload.meta.submissionId;
    const request = encodeRequest(backend, form, endpoint, payload);
    let outcome: Outcome;
    try {
      const response = await fetch(request.url, {
        method: 'POST',
        headers: request.headers,
        body: request.body,
        credentials: 'omit',
        signal: typeof AbortSignal.timeout === 'function' ? AbortSignal.timeout(TIMEOUT_MS) : undefined,
      });
      const isJson = response.headers.get('content-type')?.includes('json') ?? false;
      const body: unknown = isJson ? await response.json().catch(() => null) : null;
      outcome = interpretResponse(backend, response.status, body, fields, response.headers.get('retry-after'));
    } catch {
      outcome = NETWORK_FAILURE;
    }
    if (outcome.kind === 'success') {
      setStatus({ kind: 'success', height: formRef.current?.offsetHeight ?? 0 });
      requestFocus('status');
    } else if (outcome.kind === 'fieldErrors') {
      showErrors(outcome.errors);
    } else {
      setStatus({ kind: 'failure', key: outcome.key });
      requestFocus('failure');
    }
  };

  if (status.kind === 'success') {
    const [title, text] = FORM_SUCCESS_KEYS[form];
    return (
      <div
        className={`site-form-status site-form--${variant}`}
        id={`${formId}-status`}
        role="status"
        tabIndex={-1}
        ref={statusRef}
        data-form={form}
        data-form-status="success"
        // Set through the CSSOM (allowed by the Content-Security-Policy, unlike a style attribute in the HTML).
        style={status.height > 0 ? { minHeight: `${status.height}px` } : undefined}
      >
        <p className="site-form-status-title">{s(title)}</p>
        <p>{s(text)}</p>
      </div>
    );
  }

  const sending = status.kind === 'sending';
  const summary = showSummary ? errorSummary(formId, fields, errors) : [];
  const onSummaryLink = (event: MouseEvent<HTMLAnchorElement>, targetId: string) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.closest('[data-field]')?.scrollIntoView({ block: 'start' });
  };
  const netlify = backend === 'netlify';

  return (
    <form
      className={`site-form site-form--${variant}`}
      id={formId}
      method="post"
      action={action}
      noValidate={hydrated}
      onSubmit={hydrated ? onSubmit : undefined}
      aria-busy={sending ? 'true' : undefined}
      data-form={form}
      data-hydrated={hydrated ? 'true' : undefined}
      ref={formRef}
      {...(netlify ? { name: form, 'data-netlify': 'true', 'netlify-honeypot': HONEYPOT_FIELD } : {})}
    >
      {summary.length > 0 && (
        <div
          className="site-form-summary"
          id={`${formId}-summary`}
          role="alert"
          tabIndex={-1}
          ref={summaryRef}
          aria-labelledby={`${formId}-summary-title`}
          data-form-summary
        >
          <p className="site-form-summary-title" id={`${formId}-summary-title`}>
            {s('form.errorSummary.title')}
          </p>
          <ul>
            {summary.map((entry) => (
              <li key={entry.name}>
                <a href={entry.href} onClick={(event) => onSummaryLink(event, entry.href.slice(1))}>
                  {s(fieldLabelKey(entry.name))}: {s(entry.key)}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {netlify && <input type="hidden" name={NETLIFY_FORM_NAME_FIELD} value={form} />}
      <input type="hidden" name="submissionId" defaultValue="" />
      <input type="hidden" name="startedAt" defaultValue="" />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" defaultValue={props.page} />
      {form === 'contact' && <input type="hidden" name="recipient" value={recipient ?? ''} />}
      <div className="site-form-honeypot" aria-hidden="true">
        <label htmlFor={fieldId(formId, HONEYPOT_FIELD)}>{s('form.honeypot')}</label>
        <input type="text" id={fieldId(formId, HONEYPOT_FIELD)} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
      {fields.map((def) => (
        <Field
          key={def.name}
          def={def}
          formId={formId}
          required={isRequiredNow(form, def, annualReport)}
          error={errors[def.name] ? s(errors[def.name]!) : null}
          s={s}
          onBlur={() => onBlurField(def)}
          onChange={def.name === 'annualReport' ? (checked) => setAnnualReport(checked) : undefined}
        />
      ))}
      {status.kind === 'failure' && (
        <div
          className="site-form-failure"
          id={`${formId}-failure`}
          role="alert"
          tabIndex={-1}
          ref={failureRef}
          data-form-failure={status.key}
        >
          <p>{s(status.key)}</p>
          <button type="submit" className="site-form-retry">
            {s('form.retry')}
          </button>
        </div>
      )}
      <PrivacyNotice
        id={`${formId}-privacy`}
        text={s('form.privacyNotice')}
        link={s('form.privacyLink')}
        href={props.privacyHref ?? null}
      />
      <button
        type="submit"
        className="site-form-submit"
        disabled={sending}
        aria-busy={sending ? 'true' : undefined}
        aria-describedby={`${formId}-privacy`}
      >
        {sending ? s('form.sending') : s(FORM_SUBMIT_KEY[form])}
      </button>
    </form>
  );
}

/** What the form's details are used for, before sending, with the privacy policy linked where `{link}` stands. */
function PrivacyNotice({ id, text, link, href }: { id: string; text: string; link: string; href: string | null }) {
  const [before, after = ''] = text.split('{link}');
  return (
    <p className="site-form-privacy" id={id}>
      {before}
      {href ? <a href={href}>{link}</a> : link}
      {after}
    </p>
  );
}
