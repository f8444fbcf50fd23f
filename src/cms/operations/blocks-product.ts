/**
 * Fragments of the product blocks (docs/content-blocks.md §3.6, §5): products, highlights, details, options, downloads, news.
 *
 * Every list of related entries is asked for in an explicit order: Strapi v3 keeps no order in relation
 * lists (its admin UI cannot sort them; they come back in database order), so the site orders them —
 * news newest first, products on a page by name, details, options and products of an availability tile
 * in the order they were created (id). Lists of components and of media keep the editor's order.
 */
import { graphql } from '../generated/gql.ts';

export const AvailabilityCategoryFragment = graphql(`
  fragment AvailabilityCategory on ComponentProductAvailabilityCategory {
    id
    backendLabel
    CategoryTitle {
      ...TranslationAll
    }
    products(sort: "id:asc") {
      id
      productName
      slug
      category
    }
  }
`);

export const ProductDetailFieldsFragment = graphql(`
  fragment ProductDetailFields on ProductDetail {
    id
    backendLabel
    headline {
      ...TranslationAll
    }
    content {
      ...TranslationAll
    }
    description
    showDetailHeadline
    availabilityTile {
      ...AvailabilityCategory
    }
  }
`);

export const ProductOptionFieldsFragment = graphql(`
  fragment ProductOptionFields on ProductOption {
    id
    backendLabel
    headline {
      ...TranslationAll
    }
    content {
      ...TranslationAll
    }
    description
    showDetailHeadline
    availabilityTile {
      ...AvailabilityCategory
    }
  }
`);

export const ProductDownloadFragment = graphql(`
  fragment ProductDownload on ComponentProductDownload {
    id
    germanLabel
    englishLabel
    chineseLabel
    japaneseLabel
    taiwaneseLabel
    downloadFile {
      ...UploadFileFields
    }
    localizedFiles {
      id
      german {
        ...UploadFileFields
      }
      english {
        ...UploadFileFields
      }
      chinese {
        ...UploadFileFields
      }
      japanese {
        ...UploadFileFields
      }
      taiwanese {
        ...UploadFileFields
      }
    }
  }
`);

/** A product page as shown in a list of products (products-on-page block). */
export const ProductPageTeaserFragment = graphql(`
  fragment ProductPageTeaser on ProductPage {
    ...ProductPageLinkTarget
    Productheadline {
      ...TranslationAll
    }
    Productimage {
      ...UploadFileFields
    }
  }
`);

export const ProductsOnPageBlockFragment = graphql(`
  fragment ProductsOnPageBlock on ComponentProductProductsOnPage {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    product_pages(sort: "Productname:asc,id:asc") {
      ...ProductPageTeaser
    }
  }
`);

export const ProductHighlightsBlockFragment = graphql(`
  fragment ProductHighlightsBlock on ComponentProductProductHighlights {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    highlights {
      ...TranslationAll
    }
  }
`);

export const ProductDetailsBlockFragment = graphql(`
  fragment ProductDetailsBlock on ComponentProductProductDetails {
    id
    anchorId
    backendLabel
    description
    headline {
      ...TranslationAll
    }
    productDetails(sort: "id:asc") {
      ...ProductDetailFields
    }
    showDetailHeadline
  }
`);

export const ProductOptionsBlockFragment = graphql(`
  fragment ProductOptionsBlock on ComponentProductProductOptions {
    id
    anchorId
    backendLabel
    description
    headline {
      ...TranslationAll
    }
    productOptions(sort: "id:asc") {
      ...ProductOptionFields
    }
    showDetailHeadline
  }
`);

export const ProductDownloadsBlockFragment = graphql(`
  fragment ProductDownloadsBlock on ComponentProductProductDownloads {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    downloads {
      ...ProductDownload
    }
  }
`);

export const RelatedNewsBlockFragment = graphql(`
  fragment RelatedNewsBlock on ComponentProductRelatedNews {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    news_articles(sort: "publishingDate:desc,id:desc") {
      ...NewsArticleTeaser
    }
  }
`);
