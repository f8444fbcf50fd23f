/**
 * Entry and part types of the content collections, all derived from the generated operation types
 * (src/cms/generated, from schema.graphql). Never write these shapes by hand.
 */
import type {
  ContentBlockFragment,
  ContentPageFieldsFragment,
  FooterQuery,
  HomepageQuery,
  InformationTileFieldsFragment,
  LocalesQuery,
  MetaMenuLinkFieldsFragment,
  NewsArticleFieldsFragment,
  ProductCategoryFieldsFragment,
  ProductPageFieldsFragment,
  TranslationsQuery,
} from './generated/graphql.ts';

type Item<TList> = TList extends ReadonlyArray<infer T> | null | undefined ? NonNullable<T> : never;

export type ContentPageEntry = ContentPageFieldsFragment;
export type ProductPageEntry = ProductPageFieldsFragment;
export type NewsArticleEntry = NewsArticleFieldsFragment;
export type ProductCategoryEntry = ProductCategoryFieldsFragment;
export type MetaMenuLinkEntry = MetaMenuLinkFieldsFragment;
export type TranslationEntry = Item<TranslationsQuery['translations']>;
export type LocaleEntry = Item<LocalesQuery['locales']>;
/** The homepage information tiles single. */
export type HomepageEntry = NonNullable<HomepageQuery['homepageInformationTile']>;
/** Footer data and the footer company info, as read together. */
export type FooterEntry = FooterQuery;

/** One block of a content page; discriminate by `__typename`. */
export type ContentBlock = ContentBlockFragment;
export type ContentBlockTypename = ContentBlock['__typename'];
export type InformationTile = InformationTileFieldsFragment;

/** The content collections of the site (src/content.config.ts), one per source of src/cms/site-sources.ts. */
export type CollectionName =
  | 'contentPages'
  | 'productPages'
  | 'newsArticles'
  | 'productCategories'
  | 'metaMenuLinks'
  | 'translations'
  | 'locales'
  | 'homepage'
  | 'footer';

export const collectionNames: readonly CollectionName[] = [
  'contentPages',
  'productPages',
  'newsArticles',
  'productCategories',
  'metaMenuLinks',
  'translations',
  'locales',
  'homepage',
  'footer',
];
