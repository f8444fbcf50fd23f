/** The locales of the content system (docs/content-blocks.md §1). */
import { graphql } from '../generated/gql.ts';

export const LocalesQuery = graphql(`
  query Locales($limit: Int!, $start: Int!, $publicationState: PublicationState) {
    locales(sort: "id:asc", limit: $limit, start: $start, publicationState: $publicationState) {
      id
      code
      name
      iso
      localname
    }
  }
`);
