/** The content block union of a content page: one fragment per member, discriminated by `__typename`. */
import { graphql } from '../generated/gql.ts';

export const ContentBlockFragment = graphql(`
  fragment ContentBlock on ContentPageContentDynamicZone {
    __typename
    ... on ComponentContentTextarea {
      ...TextareaBlock
    }
    ... on ComponentContentTextareaAllLanguages {
      ...TextareaAllLanguagesBlock
    }
    ... on ComponentContentTwoColumnContent {
      ...TwoColumnContentBlock
    }
    ... on ComponentContentThreeColumnContent {
      ...ThreeColumnContentBlock
    }
    ... on ComponentContentTextWithImage {
      ...TextWithImageBlock
    }
    ... on ComponentContentFullSizeImage {
      ...FullSizeImageBlock
    }
    ... on ComponentContentTextWithDownload {
      ...TextWithDownloadBlock
    }
    ... on ComponentContentPlusLink {
      ...PlusLinkBlock
    }
    ... on ComponentContentAccordion {
      ...AccordionBlock
    }
    ... on ComponentContentLanguageSpecificAccordion {
      ...LanguageSpecificAccordionBlock
    }
    ... on ComponentContentInvestorRelationsAccordion {
      ...InvestorRelationsAccordionBlock
    }
    ... on ComponentContentTabGroup {
      ...TabGroupBlock
    }
    ... on ComponentFormsContactForm {
      ...ContactFormBlock
    }
    ... on ComponentFormsNewsletterSignup {
      ...NewsletterSignupBlock
    }
    ... on ComponentContentEvents {
      ...EventsBlock
    }
    ... on ComponentContentLocations {
      ...LocationsBlock
    }
    ... on ComponentContentOpenPositions {
      ...OpenPositionsBlock
    }
    ... on ComponentMediaVideoEmbed {
      ...VideoEmbedBlock
    }
    ... on ComponentMediaHtmlVideo {
      ...HtmlVideoBlock
    }
    ... on ComponentMediaYoutubeVideo {
      ...YoutubeVideoBlock
    }
    ... on ComponentMediaMultiLanguageVideo {
      ...MultiLanguageVideoBlock
    }
    ... on ComponentMediaIframe {
      ...IframeBlock
    }
    ... on ComponentContentRenderHtml {
      ...RenderHtmlBlock
    }
    ... on ComponentContentImageArchive {
      ...ImageArchiveBlock
    }
    ... on ComponentContentInformationTiles {
      ...InformationTilesBlock
    }
    ... on ComponentNavigationPageMetaNavigation {
      ...PageMetaNavigationBlock
    }
    ... on ComponentProductProductsOnPage {
      ...ProductsOnPageBlock
    }
    ... on ComponentProductProductHighlights {
      ...ProductHighlightsBlock
    }
    ... on ComponentProductProductDetails {
      ...ProductDetailsBlock
    }
    ... on ComponentProductProductOptions {
      ...ProductOptionsBlock
    }
    ... on ComponentProductProductDownloads {
      ...ProductDownloadsBlock
    }
    ... on ComponentProductRelatedNews {
      ...RelatedNewsBlock
    }
    ... on ComponentContentTextWithEmployeeCard {
      ...TextWithEmployeeCardBlock
    }
  }
`);
