/**
 * Typed errors of the CMS layer. Every failure that reaches the build is one of these, with the
 * original failure as `cause`, so the build stops with one message that names what failed.
 */
import { redactUrl } from './redact.ts';

/** The CMS configuration (environment) is missing or invalid. */
export class CmsConfigError extends Error {
  override readonly name = 'CmsConfigError';
}

export interface CmsRequestErrorDetails {
  /** The GraphQL endpoint (or file URL) that was asked. */
  endpoint: string;
  /** The GraphQL operation name (or a description such as `download /uploads/a.jpg`). */
  operation: string;
  /** How many attempts were made before giving up. */
  attempts: number;
  /** HTTP status of the last answer, when there was one. */
  status?: number | undefined;
  /** A short description of the last failure, e.g. `connect ECONNREFUSED 127.0.0.1:1337`. */
  reason: string;
  cause: unknown;
}

/** A request to the content system failed (after retries where retrying made sense). */
export class CmsRequestError extends Error {
  override readonly name = 'CmsRequestError';
  readonly endpoint: string;
  readonly operation: string;
  readonly attempts: number;
  readonly status: number | undefined;
  readonly reason: string;

  constructor(details: CmsRequestErrorDetails) {
    const tries = details.attempts === 1 ? '1 attempt' : `${details.attempts} attempts`;
    super(
      `Content system at ${redactUrl(details.endpoint)} failed for operation "${details.operation}" after ${tries}: ${details.reason}`,
      { cause: details.cause },
    );
    this.endpoint = redactUrl(details.endpoint);
    this.operation = details.operation;
    this.attempts = details.attempts;
    this.status = details.status;
    this.reason = details.reason;
  }
}

/** The content system answered, but an entry cannot be stored (no id, duplicate id, …). */
export class CmsDataError extends Error {
  override readonly name = 'CmsDataError';
  readonly collection: string;
  readonly entryId: string | undefined;

  constructor(collection: string, entryId: string | undefined, message: string, options?: ErrorOptions) {
    super(`[${collection}] ${entryId === undefined ? '' : `entry "${entryId}": `}${message}`, options);
    this.collection = collection;
    this.entryId = entryId;
  }
}

/**
 * An operation uses a construct that the dialect translation (src/cms/dialect/) cannot express in the
 * content system's dialect; thrown before anything is sent.
 */
export class CmsDialectError extends Error {
  override readonly name = 'CmsDialectError';
  readonly operation: string;

  constructor(operation: string, message: string) {
    super(`Operation "${operation}" cannot be translated to the Strapi 5 dialect (CMS_DIALECT=strapi5): ${message}`);
    this.operation = operation;
  }
}
