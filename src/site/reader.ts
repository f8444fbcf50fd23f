/**
 * The one door through which a page reads the site (docs/architecture.md "Site model"): the
 * middleware (src/middleware.ts) gives every page its own reader in `Astro.locals.site`; views,
 * blocks and components read the site only through it, and every read names what the page depends
 * on (src/incremental/keys.ts) into the page's record, for the incremental build and the rebuild
 * service. Only the reader records: the links and lookups of src/routing are plain functions over a
 * page table, and the reader hands them a view of the model's table that names each lookup's key.
 * A reader is synchronous: the model is a value, complete before the first page renders.
 */
import type {
  CollectionName,
  ContentPageEntry,
  HomepageEntry,
  NewsArticleEntry,
  ProductCategoryEntry,
  ProductPageEntry,
} from '../cms/types.ts';
import { HOMEPAGE_ID } from '../cms/site-sources.ts';
import type { LocaleCode } from '../i18n/locales.ts';
import { alwaysDeps, depKey } from '../incremental/keys.ts';
import type { FooterModel } from '../navigation/footer.ts';
import type { Navigation } from '../navigation/types.ts';
import type { ArticleListKey } from '../routing/article-lists.ts';
import { ERROR_PAGE_SLUG } from '../routing/content-pages.ts';
import {
  findSitePage,
  normalizePath,
  pageTable,
  siteLinks,
  sitePageKey,
  sitePageOf,
  type PageTable,
  type SiteLinks,
  type SitePage,
  type SiteRedirect,
} from '../routing/site-pages.ts';
import type { LabelledEvent } from './events.ts';
import type { EntryTypes, SiteModel } from './types.ts';

/** Thrown when a page names content the model does not have: the build stops with the id. */
export class MissingContentError extends Error {
  override name = 'MissingContentError';
}

/** What one page read: the path its record is kept under, and the dependency keys. */
export interface PageReads {
  path: string | undefined;
  deps: Set<string>;
}

/** A content block carrier, for naming the entries that use an unknown block type in the build log. */
export interface BlockCarrier {
  kind: 'content page' | 'product page';
  slug?: string | null;
  blocks: ReadonlyArray<{ __typename?: string } | null> | null | undefined;
}

/**
 * The links and lookups of src/routing (`SiteLinks`: `page`, `sitePath`, `alternates`,
 * `equivalentPath`, `contentPageLink` …) over the model's URL table: each records only what it
 * looked up — the page at one path (`find:`), the path of one page in one locale (`path:`), the
 * language versions of one page (`versions:`) — not the whole table.
 */
export interface SiteReader extends SiteLinks {
  /** Every page of the site (the page depends on the whole URL table: the sitemaps). */
  allPages(): readonly SitePage[];
  /** The redirects of migrated entries' old paths (the redirect rules file, docs/locales-and-urls.md §13). */
  redirects(): readonly SiteRedirect[];
  /** Starts the record of the page at `path` (`/de/kontakt/`, `/404.html`): what it reads from here on is kept under that path. */
  recordAs(path: string): void;
  /**
   * The page at a path as a step of a breadcrumb trail: the page depends on what that page is
   * (`place:`), not on what it lists — a list's entries may change without the trail changing. Read
   * only what a place gives (its path, kind, list, ids of the entry it shows), never a list's entries.
   */
  pageAt(path: string): SitePage | undefined;
  contentPage(id: string): ContentPageEntry;
  /** A content page's headline only (a breadcrumb step named by it), not the rest of its entry. */
  contentPageHeadline(id: string): ContentPageEntry['Headline'] | null;
  /** The content page whose slug, else whose internationalSlug, is `slug`. */
  contentPageBySlug(slug: string): ContentPageEntry | undefined;
  /** The content of the error pages (the content page with the error page's slug), if the content system has one. */
  errorPage(): ContentPageEntry | undefined;
  article(id: string): NewsArticleEntry;
  /** The articles with these ids, in the given order. */
  articles(ids: readonly string[]): NewsArticleEntry[];
  /** Every news article (the page depends on the whole collection). */
  allArticles(): readonly NewsArticleEntry[];
  /** The newest `count` articles of a list: the head of its first page's ids. */
  newestArticles(locale: LocaleCode, list: ArticleListKey, count: number): NewsArticleEntry[];
  productPage(id: string): ProductPageEntry;
  /**
   * The label of a product page's category (five languages), from its category entry. The page
   * depends on the label only: the entry also carries the category page and its product links,
   * which change with every product of the category.
   */
  productCategoryLabel(category: string | null | undefined): ProductCategoryEntry['Label'] | undefined;
  /** The id of the content page of a product category (where its products are placed), from its category entry. */
  productCategoryPageId(category: string | null | undefined): string | undefined;
  homepage(): HomepageEntry | undefined;
  /** Every event of the Events blocks, in calendar order. */
  events(): readonly LabelledEvent[];
  event(label: string): LabelledEvent;
  /**
   * The day the model was built for (ISO `YYYY-MM-DD`): a page that shows events or dates as upcoming
   * or past reads it here, and renders again on a new day.
   */
  today(): string;
  /** Whether the site builds a product page at a path in `locale` (each question is recorded). */
  productPaths(locale: LocaleCode): { has(path: string): boolean };
  navigation(locale: LocaleCode): Navigation;
  footer(locale: LocaleCode): FooterModel;
  /** Every content and product page with its blocks (for the build log only: records nothing). */
  blockCarriers(): BlockCarrier[];
  /** True the first time `key` is asked for with this model (a build log line named once per build). */
  firstTime(key: string): boolean;
}

