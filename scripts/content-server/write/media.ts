/**
 * What an uploaded file is, by its bytes (not by the name or the declared type): the allowed
 * types are JPEG, PNG, WebP, AVIF, GIF, PDF, MP4, WebM and WebVTT. SVG is refused (it can carry
 * scripts that would run on the site's origin), as is anything else. For images: width, height
 * and the Strapi v3 formats (thumbnail 245×156 inside, small 500, medium 750, large 1000; only
 * those smaller than the original), encoded with sharp in the original's format. An image of more
 * than MAX_IMAGE_PIXELS is refused before it is decoded: a small file can declare a huge canvas (a
 * 16,000 × 16,000 PNG compresses to under 1 MB) whose decoding takes seconds and gigabytes.
 */
import sharp from 'sharp';

export interface FileKind {
  mime: string;
  ext: string;
  image: boolean;
}

const KINDS = {
  jpeg: { mime: 'image/jpeg', ext: '.jpg', image: true },
  png: { mime: 'image/png', ext: '.png', image: true },
  webp: { mime: 'image/webp', ext: '.webp', image: true },
  avif: { mime: 'image/avif', ext: '.avif', image: true },
  gif: { mime: 'image/gif', ext: '.gif', image: true },
  pdf: { mime: 'application/pdf', ext: '.pdf', image: false },
  mp4: { mime: 'video/mp4', ext: '.mp4', image: false },
  webm: { mime: 'video/webm', ext: '.webm', image: false },
  vtt: { mime: 'text/vtt', ext: '.vtt', image: false },
} satisfies Record<string, FileKind>;

export const ALLOWED_TYPES = Object.values(KINDS).map((k) => k.mime);

const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, sig: readonly number[], at = 0): boolean => sig.every((b, i) => bytes[at + i] === b);

/** The allowed kind of the content, or undefined. */
export function sniff(bytes: Uint8Array): FileKind | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return KINDS.jpeg;
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return KINDS.png;
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return KINDS.gif;
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return KINDS.webp;
  if (ascii(bytes, 0, 5) === '%PDF-') return KINDS.pdf;
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return KINDS.webm;
  if (ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'avif' || brand === 'avis') return KINDS.avif;
    if (['isom', 'iso2', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash'].includes(brand)) return KINDS.mp4;
    return undefined;
  }
  const text = new TextDecoder().decode(bytes.subarray(0, 16)).replace(/^\uFEFF/, '');
  if (/^WEBVTT(?:[ \t\r\n]|$)/.test(text)) return KINDS.vtt;
  return undefined;
}

/** Whether the content looks like SVG/XML/HTML (for a clearer refusal). */
export function looksLikeMarkup(bytes: Uint8Array): boolean {
  const head = new TextDecoder().decode(bytes.subarray(0, 512)).trimStart().toLowerCase();
  return head.startsWith('<') && /<svg|<\?xml|<!doctype|<html/.test(head);
}

/** A declared type that contradicts the content (a generic or missing type contradicts nothing). */
export function declaredMismatch(declared: string, kind: FileKind): boolean {
  const type = declared.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === '' || type === 'application/octet-stream') return false;
  const aliases: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg' };
  return (aliases[type] ?? type) !== kind.mime;
}

/** 50 megapixels: more than any camera a corporate site's photographer uses (8,660 × 5,774 at 3:2), far below sharp's own 268 MP default. */
const MAX_IMAGE_PIXELS = 50_000_000;

/** An image whose declared size is over MAX_IMAGE_PIXELS. */
export class ImageTooLargeError extends Error {
  constructor(width: number, height: number) {
    super(
      `${width} × ${height} pixels is ${((width * height) / 1e6).toFixed(1)} megapixels; the limit is ${MAX_IMAGE_PIXELS / 1e6} megapixels`,
    );
    this.name = 'ImageTooLargeError';
  }
}

const BREAKPOINTS: ReadonlyArray<[string, number]> = [
  ['thumbnail', 245],
  ['small', 500],
  ['medium', 750],
  ['large', 1000],
];
const THUMBNAIL_HEIGHT = 156;

interface RenderedFormat {
  label: string;
  width: number;
  height: number;
  data: Buffer;
}

export interface ImageFacts {
  width: number;
  height: number;
  formats: RenderedFormat[];
}

/** Width, height and formats of an image (formats only for still formats sharp re-encodes: not GIF). */
export async function imageFacts(bytes: Uint8Array, kind: FileKind): Promise<ImageFacts> {
  // metadata() reads the header only; every decode below is bounded by the same limit.
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (meta.width && meta.height && meta.width * meta.height > MAX_IMAGE_PIXELS) throw new ImageTooLargeError(meta.width, meta.height);
  // EXIF orientations 5–8 turn the picture by 90°: the displayed size is the stored one swapped.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  if (!width || !height) throw new Error('image without a size');
  if (kind === KINDS.gif) return { width, height, formats: [] };
  const formats: RenderedFormat[] = [];
  for (const [label, size] of BREAKPOINTS) {
    const box = label === 'thumbnail' ? { width: size, height: THUMBNAIL_HEIGHT } : { width: size, height: size };
    if (width <= box.width && height <= box.height) continue;
    const pipeline = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
      .rotate()
      .resize({ ...box, fit: 'inside', withoutEnlargement: true });
    const encoded =
      kind === KINDS.jpeg
        ? pipeline.jpeg({ quality: 80 })
        : kind === KINDS.png
          ? pipeline.png()
          : kind === KINDS.webp
            ? pipeline.webp()
            : pipeline.avif();
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    formats.push({ label, width: info.width, height: info.height, data });
  }
  return { width, height, formats };
}
