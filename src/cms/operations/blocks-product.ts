/** Fragments of the product blocks (SPEC §2.10, §3): products, highlights, details, options, downloads, news. */
import { graphql } from '../generated/gql.ts';

export const AvailabilityCategoryFragment = graphql(`
  fragment AvailabilityCategory on ComponentProductAvailabilityCategory {
    id
    backendLabel
    CategoryTitle {
      ...TranslationMain
    }
    products {
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
    downloadFile {
      ...UploadFileFields
    }
  }
`);

/** A product page as shown in a list of products (products-on-page block). */
export const ProductPageTeaserFragment = graphql(`
  fragment ProductPageTeaser on ProductPage {
    ...ProductPageLinkTarget
    Productheadline {
      ...TranslationMain
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
    product_pages {
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
      ...TranslationMain
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
    productDetails {
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
    productOptions {
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
    news_articles {
      ...NewsArticleTeaser
    }
  }
`);
