/**
 * News articles, investor-relations releases and technical publications (docs/content-blocks.md §1).
 * `releaseHtml` (a newswire's release document) is read for the article pages only, not for teasers;
 * `legacyId` (the id before a migration) for the redirects of the old detail paths (src/routing/site-pages/redirects.ts).
 */
import { graphql } from '../generated/gql.ts';

export const NewsArticleFieldsFragment = graphql(`
  fragment NewsArticleFields on NewsArticle {
    id
    updatedAt
    slug
    Headline {
      ...TranslationAll
    }
    content {
      ...TranslationAll
    }
    PDF {
      ...UploadFileFields
    }
    newsMainCategory
    newsSubCategory
    publishingDate
    articleImage {
      ...UploadFileFields
    }
    releaseHtml
    legacyId
  }
`);

export const NewsArticlesQuery = graphql(`
  query NewsArticles($limit: Int!, $start: Int!, $publicationState: PublicationState) {
    newsArticles(sort: "id:asc", limit: $limit, start: $start, publicationState: $publicationState) {
      ...NewsArticleFields
    }
  }
`);
