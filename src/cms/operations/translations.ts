/** Translated UI strings (docs/content-blocks.md §1). */
import { graphql } from '../generated/gql.ts';

export const TranslationsQuery = graphql(`
  query Translations($limit: Int!, $start: Int!, $publicationState: PublicationState) {
    translations(sort: "id:asc", limit: $limit, start: $start, publicationState: $publicationState) {
      id
      BackendName
      translation {
        ...TranslationAll
      }
    }
  }
`);
