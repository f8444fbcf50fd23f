/** Fragments of the text, accordion, tab and form blocks of a content page (docs/content-blocks.md §3). */
import { graphql } from '../generated/gql.ts';

export const TextareaBlockFragment = graphql(`
  fragment TextareaBlock on ComponentContentTextarea {
    id
    anchorId
    german
    english
  }
`);

export const TextareaAllLanguagesBlockFragment = graphql(`
  fragment TextareaAllLanguagesBlock on ComponentContentTextareaAllLanguages {
    id
    anchorId
    content {
      ...TranslationAll
    }
  }
`);

export const TwoColumnContentBlockFragment = graphql(`
  fragment TwoColumnContentBlock on ComponentContentTwoColumnContent {
    id
    anchorId
    columns {
      ...TranslationAll
    }
  }
`);

export const ThreeColumnContentBlockFragment = graphql(`
  fragment ThreeColumnContentBlock on ComponentContentThreeColumnContent {
    id
    anchorId
    columns {
      ...TranslationAll
    }
  }
`);

export const TextWithImageBlockFragment = graphql(`
  fragment TextWithImageBlock on ComponentContentTextWithImage {
    id
    anchorId
    content {
      ...TranslationAll
    }
    image {
      ...UploadFileFields
    }
    imageAlignment
  }
`);

export const TextWithDownloadBlockFragment = graphql(`
  fragment TextWithDownloadBlock on ComponentContentTextWithDownload {
    id
    anchorId
    text {
      ...TranslationAll
    }
    download {
      ...UploadFileFields
    }
  }
`);

export const PlusLinkBlockFragment = graphql(`
  fragment PlusLinkBlock on ComponentContentPlusLink {
    id
    Label
    Slug
  }
`);

export const AccordionBlockFragment = graphql(`
  fragment AccordionBlock on ComponentContentAccordion {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    items {
      id
      title {
        ...TranslationAll
      }
      content {
        ...TranslationAll
      }
    }
  }
`);

/**
 * Aliased: in this block `headline` and the items' `title`/`content` are plain strings, while the
 * other blocks of the same union have translated objects under those names; GraphQL does not
 * allow one response key with two shapes in one selection.
 */
export const LanguageSpecificAccordionBlockFragment = graphql(`
  fragment LanguageSpecificAccordionBlock on ComponentContentLanguageSpecificAccordion {
    id
    anchorId
    language
    languageHeadline: headline
    languageItems: items {
      id
      title
      content
    }
  }
`);

export const InvestorRelationsAccordionBlockFragment = graphql(`
  fragment InvestorRelationsAccordionBlock on ComponentContentInvestorRelationsAccordion {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    newsSubCategory
  }
`);

export const TabGroupBlockFragment = graphql(`
  fragment TabGroupBlock on ComponentContentTabGroup {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    backgroundColor
    tabs {
      id
      headline {
        ...TranslationAll
      }
      content {
        ...TranslationAll
      }
    }
  }
`);

export const ContactFormBlockFragment = graphql(`
  fragment ContactFormBlock on ComponentFormsContactForm {
    id
    anchorId
    text {
      ...TranslationAll
    }
    recipient
    productline
    requestType
    machineType
    serialNumber
    salutation
    company
    firstName
    lastName
    phone
    zipCode
    city
    country
    newletterAgreement
    annualReport
    affiliation
  }
`);

export const NewsletterSignupBlockFragment = graphql(`
  fragment NewsletterSignupBlock on ComponentFormsNewsletterSignup {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    text {
      ...TranslationAll
    }
  }
`);

export const RenderHtmlBlockFragment = graphql(`
  fragment RenderHtmlBlock on ComponentContentRenderHtml {
    id
    anchorId
    html
  }
`);

export const TextWithEmployeeCardBlockFragment = graphql(`
  fragment TextWithEmployeeCardBlock on ComponentContentTextWithEmployeeCard {
    id
    anchorId
    text {
      ...TranslationAll
    }
    employeeCard {
      id
      freetext
      image {
        ...UploadFileFields
      }
      title
      name
      telephone
      fax
      email
      cardText {
        ...TranslationAll
      }
    }
  }
`);
