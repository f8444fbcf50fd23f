/** Product category entries with their category content page (docs/content-blocks.md §1). */
import { graphql } from '../generated/gql.ts';

export const ProductCategoryFieldsFragment = graphql(`
  fragment ProductCategoryFields on ProductCategory {
    id
    Category
    order
    Label {
      ...TranslationAll
    }
    subcategories {
      id
      BackendName
      Category
      ProductPageLink {
        id
        product_page {
          ...ProductPageLinkTarget
        }
      }
    }
    categoryPage {
      ...ContentPageFields
    }
  }
`);

export const ProductCategoriesQuery = graphql(`
  query ProductCategories($limit: Int!, $start: Int!, $publicationState: PublicationState) {
    productCategories(sort: "id:asc", limit: $limit, start: $start, publicationState: $publicationState) {
      ...ProductCategoryFields
    }
  }
`);
