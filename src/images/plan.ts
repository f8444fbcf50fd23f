/**
 * Pure planning of an image's variants: which sources pass through unchanged, the cache key of an
 * upload (its hash, extension and the pipeline settings), the width ladder capped at the image's own
 * width, and the stable output file names under `/_img/`.
 */
import { createHash } from 'node:crypto';
import { EXTENSION, MAX_WIDTH, SETTINGS_TAG, WIDTH_LADDER, type OutputFormat } from './settings.ts';

/** Where the variants are published in the build output. */
export const OUTPUT_FOLDER = '_img';

/** Raster images are re-encoded; SVG and GIF (vector, animation) are served as they are. */
export type SourceKind = 'raster' | 'passthrough';

/** What an upload's mime type or extension says it is, before its bytes are read. */
export function declaredKind(file: { mime?: string | null; ext?: string | null; url: string }): SourceKind {
  const mime = file.mime?.toLowerCase() ?? '';
  const ext = (file.ext ?? extensionOf(file.url)).toLowerCase();
  if (mime === 'image/svg+xml' || mime === 'image/gif' || ext === '.svg' || ext === '.gif') return 'passthrough';
  return 'raster';
}

/** The decoded format of sharp's metadata, or pages > 1 (animated), decides for good. */
export function decodedKind(format: string | undefined, pages: number | undefined): SourceKind {
  if (format === 'svg' || format === 'gif' || (pages ?? 1) > 1) return 'passthrough';
  return 'raster';
}

/** The fallback format of the `<img>`: the original's own family (PNG keeps alpha, WebP stays WebP), else JPEG. */
export function fallbackFormat(format: string | undefined): OutputFormat {
  if (format === 'png') return 'png';
  if (format === 'webp') return 'webp';
  return 'jpeg';
}

function extensionOf(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const match = /\.[A-Za-z0-9]{1,8}$/.exec(path);
  return match?.[0] ?? '';
}

const digest = (text: string, length: number): string => createHash('sha256').update(text).digest('hex').slice(0, length);

/**
 * The cache key of an upload: its `hash` (UploadFile.hash, stable across builds, unlike the url's
 * host) plus its extension, a short digest of its size and pixel dimensions, and the settings tag.
 * The digest matters because the content system keeps `hash` and `ext` when an editor replaces a
 * file ("replace media" keeps the url): the new file's size and dimensions give it a new key, so it
 * is encoded again instead of the old picture being served from the cache. Without a hash the url
 * stands in. Only `[A-Za-z0-9_-]` survive; a hash that had to be changed gets a digest of its raw
 * form, so two different hashes never share a key.
 */
export function cacheKey(file: {
  hash?: string | null;
  ext?: string | null;
  url: string;
  size?: number | null;
  width?: number | null;
  height?: number | null;
}): string {
  const raw = file.hash?.trim() || `url_${digest(file.url, 16)}`;
  let safe = raw.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80);
  if (safe !== raw) safe = `${safe}_${digest(raw, 8)}`;
  const ext = (file.ext ?? extensionOf(file.url)).toLowerCase().replace(/[^a-z0-9]/g, '') || 'bin';
  const version = digest(`${file.size ?? ''}|${file.width ?? ''}|${file.height ?? ''}`, 6);
  return `${safe}-${ext}-${version}-${SETTINGS_TAG}`;
}

/**
 * The widths to encode for an image `width` px wide: the ladder steps clearly below the top
 * (at least 10 % narrower), then the top itself, which is the image's own width capped at MAX_WIDTH.
 */
export function ladderFor(width: number): number[] {
  const top = Math.max(1, Math.min(Math.round(width), MAX_WIDTH));
  return [...WIDTH_LADDER.filter((step) => step * 1.1 <= top), top];
}

export interface Variant {
  format: OutputFormat;
  width: number;
  height: number;
  /** File name in the cache folder of the key and in `/_img/`. */
  file: string;
}

export interface RasterPlan {
  kind: 'raster';
  key: string;
  /** Intrinsic size of the original (after EXIF orientation). */
  width: number;
  height: number;
  fallback: OutputFormat;
  variants: Variant[];
}

function variantFile(key: string, format: OutputFormat, width: number): string {
  return `${key}-${width}.${EXTENSION[format]}`;
}

/** AVIF and WebP at every width, plus the fallback format when it is neither. */
function outputFormats(fallback: OutputFormat): OutputFormat[] {
  return fallback === 'webp' || fallback === 'avif' ? ['avif', 'webp'] : ['avif', 'webp', fallback];
}

export function planRaster(key: string, width: number, height: number, fallback: OutputFormat): RasterPlan {
  const widths = ladderFor(width);
  const variants = outputFormats(fallback).flatMap((format) =>
    widths.map((w) => ({
      format,
      width: w,
      height: Math.max(1, Math.round((height * w) / width)),
      file: variantFile(key, format, w),
    })),
  );
  return { kind: 'raster', key, width, height, fallback, variants };
}

/** The public url of a variant file. */
export function variantUrl(file: string): string {
  return `/${OUTPUT_FOLDER}/${file}`;
}
