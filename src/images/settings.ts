/**
 * What the image pipeline produces: the width ladder of the variants and the encoder settings of
 * each output format. Changing either changes `SETTINGS_TAG`, which is part of every cache key and
 * output file name, so old variants are never served or reused for new settings.
 */
import { createHash } from 'node:crypto';

/** Variant widths in px; an image gets those up to its own width, plus its own width on top. */
export const WIDTH_LADDER = [320, 480, 640, 828, 1080, 1280, 1600, 1920] as const;

/** The largest width encoded (the original is scaled down to it when wider). */
export const MAX_WIDTH = WIDTH_LADDER[WIDTH_LADDER.length - 1] ?? 1920;

/** Output formats of raster variants. */
export type OutputFormat = 'avif' | 'webp' | 'jpeg' | 'png';

export const ENCODER_SETTINGS = {
  avif: { quality: 50, effort: 3, chromaSubsampling: '4:2:0' },
  webp: { quality: 72, effort: 4 },
  jpeg: { quality: 74, mozjpeg: true, progressive: true },
  png: { compressionLevel: 9, palette: true, quality: 85, effort: 7 },
} as const;

/** The file extension of a format in output names. */
export const EXTENSION: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };

export const MIME: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };

/** Six characters that change with the ladder or any encoder setting. */
export const SETTINGS_TAG = createHash('sha256')
  .update(JSON.stringify({ ladder: WIDTH_LADDER, encoder: ENCODER_SETTINGS, version: 1 }))
  .digest('hex')
  .slice(0, 6);
