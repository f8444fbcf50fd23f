/**
 * Information tiles (SPEC §3): order, colours and link target. Pure functions; the markup is in
 * InformationTile.astro.
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { contentPagePath, freeLinkHref, productPagePath } from '../routing/paths.ts';
import type { InformationTile } from './types.ts';

export type TileBackground = 'orange' | 'white' | 'darkblue' | 'lightblue' | 'red' | 'turquoise';
export type TileFont = 'white' | 'blue';
export type TileSize = 'small' | 'medium' | 'large';
export type TilePosition = 'rightTop' | 'rightCenter' | 'rightBottom' | 'leftBottom' | 'fullImage';

/** Tiles by `order` ascending (SPEC §9); tiles without an order go last, ties keep their order. */
export function sortTiles<T extends { order?: number | null }>(tiles: ReadonlyArray<T | null | undefined>): T[] {
  return tiles
    .filter((tile): tile is T => tile != null)
    .map((tile, index) => ({ tile, index }))
    .sort((a, b) => (a.tile.order ?? Infinity) - (b.tile.order ?? Infinity) || a.index - b.index)
    .map(({ tile }) => tile);
}

/**
 * Background and font colour of a tile. The background defaults to white; the font to blue on
 * white and white elsewhere. A font colour that would vanish into its background (white on
 * white, blue on dark blue) is replaced by the readable one.
 */
export function tileColors(
  background: TileBackground | null | undefined,
  font: TileFont | null | undefined,
): { background: TileBackground; font: TileFont } {
  const bg = background ?? 'white';
  const readable: TileFont = bg === 'white' ? 'blue' : 'white';
  const clashes = (bg === 'white' && font === 'white') || (bg === 'darkblue' && font === 'blue');
  return { background: bg, font: !font || clashes ? readable : font };
}

/** Where a tile links to: its content page, else its product page, else its free link; or nowhere. */
export function tileHref(locale: LocaleCode, link: InformationTile['Link']): string | null {
  if (!link) return null;
  if (link.content_page) {
    const href = contentPagePath(locale, link.content_page);
    if (href) return href;
  }
  if (link.product_page) {
    const href = productPagePath(locale, link.product_page);
    if (href) return href;
  }
  return freeLinkHref(locale, link.link);
}

/** A custom CSS class from the content system, reduced to safe class-name characters. */
export function customClass(value: string | null | undefined): string | undefined {
  const names = (value ?? '').split(/\s+/).filter((name) => /^[A-Za-z][\w-]*$/.test(name));
  return names.length ? names.join(' ') : undefined;
}
