/** Fragments of on-page navigation: anchor navigation and the sub-navigation (docs/navigation.md §2, §7). */
import { graphql } from '../generated/gql.ts';

export const AnchorNavigationFragment = graphql(`
  fragment AnchorNavigation on ComponentNavigationAnchorNavigation {
    id
    anchorLink {
      id
      anchorId
      anchorTranslation {
        ...TranslationAll
      }
    }
  }
`);

export const SubNavigationContentPageLinkFragment = graphql(`
  fragment SubNavigationContentPageLink on ComponentSubNavigationContentPageLink {
    id
    label {
      ...TranslationAll
    }
    pageAnchor
    content_page {
      ...ContentPageLinkTarget
    }
  }
`);

export const PageSubNavigationItemFragment = graphql(`
  fragment PageSubNavigationItem on ContentPagePageSubNavigationDynamicZone {
    __typename
    ... on ComponentSubNavigationOnPageAnchor {
      id
      anchorId
      anchorTranslation {
        ...TranslationAll
      }
    }
    ... on ComponentSubNavigationProductPageLink {
      id
      Category
      Productname
      slug
    }
    ... on ComponentSubNavigationContentPageLink {
      ...SubNavigationContentPageLink
    }
  }
`);
