/** Downloading a file from the content system, with the same retry policy as GraphQL requests. */
import type { CmsTransport } from './client.ts';
import { innermostMessage, isNetworkError, isRetryableStatus, withRetry, type FailureVerdict } from './retry.ts';

class HttpStatusError extends Error {
  override readonly name = 'HttpStatusError';
  readonly status: number;
  readonly retryAfter: string | null;

  constructor(status: number, statusText: string, retryAfter: string | null) {
    super(`HTTP ${status}${statusText ? ` ${statusText}` : ''}`);
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

function judgeDownloadFailure(error: unknown): FailureVerdict {
  if (error instanceof HttpStatusError) {
    return { retry: isRetryableStatus(error.status), status: error.status, retryAfter: error.retryAfter, reason: error.message };
  }
  return { retry: isNetworkError(error), reason: innermostMessage(error) };
}

/** GETs `url` and returns its bytes; throws CmsRequestError (operation `download <path>`) on failure. */
export function downloadFile(transport: CmsTransport, url: URL): Promise<Uint8Array> {
  const headers: Record<string, string> = {};
  const authorization = transport.headers.Authorization;
  if (authorization) headers.Authorization = authorization;
  return withRetry(
    async () => {
      const response = await transport.fetch(url, { headers });
      if (!response.ok) {
        await response.body?.cancel();
        throw new HttpStatusError(response.status, response.statusText, response.headers.get('retry-after'));
      }
      return new Uint8Array(await response.arrayBuffer());
    },
    judgeDownloadFailure,
    { endpoint: url.origin, operation: `download ${url.pathname}` },
    transport.policy,
    transport.onRetry,
  );
}
