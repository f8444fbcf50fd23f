/**
 * The sample content shaped as the navigation reads it (published entries only, as a LIVE build
 * does) and the site pages built from it. Relations of the raw seed are ids; the footer's
 * content page references are resolved here the way the content system's query resolves them.
 */
import { buildSampleContent } from '../../../scripts/content-server/sample/index.ts';
import type { NavigationContent } from '../../../src/navigation/build.ts';
import type { FooterSource } from '../../../src/navigation/footer.ts';
import { buildSitePages, type SiteContent, type SitePage } from '../../../src/routing/site-pages.ts';

/** The day the pages are enumerated at (the financial calendar's order). */
const TODAY = '2026-11-20';

export interface NavigationSample {
  content: NavigationContent & SiteContent;
  pages: SitePage[];
  footer: FooterSource;
}

type Entry = Record<string, unknown> & { id: string };

export async function navigationSample(): Promise<NavigationSample> {
  const seed = await buildSampleContent();
  const published = (type: string) =>
    ((seed.collections[type] ?? []) as Entry[]).filter((entry) => !('published_at' in entry) || entry.published_at !== null);
  const rawPages = published('ContentPage');
  const byId = new Map(rawPages.map((page) => [page.id, page]));
  const resolve = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(resolve);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, inner]) => [
          key,
          key === 'content_page' && typeof inner === 'string' ? (byId.get(inner) ?? null) : resolve(inner),
        ]),
      );
    }
    return value;
  };
  const content = {
    contentPages: rawPages.map(resolve),
    productPages: published('ProductPage'),
    newsArticles: published('NewsArticle'),
    metaMenuLinks: published('MetaMenuLink'),
  } as unknown as NavigationSample['content'];
  const pages = buildSitePages(content, TODAY, () => {});
  const footer = {
    footer: resolve({ id: 'footer', ...seed.singles.Footer }) as FooterSource['footer'],
    footerCompanyInfo: seed.singles.FooterCompanyInfo as FooterSource['footerCompanyInfo'],
  };
  return { content, pages, footer };
}
