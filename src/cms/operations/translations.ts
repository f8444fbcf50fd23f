/** Translated UI strings (SPEC §3 Translation). */
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
