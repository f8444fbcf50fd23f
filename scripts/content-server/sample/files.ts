/**
 * Turns artwork and documents into upload files: renders SVG with sharp into the original
 * plus the Strapi-style formats (thumbnail 245, small 500, medium 750, large 1000 px wide,
 * each only where the original is wider), writes tiny valid PDFs, and describes each file
 * as an UploadFile entry. Hashes derive from the content, so the output is deterministic.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp, { type Sharp } from 'sharp';
import type { SeedBuilder } from './ids.ts';

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

/** Escapes a string for a PDF literal (ASCII only; other characters become "?"). */
function pdfString(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').replace(/([()\\])/g, '\\$1');
}

/** A minimal valid one-page PDF (Helvetica, A4) with a title and some lines of text. */
export function minimalPdf(title: string, lines: string[]): Uint8Array {
  const ops = [`BT /F1 18 Tf 56 770 Td (${pdfString(title)}) Tj ET`];
  lines.forEach((line, i) => ops.push(`BT /F1 11 Tf 56 ${736 - i * 18} Td (${pdfString(line)}) Tj ET`));
  const stream = ops.join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(out, 'latin1'));
}

export function pdfFile(spec: PdfSpec): { entry: Record<string, unknown>; files: Array<[string, Uint8Array]> } {
  const data = minimalPdf(spec.title, spec.lines);
  const hash = `${spec.name.replace(/-/g, '_')}_${digest(spec.title + spec.lines.join('\n'))}`;
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
      size: kb(data.length),
      url: `/uploads/${hash}.pdf`,
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
      related: [],
    },
    files: [[`${hash}.pdf`, data]],
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

/** Adds one PDF as an UploadFile entry (idempotent per key); returns its id. */
export function addPdf(b: SeedBuilder, spec: PdfSpec): string {
  if (b.has('UploadFile', fileKey(spec.key))) return b.ref('UploadFile', fileKey(spec.key));
  const result = pdfFile(spec);
  for (const [path, data] of result.files) b.upload(path, data);
  return b.add('UploadFile', fileKey(spec.key), result.entry);
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
