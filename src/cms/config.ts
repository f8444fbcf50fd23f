/** CMS configuration from the environment: `CMS_GRAPHQL_URL` (required) and `CMS_TOKEN` (optional). */
import { CmsConfigError } from './errors.ts';
import { redactUrl } from './redact.ts';

export type PublicationStateName = 'LIVE' | 'PREVIEW';

export interface CmsConfig {
  /** Absolute http(s) URL of the GraphQL endpoint. */
  endpoint: string;
  /** Bearer token, sent as `Authorization: Bearer <token>` when set. */
  token: string | undefined;
  /** `LIVE` (default) hides drafts; `PREVIEW` shows them (needs a token on a real content system). */
  publicationState: PublicationStateName;
}

export type Environment = Readonly<Record<string, string | undefined>>;

export function readCmsConfig(env: Environment = process.env): CmsConfig {
  const raw = env.CMS_GRAPHQL_URL?.trim();
  if (!raw) {
    throw new CmsConfigError(
      'CMS_GRAPHQL_URL is not set: set it to the GraphQL endpoint of the content system ' +
        '(e.g. http://127.0.0.1:1337/graphql), or build with `npm run build`, which starts the embedded content server.',
    );
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch (error) {
    throw new CmsConfigError(`CMS_GRAPHQL_URL is not a valid URL: "${redactUrl(raw)}"`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new CmsConfigError(`CMS_GRAPHQL_URL must be an http(s) URL, got "${redactUrl(raw)}"`);
  }
  const token = env.CMS_TOKEN?.trim() || undefined;
  const state = env.CMS_PUBLICATION_STATE?.trim().toUpperCase() || 'LIVE';
  if (state !== 'LIVE' && state !== 'PREVIEW') {
    throw new CmsConfigError(`CMS_PUBLICATION_STATE must be LIVE or PREVIEW, got "${state}"`);
  }
  return { endpoint: url.href, token, publicationState: state };
}
