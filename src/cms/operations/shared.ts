/** Fragments shared by many operations: translated text, files, meta data, link targets. */
import { graphql } from '../generated/gql.ts';

export const TranslationAllFragment = graphql(`
  fragment TranslationAll on ComponentTranslationAllLanguages {
    german
    english
    taiwanese
    japanese
    chinese
  }
`);

export const TranslationMainFragment = graphql(`
  fragment TranslationMain on ComponentTranslationMainLanguages {
    german
    english
  }
`);

export const UploadFileFieldsFragment = graphql(`
  fragment UploadFileFields on UploadFile {
    id
    name
    alternativeText
    caption
    width
    height
    formats
    hash
    ext
    mime
    size
    url
    previewUrl
  }
`);

export const MetaInformationFragment = graphql(`
  fragment MetaInformation on ComponentMetaMetaInformation {
    title {
      ...TranslationAll
    }
    description {
      ...TranslationAll
    }
  }
`);

/** What a link to a content page needs to build its URL and label. */
export const ContentPageLinkTargetFragment = graphql(`
  fragment ContentPageLinkTarget on ContentPage {
    id
    slug
    internationalSlug
    pageCategory
    BackendName
    Headline {
      ...TranslationAll
    }
  }
`);

/** What a link to a product page needs to build its URL and label. */
export const ProductPageLinkTargetFragment = graphql(`
  fragment ProductPageLinkTarget on ProductPage {
    id
    slug
    Productname
    Category
    SubCategory
  }
`);

/** A news article as listed elsewhere (related news, news blocks). */
export const NewsArticleTeaserFragment = graphql(`
  fragment NewsArticleTeaser on NewsArticle {
    id
    slug
    Headline {
      ...TranslationAll
    }
    newsMainCategory
    newsSubCategory
    publishingDate
    articleImage {
      ...UploadFileFields
    }
    PDF {
      ...UploadFileFields
    }
  }
`);
