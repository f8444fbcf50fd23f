/**
 * The content block types the site renders (docs/content-blocks.md §3), as plain data so that code which cannot
 * load `.astro` files (end-to-end tests, scripts) can ask. registry.ts must map exactly these
 * types to components; TypeScript enforces that the two lists agree.
 */
import type { BlockTypename } from './types.ts';

export const renderedBlockTypes = [
  'ComponentContentTextarea',
  'ComponentContentTextareaAllLanguages',
  'ComponentContentTwoColumnContent',
  'ComponentContentThreeColumnContent',
  'ComponentContentTextWithImage',
  'ComponentContentFullSizeImage',
  'ComponentContentInformationTiles',
  'ComponentNavigationPageMetaNavigation',
  'ComponentContentAccordion',
  'ComponentContentTextWithDownload',
  'ComponentContentPlusLink',
  'ComponentContentLanguageSpecificAccordion',
  'ComponentContentTextWithEmployeeCard',
  'ComponentMediaIframe',
  'ComponentContentTabGroup',
  'ComponentContentOpenPositions',
  'ComponentFormsContactForm',
  'ComponentFormsNewsletterSignup',
  'ComponentMediaVideoEmbed',
  'ComponentMediaHtmlVideo',
  'ComponentMediaYoutubeVideo',
  'ComponentMediaMultiLanguageVideo',
  'ComponentContentRenderHtml',
  'ComponentContentImageArchive',
  'ComponentProductProductsOnPage',
  'ComponentProductProductHighlights',
  'ComponentProductProductDetails',
  'ComponentProductProductOptions',
  'ComponentProductProductDownloads',
  'ComponentProductRelatedNews',
  'ComponentContentEvents',
  'ComponentContentLocations',
  'ComponentContentInvestorRelationsAccordion',
] as const satisfies readonly BlockTypename[];

export type RenderedBlockType = (typeof renderedBlockTypes)[number];

export function isRenderedBlockType(typename: string): typename is RenderedBlockType {
  return (renderedBlockTypes as readonly string[]).includes(typename);
}
