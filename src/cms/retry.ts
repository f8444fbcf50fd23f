/**
 * Retry with exponential backoff for requests to the content system. Network errors, HTTP 5xx
 * and 429 are retried; anything else fails at once. After the last attempt ONE CmsRequestError
 * is thrown that names the endpoint and the operation.
 */
import { backoffDelay } from '../retry/backoff.ts';
import { CmsRequestError } from './errors.ts';
import { parseRetryAfter } from '../retry/retry-after.ts';

export interface RetryPolicy {
  /** Attempts in total (default 3). */
  attempts: number;
  /** Delay before the 2nd attempt in ms; doubles for each further attempt (default 500). */
  baseDelayMs: number;
  /** A Retry-After above this (ms) is not sane and the backoff delay is used instead (default 30 000). */
  maxRetryAfterMs: number;
  sleep: (ms: number) => Promise<void>;
}

export const defaultRetryPolicy: RetryPolicy = {
  attempts: 3,
  baseDelayMs: 500,
  maxRetryAfterMs: 30_000,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

/** What went wrong in one attempt, as judged by the caller that knows the transport. */
export interface FailureVerdict {
  retry: boolean;
  /** HTTP status of the answer, when there was one. */
  status?: number | undefined;
  /** The raw Retry-After header of the answer, when there was one. */
  retryAfter?: string | null | undefined;
  /** Short description for the final message. */
  reason: string;
}

export interface RetryTarget {
  endpoint: string;
  operation: string;
}

export interface RetryEvent extends RetryTarget {
  attempt: number;
  delayMs: number;
  reason: string;
}

export async function withRetry<T>(
  run: (attempt: number) => Promise<T>,
  judge: (error: unknown) => FailureVerdict,
  target: RetryTarget,
  policy: RetryPolicy = defaultRetryPolicy,
  onRetry?: (event: RetryEvent) => void,
): Promise<T> {
  const attempts = Math.max(1, Math.floor(policy.attempts));
  for (let attempt = 1; ; attempt++) {
    try {
      return await run(attempt);
    } catch (error) {
      const verdict = judge(error);
      if (!verdict.retry || attempt >= attempts) {
        throw new CmsRequestError({ ...target, attempts: attempt, status: verdict.status, reason: verdict.reason, cause: error });
      }
      const delayMs = retryDelay(attempt, verdict.retryAfter, policy);
      onRetry?.({ ...target, attempt, delayMs, reason: verdict.reason });
      await policy.sleep(delayMs);
    }
  }
}

/** Backoff delay after failed attempt `attempt` (1-based); a sane Retry-After wins. */
function retryDelay(attempt: number, retryAfter: string | null | undefined, policy: RetryPolicy): number {
  const fromHeader = parseRetryAfter(retryAfter, Date.now());
  if (fromHeader !== undefined && fromHeader <= policy.maxRetryAfterMs) return fromHeader;
  return backoffDelay(attempt, { baseMs: policy.baseDelayMs });
}

const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'UND_ERR_SOCKET',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_CLOSED',
]);

/** The chain error → cause → cause …, at most 10 deep. */
export function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && chain.length < 10 && !chain.includes(current)) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

function errorCode(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('code' in value)) return undefined;
  return typeof value.code === 'string' ? value.code : undefined;
}

/** A failure to reach the server at all: connection refused/reset, DNS, timeout, fetch failed. */
export function isNetworkError(error: unknown): boolean {
  return causeChain(error).some((link) => {
    const code = errorCode(link);
    if (code !== undefined && networkCodes.has(code)) return true;
    if (!(link instanceof Error)) return false;
    return link.name === 'TimeoutError' || link.name === 'AbortError' || (link instanceof TypeError && link.message === 'fetch failed');
  });
}

/** The innermost message of the cause chain (`connect ECONNREFUSED 127.0.0.1:1337`, not `fetch failed`). */
export function innermostMessage(error: unknown): string {
  const messages = causeChain(error)
    .map((link) => (link instanceof Error ? link.message : typeof link === 'string' ? link : ''))
    .filter((message) => message.length > 0);
  return messages.at(-1) ?? String(error);
}

/** Verdict for an HTTP status: 5xx and 429 are worth another try, other statuses are not. */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || (status >= 500 && status <= 599);
}
