/**
 * The contrast of a text with the picture under it (the layout gate, ../layout.ts), from rendered
 * pixels: the picture is captured under the text's line boxes with the text made transparent, and
 * each pixel's WCAG 2 contrast ratio with the text colour (blended over the pixel when the colour is
 * translucent) is computed. A photo is not one colour, so the ratio of the text is a low percentile
 * of those per-pixel ratios: the 5th (`CONTRAST_PERCENTILE`), i.e. the contrast that 95 % of the
 * pixels under the text reach or beat. The worst pixel would let a few stray highlights (a glint, an
 * anti-aliased edge) decide; the median would pass white text over a picture whose light half is
 * unreadable. Required: 4.5:1, or 3:1 for large text (WCAG 1.4.3: at least 24 px, or 18.66 px and bold).
 */

/** The percentile of per-pixel contrast ratios taken as the text's contrast. */
export const CONTRAST_PERCENTILE = 5;

export type Rgba = readonly [number, number, number, number];

/** Relative luminance of an sRGB colour (bytes), WCAG 2. */
export function luminance(r: number, g: number, b: number): number {
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** An sRGB channel (0–255, fractions from blending too) as linear light. */
function linear(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** Linear light of every byte: a screenshot's pixels are bytes. */
const LINEAR = Float64Array.from({ length: 256 }, (_, value) => linear(value));

/** WCAG 2 contrast ratio of two luminances, 1–21. */
export function contrastRatio(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/** Large text by WCAG 2: at least 24 CSS px, or 18.66 px (14 pt) and bold. */
function isLargeText(fontSize: number, fontWeight: number): boolean {
  return fontSize >= 24 || (fontSize >= 18.66 && fontWeight >= 700);
}

/** The contrast a text needs. */
export function requiredContrast(fontSize: number, fontWeight: number): number {
  return isLargeText(fontSize, fontWeight) ? 3 : 4.5;
}

/**
 * The `percentile`th lowest contrast ratio of `color` (sRGB bytes and alpha 0–1) over the pixels
 * (`channels` bytes each, RGB or RGBA; their own alpha is ignored: a screenshot is opaque).
 */
export function pixelContrast(color: Rgba, pixels: Uint8Array, channels: number, percentile = CONTRAST_PERCENTILE): number {
  const count = Math.floor(pixels.length / channels);
  if (count === 0) return 21;
  const [r, g, b, alpha] = color;
  const ratios = new Float64Array(count);
  for (let index = 0; index < count; index++) {
    const offset = index * channels;
    const pr = pixels[offset]!;
    const pg = pixels[offset + 1]!;
    const pb = pixels[offset + 2]!;
    const text =
      alpha >= 1 ? luminance(r, g, b) : luminance(r * alpha + pr * (1 - alpha), g * alpha + pg * (1 - alpha), b * alpha + pb * (1 - alpha));
    ratios[index] = contrastRatio(text, 0.2126 * LINEAR[pr]! + 0.7152 * LINEAR[pg]! + 0.0722 * LINEAR[pb]!);
  }
  ratios.sort();
  return ratios[Math.min(count - 1, Math.floor((count * percentile) / 100))]!;
}
