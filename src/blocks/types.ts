/**
 * Block data types, derived (via src/cms/types.ts) from the GraphQL Code Generator output of the
 * site's operations, never written by hand (docs/architecture.md §5).
 */
import type { ContentBlock, ContentBlockTypename } from '../cms/types.ts';
import type { LocaleCode } from '../i18n/locales.ts';

export type { ContentBlock, InformationTile } from '../cms/types.ts';
export type BlockTypename = ContentBlockTypename;
export type BlockOf<T extends BlockTypename> = Extract<ContentBlock, { __typename: T }>;

/** The props every block component receives from the block list. */
export interface BlockProps<T extends BlockTypename> {
  block: BlockOf<T>;
  locale: LocaleCode;
  /** Position on the page: the first block is above the fold and loads its images eagerly. */
  index: number;
}
