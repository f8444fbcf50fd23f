/** Product pages (docs/content-blocks.md §1, §5). Related lists are asked for in an explicit order (see blocks-product.ts). */
import { graphql } from '../generated/gql.ts';

export const ProductPageFieldsFragment = graphql(`
  fragment ProductPageFields on ProductPage {
    id
    updatedAt
    published_at
    slug
    Productname
    Productheadline {
      ...TranslationAll
    }
    Productdescription {
      ...TranslationAll
    }
    Productinformations {
      ...TranslationAll
    }
    Productimage {
      ...UploadFileFields
    }
    Highlights {
      ...TranslationAll
    }
    Category
    SubCategory
    ProductPageDownloads {
      ...ProductDownload
    }
    News(sort: "publishingDate:desc,id:desc") {
      ...NewsArticleTeaser
    }
    details {
      id
      backendLabel
      headline {
        ...TranslationAll
      }
      productDetails(sort: "id:asc") {
        ...ProductDetailFields
      }
    }
    options {
      id
      backendLabel
      headline {
        ...TranslationAll
      }
      productOptions(sort: "id:asc") {
        ...ProductOptionFields
      }
    }
    dynamicComponents {
      __typename
      ... on ComponentMediaHtmlVideo {
        ...HtmlVideoBlock
      }
      ... on ComponentContentRenderHtml {
        ...RenderHtmlBlock
      }
    }
    metaInformation {
      ...MetaInformation
    }
  }
`);

export const ProductPagesQuery = graphql(`
  query ProductPages($limit: Int!, $start: Int!, $publicationState: PublicationState) {
    productPages(sort: "id:asc", limit: $limit, start: $start, publicationState: $publicationState) {
      ...ProductPageFields
    }
  }
`);
