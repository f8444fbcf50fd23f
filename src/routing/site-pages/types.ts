/**
 * Types of the page enumeration (../site-pages.ts): what a page of the site is (SitePage, SiteView) and
 * the minimal structural content it is built from (SiteContent), which both the collection entries
 * (src/cms/types.ts) and the raw sample seed satisfy.
 */
import type { LocaleCode } from '../../i18n/locales.ts';
import type { TranslatedValue } from '../../i18n/translate.ts';
import type { ArticleListKey, ArticleRef } from '../article-lists.ts';
import type { ContentPageRef, OverviewSection, ProductPageRef } from '../paths.ts';
import type { ThankYouPage } from '../segments.ts';

export type SiteView =
  | { kind: 'home' }
  | { kind: 'content'; pageId: string } // generic, category and product content pages
  | { kind: 'overview'; section: OverviewSection; pageId: string | null }
  | {
      kind: 'articleList';
      list: ArticleListKey;
      page: number;
      pageCount: number;
      articleIds: string[];
      /** The entries of this year only (a page of the year filter); null: the whole list. */
      year: number | null;
      /** The years the list can be filtered by, newest first (none: no filter). */
      years: number[];
    }
  | { kind: 'articleDetail'; list: ArticleListKey; articleId: string }
  | { kind: 'eventList' }
  | { kind: 'event'; label: string }
  | { kind: 'productDetail'; productPageId: string }
  /** Where a form post without JavaScript lands (303 from the form service); noindex, not in the sitemap. */
  | { kind: 'thankYou'; page: ThankYouPage }
  /** The site search (src/search); noindex, not in the sitemap, not in the search index. */
  | { kind: 'search' };

export interface SitePage {
  /** Identical for all language versions of one page, and for an alias and its canonical page. */
  key: string;
  locale: LocaleCode;
  /** `/de/kontakt/`: leading and trailing slash, segments URL-encoded. */
  path: string;
  /** The canonical path of this page in this locale (== path unless alias). */
  canonical: string;
  /** A second path of a page (optional route params spelled out); canonical points elsewhere; not in the sitemap. */
  alias: boolean;
  /** Shown in English in a non-English locale: its main text has no text in the locale's language. */
  englishOnly: boolean;
  view: SiteView;
  /** Built and linked, but `noindex`, out of the sitemap and the site search (src/site.config.ts `unlistedContentPages`). */
  unlisted?: true;
}

/** An event of an Events block (ComponentContentEvents). */
export interface SiteEventRef {
  id?: string | null;
  label?: string | null;
  title?: TranslatedValue | null;
  startDate?: string | null;
}

/** A block of a content page; only the Events block matters to the routes. */
interface SiteBlockRef {
  __typename?: string;
  events?: ReadonlyArray<SiteEventRef | null> | null;
}

export interface SiteContentPage extends ContentPageRef {
  id: string;
  Headline?: TranslatedValue | null;
  content?: ReadonlyArray<SiteBlockRef | null> | null;
}

export interface SiteProductPage extends ProductPageRef {
  id: string;
  Productheadline?: TranslatedValue | null;
}

export type SiteNewsArticle = ArticleRef;

/** The content the page enumeration needs (the published entries of three collections). */
export interface SiteContent<P extends SiteContentPage = SiteContentPage> {
  contentPages: readonly P[];
  productPages: readonly SiteProductPage[];
  newsArticles: readonly SiteNewsArticle[];
}

/** A page that could not get a route, with the reason (for the build log). */
export type SkipReporter = (reason: string) => void;
