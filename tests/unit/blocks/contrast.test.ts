/**
 * Every background/font pair an information tile can render (src/blocks/tiles.ts `tileColors`, with
 * the six backgrounds and two font colours of docs/content-blocks.md §4) meets WCAG AA with the colour tokens of
 * src/styles/tokens.css. Tiles always carry normal-size text (the content at 16px, the CTA at 16px
 * bold), so every pair needs 4.5:1; the large-text 3:1 does not apply.
 */
import { describe, expect, it } from 'vitest';
import { readableFonts, tileColors, type TileBackground, type TileFont } from '../../../src/blocks/tiles.ts';
import { AA_NORMAL, contrastRatio, readColorTokens, token } from '../styles/wcag.ts';

const backgrounds: TileBackground[] = ['orange', 'white', 'darkblue', 'lightblue', 'red', 'turquoise'];
const fonts: Array<TileFont | null> = ['white', 'blue', null];
const tokens = readColorTokens();

// The CSS of InformationTile.astro: `.bg--<name> { --tile-bg: var(--tile-<name>) }` and
// `.font--<name> { --tile-fg: var(--tile-font-<name>) }`.
const backgroundColor = (background: TileBackground): string => token(tokens, `tile-${background}`);
const fontColor = (font: TileFont): string => token(tokens, `tile-font-${font}`);

const rendered = [
  ...new Map(
    backgrounds.flatMap((bg) => fonts.map((font) => tileColors(bg, font))).map((pair) => [`${pair.background}/${pair.font}`, pair]),
  ).values(),
];

describe('information tile colours', () => {
  it('every background has a readable font', () => {
    expect(Object.keys(readableFonts).sort()).toEqual([...backgrounds].sort());
  });

  it.each(rendered)('$font on $background meets WCAG AA (4.5:1)', ({ background, font }) => {
    const ratio = contrastRatio(fontColor(font), backgroundColor(background));
    expect(
      ratio,
      `${font} ${fontColor(font)} on ${background} ${backgroundColor(background)}: ${ratio.toFixed(2)}:1`,
    ).toBeGreaterThanOrEqual(AA_NORMAL);
  });

  it('keeps the chosen font where it is readable and replaces it where it is not', () => {
    for (const bg of backgrounds) {
      for (const font of ['white', 'blue'] as const) {
        const readable = contrastRatio(fontColor(font), backgroundColor(bg)) >= AA_NORMAL;
        expect(tileColors(bg, font).font === font, `${font} on ${bg}`).toBe(readable);
      }
    }
  });
});
