/**
 * Every uploaded file with its formats, for mirroring the uploads into the build output; `hash` and
 * `updatedAt` tell whether a file is the one an earlier build mirrored (src/cms/mirror.ts).
 */
import { graphql } from '../generated/gql.ts';

export const FilesQuery = graphql(`
  query Files($limit: Int!, $start: Int!, $publicationState: PublicationState) {
    files(sort: "id:asc", limit: $limit, start: $start, publicationState: $publicationState) {
      id
      url
      hash
      updatedAt
      formats
    }
  }
`);
