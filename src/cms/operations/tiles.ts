/** Information tiles (docs/content-blocks.md §4) and the homepage tiles single. */
import { graphql } from '../generated/gql.ts';

export const InformationTileFieldsFragment = graphql(`
  fragment InformationTileFields on ComponentContentInformationTile {
    id
    backendLabel
    Label {
      ...TranslationAll
    }
    Content {
      ...TranslationAll
    }
    Link {
      id
      content_page {
        ...ContentPageLinkTarget
      }
      product_page {
        ...ProductPageLinkTarget
      }
      link
    }
    CTAButtonLabel {
      ...TranslationAll
    }
    size
    BackgroundImage {
      id
      backgroundPosition
      image {
        ...UploadFileFields
      }
    }
    backgroundColor
    showArrow
    customCssClass
    fontColor
    order
  }
`);

export const HomepageQuery = graphql(`
  query Homepage($publicationState: PublicationState) {
    homepageInformationTile(publicationState: $publicationState) {
      id
      InformationTiles {
        ...InformationTileFields
      }
    }
  }
`);
