/**
 * Every uploaded file with its formats, for mirroring the uploads into the build output; `hash` and
 * `size` tell whether a file is the one an earlier build mirrored (src/cms/mirror.ts). Not its
 * timestamps: Strapi's upload plugin names them `created_at` / `updated_at` on a SQL database and
 * `createdAt` / `updatedAt` on MongoDB (scripts/content-server/README.md, dialect differences).
 */
import { graphql } from '../generated/gql.ts';

export const FilesQuery = graphql(`
  query Files($limit: Int!, $start: Int!, $publicationState: PublicationState) {
    files(sort: "id:asc", limit: $limit, start: $start, publicationState: $publicationState) {
      id
      url
      hash
      size
      formats
    }
  }
`);
