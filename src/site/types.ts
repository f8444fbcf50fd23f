/**
 * The site model (docs/architecture.md "Site model"): the content of one build and its day as one value, and
 * everything the pages derive from it — the pages and their URL table, lookups by id and slug, the
 * navigation and footer of every locale, the events. Built by a pure function (./build.ts), handed
 * to every page through `Astro.locals.site` (./reader.ts), replaced — never mutated — when content
 * changes (`provideSiteModel`, ./current.ts).
 */
import type {
  CollectionName,
  ContentPageEntry,
  FooterEntry,
  HomepageEntry,
  LocaleEntry,
  MetaMenuLinkEntry,
  NewsArticleEntry,
  ProductCategoryEntry,
  ProductPageEntry,
  TranslationEntry,
} from '../cms/types.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import type { FooterModel } from '../navigation/footer.ts';
import type { Navigation } from '../navigation/types.ts';
import type { SitePage, SiteRedirect } from '../routing/site-pages.ts';
import type { LabelledEvent } from './events.ts';

/** The entry type of each collection. */
export interface EntryTypes {
  contentPages: ContentPageEntry;
  productPages: ProductPageEntry;
  newsArticles: NewsArticleEntry;
  productCategories: ProductCategoryEntry;
  metaMenuLinks: MetaMenuLinkEntry;
  translations: TranslationEntry;
  locales: LocaleEntry;
  homepage: HomepageEntry;
  footer: FooterEntry;
}

/** One entry as the content loader stored it: its data as the typed operation returned it, and its digest. */
export interface StoredEntry<T> {
  id: string;
  data: T;
  digest: string;
}

/** The content of a build: every entry of every collection (homepage and footer hold one entry or none). */
export type SiteData = { readonly [C in CollectionName]: ReadonlyArray<StoredEntry<EntryTypes[C]>> };

/** Entries by id, per collection. */
export type SiteEntries = { readonly [C in CollectionName]: ReadonlyMap<string, StoredEntry<EntryTypes[C]>> };

export interface SiteModel {
  /** The content the model was built from. */
  readonly data: SiteData;
  /** The day the model was built for (ISO `YYYY-MM-DD`): events and dates to come are split at it. */
  readonly today: string;
  readonly entries: SiteEntries;
  /** Every page of the site (the URL table), in enumeration order. */
  readonly pages: readonly SitePage[];
  /** The first page on each path (`/de/kontakt/`). */
  readonly pageByPath: ReadonlyMap<string, SitePage>;
  /** Content pages by slug, then by internationalSlug (a slug wins over another page's internationalSlug). */
  readonly contentPageBySlug: ReadonlyMap<string, ContentPageEntry>;
  /** The first product category entry of each category. */
  readonly productCategoryByCategory: ReadonlyMap<string, ProductCategoryEntry>;
  /** The events of the Events blocks, in calendar order, and by label. */
  readonly events: { readonly ordered: readonly LabelledEvent[]; readonly byLabel: ReadonlyMap<string, LabelledEvent> };
  /** The paths of the product detail pages the site builds, per locale (links to products check against them). */
  readonly productPaths: ReadonlyMap<LocaleCode, ReadonlySet<string>>;
  readonly navigation: ReadonlyMap<LocaleCode, Navigation>;
  readonly footer: ReadonlyMap<LocaleCode, FooterModel>;
  /** The old paths of migrated entries → their pages now (docs/locales-and-urls.md §13); none without legacy ids. */
  readonly redirects: readonly SiteRedirect[];
}
