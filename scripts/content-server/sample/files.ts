/**
 * Turns artwork and documents into upload files: renders SVG with sharp into the original
 * plus the Strapi-style formats (thumbnail 245, small 500, medium 750, large 1000 px wide,
 * each only where the original is wider), writes the PDF documents (./pdf.ts), and describes each file
 * as an UploadFile entry. Hashes derive from the content, so the output is deterministic.
 *
 * The pictures of the image archive are press originals: rendered at `PRESS_LONG_SIDE` px on
 * their long side (the artwork is vector, so it stays sharp). Rendered files are kept between runs
 * in `.data/cache/sample-images/` (git-ignored), named like the uploads, whose names change with
 * everything that makes their bytes; the sample content is built at every content server start.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../../src/fs/replace-file.ts';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import type { SeedBuilder } from './ids.ts';
import { pdfDigest, renderPdf, type PdfContent } from './pdf.ts';

export interface ImageSpec {
  /** Reference key (without the "img:" prefix). */
  key: string;
  /** File base name, kebab-case, without extension. */
  name: string;
  alt: string;
  caption: string;
  width: number;
  height: number;
  format: 'jpeg' | 'webp';
  svg: string;
  /**
   * A press original (a picture of the image archive): rendered at `PRESS_LONG_SIDE` px on its long
   * side; `width` and `height` are then the artwork's own size, not the upload's.
   */
  press?: boolean;
}

/** The long side of a press original in px: print quality, as an image archive offers it. */
export const PRESS_LONG_SIDE = 3200;

/** The encoder settings of the uploads: part of every upload's name, so other settings name other files. */
const ENCODING = { jpeg: { quality: 80, chromaSubsampling: '4:2:0' }, webp: { quality: 78, effort: 2 } } as const;

const CACHE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '.data', 'cache', 'sample-images');

/** A PDF document (./pdf.ts: title, facts, table, chapters, language) and the name of its upload. */
export interface PdfSpec extends PdfContent {
  key: string;
  name: string;
}

interface FormatEntry {
  name: string;
  hash: string;
  ext: string;
  mime: string;
  width: number;
  height: number;
  size: number;
  path: null;
  url: string;
}

const FORMATS: Array<[string, number]> = [
  ['thumbnail', 245],
  ['small', 500],
  ['medium', 750],
  ['large', 1000],
];

/** Size in kB (1 kB = 1000 bytes) with two decimals, as Strapi's upload plugin stores it. */
const kb = (bytes: number): number => Math.round((bytes / 1000) * 100) / 100;

function digest(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 10);
}

/** The reference key of an image or PDF upload. */
export const fileKey = (key: string): string => `file:${key}`;

async function encode(pipeline: Sharp, format: ImageSpec['format']): Promise<Buffer> {
  return format === 'jpeg' ? pipeline.jpeg(ENCODING.jpeg).toBuffer() : pipeline.webp(ENCODING.webp).toBuffer();
}

/** The files of an image, read from the cache; null unless every one is there. */
function cachedFiles(names: readonly string[]): Map<string, Uint8Array> | null {
  const files = new Map<string, Uint8Array>();
  for (const name of names) {
    try {
      files.set(name, new Uint8Array(readFileSync(path.join(CACHE_DIR, name))));
    } catch {
      return null;
    }
  }
  return files;
}

function keep(name: string, data: Uint8Array): void {
  // A concurrent reader never sees half a file.
  writeFileAtomic(path.join(CACHE_DIR, name), data);
}

/** Renders the original and the formats of an image (`sizes`: file name → pixel size). */
async function renderFiles(spec: ImageSpec, scale: number, sizes: ReadonlyMap<string, [number, number]>): Promise<Map<string, Uint8Array>> {
  const [[, [width, height]]] = sizes;
  const raw = await sharp(Buffer.from(spec.svg), { density: 72 * scale })
    .resize(width, height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = () => sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } });
  const files = new Map<string, Uint8Array>();
  await Promise.all(
    [...sizes].map(async ([name, [w, h]], index) => {
      const data = await encode(index === 0 ? input() : input().resize(w, h), spec.format);
      files.set(name, data);
      keep(name, data);
    }),
  );
  return files;
}

