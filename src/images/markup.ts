/**
 * The attributes of an image's markup from its plan: one `<source>` per modern format (AVIF, then
 * WebP unless WebP is the fallback) and the `<img>` fallback in the original's format, each with a
 * srcset over the width ladder. Pass-through images (SVG, GIF) are a plain `<img>` without srcset.
 */
import { variantUrl, type RasterPlan, type Variant } from './plan.ts';
import { MIME, type OutputFormat } from './settings.ts';

interface PictureSource {
  type: string;
  srcset: string;
}

export interface PictureData {
  /** `<source>` elements, best format first; empty for pass-through images (no `<picture>` needed). */
  sources: PictureSource[];
  src: string;
  srcset: string | undefined;
  width: number;
  height: number;
}

/** The `src` of the fallback: the widest variant up to this width, else the narrowest. */
const FALLBACK_SRC_WIDTH = 1080;

function srcset(variants: Variant[]): string {
  return variants.map((variant) => `${variantUrl(variant.file)} ${variant.width}w`).join(', ');
}

export function pictureData(plan: RasterPlan): PictureData {
  const of = (format: OutputFormat): Variant[] =>
    plan.variants.filter((variant) => variant.format === format).sort((a, b) => a.width - b.width);
  const fallback = of(plan.fallback);
  const sources = (['avif', 'webp'] as const)
    .filter((format) => format !== plan.fallback)
    .map((format) => ({ type: MIME[format], srcset: srcset(of(format)) }))
    .filter((source) => source.srcset !== '');
  const src = fallback.filter((variant) => variant.width <= FALLBACK_SRC_WIDTH).at(-1) ?? fallback[0];
  if (src === undefined) throw new Error(`image plan ${plan.key} has no ${plan.fallback} variant`);
  return { sources, src: variantUrl(src.file), srcset: srcset(fallback), width: plan.width, height: plan.height };
}

export function passthroughData(src: string, width: number, height: number): PictureData {
  return { sources: [], src, srcset: undefined, width, height };
}
