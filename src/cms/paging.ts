/**
 * Paging through list reads. The content system caps every page at 100 entries, so every list is
 * read as `limit: 100, start: 0, 100, 200 …` until a page comes back shorter than 100.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { operationName, type CmsClient, type OperationVariables } from './client.ts';
import { CmsDataError } from './errors.ts';

export const PAGE_SIZE = 100;

/** Variables every paged list operation declares. */
export interface PageVariables {
  limit: number;
  start: number;
}

export interface FetchAllOptions {
  /** Safety stop against a server that ignores `start` (default 10 000 pages = 1 000 000 entries). */
  maxPages?: number;
}

/**
 * Reads every page of a list operation and returns the non-null items of all pages in order.
 * `pick` selects the list from one page's result (e.g. `(data) => data.contentPages`).
 */
export async function fetchAllPages<TResult, TVariables extends OperationVariables & PageVariables, TItem>(
  client: CmsClient,
  document: TypedDocumentNode<TResult, TVariables>,
  pick: (result: TResult) => ReadonlyArray<TItem | null | undefined> | null | undefined,
  variables: Omit<TVariables, keyof PageVariables>,
  options: FetchAllOptions = {},
): Promise<TItem[]> {
  const maxPages = options.maxPages ?? 10_000;
  const items: TItem[] = [];
  for (let page = 0; ; page++) {
    if (page >= maxPages) {
      throw new CmsDataError(
        operationName(document),
        undefined,
        `gave up after ${maxPages} full pages of ${PAGE_SIZE}; does the server honour "start"?`,
      );
    }
    const pageVariables = { ...variables, limit: PAGE_SIZE, start: page * PAGE_SIZE } as TVariables;
    const list = pick(await client.request(document, pageVariables)) ?? [];
    if (list.length > PAGE_SIZE) {
      throw new CmsDataError(operationName(document), undefined, `the server returned ${list.length} entries for limit ${PAGE_SIZE}`);
    }
    for (const item of list) {
      if (item !== null && item !== undefined) items.push(item);
    }
    if (list.length < PAGE_SIZE) return items;
  }
}
