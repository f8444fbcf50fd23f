/**
 * Builders for content blocks (dynamic-zone members of ContentPage.content) and the
 * ContentPage entry itself. Relations are passed in as ids (see SeedBuilder.ref).
 */
import type { SeedBuilder } from '../ids.ts';
import type { AllLanguages } from '../text.ts';

export type Block = Record<string, unknown> & { __typename: string };
type Align = 'left' | 'right';
type TileColor = 'orange' | 'white' | 'darkblue' | 'lightblue' | 'red' | 'turquoise';
export type Language = 'german' | 'english' | 'taiwanese' | 'japanese' | 'chinese';

const anchor = (anchorId?: string) => (anchorId ? { anchorId } : {});

export const textarea = (german: string, english: string, anchorId?: string): Block => ({
  __typename: 'ComponentContentTextarea', ...anchor(anchorId), german, english,
});

export const textareaAll = (content: AllLanguages, anchorId?: string): Block => ({
  __typename: 'ComponentContentTextareaAllLanguages', ...anchor(anchorId), content,
});

export const twoColumns = (columns: AllLanguages[], anchorId?: string): Block => ({
  __typename: 'ComponentContentTwoColumnContent', ...anchor(anchorId), columns,
});

export const threeColumns = (columns: AllLanguages[], anchorId?: string): Block => ({
  __typename: 'ComponentContentThreeColumnContent', ...anchor(anchorId), columns,
});

export const textWithImage = (content: AllLanguages, image: string, imageAlignment: Align, anchorId?: string): Block => ({
  __typename: 'ComponentContentTextWithImage', ...anchor(anchorId), content, image, imageAlignment,
});

export const fullSizeImage = (image: string, caption: AllLanguages | null, anchorId?: string): Block => ({
  __typename: 'ComponentContentFullSizeImage', ...anchor(anchorId), image, caption,
});

export const textWithDownload = (text: AllLanguages, download: string, anchorId?: string): Block => ({
  __typename: 'ComponentContentTextWithDownload', ...anchor(anchorId), text, download,
});

export const plusLink = (Label: string, Slug: string): Block => ({ __typename: 'ComponentContentPlusLink', Label, Slug });

export const accordion = (headline: AllLanguages | null, items: Array<[AllLanguages, AllLanguages]>, anchorId?: string): Block => ({
  __typename: 'ComponentContentAccordion', ...anchor(anchorId), headline,
  items: items.map(([title, content]) => ({ title, content })),
});

export const languageAccordion = (language: Language, headline: string, items: Array<[string, string]>, anchorId?: string): Block => ({
  __typename: 'ComponentContentLanguageSpecificAccordion', ...anchor(anchorId), language, headline,
  items: items.map(([title, content]) => ({ title, content })),
});

export const investorAccordion = (headline: AllLanguages, newsSubCategory: string, anchorId?: string): Block => ({
  __typename: 'ComponentContentInvestorRelationsAccordion', ...anchor(anchorId), headline, newsSubCategory,
});

export const tabGroup = (headline: AllLanguages, backgroundColor: TileColor, tabs: Array<[AllLanguages, AllLanguages]>, anchorId?: string): Block => ({
  __typename: 'ComponentContentTabGroup', ...anchor(anchorId), headline, backgroundColor,
  tabs: tabs.map(([h, content]) => ({ headline: h, content })),
});

export interface ContactFormFlags {
  recipient: string;
  productline?: boolean; requestType?: boolean; machineType?: boolean; serialNumber?: boolean;
  salutation?: boolean; company?: boolean; firstName?: boolean; lastName?: boolean; phone?: boolean;
  zipCode?: boolean; city?: boolean; country?: boolean; newletterAgreement?: boolean;
  annualReport?: boolean; affiliation?: boolean;
}

const FLAG_NAMES = ['productline', 'requestType', 'machineType', 'serialNumber', 'salutation', 'company', 'firstName', 'lastName', 'phone', 'zipCode', 'city', 'country', 'newletterAgreement', 'annualReport', 'affiliation'] as const;

