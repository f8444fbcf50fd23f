/** Fragments of the blocks that list things: events, locations, positions, tiles, meta navigation. */
import { graphql } from '../generated/gql.ts';

export const EventsBlockFragment = graphql(`
  fragment EventsBlock on ComponentContentEvents {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    events {
      id
      label
      title {
        ...TranslationAll
      }
      description {
        ...TranslationAll
      }
      location
      startDate
      endDate
      link
    }
  }
`);

export const LocationsBlockFragment = graphql(`
  fragment LocationsBlock on ComponentContentLocations {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    locations {
      id
      name
      address {
        ...TranslationAll
      }
      country {
        ...TranslationAll
      }
      phone
      fax
      email
    }
  }
`);

export const OpenPositionsBlockFragment = graphql(`
  fragment OpenPositionsBlock on ComponentContentOpenPositions {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    widgetId
  }
`);

export const InformationTilesBlockFragment = graphql(`
  fragment InformationTilesBlock on ComponentContentInformationTiles {
    id
    anchorId
    InformationTiles {
      ...InformationTileFields
    }
  }
`);

export const PageMetaNavigationBlockFragment = graphql(`
  fragment PageMetaNavigationBlock on ComponentNavigationPageMetaNavigation {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    links {
      ...SubNavigationContentPageLink
    }
  }
`);
