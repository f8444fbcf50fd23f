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
 * State is local to each form (no store: nothing else on the page reads it), in the hook of
 * ./parts/use-site-form.ts; ./parts/form-post.ts sends.
 */
import { useMemo, type MouseEvent, type RefObject } from 'react';
import {
  errorSummary,
  fieldId,
  FORM_SUBMIT_KEY,
  FORM_SUCCESS_KEYS,
  isRequiredNow,
  NETLIFY_FORM_NAME_FIELD,
  type FormsBackendKind,
  type SummaryEntry,
} from '../forms/client.ts';
import { fieldLabelKey, formFields, type ContactFormFlags, type FormName } from '../forms/definitions.ts';
import { HONEYPOT_FIELD } from '../forms/schema.ts';
import { Field } from './parts/FormField.tsx';
import { useSiteForm } from './parts/use-site-form.ts';
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

export default function SiteForm(props: SiteFormProps) {
  const { form, formId, locale, flags, backend, action, recipient, strings, variant = 'block' } = props;
  const s = (key: string) => strings[key] ?? key;
  const fields = useMemo(() => formFields(form, locale, flags), [form, locale, flags]);
  const {
    hydrated,
    formRef,
    summaryRef,
    failureRef,
    statusRef,
    errors,
    showSummary,
    status,
    annualReport,
    setAnnualReport,
    onBlurField,
    onSubmit,
  } = useSiteForm(props, fields);

  if (status.kind === 'success') {
    return <SuccessStatus form={form} formId={formId} variant={variant} height={status.height} statusRef={statusRef} s={s} />;
  }

  const sending = status.kind === 'sending';
  const summary = showSummary ? errorSummary(formId, fields, errors) : [];
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
      {summary.length > 0 && <ErrorSummary formId={formId} entries={summary} summaryRef={summaryRef} s={s} />}
      <HiddenFields form={form} formId={formId} locale={locale} page={props.page} recipient={recipient} netlify={netlify} s={s} />
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

type Strings = (key: string) => string;

interface SuccessStatusProps {
  form: FormName;
  formId: string;
  variant: 'block' | 'footer';
  /** The height the form had (px), kept so the page below does not move up; 0: not known. */
  height: number;
  statusRef: RefObject<HTMLDivElement | null>;
  s: Strings;
}

/** What replaces the form once it is sent. */
function SuccessStatus({ form, formId, variant, height, statusRef, s }: SuccessStatusProps) {
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
      style={height > 0 ? { minHeight: `${height}px` } : undefined}
    >
      <p className="site-form-status-title">{s(title)}</p>
      <p>{s(text)}</p>
    </div>
  );
}

/** Focuses a summary link's field (the first radio of a group) and scrolls its whole field into view. */
function onSummaryLink(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = document.getElementById(targetId);
  if (!target) return;
  event.preventDefault();
  target.focus();
  target.closest('[data-field]')?.scrollIntoView({ block: 'start' });
}

interface ErrorSummaryProps {
  formId: string;
  entries: SummaryEntry[];
  summaryRef: RefObject<HTMLDivElement | null>;
  s: Strings;
}

/** The errors of a submit attempt, above the form, each linking its field. */
function ErrorSummary({ formId, entries, summaryRef, s }: ErrorSummaryProps) {
  return (
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
        {entries.map((entry) => (
          <li key={entry.name}>
            <a href={entry.href} onClick={(event) => onSummaryLink(event, entry.href.slice(1))}>
              {s(fieldLabelKey(entry.name))}: {s(entry.key)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

interface HiddenFieldsProps {
  form: FormName;
  formId: string;
  locale: string;
  page: string;
  recipient: string | null | undefined;
  netlify: boolean;
  s: Strings;
}

/** The form's name for Netlify, the meta fields (filled once hydrated), the recipient and the honeypot. */
function HiddenFields({ form, formId, locale, page, recipient, netlify, s }: HiddenFieldsProps) {
  return (
    <>
      {netlify && <input type="hidden" name={NETLIFY_FORM_NAME_FIELD} value={form} />}
      <input type="hidden" name="submissionId" defaultValue="" />
      <input type="hidden" name="startedAt" defaultValue="" />
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="page" defaultValue={page} />
      {form === 'contact' && <input type="hidden" name="recipient" value={recipient ?? ''} />}
      <div className="site-form-honeypot" aria-hidden="true">
        <label htmlFor={fieldId(formId, HONEYPOT_FIELD)}>{s('form.honeypot')}</label>
        <input type="text" id={fieldId(formId, HONEYPOT_FIELD)} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </div>
    </>
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