const asked = new WeakMap<SiteModel, Set<string>>();

function required<T>(value: T | undefined, what: string, id: string): T {
  if (value === undefined) throw new MissingContentError(`The site pages name ${what} ${id}, which the content does not have`);
  return value;
}

/** The model's table as a page reads it: each of the three lookups names its dependency key. */
function recordingTable(table: PageTable, depend: (key: string) => void): PageTable {
  return {
    pages: table.pages,
    at(path) {
      depend(depKey.find(normalizePath(path)));
      return table.at(path);
    },
    canonical(key, locale) {
      depend(depKey.path(locale, key));
      return table.canonical(key, locale);
    },
    versions(key) {
      depend(depKey.versions(key));
      return table.versions(key);
    },
  };
}

/** A reader of `model` that records every read into `reads` (a fresh record when none is given). */
export function createSiteReader(model: SiteModel, reads: PageReads = { path: undefined, deps: new Set() }): SiteReader {
  const depend = (key: string): void => {
    reads.deps.add(key);
  };
  const entry = <C extends CollectionName>(collection: C, id: string): EntryTypes[C] | undefined => {
    depend(depKey.entry(collection, id));
    return (model.entries[collection] as ReadonlyMap<string, { data: EntryTypes[C] }>).get(id)?.data;
  };
  const table = pageTable(model.pages);
  const reader: SiteReader = {
    ...siteLinks(recordingTable(table, depend)),
    allPages() {
      depend(depKey.routes);
      return model.pages;
    },
    redirects() {
      depend(depKey.redirects);
      return model.redirects;
    },
    recordAs(path) {
      reads.path = path;
      for (const key of alwaysDeps(path)) depend(key);
    },
    pageAt(path) {
      depend(depKey.place(normalizePath(path)));
      // Looked up in the plain table: the recording one would record `find:` (the whole page).
      return findSitePage(path, table);
    },
    contentPage: (id) => required(entry('contentPages', id), 'content page', id),
    contentPageHeadline(id) {
      depend(depKey.headline(id));
      return required(model.entries.contentPages.get(id)?.data, 'content page', id).Headline ?? null;
    },
    contentPageBySlug(slug) {
      const page = model.contentPageBySlug.get(slug);
      // A page that does not exist yet would add a route (`routes`, on every page's record).
      if (page) depend(depKey.entry('contentPages', page.id));
      return page;
    },
    errorPage: () => reader.contentPageBySlug(ERROR_PAGE_SLUG),
    article: (id) => required(entry('newsArticles', id), 'news article', id),
    articles: (ids) => ids.map((id) => reader.article(id)),
    allArticles() {
      depend(depKey.collection('newsArticles'));
      return model.data.newsArticles.map((stored) => stored.data);
    },
    newestArticles(locale, list, count) {
      // The page depends on the list's first page (its ids are part of it), or on its path when there is none.
      const key = sitePageKey.articleList(list);
      const first = sitePageOf(key, locale, table);
      depend(first ? depKey.find(normalizePath(first.path)) : depKey.path(locale, key));
      return first?.view.kind === 'articleList' ? reader.articles(first.view.articleIds.slice(0, count)) : [];
    },
    productPage: (id) => required(entry('productPages', id), 'product page', id),
    productCategoryLabel(category) {
      if (!category) return undefined;
      // The key's digest is the label's, or none's: a category entry added later gives the page its label.
      depend(depKey.categoryLabel(category));
      return model.productCategoryByCategory.get(category)?.Label ?? undefined;
    },
    productCategoryPageId(category) {
      if (!category) return undefined;
      depend(depKey.categoryPage(category));
      return model.productCategoryByCategory.get(category)?.categoryPage?.id ?? undefined;
    },
    homepage: () => entry('homepage', HOMEPAGE_ID),
    events() {
      depend(depKey.events);
      return model.events.ordered;
    },
    event(label) {
      depend(depKey.events);
      return required(model.events.byLabel.get(label), 'event', label);
    },
    today() {
      depend(depKey.today);
      return model.today;
    },
    productPaths(locale) {
      const paths = model.productPaths.get(locale);
      return {
        has(path) {
          depend(depKey.find(normalizePath(path)));
          return paths?.has(path) ?? false;
        },
      };
    },
    navigation(locale) {
      depend(depKey.chrome);
      return model.navigation.get(locale)!;
    },
    footer(locale) {
      depend(depKey.chrome);
      return model.footer.get(locale)!;
    },
    blockCarriers: () => [
      ...model.data.contentPages.map(({ data }) => ({ kind: 'content page' as const, slug: data.slug, blocks: data.content })),
      ...model.data.productPages.map(({ data }) => ({ kind: 'product page' as const, slug: data.slug, blocks: data.dynamicComponents })),
    ],
    firstTime(key) {
      let keys = asked.get(model);
      if (!keys) asked.set(model, (keys = new Set()));
      if (keys.has(key)) return false;
      keys.add(key);
      return true;
    },
  };
  return reader;
}
