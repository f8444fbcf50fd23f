/**
 * Sources for cmsLoader: a paged list read (one entry per item, id = CMS id) or a single-instance
 * read (one entry with a fixed id). Both ask with the client's publication state.
 */
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { CmsClient, OperationVariables } from './client.ts';
import type { CmsEntry, CmsSource } from './loader.ts';
import { fetchAllPages, type PageVariables } from './paging.ts';

interface PublicationStateVariable {
  publicationState?: CmsClient['publicationState'] | null | undefined;
}

type ListVariables = OperationVariables & PageVariables & PublicationStateVariable;

/** Every item of a paged list operation, keyed by its CMS id. */
export function listSource<TResult, TVariables extends ListVariables, TItem extends { id: string } & Record<string, unknown>>(
  document: TypedDocumentNode<TResult, TVariables>,
  pick: (result: TResult) => ReadonlyArray<TItem | null | undefined> | null | undefined,
): CmsSource<TItem> {
  return {
    async read(client) {
      // Every list operation declares $publicationState (the constraint on TVariables says so).
      const variables = { publicationState: client.publicationState } as unknown as Omit<TVariables, keyof PageVariables>;
      const items = await fetchAllPages(client, document, pick, variables);
      return items.map((item) => ({ id: item.id, data: item }));
    },
  };
}

/** One entry with a fixed id from a single-instance read; none when the content system has none. */
export function singleSource<
  TResult,
  TVariables extends OperationVariables & PublicationStateVariable,
  TData extends Record<string, unknown>,
>(id: string, document: TypedDocumentNode<TResult, TVariables>, pick: (result: TResult) => TData | null | undefined): CmsSource<TData> {
  return {
    async read(client) {
      const variables = { publicationState: client.publicationState } as TVariables;
      const data = pick(await client.request(document, variables));
      const entries: CmsEntry<TData>[] = data ? [{ id, data }] : [];
      return entries;
    },
  };
}
