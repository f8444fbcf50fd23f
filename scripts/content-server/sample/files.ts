/**
 * Turns artwork and documents into upload files: renders SVG with sharp into the original
 * plus the Strapi-style formats (thumbnail 245, small 500, medium 750, large 1000 px wide,
 * each only where the original is wider), writes the PDF documents (./pdf.ts), and describes each file
 * as an UploadFile entry. Hashes derive from the content, so the output is deterministic.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import type { SeedBuilder } from './ids.ts';
import { pdfDigest, renderPdf } from './pdf.ts';

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
}

export interface PdfSpec {
  key: string;
  name: string;
  title: string;
  lines: string[];
  /** A two-column table (a datasheet's specifications). */
  table?: ReadonlyArray<readonly [string, string]>;
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
  return format === 'jpeg'
    ? pipeline.jpeg({ quality: 80, chromaSubsampling: '4:2:0' }).toBuffer()
    : pipeline.webp({ quality: 78, effort: 2 }).toBuffer();
}

/** Renders one image and its formats; returns the UploadFile fields and the files. */
export async function renderImage(spec: ImageSpec): Promise<{ entry: Record<string, unknown>; files: Array<[string, Uint8Array]> }> {
  const ext = spec.format === 'jpeg' ? '.jpg' : '.webp';
  const mime = spec.format === 'jpeg' ? 'image/jpeg' : 'image/webp';
  const hash = `${spec.name.replace(/-/g, '_')}_${digest(spec.svg + spec.format)}`;
  const raw = await sharp(Buffer.from(spec.svg))
    .resize(spec.width, spec.height, { fit: 'fill' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const input = () => sharp(raw.data, { raw: { width: raw.info.width, height: raw.info.height, channels: raw.info.channels } });
  const files: Array<[string, Uint8Array]> = [];
  const original = await encode(input(), spec.format);
  files.push([`${hash}${ext}`, original]);
  const formats: Record<string, FormatEntry> = {};
  await Promise.all(
    FORMATS.filter(([, w]) => spec.width > w).map(async ([label, w]) => {
      const h = Math.round((spec.height * w) / spec.width);
      const data = await encode(input().resize(w, h), spec.format);
      const fHash = `${label}_${hash}`;
      formats[label] = {
        name: `${label}_${spec.name}${ext}`,
        hash: fHash,
        ext,
        mime,
        width: w,
        height: h,
        size: kb(data.length),
        path: null,
        url: `/uploads/${fHash}${ext}`,
      };
      files.push([`${fHash}${ext}`, data]);
    }),
  );
  const ordered: Record<string, FormatEntry> = {};
  for (const [label] of FORMATS) if (formats[label]) ordered[label] = formats[label];
  return {
    entry: {
      name: `${spec.name}${ext}`,
      alternativeText: spec.alt,
      caption: spec.caption,
      width: spec.width,
      height: spec.height,
      formats: Object.keys(ordered).length > 0 ? ordered : null,
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
    const data = await renderPdf(spec);
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
