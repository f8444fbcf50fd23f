/**
 * The sitemap (issue 3 item 5): every canonical page of the site (no aliases, no error pages, no
 * thank-you pages: those are noindex, see `inSitemap`) with
 * an `xhtml:link rel="alternate" hreflang` for each language version plus `x-default`, from the
 * same `alternatesOf` as the hreflang tags of the pages.
 *
 * The sitemap protocol allows 50,000 URLs (50 MB) per file, and a site of 10,000+ pages in five
 * locales passes that, so the URLs are split into chunks of `SITEMAP_CHUNK_SIZE` behind a sitemap
 * index: /sitemap-index.xml → /sitemaps/1.xml, /sitemaps/2.xml, … (robots.txt names the index).
 * Pages are ordered by key, then locale, so the versions of a page usually share a chunk.
 * A draft preview build (src/cms/config.ts `isPreviewBuild`) has no sitemap at all.
 */
import { getLocale, localeCodes } from '../i18n/locales.ts';
import { alternatesOf, pageTable, type SitePage } from '../routing/site-pages.ts';
import { xDefaultLocale } from './head.ts';

import { absoluteUrl } from './site-url.ts';

/** URLs per sitemap file: 10,000 `<url>`s with six alternates each stay far below 50 MB. */
const SITEMAP_CHUNK_SIZE = 10_000;

export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/** The sitemap index's file name without `.xml`: the param of src/pages/[sitemapIndex].xml.ts. */
export const SITEMAP_INDEX_NAME = SITEMAP_INDEX_PATH.slice(1, -'.xml'.length);

/** `/sitemaps/1.xml`, … (1-based). */
export function sitemapChunkPath(n: number): string {
  return `/sitemaps/${n}.xml`;
}

export interface SitemapEntry {
  loc: string;
  alternates: Array<{ hreflang: string; href: string }>;
}

function compareKeys(a: SitePage, b: SitePage): number {
  if (a.key !== b.key) return a.key < b.key ? -1 : 1;
  return localeCodes.indexOf(a.locale) - localeCodes.indexOf(b.locale);
}

/** Whether a page belongs in the sitemap: canonical pages that search engines may index. */
export function inSitemap(page: SitePage): boolean {
  return !page.alias && !page.unlisted && page.path === page.canonical && page.view.kind !== 'thankYou' && page.view.kind !== 'search';
}

/** The entries of the sitemap, in a stable order. */
export function sitemapEntries(pages: readonly SitePage[], site: URL | string | undefined): SitemapEntry[] {
  return pages
    .filter(inSitemap)
    .sort(compareKeys)
    .map((page) => {
      const rows = alternatesOf(page, pageTable(pages));
      const ordered = localeCodes.flatMap((code) => rows.filter((row) => row.locale === code));
      const alternates: SitemapEntry['alternates'] = ordered.map((row) => ({
        hreflang: getLocale(row.locale).iso,
        href: absoluteUrl(row.path, site),
      }));
      const fallback = ordered.find((row) => row.locale === xDefaultLocale);
      if (fallback) alternates.push({ hreflang: 'x-default', href: absoluteUrl(fallback.path, site) });
      return { loc: absoluteUrl(page.path, site), alternates };
    });
}

/** The entries split into chunks of at most `size` (at least one chunk, possibly empty). */
export function chunkEntries<T>(entries: readonly T[], size = SITEMAP_CHUNK_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new Error(`Invalid sitemap chunk size ${size}`);
  const chunks: T[][] = [];
  for (let start = 0; start < entries.length; start += size) chunks.push(entries.slice(start, start + size));
  return chunks.length > 0 ? chunks : [[]];
}

export function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (char) => `&${{ '<': 'lt', '>': 'gt', '&': 'amp', "'": 'apos', '"': 'quot' }[char]};`);
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

/** One sitemap file (`<urlset>` with `xhtml:link` alternates). */
function renderUrlset(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const links = entry.alternates
      .map((alt) => `\n    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`)
      .join('');
    return `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>${links}\n  </url>\n`;
  });
  return (
    XML_DECLARATION +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    urls.join('') +
    '</urlset>\n'
  );
}

/** The sitemap index naming every chunk. */
function renderSitemapIndex(chunkUrls: readonly string[]): string {
  const items = chunkUrls.map((url) => `  <sitemap>\n    <loc>${escapeXml(url)}</loc>\n  </sitemap>\n`);
  return XML_DECLARATION + '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' + items.join('') + '</sitemapindex>\n';
}

/**
 * robots.txt: everything may be crawled; the sitemap index is named. A draft preview build
 * (`preview`) disallows everything and names no sitemap (it has none: src/pages/[sitemapIndex].xml.ts).
 */
export function renderRobotsTxt(site: URL | string | undefined, options: { preview?: boolean } = {}): string {
  if (options.preview) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(SITEMAP_INDEX_PATH, site)}\n`;
}

/** Everything the sitemap endpoints serve, computed once per page list. */
export function buildSitemaps(
  pages: readonly SitePage[],
  site: URL | string | undefined,
  size = SITEMAP_CHUNK_SIZE,
): { index: string; chunks: string[] } {
  const chunks = chunkEntries(sitemapEntries(pages, site), size).map(renderUrlset);
  const index = renderSitemapIndex(chunks.map((_, i) => absoluteUrl(sitemapChunkPath(i + 1), site)));
  return { index, chunks };
}

/** How many sitemap chunks the page list makes (for the chunk route's static paths). */
export function sitemapChunkCount(pages: readonly SitePage[], size = SITEMAP_CHUNK_SIZE): number {
  const count = pages.filter(inSitemap).length;
  return Math.max(1, Math.ceil(count / size));
}

const built = new WeakMap<readonly SitePage[], Map<string, { index: string; chunks: string[] }>>();

/** `buildSitemaps`, memoised per page list and site (the index and every chunk route share it). */
export function sitemapsFor(pages: readonly SitePage[], site: URL | string | undefined): { index: string; chunks: string[] } {
  let bySite = built.get(pages);
  if (!bySite) built.set(pages, (bySite = new Map()));
  const key = String(site ?? '');
  let result = bySite.get(key);
  if (!result) bySite.set(key, (result = buildSitemaps(pages, site)));
  return result;
}
