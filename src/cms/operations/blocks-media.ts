/** Fragments of the image, video and embed blocks of a content page (docs/content-blocks.md §3.4). */
import { graphql } from '../generated/gql.ts';

export const FullSizeImageBlockFragment = graphql(`
  fragment FullSizeImageBlock on ComponentContentFullSizeImage {
    id
    anchorId
    image {
      ...UploadFileFields
    }
    caption {
      ...TranslationAll
    }
  }
`);

export const ImageArchiveBlockFragment = graphql(`
  fragment ImageArchiveBlock on ComponentContentImageArchive {
    id
    anchorId
    headline {
      ...TranslationAll
    }
    images {
      ...UploadFileFields
    }
  }
`);

export const VideoEmbedBlockFragment = graphql(`
  fragment VideoEmbedBlock on ComponentMediaVideoEmbed {
    id
    anchorId
    title {
      ...TranslationAll
    }
    url
  }
`);

export const HtmlVideoBlockFragment = graphql(`
  fragment HtmlVideoBlock on ComponentMediaHtmlVideo {
    id
    anchorId
    title {
      ...TranslationAll
    }
    video {
      ...UploadFileFields
    }
    poster {
      ...UploadFileFields
    }
    captions {
      ...UploadFileFields
    }
  }
`);

export const YoutubeVideoBlockFragment = graphql(`
  fragment YoutubeVideoBlock on ComponentMediaYoutubeVideo {
    id
    anchorId
    title {
      ...TranslationAll
    }
    youtubeId
  }
`);

export const MultiLanguageVideoBlockFragment = graphql(`
  fragment MultiLanguageVideoBlock on ComponentMediaMultiLanguageVideo {
    id
    anchorId
    title {
      ...TranslationAll
    }
    youtubeIds {
      ...TranslationAll
    }
    selfHosted {
      ...HtmlVideoBlock
    }
  }
`);

export const IframeBlockFragment = graphql(`
  fragment IframeBlock on ComponentMediaIframe {
    id
    anchorId
    title {
      ...TranslationAll
    }
    url
    height
  }
`);
