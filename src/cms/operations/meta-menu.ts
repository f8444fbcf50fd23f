/** The meta menu of the top bar (docs/navigation.md §4, docs/architecture.md §7), read page by page like every list. */
import { graphql } from '../generated/gql.ts';

export const MetaMenuLinkFieldsFragment = graphql(`
  fragment MetaMenuLinkFields on MetaMenuLink {
    id
    backendLabel
    slug
    internationalSlug
    label {
      ...TranslationAll
    }
    isContentPage
    order
  }
`);

export const MetaMenuLinksQuery = graphql(`
  query MetaMenuLinks($limit: Int!, $start: Int!, $publicationState: PublicationState) {
    metaMenuLinks(sort: "id:asc", limit: $limit, start: $start, publicationState: $publicationState) {
      ...MetaMenuLinkFields
    }
  }
`);
