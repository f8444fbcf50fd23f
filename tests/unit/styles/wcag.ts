/**
 * WCAG 2.x contrast for the colour tests: relative luminance and contrast ratio of sRGB colours
 * (https://www.w3.org/TR/WCAG22/#dfn-relative-luminance), and the colour tokens of
 * src/styles/tokens.css read from the file itself, so the tests check what the site ships.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

export const tokensPath = path.resolve(import.meta.dirname, '../../../src/styles/tokens.css');

/** Normal text needs 4.5:1 (SC 1.4.3, AA). */
export const AA_NORMAL = 4.5;

/** `--name: #rrggbb` (or `#rgb`) declarations of a stylesheet, by name without the dashes. */
function colorTokens(css: string): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of css.matchAll(/--([\w-]+)\s*:\s*(#[0-9a-f]{3}(?:[0-9a-f]{3})?)\s*;/gi)) {
    tokens.set(match[1]!, match[2]!.toLowerCase());
  }
  return tokens;
}

export function readColorTokens(): Map<string, string> {
  return colorTokens(readFileSync(tokensPath, 'utf8'));
}

/** A token's hex value; throws when tokens.css does not declare it as a hex colour. */
export function token(tokens: Map<string, string>, name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`tokens.css declares no hex colour --${name}`);
  return value;
}

function channels(hex: string): [number, number, number] {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a hex colour: ${hex}`);
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance, WCAG 2.x: linearised sRGB channels weighted 0.2126 / 0.7152 / 0.0722. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** (L1 + 0.05) / (L2 + 0.05), lighter over darker: 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
