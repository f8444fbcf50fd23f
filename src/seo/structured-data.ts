/**
 * schema.org structured data of the site's pages (docs/locales-and-urls.md §12): the organisation on the
 * home page, a product on its detail page, a news article, an event, and the breadcrumbs of every page
 * below the home page (src/views/breadcrumbs.ts). Pure functions of plain values; every URL absolute.
 *
 * Each type carries the properties search engines require of it, and those they recommend that the
 * content has (`REQUIRED` lists the first; tests check every page against it):
 * - Organization: name, url, logo.
 * - Product: name, image, description, brand; url, category, manufacturer. (Prices are not published:
 *   a product page is not a shop offer, so no `offers`.)
 * - NewsArticle: headline, image, datePublished, author, publisher (with logo); url, inLanguage.
 * - Event: name, startDate, location (a Place with name and address); endDate, eventStatus,
 *   eventAttendanceMode, organizer, description, url, inLanguage.
 */
import { siteConfig } from '../site.config.ts';

type Data = Record<string, unknown>;

/** The properties each type must have (a value that is not empty). */
const REQUIRED: Readonly<Record<string, readonly string[]>> = {
  Organization: ['name', 'url', 'logo'],
  Product: ['name', 'image', 'description', 'brand'],
  NewsArticle: ['headline', 'image', 'datePublished', 'author', 'publisher'],
  Event: ['name', 'startDate', 'location'],
  BreadcrumbList: ['itemListElement'],
};

const absolute = (path: string, origin: URL | string): string => new URL(path, origin).href;

/** The company as publisher, brand owner and organiser. */
function organization(origin: URL | string): Data {
  return {
    '@type': 'Organization',
    name: siteConfig.name,
    alternateName: siteConfig.shortName,
    url: absolute('/', origin),
    logo: absolute('/favicon.svg', origin),
  };
}

const withContext = (data: Data): Data => ({ '@context': 'https://schema.org', ...data });

export function organizationData(origin: URL | string): Data {
  return withContext(organization(origin));
}

export interface ProductInput {
  name: string;
  description: string;
  /** Site-relative or absolute image URLs. */
  images: readonly string[];
  path: string;
  category: string | null;
  lang: string;
}

export function productData(input: ProductInput, origin: URL | string): Data {
  return withContext({
    '@type': 'Product',
    name: input.name,
    description: input.description,
    image: input.images.map((image) => absolute(image, origin)),
    brand: { '@type': 'Brand', name: siteConfig.shortName },
    manufacturer: organization(origin),
    ...(input.category ? { category: input.category } : {}),
    url: absolute(input.path, origin),
    inLanguage: input.lang,
  });
}

export interface ArticleInput {
  headline: string;
  images: readonly string[];
  /** `YYYY-MM-DD`. */
  datePublished: string;
  path: string;
  lang: string;
}

export function newsArticleData(input: ArticleInput, origin: URL | string): Data {
  const company = organization(origin);
  return withContext({
    '@type': 'NewsArticle',
    // Search engines cut a headline after 110 characters.
    headline: input.headline.length > 110 ? `${input.headline.slice(0, 109)}…` : input.headline,
    // An article without an image of its own shows the company's logo.
    image: input.images.length > 0 ? input.images.map((image) => absolute(image, origin)) : [company.logo],
    datePublished: input.datePublished,
    author: company,
    publisher: company,
    mainEntityOfPage: absolute(input.path, origin),
    url: absolute(input.path, origin),
    inLanguage: input.lang,
  });
}

export interface EventInput {
  name: string;
  description: string | null;
  /** `YYYY-MM-DD`. */
  startDate: string;
  endDate: string | null;
  /** Where it takes place, as the content writes it ("Messe München, Hall B1, Munich"). */
  location: string;
  path: string;
  lang: string;
}

export function eventData(input: EventInput, origin: URL | string): Data {
  return withContext({
    '@type': 'Event',
    name: input.name,
    ...(input.description ? { description: input.description } : {}),
    startDate: input.startDate,
    endDate: input.endDate ?? input.startDate,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: input.location, address: input.location },
    organizer: organization(origin),
    url: absolute(input.path, origin),
    inLanguage: input.lang,
  });
}

/** The types of `data` whose required properties are missing or empty, named (`Event.location`). */
export function missingRequired(data: Data): string[] {
  const type = String(data['@type']);
  const empty = (value: unknown): boolean =>
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
  return (REQUIRED[type] ?? []).filter((property) => empty(data[property])).map((property) => `${type}.${property}`);
}
