/**
 * The state of one form of the form island (src/islands/SiteForm.tsx), local to it: the field errors and whether
 * the summary shows them, the sending / success / failure status, the annual-report tick (it makes the postal
 * address required), the element that gets the focus next, and the meta fields kept for retries.
 */
import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { fieldErrorsOf, isRequiredNow, newSubmissionId, type FormsBackendKind } from '../../forms/client.ts';
import type { ContactFormFlags, FieldDefinition, FormName } from '../../forms/definitions.ts';
import { HONEYPOT_FIELD, normaliseFormInput, requiredKey, validateField, type FieldErrors } from '../../forms/schema.ts';
import { nextPayload, postForm, type FormMeta } from './form-post.ts';
import { useHydrated } from './hooks.ts';

/** Success keeps the height the form had (`height`, px): the page below does not move up under the pointer. */
export type FormStatus = { kind: 'idle' } | { kind: 'sending' } | { kind: 'success'; height: number } | { kind: 'failure'; key: string };
type FocusTarget = 'summary' | 'failure' | 'status';

/** What the hook reads of the island's props (src/islands/SiteForm.tsx). */
export interface SiteFormOptions {
  form: FormName;
  locale: string;
  flags?: ContactFormFlags | undefined;
  backend: FormsBackendKind;
  endpoint: string;
  recipient?: string | null | undefined;
  /** The page path at build time. */
  page: string;
}

/** The meta fields of this form instance: once in the browser, kept for retries, also in the hidden inputs. */
function useFormMeta(formRef: RefObject<HTMLFormElement | null>, page: string): RefObject<FormMeta> {
  const meta = useRef<FormMeta>({ submissionId: '', startedAt: 0, page });
  useEffect(() => {
    meta.current = { submissionId: newSubmissionId(), startedAt: Date.now(), page: location.pathname };
    const element = formRef.current;
    if (!element) return;
    for (const name of ['submissionId', 'startedAt', 'page'] as const) {
      const input = element.elements.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = String(meta.current[name]);
    }
  }, [formRef]);
  return meta;
}

/** The error summary, the failure message or the success status gets the focus once it is shown (again). */
function useFocusRequest() {
  const [focus, setFocus] = useState<{ target: FocusTarget; n: number } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!focus) return;
    const refs = { summary: summaryRef, failure: failureRef, status: statusRef };
    refs[focus.target].current?.focus();
  }, [focus]);
  const requestFocus = (target: FocusTarget) => setFocus((current) => ({ target, n: (current?.n ?? 0) + 1 }));
  return { summaryRef, failureRef, statusRef, requestFocus };
}

/** Each field's value as the form would send it: checkboxes as booleans, everything else as a string. */
function valuesOf(element: HTMLFormElement, fields: readonly FieldDefinition[]): Record<string, string | boolean> {
  const data = normaliseFormInput(new FormData(element));
  return Object.fromEntries(
    fields.map((def) => [
      def.name,
      def.kind === 'checkbox' ? data[def.name] === true : typeof data[def.name] === 'string' ? (data[def.name] as string) : '',
    ]),
  );
}

/** A form's state and what its events do: a field checked on blur, the whole form on submit, then sent with fetch. */
export function useSiteForm(
  { form, locale, flags, backend, endpoint, recipient, page }: SiteFormOptions,
  fields: readonly FieldDefinition[],
) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const meta = useFormMeta(formRef, page);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [showSummary, setShowSummary] = useState(false);
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const [annualReport, setAnnualReport] = useState(false);
  const { summaryRef, failureRef, statusRef, requestFocus } = useFocusRequest();
  const context = { locale, flags };

  const onBlurField = (def: FieldDefinition) => {
    const element = formRef.current;
    if (!element || status.kind === 'sending') return;
    const value = valuesOf(element, fields)[def.name];
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
    const values = valuesOf(element, fields);
    const found = fieldErrorsOf(form, fields, values, context);
    if (Object.keys(found).length > 0) return showErrors(found);
    setErrors({});
    setShowSummary(false);
    setStatus({ kind: 'sending' });
    const website = new FormData(element).get(HONEYPOT_FIELD);
    const payload = nextPayload(meta.current, values, { form, locale, recipient, website });
    const outcome = await postForm(backend, form, endpoint, payload, fields);
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

  return {
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
  };
}
