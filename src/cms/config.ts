/**
 * CMS configuration from the environment: `CMS_GRAPHQL_URL` (required), `CMS_TOKEN` (optional),
 * `CMS_PUBLICATION_STATE` (`LIVE` by default, or `PREVIEW`: drafts too) and `CMS_DIALECT` (`contract` by
 * default, or `strapi5`: the GraphQL the content system speaks, src/cms/dialect/). `isPreviewBuild` tells
 * the pages whether this build shows drafts, from the same reading of `CMS_PUBLICATION_STATE`.
 */
import { CmsConfigError } from './errors.ts';
import { redactUrl } from './redact.ts';

type PublicationStateName = 'LIVE' | 'PREVIEW';

/**
 * The GraphQL dialect of the content system: `contract` (the embedded content server and Strapi 3.6,
 * scripts/content-server/schema.graphql) or `strapi5` (Strapi 5: every operation is translated,
 * src/cms/dialect/translate.ts).
 */
const CMS_DIALECTS = ['contract', 'strapi5'] as const;
export type CmsDialect = (typeof CMS_DIALECTS)[number];

export interface CmsConfig {
  /** Absolute http(s) URL of the GraphQL endpoint. */
  endpoint: string;
  /** Bearer token, sent as `Authorization: Bearer <token>` when set. */
  token: string | undefined;
  /** `LIVE` (default) hides drafts; `PREVIEW` shows them (needs a token on a real content system). */
  publicationState: PublicationStateName;
  /** `contract` (default) or `strapi5`. */
  dialect: CmsDialect;
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
  return { endpoint: url.href, token, publicationState: readPublicationState(env), dialect: readDialect(env) };
}

/** `CMS_DIALECT`: `contract` when unset; anything but the dialects of CMS_DIALECTS (any case) throws. */
export function readDialect(env: Environment = process.env): CmsDialect {
  const dialect = env.CMS_DIALECT?.trim().toLowerCase() || 'contract';
  const known = CMS_DIALECTS.find((name) => name === dialect);
  if (!known) {
    throw new CmsConfigError(
      `CMS_DIALECT must be ${CMS_DIALECTS.join(' or ')}, got "${dialect}" ` +
        '(contract: the embedded content server and Strapi 3.6; strapi5: Strapi 5)',
    );
  }
  return known;
}

/** `CMS_PUBLICATION_STATE`: `LIVE` when unset; anything but LIVE or PREVIEW (any case) throws. */
function readPublicationState(env: Environment = process.env): PublicationStateName {
  const state = env.CMS_PUBLICATION_STATE?.trim().toUpperCase() || 'LIVE';
  if (state !== 'LIVE' && state !== 'PREVIEW') {
    throw new CmsConfigError(`CMS_PUBLICATION_STATE must be LIVE or PREVIEW, got "${state}"`);
  }
  return state;
}

/**
 * Whether this build shows drafts (`CMS_PUBLICATION_STATE=PREVIEW`): then every page carries the
 * preview banner, `noindex, nofollow` and a "[Preview]" title, robots.txt disallows everything and
 * there is no sitemap (src/preview/). The same reading as `readCmsConfig`'s `publicationState`, without
 * needing `CMS_GRAPHQL_URL`, so pages and unit tests can ask it anywhere.
 */
export function isPreviewBuild(env: Environment = process.env): boolean {
  return readPublicationState(env) === 'PREVIEW';
}