export const contactForm = (text: AllLanguages, flags: ContactFormFlags, anchorId?: string): Block => {
  const block: Block = { __typename: 'ComponentFormsContactForm', ...anchor(anchorId), text, recipient: flags.recipient };
  for (const name of FLAG_NAMES) block[name] = flags[name] ?? false;
  return block;
};

export const newsletterSignup = (headline: AllLanguages, text: AllLanguages, anchorId?: string): Block => ({
  __typename: 'ComponentFormsNewsletterSignup', ...anchor(anchorId), headline, text,
});

export interface EventDef {
  label: string; title: AllLanguages; description: AllLanguages; location: string; startDate: string; endDate: string; link: string | null;
}

export const events = (headline: AllLanguages, list: EventDef[], anchorId?: string): Block => ({
  __typename: 'ComponentContentEvents', ...anchor(anchorId), headline, events: list,
});

export interface LocationDef {
  name: string; address: AllLanguages; country: AllLanguages; phone: string; fax: string | null; email: string;
}

export const locations = (headline: AllLanguages, list: LocationDef[], anchorId?: string): Block => ({
  __typename: 'ComponentContentLocations', ...anchor(anchorId), headline, locations: list,
});

export const openPositions = (headline: AllLanguages, widgetId: string, anchorId?: string): Block => ({
  __typename: 'ComponentContentOpenPositions', ...anchor(anchorId), headline, widgetId,
});

export const youtube = (title: AllLanguages, youtubeId: string, anchorId?: string): Block => ({
  __typename: 'ComponentMediaYoutubeVideo', ...anchor(anchorId), title, youtubeId,
});

/** `selfHosted`: a video file shown where a language has no YouTube id of its own (YouTube is blocked in mainland China). */
export const multiLanguageVideo = (
  title: AllLanguages, youtubeIds: AllLanguages, anchorId?: string,
  selfHosted?: { title: AllLanguages | null; video: string; poster: string | null; captions: string | null },
): Block => ({
  __typename: 'ComponentMediaMultiLanguageVideo', ...anchor(anchorId), title, youtubeIds,
  selfHosted: selfHosted ? { anchorId: null, ...selfHosted } : null,
});

export const videoEmbed = (title: AllLanguages, url: string, anchorId?: string): Block => ({
  __typename: 'ComponentMediaVideoEmbed', ...anchor(anchorId), title, url,
});

export const htmlVideo = (title: AllLanguages, video: string, poster: string | null, captions: string | null, anchorId?: string): Block => ({
  __typename: 'ComponentMediaHtmlVideo', ...anchor(anchorId), title, video, poster, captions,
});

export const iframe = (title: AllLanguages, url: string, height: number, anchorId?: string): Block => ({
  __typename: 'ComponentMediaIframe', ...anchor(anchorId), title, url, height,
});

export const renderHtml = (html: string, anchorId?: string): Block => ({ __typename: 'ComponentContentRenderHtml', ...anchor(anchorId), html });

export const imageArchive = (headline: AllLanguages, images: string[], anchorId?: string): Block => ({
  __typename: 'ComponentContentImageArchive', ...anchor(anchorId), headline, images,
});

export const informationTiles = (tiles: Array<Record<string, unknown>>, anchorId?: string): Block => ({
  __typename: 'ComponentContentInformationTiles', ...anchor(anchorId), InformationTiles: tiles,
});

export interface PageLinkDef { label: AllLanguages; page: string; pageAnchor?: string }

const pageLink = (link: PageLinkDef) => ({ label: link.label, pageAnchor: link.pageAnchor ?? null, content_page: link.page });

export const pageMetaNavigation = (headline: AllLanguages, links: PageLinkDef[], anchorId?: string): Block => ({
  __typename: 'ComponentNavigationPageMetaNavigation', ...anchor(anchorId), headline, links: links.map(pageLink),
});

export const productsOnPage = (headline: AllLanguages, productPages: string[], anchorId?: string): Block => ({
  __typename: 'ComponentProductProductsOnPage', ...anchor(anchorId), headline, product_pages: productPages,
});

