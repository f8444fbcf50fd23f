/**
 * Every background/font pair an information tile can render (src/blocks/tiles.ts `tileColors`, with
 * the six backgrounds and two font colours of docs/content-blocks.md §4) meets WCAG AA with the colour tokens of
 * src/styles/tokens.css. Tiles always carry normal-size text (the content at 16px, the CTA at 16px
 * bold), so every pair needs 4.5:1; the large-text 3:1 does not apply.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readableFonts, tileColors, type TileBackground, type TileFont } from '../../../src/blocks/tiles.ts';
import { AA_NORMAL, contrastRatio, readColorTokens, token, tokensPath } from '../styles/wcag.ts';

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

/**
 * A tile whose picture fills it (image position fullImage) sets its text in a panel of
 * `--tile-scrim-dark` (white text) or `--tile-scrim-light` (blue text) at the opacity of
 * `--tile-scrim-*-opacity` (InformationTile.astro). Whatever the picture, the panel's colour is the
 * scrim over some pixel; the worst pixel for white text is white, for blue text black. Both must
 * keep the tile's normal-size text at 4.5:1.
 */
describe('the panel over a tile picture', () => {
  const css = readFileSync(tokensPath, 'utf8');
  const opacity = (name: string): number => {
    const match = new RegExp(`--${name}\\s*:\\s*([\\d.]+)%\\s*;`).exec(css);
    if (!match) throw new Error(`tokens.css declares no percentage --${name}`);
    return Number(match[1]) / 100;
  };
  /** `colour` at `alpha` over `under`, as the browser composites it (sRGB, per channel). */
  const over = (colour: string, alpha: number, under: string): string => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const top = rgb(colour);
    return `#${rgb(under)
      .map((channel, i) =>
        Math.round(alpha * top[i]! + (1 - alpha) * channel)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')}`;
  };

  it.each([
    { font: 'white' as const, scrim: 'dark', worst: '#ffffff' },
    { font: 'blue' as const, scrim: 'light', worst: '#000000' },
  ])('$font text on the $scrim panel over $worst meets WCAG AA (4.5:1)', ({ font, scrim, worst }) => {
    const panel = over(token(tokens, `tile-scrim-${scrim}`), opacity(`tile-scrim-${scrim}-opacity`), worst);
    const ratio = contrastRatio(fontColor(font), panel);
    expect(ratio, `${font} on ${panel}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(AA_NORMAL);
  });
});
