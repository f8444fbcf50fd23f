/**
 * The `sizes` of images in rows (src/images/sizes.ts): a column's share of the viewport per
 * breakpoint, and the share of its row each information tile takes as TileGrid's flex rows lay
 * them out (a tile alone in its row takes all of it).
 */
import { describe, expect, it } from 'vitest';
import { columnSizes, tileImageSizes, tileShares } from '../../../src/images/sizes.ts';

describe('columnSizes', () => {
  it('gives one column of the row at each breakpoint, the phone value below them', () => {
    expect(columnSizes({ tablet: 2, desktopNav: 3 }, '64px')).toBe('(min-width: 1074px) 34vw, (min-width: 640px) 50vw, 64px');
    expect(columnSizes({ tablet: 2, desktopNav: 2 })).toBe('(min-width: 1074px) 50vw, (min-width: 640px) 50vw, 100vw');
  });
});

describe('tileShares', () => {
  const round = (shares: ReturnType<typeof tileShares>) =>
    shares.map((share) => ({ tablet: Math.round(share.tablet * 100), desktopNav: Math.round(share.desktopNav * 100) }));

  it('a row of three small tiles: a third each on desktops, halves on tablets, the third alone in its row', () => {
    expect(round(tileShares(['small', 'small', 'small']))).toEqual([
      { tablet: 50, desktopNav: 33 },
      { tablet: 50, desktopNav: 33 },
      { tablet: 100, desktopNav: 33 },
    ]);
  });

  it('a tile alone in the last row takes the whole row; the tiles of a row share its free space', () => {
    expect(round(tileShares(['large', 'small', 'medium', 'small', 'large']))).toEqual([
      { tablet: 100, desktopNav: 67 },
      { tablet: 50, desktopNav: 33 },
      { tablet: 50, desktopNav: 58 },
      { tablet: 100, desktopNav: 42 },
      { tablet: 100, desktopNav: 100 },
    ]);
  });

  it('a full picture spans its tile; a corner one 42 % of it', () => {
    expect(tileImageSizes({ tablet: 1, desktopNav: 1 }, true)).toBe('(min-width: 1074px) 100vw, (min-width: 640px) 100vw, 100vw');
    expect(tileImageSizes({ tablet: 0.5, desktopNav: 1 / 3 }, false)).toBe('(min-width: 1074px) 14vw, (min-width: 640px) 21vw, 66vw');
  });
});
