/**
 * The GraphQL client of the content system: graphql-request against CMS_GRAPHQL_URL, typed by the
 * TypedDocumentNode documents of the code generator, with retries (retry.ts) and one typed error. With
 * CMS_DIALECT=strapi5 each operation is sent translated (dialect/translate.ts), and Error items of
 * dynamic zones are content problems (dialect/error-items.ts); the answers have the contract's shape.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { getOperationAST, type DocumentNode } from 'graphql';
import { ClientError, GraphQLClient } from 'graphql-request';
import { readCmsConfig, type CmsConfig, type CmsDialect, type Environment } from './config.ts';
import { takeErrorItems } from './dialect/error-items.ts';
import { dialectMismatchHint } from './dialect/mismatch-hint.ts';
import { strapi5Operation } from './dialect/translate.ts';
import { contentProblemReporter, type ProblemReporter } from './problems.ts';
import {
  defaultRetryPolicy,
  innermostMessage,
  isNetworkError,
  isRetryableStatus,
  withRetry,
  type FailureVerdict,
  type RetryEvent,
  type RetryPolicy,
} from './retry.ts';

export type OperationVariables = Record<string, unknown>;

export interface CmsClientOptions extends Partial<RetryPolicy> {
  endpoint: string;
  token?: string | undefined;
  publicationState?: CmsConfig['publicationState'];
  /** The GraphQL dialect of the content system (default `contract`). */
  dialect?: CmsDialect;
  /** Where content problems of the answers go (Strapi 5 Error items); default: logged, fatal under STRICT_CONTENT. */
  reportProblem?: ProblemReporter;
  /** Injected fetch (tests); defaults to the global fetch. */
  fetch?: typeof fetch;
  /** Time limit per attempt in ms (default 60 000). */
  timeoutMs?: number;
  /** Called before each retry (e.g. to log a warning). */
  onRetry?: (event: RetryEvent) => void;
}

/** How the client reaches the server; shared with the media download so both retry alike. */
export interface CmsTransport {
  endpoint: string;
  headers: Readonly<Record<string, string>>;
  fetch: typeof fetch;
  policy: RetryPolicy;
  onRetry: ((event: RetryEvent) => void) | undefined;
}

export interface CmsClient {
  readonly endpoint: string;
  readonly publicationState: CmsConfig['publicationState'];
  readonly dialect: CmsDialect;
  readonly transport: CmsTransport;
  request<TResult, TVariables extends OperationVariables>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables: TVariables,
  ): Promise<TResult>;
}

const ACCEPT = 'application/graphql-response+json, application/json';

export function createCmsClient(options: CmsClientOptions): CmsClient {
  const headers: Record<string, string> = { Accept: ACCEPT };
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  const baseFetch = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 60_000;
  const timedFetch: typeof fetch = (input, init) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return baseFetch(input, { ...init, signal });
  };
  const transport: CmsTransport = {
    endpoint: options.endpoint,
    headers,
    fetch: timedFetch,
    policy: {
      attempts: options.attempts ?? defaultRetryPolicy.attempts,
      baseDelayMs: options.baseDelayMs ?? defaultRetryPolicy.baseDelayMs,
      maxRetryAfterMs: options.maxRetryAfterMs ?? defaultRetryPolicy.maxRetryAfterMs,
      sleep: options.sleep ?? defaultRetryPolicy.sleep,
    },
    onRetry: options.onRetry,
  };
  const gql = new GraphQLClient(options.endpoint, { headers, fetch: timedFetch });
  const dialect = options.dialect ?? 'contract';
  const reportProblem = options.reportProblem ?? contentProblemReporter('content system');

  return {
    endpoint: options.endpoint,
    publicationState: options.publicationState ?? 'LIVE',
    dialect,
    transport,
    async request<TResult, TVariables extends OperationVariables>(
      document: TypedDocumentNode<TResult, TVariables>,
      variables: TVariables,
    ): Promise<TResult> {
      const operation = operationName(document);
      // Strapi 5 answers the translated operation in the contract's shape (aliases), so TResult holds.
      const translated = dialect === 'strapi5' ? strapi5Operation(document) : undefined;
      const sent = (translated?.document ?? document) as TypedDocumentNode<TResult, OperationVariables>;
      const sentVariables = translated ? translated.variables(variables) : variables;
      const result = await withRetry(
        () => gql.request<TResult, OperationVariables>({ document: sent, variables: sentVariables }),
        (error) => judgeGraphQLFailure(error, dialect),
        { endpoint: options.endpoint, operation },
        transport.policy,
        transport.onRetry,
      );
      if (translated) takeErrorItems(result, operation, reportProblem);
      return result;
    },
  };
}

/** A client configured from CMS_GRAPHQL_URL / CMS_TOKEN / CMS_PUBLICATION_STATE / CMS_DIALECT. */
export function createCmsClientFromEnv(
  env: Environment = process.env,
  overrides: Omit<CmsClientOptions, 'endpoint' | 'token' | 'publicationState' | 'dialect'> = {},
): CmsClient {
  const config = readCmsConfig(env);
  return createCmsClient({ ...overrides, ...config });
}

export function operationName(document: DocumentNode): string {
  return getOperationAST(document)?.name?.value ?? 'anonymous operation';
}

/**
 * Retry network errors, 5xx and 429; never GraphQL errors (validation, execution) or other 4xx. Errors
 * that look like the other dialect's server end with a hint at CMS_DIALECT (dialect/mismatch-hint.ts).
 */
function judgeGraphQLFailure(error: unknown, dialect: CmsDialect = 'contract'): FailureVerdict {
  if (error instanceof ClientError) {
    const { status, headers } = error.response;
    const list = (error.response.errors ?? []).map((entry) => entry.message);
    const messages = list.join('; ');
    const hint = dialectMismatchHint(list, dialect);
    const hinted = (reason: string): string => (hint ? `${reason}. Hint: ${hint}` : reason);
    if (status >= 200 && status < 300) {
      return { retry: false, status, reason: hinted(`GraphQL error: ${messages || 'unknown error'}`) };
    }
    const detail = messages ? `GraphQL error: ${messages}` : snippet(error.response.body);
    const reason = hinted(`HTTP ${status}${detail ? ` (${detail})` : ''}`);
    return { retry: isRetryableStatus(status), status, retryAfter: headers.get('retry-after'), reason };
  }
  return { retry: isNetworkError(error), reason: innermostMessage(error) };
}

function snippet(body: unknown): string {
  if (typeof body !== 'string') return '';
  const text = body.replace(/\s+/g, ' ').trim();
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}