/** Renders one image and its formats (from the cache when rendered before); returns the UploadFile fields and the files. */
async function renderImage(spec: ImageSpec): Promise<{ entry: Record<string, unknown>; files: Array<[string, Uint8Array]> }> {
  const ext = spec.format === 'jpeg' ? '.jpg' : '.webp';
  const mime = spec.format === 'jpeg' ? 'image/jpeg' : 'image/webp';
  const scale = spec.press ? Math.max(1, PRESS_LONG_SIDE / Math.max(spec.width, spec.height)) : 1;
  const width = Math.round(spec.width * scale);
  const height = Math.round(spec.height * scale);
  const hash = `${spec.name.replace(/-/g, '_')}_${digest(JSON.stringify([spec.svg, spec.format, width, height, ENCODING[spec.format]]))}`;
  const sizes = new Map<string, [number, number]>([[`${hash}${ext}`, [width, height]]]);
  const shown = FORMATS.filter(([, w]) => width > w).map(([label, w]) => ({
    label,
    w,
    h: Math.round((height * w) / width),
    name: `${label}_${hash}${ext}`,
  }));
  for (const { name, w, h } of shown) sizes.set(name, [w, h]);
  const data = cachedFiles([...sizes.keys()]) ?? (await renderFiles(spec, scale, sizes));
  const files = [...sizes.keys()].map((name): [string, Uint8Array] => [name, data.get(name)!]);
  const original = data.get(`${hash}${ext}`)!;
  const formats: Record<string, FormatEntry> = {};
  for (const { label, w, h, name } of shown) {
    formats[label] = {
      name: `${label}_${spec.name}${ext}`,
      hash: `${label}_${hash}`,
      ext,
      mime,
      width: w,
      height: h,
      size: kb(data.get(name)!.length),
      path: null,
      url: `/uploads/${label}_${hash}${ext}`,
    };
  }
  return {
    entry: {
      name: `${spec.name}${ext}`,
      alternativeText: spec.alt,
      caption: spec.caption,
      width,
      height,
      formats: shown.length > 0 ? formats : null,
      hash,
      ext,
      mime,
      size: kb(original.length),
      url: `/uploads/${hash}${ext}`,
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
      related: [],
    },
    files,
  };
}

/** The UploadFile entry of a PDF; its `size` is set once the document is written (`addPdf`). */
function pdfEntry(spec: PdfSpec): { entry: Record<string, unknown>; file: string } {
  const hash = `${spec.name.replace(/-/g, '_')}_${pdfDigest(spec)}`;
  return {
    entry: {
      name: `${spec.name}.pdf`,
      alternativeText: spec.title,
      caption: spec.title,
      width: null,
      height: null,
      formats: null,
      hash,
      ext: '.pdf',
      mime: 'application/pdf',
      size: 0,
      url: `/uploads/${hash}.pdf`,
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
      related: [],
    },
    file: `${hash}.pdf`,
  };
}

/** Renders all images (in parallel) and PDFs and adds them as UploadFile entries, in spec order. */
export async function addFiles(b: SeedBuilder, images: ImageSpec[], pdfs: PdfSpec[]): Promise<void> {
  const rendered = await Promise.all(images.map((spec) => renderImage(spec)));
  rendered.forEach((result, i) => {
    b.add('UploadFile', fileKey(images[i].key), result.entry);
    for (const [path, data] of result.files) b.upload(path, data);
  });
  for (const spec of pdfs) addPdf(b, spec);
}

/**
 * Adds one PDF as an UploadFile entry (idempotent per key); returns its id. The document itself
 * (./pdf.ts) is written when the builder settles, and its size set then.
 */
export function addPdf(b: SeedBuilder, spec: PdfSpec): string {
  if (b.has('UploadFile', fileKey(spec.key))) return b.ref('UploadFile', fileKey(spec.key));
  const { entry, file } = pdfEntry(spec);
  const id = b.add('UploadFile', fileKey(spec.key), entry);
  b.defer(async () => {
    const { key: _key, name: _name, ...content } = spec;
    const data = await renderPdf(content);
    b.upload(file, data);
    b.get('UploadFile', fileKey(spec.key)).size = kb(data.length);
  });
  return id;
}

export interface MediaSpec {
  key: string;
  /** File in ./media/ (committed: generated once, see ./media/README.md). */
  file: string;
  name: string;
  mime: string;
  alternativeText: string;
  /** Pixel size of a video. */
  width?: number;
  height?: number;
}

/** Adds a committed media file (a video, its captions) as an UploadFile entry (idempotent per key); returns its id. */
export function addMedia(b: SeedBuilder, spec: MediaSpec): string {
  if (b.has('UploadFile', fileKey(spec.key))) return b.ref('UploadFile', fileKey(spec.key));
  const data = new Uint8Array(readFileSync(new URL(`./media/${spec.file}`, import.meta.url)));
  // Named as Strapi's upload plugin names a file: the extension is the last one only
  // ("captions.en.vtt" → ".vtt"), the hash starts with the rest of the name in snake case.
  const name = `${spec.name}${spec.file.slice(spec.file.indexOf('.'))}`;
  const ext = name.slice(name.lastIndexOf('.'));
  const base = name.slice(0, -ext.length).replace(/[^A-Za-z0-9]+/g, '_');
  const hash = `${base}_${createHash('sha256').update(data).digest('hex').slice(0, 10)}`;
  b.upload(`${hash}${ext}`, data);
  return b.add('UploadFile', fileKey(spec.key), {
    name,
    alternativeText: spec.alternativeText,
    caption: null,
    width: spec.width ?? null,
    height: spec.height ?? null,
    formats: null,
    hash,
    ext,
    mime: spec.mime,
    size: kb(data.length),
    url: `/uploads/${hash}${ext}`,
    previewUrl: null,
    provider: 'local',
    provider_metadata: null,
    related: [],
  });
}
