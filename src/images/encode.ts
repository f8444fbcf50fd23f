/** Decoding and encoding with sharp: the original's metadata, and one variant at a time. */
import sharp from 'sharp';
import type { Variant } from './plan.ts';
import { ENCODER_SETTINGS } from './settings.ts';

export interface Inspected {
  /** sharp's name of the decoded format (`jpeg`, `png`, `webp`, `gif`, `svg`, `heif` …). */
  format: string | undefined;
  /** Displayed size, after EXIF orientation. */
  width: number;
  height: number;
  pages: number | undefined;
}

/** Reads the header of an image; throws when it is not an image sharp can decode. */
export async function inspect(bytes: Uint8Array): Promise<Inspected> {
  const meta = await sharp(bytes).metadata();
  if (!meta.width || !meta.height) throw new Error(`no image size in ${meta.format ?? 'unknown'} data`);
  const turned = (meta.orientation ?? 1) >= 5;
  return {
    format: meta.format,
    width: turned ? meta.height : meta.width,
    height: turned ? meta.width : meta.height,
    pages: meta.pages,
  };
}

/** A decoded original: the pixels once, resized into each variant. */
export interface DecodedImage {
  encode(variant: Variant): Promise<Buffer>;
}

/** Decodes `bytes` once (EXIF orientation applied, sRGB) into raw pixels for the variants. */
export async function decode(bytes: Uint8Array): Promise<DecodedImage> {
  const { data, info } = await sharp(bytes, { failOn: 'error' }).rotate().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  return {
    encode(variant) {
      const pipeline = sharp(data, { raw }).resize({ width: variant.width, withoutEnlargement: true });
      switch (variant.format) {
        case 'avif':
          return pipeline.avif(ENCODER_SETTINGS.avif).toBuffer();
        case 'webp':
          return pipeline.webp(ENCODER_SETTINGS.webp).toBuffer();
        case 'png':
          return pipeline.png(ENCODER_SETTINGS.png).toBuffer();
        case 'jpeg':
          return pipeline.flatten({ background: '#ffffff' }).jpeg(ENCODER_SETTINGS.jpeg).toBuffer();
      }
    },
  };
}
