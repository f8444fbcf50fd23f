/**
 * Block registry: `__typename` → component (docs/content-blocks.md §2). A content page renders its blocks in
 * order through BlockList.astro. Every member of the contract's block union has a component (a
 * test holds the table to schema.graphql); a type the content system sends that the site does not
 * know (a newer content model) renders nothing and is a content problem (unknown-blocks.ts).
 */
import Accordion from './Accordion.astro';
import ContactForm from './ContactForm.astro';
import Events from './Events.astro';
import FullSizeImage from './FullSizeImage.astro';
import HtmlVideo from './HtmlVideo.astro';
import Iframe from './Iframe.astro';
import ImageArchive from './ImageArchive.astro';
import InformationTiles from './InformationTiles.astro';
import InvestorRelationsAccordion from './InvestorRelationsAccordion.astro';
import LanguageSpecificAccordion from './LanguageSpecificAccordion.astro';
import NewsletterSignup from './NewsletterSignup.astro';
import OpenPositions from './OpenPositions.astro';
import PageMetaNavigation from './PageMetaNavigation.astro';
import PlusLink from './PlusLink.astro';
import TabGroup from './TabGroup.astro';
import MultiLanguageVideo from './MultiLanguageVideo.astro';
import RenderHtml from './RenderHtml.astro';
import Locations from './Locations.astro';
import ProductDetails from './ProductDetails.astro';
import ProductDownloads from './ProductDownloads.astro';
import ProductHighlights from './ProductHighlights.astro';
import ProductOptions from './ProductOptions.astro';
import ProductsOnPage from './ProductsOnPage.astro';
import RelatedNews from './RelatedNews.astro';
import Textarea from './Textarea.astro';
import TextareaAllLanguages from './TextareaAllLanguages.astro';
import TextWithDownload from './TextWithDownload.astro';
import TextWithEmployeeCard from './TextWithEmployeeCard.astro';
import TextWithImage from './TextWithImage.astro';
import ThreeColumnContent from './ThreeColumnContent.astro';
import TwoColumnContent from './TwoColumnContent.astro';
import VideoEmbed from './VideoEmbed.astro';
import YoutubeVideo from './YoutubeVideo.astro';
import { isRenderedBlockType, type RenderedBlockType } from './block-types.ts';
import type { BlockProps, BlockTypename } from './types.ts';

/**
 * The table: every rendered block type (block-types.ts) maps to a component taking the
 * `BlockProps` of exactly that type.
 */
type BlockComponents = { readonly [T in RenderedBlockType]: (props: BlockProps<T>) => unknown };

/** A block component as the block list calls it: with any block whose type it was looked up by. */
export type BlockComponent = (props: BlockProps<BlockTypename>) => unknown;

export const blockComponents: BlockComponents = {
  ComponentContentTextarea: Textarea,
  ComponentContentTextareaAllLanguages: TextareaAllLanguages,
  ComponentContentTwoColumnContent: TwoColumnContent,
  ComponentContentThreeColumnContent: ThreeColumnContent,
  ComponentContentTextWithImage: TextWithImage,
  ComponentContentFullSizeImage: FullSizeImage,
  ComponentContentInformationTiles: InformationTiles,
  ComponentNavigationPageMetaNavigation: PageMetaNavigation,
  ComponentContentAccordion: Accordion,
  ComponentContentTextWithDownload: TextWithDownload,
  ComponentContentPlusLink: PlusLink,
  ComponentContentLanguageSpecificAccordion: LanguageSpecificAccordion,
  ComponentContentTextWithEmployeeCard: TextWithEmployeeCard,
  ComponentMediaIframe: Iframe,
  ComponentContentTabGroup: TabGroup,
  ComponentContentOpenPositions: OpenPositions,
  ComponentFormsContactForm: ContactForm,
  ComponentFormsNewsletterSignup: NewsletterSignup,
  ComponentMediaVideoEmbed: VideoEmbed,
  ComponentMediaHtmlVideo: HtmlVideo,
  ComponentMediaYoutubeVideo: YoutubeVideo,
  ComponentMediaMultiLanguageVideo: MultiLanguageVideo,
  ComponentContentRenderHtml: RenderHtml,
  ComponentContentImageArchive: ImageArchive,
  ComponentProductProductsOnPage: ProductsOnPage,
  ComponentProductProductHighlights: ProductHighlights,
  ComponentProductProductDetails: ProductDetails,
  ComponentProductProductOptions: ProductOptions,
  ComponentProductProductDownloads: ProductDownloads,
  ComponentProductRelatedNews: RelatedNews,
  ComponentContentEvents: Events,
  ComponentContentLocations: Locations,
  ComponentContentInvestorRelationsAccordion: InvestorRelationsAccordion,
};

/** The component of a block type, or undefined when the site has none (yet). */
export function blockComponent(typename: string): BlockComponent | undefined {
  if (!isRenderedBlockType(typename)) return undefined;
  // The table pairs each type with its own component, so a block looked up by its own
  // __typename always fits; TypeScript cannot follow that correlation through the union.
  return blockComponents[typename] as BlockComponent;
}

/** The block types in `blocks` that have no component, each once, in order of appearance. */
export function unknownBlockTypes(blocks: ReadonlyArray<{ __typename: string } | null | undefined>): string[] {
  const unknown = new Set<string>();
  for (const block of blocks) if (block && !blockComponent(block.__typename)) unknown.add(block.__typename);
  return [...unknown];
}