export const productHighlights = (headline: AllLanguages, highlights: AllLanguages[], anchorId?: string): Block => ({
  __typename: 'ComponentProductProductHighlights', ...anchor(anchorId), headline, highlights,
});

export const productDownloads = (headline: AllLanguages, downloads: Array<Record<string, unknown>>, anchorId?: string): Block => ({
  __typename: 'ComponentProductProductDownloads', ...anchor(anchorId), headline, downloads,
});

export const relatedNews = (headline: AllLanguages, newsArticles: string[], anchorId?: string): Block => ({
  __typename: 'ComponentProductRelatedNews', ...anchor(anchorId), headline, news_articles: newsArticles,
});

export const productDetailsBlock = (headline: AllLanguages, backendLabel: string, productDetails: string[], anchorId?: string): Block => ({
  __typename: 'ComponentProductProductDetails', ...anchor(anchorId), backendLabel, description: null, headline, productDetails, showDetailHeadline: true,
});

export const productOptionsBlock = (headline: AllLanguages, backendLabel: string, productOptions: string[], anchorId?: string): Block => ({
  __typename: 'ComponentProductProductOptions', ...anchor(anchorId), backendLabel, description: null, headline, productOptions, showDetailHeadline: true,
});

export interface EmployeeDef {
  name: string; title: string; image: string; telephone: string; fax: string | null; email: string; freetext: string | null; cardText: AllLanguages;
}

export const textWithEmployeeCard = (text: AllLanguages, employee: EmployeeDef, anchorId?: string): Block => ({
  __typename: 'ComponentContentTextWithEmployeeCard', ...anchor(anchorId), text,
  employeeCard: {
    freetext: employee.freetext, image: employee.image, title: employee.title, name: employee.name,
    telephone: employee.telephone, fax: employee.fax, email: employee.email, cardText: employee.cardText,
  },
});

// ---- sub-navigation items and anchors ----

export const onPageAnchor = (anchorId: string, anchorTranslation: AllLanguages) => ({
  __typename: 'ComponentSubNavigationOnPageAnchor', anchorId, anchorTranslation,
});

export const subProductLink = (Category: string, Productname: string, slug: string) => ({
  __typename: 'ComponentSubNavigationProductPageLink', Category, Productname, slug,
});

export const subPageLink = (link: PageLinkDef) => ({ __typename: 'ComponentSubNavigationContentPageLink', ...pageLink(link) });

export const anchorNavigation = (links: Array<[string, AllLanguages]>) => ({
  anchorLink: links.map(([anchorId, anchorTranslation]) => ({ anchorId, anchorTranslation })),
});

// ---- the page itself ----

export interface PageDef {
  slug: string;
  internationalSlug: string;
  BackendName: string;
  Headline: AllLanguages;
  pageCategory?: 'Company' | 'ProductsAndSolutions' | 'InvestorRelations' | 'Career' | null;
  meta?: { title: AllLanguages; description: AllLanguages };
  anchorNavigation?: ReturnType<typeof anchorNavigation> | null;
  pageSubNavigation?: Array<Record<string, unknown>>;
  content: Block[];
  /** ISO date-time; null makes a draft. Defaults to a fixed date. */
  published_at?: string | null;
}

/** Adds a ContentPage keyed by its German slug; returns its id. */
export function addPage(b: SeedBuilder, page: PageDef): string {
  return b.add('ContentPage', page.slug, {
    BackendName: page.BackendName,
    Headline: page.Headline,
    slug: page.slug,
    internationalSlug: page.internationalSlug,
    pageCategory: page.pageCategory ?? null,
    metaInformation: page.meta ?? { title: page.Headline, description: null },
    anchorNavigation: page.anchorNavigation ?? null,
    pageSubNavigation: page.pageSubNavigation ?? [],
    content: page.content,
    published_at: page.published_at === undefined ? '2025-01-15T08:00:00.000Z' : page.published_at,
  });
}

/** The id of a content page by its German slug (may be added later). */
export const pageRef = (b: SeedBuilder, slug: string): string => b.ref('ContentPage', slug);
