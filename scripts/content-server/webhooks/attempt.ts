/**
 * One delivery attempt and the retry policy: the request headers, the POST with its timeout, how
 * a response or an error is classified (delivered, retryable, refused, aborted), with the wait a
 * Retry-After asks for (src/retry/retry-after.ts); the backoff is src/retry/backoff.ts.
 */
import { parseRetryAfter } from '../../../src/retry/retry-after.ts';
import type { ContentEvent } from '../changes.ts';
import { DELIVERY_ID_HEADER, signBody } from '../../lib/webhook-signature.ts';
import type { WebhookTarget } from './config.ts';

export interface RetryOptions {
  /** Attempts in all, the first included (default 5). */
  attempts: number;
  /** Wait before the second attempt; doubled for each further one (default 1000). */
  baseDelayMs: number;
  /** Upper bound of any wait, Retry-After included (default 60000). */
  maxDelayMs: number;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 5, baseDelayMs: 1000, maxDelayMs: 60_000 };
export const DEFAULT_TIMEOUT_MS = 10_000;
export const USER_AGENT = 'corporate-site-content-server-webhooks/1';

export interface AttemptResult {
  status: number | null;
  error: string | null;
  /** retryable: network error, timeout, 408, 429, 5xx. refused: any other non-2xx (redirects too). */
  kind: 'delivered' | 'retryable' | 'refused' | 'aborted';
  retryAfterMs?: number;
}

export interface AttemptRequest {
  target: WebhookTarget;
  id: string;
  event: ContentEvent;
  body: string;
  /** Unix seconds for the signature timestamp. */
  nowSeconds: number;
}

/** The request headers: the target's own first, so they can never replace the dispatcher's. */
function deliveryHeaders({ target, id, event, body, nowSeconds }: AttemptRequest): Record<string, string> {
  return {
    ...target.headers,
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    'x-strapi-event': event,
    [DELIVERY_ID_HEADER]: id,
    ...(target.token === undefined ? {} : { authorization: `Bearer ${target.token}` }),
    ...(target.secret === undefined ? {} : signBody(target.secret, body, nowSeconds)),
  };
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  const detail = typeof cause?.code === 'string' ? cause.code : typeof cause?.message === 'string' ? cause.message : undefined;
  return detail === undefined ? error.message : `${error.message} (${detail})`;
}

/** Resolves true after `ms`, or false as soon as `signal` aborts. The timer does not keep the process alive. */
export function sleep(ms: number, signal: AbortSignal): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve(false);
    const onAbort = (): void => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    timer.unref();
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export interface PostOptions {
  fetch: typeof globalThis.fetch;
  timeoutMs: number;
  /** Aborts the attempt when the dispatcher closes. */
  closing: AbortSignal;
  now: () => number;
}

/** One POST of `request`, classified. Never throws. */
export async function postOnce(request: AttemptRequest, options: PostOptions): Promise<AttemptResult> {
  const timeout = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await options.fetch(request.target.url, {
      method: 'POST',
      headers: deliveryHeaders(request),
      body: request.body,
      signal: AbortSignal.any([options.closing, timeout]),
      redirect: 'manual',
    });
    const { status } = response;
    if (status >= 200 && status < 300) {
      await response.body?.cancel().catch(() => {});
      return { status, error: null, kind: 'delivered' };
    }
    let text = '';
    try {
      text = (await response.text()).trim().replace(/\s+/g, ' ').slice(0, 200);
    } catch {
      // the body is only for the record
    }
    const error = `HTTP ${status}${response.statusText ? ` ${response.statusText}` : ''}${text ? `: ${text}` : ''}`;
    if (status >= 300 && status < 400) return { status, error: `${error} (redirects are not followed)`, kind: 'refused' };
    if (status >= 500 || status === 408 || status === 429) {
      return { status, error, kind: 'retryable', retryAfterMs: parseRetryAfter(response.headers.get('retry-after'), options.now()) };
    }
    return { status, error, kind: 'refused' };
  } catch (error) {
    if (options.closing.aborted) return { status: null, error: 'dispatcher closed', kind: 'aborted' };
    if (timeout.aborted) return { status: null, error: `timeout after ${options.timeoutMs}ms`, kind: 'retryable' };
    return { status: null, error: describeError(error), kind: 'retryable' };
  }
}
