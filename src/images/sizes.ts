/**
 * `sizes` attributes (src/components/CmsImage.astro) of images laid out in rows: the width of one
 * column, or of one information tile, as a share of the viewport at each breakpoint. The
 * container is never wider than the viewport, so a share of the viewport is an upper bound of the
 * rendered width and the browser never picks a candidate narrower than the image is shown
 * (tests/e2e/images.spec.ts measures it). Pure.
 */
import { fromBreakpoint } from '../styles/breakpoints.ts';

/** Columns of a row from a breakpoint on; below the first one, `phone`. */
export interface ColumnLayout {
  tablet: number;
  desktopNav: number;
}

const vw = (share: number): string => `${Math.ceil(share * 100)}vw`;

/** The `sizes` of an image that fills one column of `layout`; `phone` below the tablet breakpoint. */
export function columnSizes(layout: ColumnLayout, phone = '100vw'): string {
  return [
    `${fromBreakpoint('desktopNav')} ${vw(1 / layout.desktopNav)}`,
    `${fromBreakpoint('tablet')} ${vw(1 / layout.tablet)}`,
    phone,
  ].join(', ');
}

export type TileSize = 'small' | 'medium' | 'large';

/** The share of its row a tile takes at each breakpoint (phones: the whole row). */
export type TileShare = Record<keyof ColumnLayout, number>;

/** The share of a row a tile of each size is given before the row's free space is shared (src/blocks/TileGrid.astro). */
const tileBasis: Readonly<Record<keyof ColumnLayout, Readonly<Record<TileSize, number>>>> = {
  tablet: { small: 1 / 2, medium: 1 / 2, large: 1 },
  desktopNav: { small: 1 / 3, medium: 1 / 2, large: 2 / 3 },
};

/**
 * The share of the row each tile of a grid takes, as TileGrid's flex rows lay them out: tiles go
 * into a row while their bases fit, and the tiles of a row share its free space equally (a small
 * tile alone in the last row takes all of it). The gaps only make a tile narrower than its share.
 */
export function tileShares(sizes: readonly TileSize[]): TileShare[] {
  const shares = sizes.map(() => ({ tablet: 1, desktopNav: 1 }));
  for (const breakpoint of ['tablet', 'desktopNav'] as const) {
    let row: number[] = [];
    let used = 0;
    const close = () => {
      const extra = (1 - used) / row.length;
      for (const index of row) shares[index]![breakpoint] = tileBasis[breakpoint][sizes[index]!] + extra;
    };
    sizes.forEach((size, index) => {
      const basis = tileBasis[breakpoint][size];
      if (row.length > 0 && used + basis > 1 + 1e-9) {
        close();
        row = [];
        used = 0;
      }
      row.push(index);
      used += basis;
    });
    if (row.length > 0) close();
  }
  return shares;
}

/**
 * The `sizes` of a tile's picture: the whole tile behind its text (`full`), else a corner of it
 * (at most 42 % of the tile from the tablet breakpoint on, 62 % of it on phones; InformationTile.astro).
 */
export function tileImageSizes(share: TileShare, full: boolean): string {
  const part = full ? 1 : 0.42;
  return [
    `${fromBreakpoint('desktopNav')} ${vw(share.desktopNav * part)}`,
    `${fromBreakpoint('tablet')} ${vw(share.tablet * part)}`,
    full ? '100vw' : '66vw',
  ].join(', ');
}
