/**
 * The sample content's PDF documents (datasheets, reports, certificates …), written with PDFKit:
 * real A4 documents of two pages and more, with a brand header, the document's facts, an optional
 * table, a financial report's chapters (a letter, tables, a bar chart drawn as vector paths, an
 * outlook) and a page about the company with its offices (./facts.ts) — all in the document's
 * language (`PdfContent.language`), as text that can be selected and searched, in an embedded subset
 * of the Noto Sans font for its script: SC for German, English and simplified Chinese (Latin, Greek,
 * CJK: 3σ, µm), JP for Japanese, TC for traditional Chinese. Deterministic: fixed dates, the same
 * bytes on every run (kept in a cache between runs, below).
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { writeFileAtomic } from '../../../src/fs/replace-file.ts';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { company, type Lang } from './facts.ts';
import { A4, companyPage, header, heading, MARGIN, MUTED, NAVY, ORANGE, room, rule, section, WIDTH } from './pdf-draw.ts';
import { WORDS } from './pdf-words.ts';

export interface PdfContent {
  title: string;
  /** The document's facts, one line each (a report's figures, a datasheet's highlights). */
  lines: string[];
  /** A two-column table (a datasheet's specifications). */
  table?: ReadonlyArray<readonly [string, string]>;
  /** The language the document is written in (a locale code; English when not given). */
  language?: Lang;
  /** Chapters after the facts (a financial report's letter, figures, segments, outlook). */
  sections?: PdfSection[];
}

/** A chapter of a document: a heading, then paragraphs, a table, a bar chart and a signature, in this order. */
export interface PdfSection {
  heading: string;
  /** Starts the chapter on a new page. */
  newPage?: boolean;
  paragraphs?: string[];
  /** A table with a header row; the first column is text, the others are figures (right-aligned). */
  table?: { columns: string[]; rows: string[][]; /** The last row is a total (a rule above it). */ total?: boolean; note?: string };
  chart?: BarChart;
  /** Lines under the text (names and roles of who signs). */
  signature?: string[];
}

/** A bar chart: groups of bars (one per series) with labels under them, drawn as vector paths. */
export interface BarChart {
  caption: string;
  series: string[];
  groups: Array<{ label: string; values: number[] }>;
}

const require = createRequire(import.meta.url);
/** The font of each language: Noto Sans for its script (the simplified Chinese one has Latin and Greek too). */
const FONT_FILES: Record<Lang, string> = {
  de: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  en: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  cn: require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
  jp: require.resolve('@expo-google-fonts/noto-sans-jp/400Regular/NotoSansJP_400Regular.ttf'),
  tw: require.resolve('@expo-google-fonts/noto-sans-tc/400Regular/NotoSansTC_400Regular.ttf'),
};
/** The font files, read once per process (PDFKit parses and subsets them per document). */
const fontData = new Map<string, Buffer>();
const font = (lang: Lang): Buffer => {
  const file = FONT_FILES[lang];
  let data = fontData.get(file);
  if (!data) fontData.set(file, (data = readFileSync(file)));
  return data;
};

/** PDFKit writes the dates it is given (and derives the file's ID from them): fixed ones keep the bytes the same. */
const FIXED_DATE = new Date('2026-01-15T09:00:00Z');

/**
 * Where written documents are kept between runs (git-ignored): a document costs some 30 ms to write
 * (the font subset), and the sample content is built at every content server start. A file is named
 * by the hash of its content and of this module, the facts it reads and its fonts, so a change to any
 * writes anew.
 */
const CACHE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '.data', 'cache', 'sample-pdfs');
let generator: string | undefined;

/** The fingerprint of the generator: this module and its two parts, the facts and the fonts. */
function generatorDigest(): string {
  if (generator) return generator;
  const hash = createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(readFileSync(new URL('./pdf-draw.ts', import.meta.url)))
    .update(readFileSync(new URL('./pdf-words.ts', import.meta.url)))
    .update(readFileSync(new URL('./facts.ts', import.meta.url)));
  for (const file of new Set(Object.values(FONT_FILES))) hash.update(`${path.basename(file)}:${statSync(file).size}`);
  generator = hash.digest('hex');
  return generator;
}

