/**
 * Content pages (docs/content-blocks.md §1, docs/architecture.md §7): the page fields, the paged list, the page by slug and the
 * error page.
 */
import { graphql } from '../generated/gql.ts';

export const ContentPageFieldsFragment = graphql(`
  fragment ContentPageFields on ContentPage {
    id
    updatedAt
    published_at
    BackendName
    Headline {
      ...TranslationAll
    }
    slug
    internationalSlug
    pageCategory
    metaInformation {
      ...MetaInformation
    }
    anchorNavigation {
      ...AnchorNavigation
    }
    pageSubNavigation {
      ...PageSubNavigationItem
    }
    content {
      ...ContentBlock
    }
  }
`);

/** Every content page, one page of 100 at a time (see paging.ts). */
export const ContentPagesQuery = graphql(`
  query ContentPages($limit: Int!, $start: Int!, $publicationState: PublicationState) {
    contentPages(sort: "id:asc", limit: $limit, start: $start, publicationState: $publicationState) {
      ...ContentPageFields
    }
  }
`);

/** The content page query (docs/architecture.md §7): either slug may match. */
export const ContentPageQuery = graphql(`
  query ContentPage($slug: String!, $internationalSlug: String!, $publicationState: PublicationState) {
    contentPages(where: { _or: [{ slug: $slug }, { internationalSlug: $internationalSlug }] }, publicationState: $publicationState) {
      ...ContentPageFields
    }
  }
`);

/** The error page query (docs/architecture.md §7): the content page with slug 404-error-page; the first item is used. */
export const ErrorPageQuery = graphql(`
  query ErrorPage($slug: String! = "404-error-page", $publicationState: PublicationState) {
    contentPages(where: { slug: $slug }, limit: 1, publicationState: $publicationState) {
      ...ContentPageFields
    }
  }
`);
