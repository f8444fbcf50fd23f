/** Footer data and company info (docs/navigation.md §8, docs/content-blocks.md §1): two singles read in one operation. */
import { graphql } from '../generated/gql.ts';

export const FooterLinkFragment = graphql(`
  fragment FooterLink on ComponentFooterLink {
    id
    label {
      ...TranslationAll
    }
    url
    anchor
    locales
    content_page {
      ...ContentPageLinkTarget
    }
  }
`);

export const FooterBlockFragment = graphql(`
  fragment FooterBlock on FooterColumnBlocksDynamicZone {
    __typename
    ... on ComponentFooterSimpleText {
      id
      backendLabel
      text {
        ...TranslationAll
      }
    }
    ... on ComponentFooterLinksCategory {
      id
      backendLabel
      headline {
        ...TranslationAll
      }
      links {
        ...FooterLink
      }
    }
    ... on ComponentFooterLinkWithIcon {
      id
      backendLabel
      icon
      link {
        ...FooterLink
      }
    }
    ... on ComponentFooterNewsletterSignup {
      id
      backendLabel
      headline {
        ...TranslationAll
      }
      text {
        ...TranslationAll
      }
      buttonLabel {
        ...TranslationAll
      }
    }
  }
`);

export const FooterQuery = graphql(`
  query Footer($publicationState: PublicationState) {
    footer(publicationState: $publicationState) {
      id
      bottomText {
        ...TranslationAll
      }
      columns {
        id
        order
        blocks {
          ...FooterBlock
        }
      }
      bottomLinks {
        ...FooterLink
      }
    }
    footerCompanyInfo(publicationState: $publicationState) {
      id
      html
    }
  }
`);
