/**
 * A hint for the build log when the content system rejects an operation because it speaks the other
 * dialect: a Strapi 5 server asked in the contract dialect (`Unknown argument "publicationState"`,
 * `Cannot query field "contentPagesConnection"`), or the embedded content server / Strapi 3.6 asked in
 * the Strapi 5 dialect (`Unknown argument "filters"`, `Unknown type "PublicationStatus"`). Names CMS_DIALECT.
 */
import type { CmsDialect } from '../config.ts';

/** Validation messages of a Strapi 5 server that was sent the contract dialect. */
const STRAPI5_SERVER = [
  /Unknown argument "(publicationState|where|limit|start)"/,
  /Unknown type "PublicationState"/,
  /Cannot query field "\w+Connection" on type "Query"/,
  /Cannot query field "(id|published_at|files)" on type "/,
];

/** Validation messages of a contract-dialect server (embedded content server, Strapi 3.6) that was sent Strapi 5's. */
const CONTRACT_SERVER = [
  /Unknown argument "(filters|pagination|status)"/,
  /Unknown type "(PublicationStatus|Error)"/,
  /Cannot query field "(documentId|publishedAt|uploadFiles|\w+_connection)" on type "/,
];

/** The hint for these error messages under `dialect`, or undefined when they do not look like a dialect mismatch. */
export function dialectMismatchHint(messages: readonly string[], dialect: CmsDialect): string | undefined {
  const signs = dialect === 'contract' ? STRAPI5_SERVER : CONTRACT_SERVER;
  if (!messages.some((message) => signs.some((sign) => sign.test(message)))) return undefined;
  return dialect === 'contract'
    ? 'the content system does not speak the contract dialect (CMS_DIALECT is unset or "contract"); if it is Strapi 5, set CMS_DIALECT=strapi5'
    : 'the content system does not speak the Strapi 5 dialect (CMS_DIALECT=strapi5); if it is the embedded content server or Strapi 3.6, unset CMS_DIALECT';
}
