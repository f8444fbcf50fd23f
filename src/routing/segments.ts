/**
 * URL segment maps (docs/locales-and-urls.md §4, §5), the one place a URL segment is spelled. German uses the
 * German form, every other locale the international/English one. Builders in ./paths.ts read these.
 */
import type { LocaleCode } from '../i18n/locales.ts';

export interface SegmentPair {
  de: string;
  international: string;
}

function both(segment: string): SegmentPair {
  return { de: segment, international: segment };
}

export function segmentFor(pair: SegmentPair, locale: LocaleCode): string {
  return locale === 'de' ? pair.de : pair.international;
}

/** The base segment of product pages (docs/locales-and-urls.md §5). */
export const productBase: SegmentPair = { de: 'produkte-loesungen', international: 'products-solutions' };

/** Product category → URL segment (docs/locales-and-urls.md §5). */
export const productCategorySegments = {
  CoaterAndDeveloper: { de: 'belacker-entwickler', international: 'coater-developer' },
  InkjetPrinting: { de: 'tintenstrahldruck', international: 'inkjet-printing' },
  MaskAligner: both('mask-aligner'),
  Metrology: both('metrology'),
  WaferBonder: both('wafer-bonder'),
  PhotomaskEquipment: { de: 'fotomasken-systeme', international: 'photomask-equipment' },
  ProjectionScanner: { de: 'projektions-scanner', international: 'projection-scanner' },
} as const satisfies Record<string, SegmentPair>;

export type ProductCategory = keyof typeof productCategorySegments;

export function isProductCategory(value: unknown): value is ProductCategory {
  return typeof value === 'string' && Object.hasOwn(productCategorySegments, value);
}

/**
 * Page category → URL segment (docs/locales-and-urls.md §5). The content model's enum has Company,
 * ProductsAndSolutions, InvestorRelations and Career; Contact and News appear as category slugs.
 */
export const pageCategorySegments = {
  ProductsAndSolutions: productBase,
  Company: { de: 'unternehmen', international: 'company' },
  Contact: { de: 'kontakt', international: 'contact' },
  Career: { de: 'karriere', international: 'careers' },
  InvestorRelations: both('investor-relations'),
  News: both('news'),
} as const satisfies Record<string, SegmentPair>;

export type PageCategory = keyof typeof pageCategorySegments;

export function isPageCategory(value: unknown): value is PageCategory {
  return typeof value === 'string' && Object.hasOwn(pageCategorySegments, value);
}

/** The fixed sections (docs/locales-and-urls.md §5): overviews, the event page, list paging. */
export const sectionSegments = {
  investorRelations: pageCategorySegments.InvestorRelations,
  news: pageCategorySegments.News,
  jobs: both('jobs'),
  event: both('event'),
  /** `<list>/page/<n>/` for list pages n ≥ 2 (docs/locales-and-urls.md §4). */
  page: both('page'),
  /** `<list>/year/<year>/` for the entries of one year (docs/locales-and-urls.md §4); like `page`, one spelling. */
  year: both('year'),
  /** Where a form post lands (docs/forms.md §3): `/de/danke/…`, `/en/thank-you/…`. */
  thankYou: { de: 'danke', international: 'thank-you' },
  /** The site search page (docs/locales-and-urls.md §4): `/de/suche/`, `/en/search/`. */
  search: { de: 'suche', international: 'search' },
} as const satisfies Record<string, SegmentPair>;

/**
 * The pages under the thank-you section, one per outcome of a form (no-JavaScript posts land on
 * them with a 303): a sent contact request, a newsletter signup waiting for its confirmation link,
 * a confirmed newsletter address, an investor signup; `invalid` answers an expired or used
 * confirmation link.
 */
export const thankYouSegments = {
  contact: { de: 'kontakt', international: 'contact' },
  newsletter: { de: 'newsletter', international: 'newsletter' },
  newsletterConfirmed: { de: 'newsletter-bestaetigt', international: 'newsletter-confirmed' },
  investor: { de: 'investoren', international: 'investors' },
  confirmationInvalid: { de: 'link-ungueltig', international: 'link-invalid' },
} as const satisfies Record<string, SegmentPair>;

export type ThankYouPage = keyof typeof thankYouSegments;

/**
 * The article lists of docs/locales-and-urls.md §4 (list segment under their section). German spellings where the table
 * gives one; the table as written otherwise (directors-dealings stays English in German too).
 */
export const articleListSegments = {
  productsAndTechnologyNews: { de: 'produkt-und-technologiennachrichten', international: 'products-and-technology-news' },
  technicalPublications: { de: 'technische-publikationen', international: 'technical-publications' },
  adhocReleases: { de: 'ad-hoc-meldungen', international: 'ad-hoc-releases' },
  directorsDealings: both('directors-dealings'),
  financialCalendar: { de: 'finanzkalender', international: 'financial-calendar' },
  financialReports: { de: 'finanzberichte', international: 'financial-reports' },
  pressReleases: { de: 'pressemitteilungen', international: 'press-releases' },
  totalVotingRights: { de: 'gesamtstimmrechte', international: 'total-voting-rights' },
  votingRights: { de: 'stimmrechtsmeldungen', international: 'voting-rights' },
} as const satisfies Record<string, SegmentPair>;

/**
 * The detail routes of docs/locales-and-urls.md §4. Only financial reports and press releases have a German
 * spelling; every other detail keeps the English word in German too. Financial calendar has no
 * detail route.
 */
export const articleDetailSegments = {
  productsAndTechnologyNews: both('products-and-technology-news'),
  technicalPublications: both('technical-publications'),
  adhocReleases: both('ad-hoc-releases'),
  directorsDealings: both('directors-dealings'),
  financialReports: articleListSegments.financialReports,
  pressReleases: articleListSegments.pressReleases,
  totalVotingRights: both('total-voting-rights'),
  votingRights: both('voting-rights'),
} as const satisfies Record<string, SegmentPair>;

/** The `{type}` of press release details: the news main category in kebab case. */
export const newsMainCategorySegments = {
  corporateNews: 'corporate-news',
  investorRelationsNews: 'investor-relations-news',
  technicalPublications: 'technical-publications',
} as const satisfies Record<string, string>;

/**
 * The last segment of a product link whose product page is missing (docs/locales-and-urls.md §6). Such a link
 * points at no built page (it answers the 404 page); views should rather render plain text.
 */
export const NO_PRODUCT_PAGE = 'no-product-page';