/** A multi-page PDF for `content`, from the cache when this generator wrote it before. */
export async function renderPdf(content: PdfContent): Promise<Uint8Array> {
  const file = path.join(
    CACHE_DIR,
    `${createHash('sha256').update(generatorDigest()).update(JSON.stringify(content)).digest('hex').slice(0, 32)}.pdf`,
  );
  try {
    return new Uint8Array(readFileSync(file));
  } catch {
    const data = await writePdf(content);
    // A concurrent reader never sees half a file.
    writeFileAtomic(file, data);
    return data;
  }
}

/** Writes the document (no cache). */
export function writePdf(content: PdfContent): Promise<Uint8Array> {
  const lang = content.language ?? 'en';
  const words = WORDS[lang];
  const datasheet = Boolean(content.table?.length);
  const label = datasheet ? words.datasheet : content.sections?.length ? words.report : words.document;
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 84, bottom: MARGIN + 30, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: words.iso,
    displayTitle: true,
    info: {
      Title: content.title,
      Author: company.name,
      Subject: content.title,
      Creator: 'Vantoro sample content',
      Producer: 'Vantoro sample content',
      CreationDate: FIXED_DATE,
      ModDate: FIXED_DATE,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });
  doc.registerFont('body', font(lang));
  doc.font('body');
  doc.on('pageAdded', () => header(doc, label));
  header(doc, label);

  doc.fillColor(NAVY).fontSize(22).text(content.title, { width: WIDTH });
  doc
    .save()
    .rect(MARGIN, doc.y + 6, 40, 3)
    .fill(ORANGE)
    .restore();
  doc.moveDown(1.2);

  heading(doc, datasheet ? words.atAGlance : words.keyFacts);
  for (const line of content.lines.filter((entry) => entry.trim())) {
    room(doc, 20);
    const y = doc.y;
    doc
      .save()
      .rect(MARGIN + 2, y + 5, 4, 4)
      .fill(ORANGE)
      .restore();
    doc
      .fillColor(NAVY)
      .fontSize(10.5)
      .text(line.replace(/^[-–]\s*/, ''), MARGIN + 14, y, { width: WIDTH - 14 })
      .moveDown(0.25);
  }
  doc.x = MARGIN;

  if (content.table?.length) {
    heading(doc, words.specifications);
    const split = MARGIN + WIDTH * 0.45;
    for (const [name, value] of content.table) {
      room(doc, 24);
      const y = doc.y;
      doc
        .fontSize(10)
        .fillColor(MUTED)
        .text(name, MARGIN, y + 5, { width: split - MARGIN - 8 });
      const after = doc.y;
      doc.fillColor(NAVY).text(value, split, y + 5, { width: A4[0] - MARGIN - split });
      doc.y = Math.max(after, doc.y) + 5;
      rule(doc, doc.y);
    }
    doc.moveDown(0.8);
    doc.fontSize(9).fillColor(MUTED).text(words.specNote, MARGIN, doc.y, { width: WIDTH });
  }

  for (const spec of content.sections ?? []) section(doc, spec);

  companyPage(doc, lang);

  // Page numbers and the company line at the foot of every page, once all pages exist.
  const { start, count: pages } = doc.bufferedPageRange();
  for (let index = start; index < start + pages; index++) {
    doc.switchToPage(index);
    const y = A4[1] - MARGIN;
    rule(doc, y - 8);
    doc.fontSize(8).fillColor(MUTED);
    doc.text(`${company.name} · Garching bei München · www.vantoro.example`, MARGIN, y, { lineBreak: false, height: 10 });
    doc.text(words.page(index + 1, pages), MARGIN, y, { width: WIDTH, align: 'right', lineBreak: false, height: 10 });
  }
  doc.end();
  return done;
}

/**
 * The fingerprint of a document (its file name's hash part): its content and the generator that
 * writes it, so a document written differently gets a new name (a cached copy of the old one, on a
 * CDN or in a browser, is never served for it).
 */
export function pdfDigest(content: PdfContent): string {
  return createHash('sha256')
    .update(generatorDigest())
    .update(JSON.stringify([content.title, content.lines, content.table ?? [], content.language ?? 'en', content.sections ?? []]))
    .digest('hex')
    .slice(0, 10);
}
