/**
 * Information tiles (docs/content-blocks.md §4): order, colours and link target. Pure functions; the markup is in
 * InformationTile.astro.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { contentPagePath, freeLinkHref, productPagePath } from '../routing/paths.ts';
import type { SiteLinks } from '../routing/site-pages.ts';
import type { InformationTile } from './types.ts';

/** The links a tile checks its targets with: the page's site reader (or `siteLinks` of a page table). */
export type TileLinks = Pick<SiteLinks, 'contentPageLink' | 'productPageLink'>;

export type TileBackground = 'orange' | 'white' | 'darkblue' | 'lightblue' | 'red' | 'turquoise';
export type TileFont = 'white' | 'blue';

/** Tiles by `order` ascending (docs/content-blocks.md §4); tiles without an order go last, ties keep their order. */
export function sortTiles<T extends { order?: number | null }>(tiles: ReadonlyArray<T | null | undefined>): T[] {
  return tiles
    .filter((tile): tile is T => tile != null)
    .map((tile, index) => ({ tile, index }))
    .sort((a, b) => (a.tile.order ?? Infinity) - (b.tile.order ?? Infinity) || a.index - b.index)
    .map(({ tile }) => tile);
}

/**
 * The font colours that are readable (WCAG AA, ≥ 4.5:1 for the tile's normal-size text) on each
 * background with the tokens of src/styles/tokens.css; the first is the default.
 * tests/unit/blocks/contrast.test.ts checks every pair against the tokens.
 */
export const readableFonts: Readonly<Record<TileBackground, readonly [TileFont, ...TileFont[]]>> = {
  white: ['blue'],
  darkblue: ['white'],
  orange: ['white'],
  lightblue: ['white'],
  red: ['white'],
  turquoise: ['white'],
};

/**
 * Background and font colour of a tile. The background defaults to white; the font to the readable
 * one of the background (blue on white, white elsewhere). A font colour that would not be readable
 * on its background (white on white, blue on any of the darker backgrounds) is replaced by the
 * readable one.
 */
export function tileColors(
  background: TileBackground | null | undefined,
  font: TileFont | null | undefined,
): { background: TileBackground; font: TileFont } {
  const bg = background ?? 'white';
  const readable = readableFonts[bg];
  return { background: bg, font: font && readable.includes(font) ? font : readable[0] };
}

/**
 * Where a tile links to: its content page, else its product page, else its free link; or nowhere.
 * With `links` (the page's site reader) a content or product page link exists only when the
 * site builds that page (a skipped entry falls through to the next target); without, the paths
 * come from the URL builders unchecked. TileGrid resolves every tile against its links first
 * (withBuiltLink), so a rendered tile never links to a page that is not built.
 */
export function tileHref(locale: LocaleCode, link: InformationTile['Link'], links?: TileLinks): string | null {
  if (!link) return null;
  if (link.content_page) {
    const href = links ? links.contentPageLink(locale, link.content_page) : contentPagePath(locale, link.content_page);
    if (href) return href;
  }
  if (link.product_page) {
    const href = links ? links.productPageLink(locale, link.product_page) : productPagePath(locale, link.product_page);
    if (href) return href;
  }
  return freeLinkHref(locale, link.link);
}

/** Whether a tile links to a page of the site (content or product page) that needs the page enumeration. */
export function linksToSitePage(tile: Pick<InformationTile, 'Link'>): boolean {
  return Boolean(tile.Link?.content_page || tile.Link?.product_page);
}

/**
 * The tile with its link resolved against the built pages (tileHref with `links`): the link is
 * reduced to its final href, so rendering it (tileHref without links) gives that href, or no link
 * when the target is not built.
 */
export function withBuiltLink<T extends Pick<InformationTile, 'Link'>>(tile: T, locale: LocaleCode, links: TileLinks): T {
  if (!tile.Link || !linksToSitePage(tile)) return tile;
  const href = tileHref(locale, tile.Link, links);
  return { ...tile, Link: href ? { id: tile.Link.id, content_page: null, product_page: null, link: href } : null };
}

/** A custom CSS class from the content system, reduced to safe class-name characters. */
export function customClass(value: string | null | undefined): string | undefined {
  const names = (value ?? '').split(/\s+/).filter((name) => /^[A-Za-z][\w-]*$/.test(name));
  return names.length ? names.join(' ') : undefined;
}
