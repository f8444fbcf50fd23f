/**
 * The names and fixed values of the Strapi 5 dialect that the translation (translate.ts) uses: what the
 * contract calls differently in Strapi 5 (plugin-graphql 5.54), in one place each, so a fact confirmed
 * against a live Strapi 5 changes one line.
 */

/**
 * The sort key that stands for the contract's `id` (the tie-breaker of every sort the site sends, and
 * the order of the paged root lists). UNCONFIRMED on a live 5.54: `id` (the row id; accepted by the
 * query validator's ID_FIELDS, but a published row gets a new one on every publish) — `documentId`
 * (stable, but random) is the fallback.
 */
const TIE_BREAKER_SORT_FIELD = 'id';

/** Fields of entity types that Strapi 5 names differently; the response keeps the contract's name as alias. */
export const ENTITY_FIELDS: Readonly<Record<string, string>> = { id: 'documentId', published_at: 'publishedAt' };

/** The same renames in `where` → `filters` (a filter on `id` means the id the site reads: the documentId). */
export const FILTER_FIELDS: Readonly<Record<string, string>> = { id: 'documentId', published_at: 'publishedAt' };

/** The same renames in `sort`. */
export const SORT_FIELDS: Readonly<Record<string, string>> = { id: TIE_BREAKER_SORT_FIELD, published_at: 'publishedAt' };

/** Root fields of the upload plugin: the contract's `files` / `file` are `uploadFiles` / `uploadFile`. */
export const ROOT_FIELDS: Readonly<Record<string, string>> = { files: 'uploadFiles', file: 'uploadFile' };

/** The contract's publication-state enum and the Strapi 5 one that replaces it. */
export const CONTRACT_PUBLICATION_TYPE = 'PublicationState';
export const STRAPI5_PUBLICATION_TYPE = 'PublicationStatus';

/** `publicationState` → `status`: LIVE reads the published versions, PREVIEW the drafts (of every document). */
export const PUBLICATION_STATUS: Readonly<Record<string, string>> = { LIVE: 'PUBLISHED', PREVIEW: 'DRAFT' };

/** The member Strapi 5 adds to every dynamic-zone union. */
export const ERROR_TYPE_NAME = 'Error';

/**
 * `pagination: { limit: -1 }` on nested lists (relations, repeatable components, multiple media), which
 * Strapi 5 pages with its default limit (10 unless configured): -1 asks for up to the server's maxLimit.
 */
export const NESTED_LIST_LIMIT = -1;

/** Strapi v3 `where` operator suffixes (`slug_in`) → Strapi 5 filter operators; no suffix is `eq`. */
export const FILTER_OPERATORS: Readonly<Record<string, string>> = {
  eq: 'eq',
  ne: 'ne',
  lt: 'lt',
  lte: 'lte',
  gt: 'gt',
  gte: 'gte',
  in: 'in',
  nin: 'notIn',
  contains: 'containsi',
  containss: 'contains',
  ncontains: 'notContainsi',
  ncontainss: 'notContains',
  null: 'null',
};

/** Scalars that exist in both dialects; a variable of any other type (an enum, an input) is not translated. */
export const SHARED_SCALARS: ReadonlySet<string> = new Set([
  'ID',
  'String',
  'Int',
  'Float',
  'Boolean',
  'JSON',
  'DateTime',
  'Date',
  'Time',
  'Long',
]);
