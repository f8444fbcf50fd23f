/**
 * Sending a form of the form island (src/islands/SiteForm.tsx) with fetch: the payload with the form instance's
 * meta fields, the request per backend (src/forms/client.ts) and what the answer means.
 */
import {
  encodeRequest,
  interpretResponse,
  NETWORK_FAILURE,
  newSubmissionId,
  type FormsBackendKind,
  type Outcome,
  type Payload,
} from '../../forms/client.ts';
import type { FieldDefinition, FormName } from '../../forms/definitions.ts';

const TIMEOUT_MS = 20_000;

/** The meta fields of one form instance, kept for retries. */
export interface FormMeta {
  submissionId: string;
  startedAt: number;
  page: string;
  /** The field values of the last attempt (JSON). */
  sentContent?: string;
}

interface PayloadContext {
  form: FormName;
  locale: string;
  recipient: string | null | undefined;
  /** The honeypot's value. */
  website: FormDataEntryValue | null;
}

/**
 * The payload of an attempt; `meta` keeps its submission id and content. A retry of the same content
 * keeps its submission id (the service stores it once); content changed since the last attempt is a
 * new submission, so the change is not lost as a repeat.
 */
export function nextPayload(
  meta: FormMeta,
  values: Record<string, string | boolean>,
  { form, locale, recipient, website }: PayloadContext,
): Payload {
  const content = JSON.stringify(values);
  if (meta.sentContent !== undefined && meta.sentContent !== content) meta.submissionId = '';
  meta.sentContent = content;
  const payload: Payload = {
    fields: values,
    meta: {
      submissionId: meta.submissionId || newSubmissionId(),
      startedAt: meta.startedAt || null,
      website: typeof website === 'string' ? website : '',
      locale,
      page: meta.page,
      ...(form === 'contact' ? { recipient: recipient ?? '' } : {}),
    },
  };
  meta.submissionId = payload.meta.submissionId;
  return payload;
}

/** Posts a payload to the backend and reads its answer; a network failure or a timeout is `NETWORK_FAILURE`. */
export async function postForm(
  backend: FormsBackendKind,
  form: FormName,
  endpoint: string,
  payload: Payload,
  fields: readonly FieldDefinition[],
): Promise<Outcome> {
  const request = encodeRequest(backend, form, endpoint, payload);
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
    return interpretResponse(backend, response.status, body, fields, response.headers.get('retry-after'));
  } catch {
    return NETWORK_FAILURE;
  }
}
