/**
 * The sample content's PDF documents (datasheets, reports, certificates …), written with PDFKit:
 * real A4 documents of two pages and more, with a brand header, the document's facts, an optional
 * table and a page about the company with its regional offices in their own scripts — text that
 * can be selected and searched, in an embedded subset of Noto Sans SC (Latin, Greek, CJK: 3σ,
 * µm, 上海, 東京, 新竹). Deterministic: fixed dates, the same bytes on every run (kept in a cache
 * between runs, below).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';

export interface PdfContent {
  title: string;
  /** The document's facts, one line each (a report's figures, a datasheet's highlights). */
  lines: string[];
  /** A two-column table (a datasheet's specifications). */
  table?: ReadonlyArray<readonly [string, string]>;
  /** The language the document is written in (a locale code; English when not given). */
  language?: 'de' | 'en' | 'cn' | 'jp' | 'tw';
}

const require = createRequire(import.meta.url);
const FONT_FILE = require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf');

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const NAVY = '#0b2545';
const ORANGE = '#c4550a';
const MUTED = '#54606f';
const LINE = '#d1d9e3';
/** PDFKit writes the dates it is given (and derives the file's ID from them): fixed ones keep the bytes the same. */
const FIXED_DATE = new Date('2026-01-15T09:00:00Z');

const OFFICES: ReadonlyArray<readonly [string, string]> = [
  ['Vantoro Process Systems SE (headquarters)', 'Kesselring-Allee 12, 85748 Garching bei München, Germany · +49 89 5550 1000'],
  ['Vantoro China', '上海市浦东新区张江高科技园区碧波路 690 号 · +86 21 5555 0100'],
  ['Vantoro Japan', '東京都港区芝浦 3-4-1 グランパークタワー 12 階 · +81 3 5555 0200'],
  ['Vantoro Taiwan', '新竹科學園區力行路 8 號 · +886 3 555 0300'],
];

const WIDTH = A4[0] - 2 * MARGIN;

/**
 * Where written documents are kept between runs (git-ignored): a document costs about 0.1 s to write
 * (the font subset), and the sample content is built at every content server start. A file is named
 * by the hash of its content and of this module and its font, so a change to either writes anew.
 */
const CACHE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '.data', 'cache', 'sample-pdfs');
let generator: string | undefined;

/** The fingerprint of the generator: this module and its font. */
function generatorDigest(): string {
  generator ??= createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
    .update(String(statSync(FONT_FILE).size))
    .digest('hex');
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
    mkdirSync(CACHE_DIR, { recursive: true });
    // Written beside and renamed: a concurrent reader never sees half a file.
    const temporary = `${file}.${process.pid}.tmp`;
    writeFileSync(temporary, data);
    renameSync(temporary, file);
    return data;
  }
}

type Doc = PDFKit.PDFDocument;

function header(doc: Doc, label: string): void {
  doc.save().rect(0, 0, A4[0], 44).fill(NAVY).restore();
  doc.fillColor('#ffffff').fontSize(13).text('VANTORO', MARGIN, 15, { lineBreak: false, characterSpacing: 2 });
  doc.fillColor('#d9e2ef').fontSize(9).text(label, MARGIN, 18, { width: WIDTH, align: 'right', lineBreak: false });
  doc.x = MARGIN;
  doc.y = 44 + 40;
}

function heading(doc: Doc, text: string): void {
  if (doc.y > A4[1] - MARGIN - 120) doc.addPage();
  doc.moveDown(0.6).fillColor(NAVY).fontSize(14).text(text, MARGIN, doc.y, { width: WIDTH }).moveDown(0.3);
}

/** Writes the document (no cache). */
export function writePdf(content: PdfContent): Promise<Uint8Array> {
  const datasheet = Boolean(content.table?.length);
  const label = datasheet ? 'Datasheet' : 'Document';
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: 84, bottom: MARGIN + 30, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: 'en',
    displayTitle: true,
    info: {
      Title: content.title,
      Author: 'Vantoro Process Systems SE',
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
  doc.registerFont('body', FONT_FILE);
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

  heading(doc, datasheet ? 'At a glance' : 'Key facts');
  for (const line of content.lines.filter((entry) => entry.trim())) {
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

  if (content.table?.length) {
    heading(doc, 'Specifications');
    const split = MARGIN + WIDTH * 0.45;
    for (const [name, value] of content.table) {
      const y = doc.y;
      doc
        .fontSize(10)
        .fillColor(MUTED)
        .text(name, MARGIN, y + 5, { width: split - MARGIN - 8 });
      const after = doc.y;
      doc.fillColor(NAVY).text(value, split, y + 5, { width: A4[0] - MARGIN - split });
      doc.y = Math.max(after, doc.y) + 5;
      doc
        .save()
        .moveTo(MARGIN, doc.y)
        .lineTo(A4[0] - MARGIN, doc.y)
        .lineWidth(0.6)
        .strokeColor(LINE)
        .stroke()
        .restore();
    }
    doc.moveDown(0.8);
    doc
      .fontSize(9)
      .fillColor(MUTED)
      .text(
        'Figures are typical values, measured in the Vantoro application lab; accuracies are given as 3σ. Technical data subject to change.',
        MARGIN,
        doc.y,
        {
          width: WIDTH,
        },
      );
  }

  doc.addPage();
  heading(doc, 'About Vantoro');
  doc
    .fontSize(10.5)
    .fillColor(NAVY)
    .text(
      'Vantoro Process Systems SE develops and builds lithography, coating, bonding and metrology equipment for semiconductor and microsystems manufacturing. More than 1,500 people in Garching, Shanghai, Tokyo and Hsinchu serve customers in over 40 countries.',
      { width: WIDTH },
    )
    .moveDown(0.4);
  doc
    .fillColor(MUTED)
    .text('Vantoro entwickelt und fertigt Lithografie-, Belackungs-, Bond- und Messsysteme für die Halbleiter- und Mikrosystemtechnik.', {
      width: WIDTH,
    });
  heading(doc, 'Regional offices');
  for (const [name, address] of OFFICES) {
    doc.fontSize(10.5).fillColor(NAVY).text(name, { width: WIDTH });
    doc.fontSize(10).fillColor(MUTED).text(address, { width: WIDTH }).moveDown(0.5);
  }

  // Page numbers and the company line at the foot of every page, once all pages exist.
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    const y = A4[1] - MARGIN;
    doc
      .save()
      .moveTo(MARGIN, y - 8)
      .lineTo(A4[0] - MARGIN, y - 8)
      .lineWidth(0.6)
      .strokeColor(LINE)
      .stroke()
      .restore();
    doc.fontSize(8).fillColor(MUTED);
    doc.text('Vantoro Process Systems SE · Garching bei München · www.vantoro.example', MARGIN, y, { lineBreak: false, height: 10 });
    doc.text(`${index + 1} / ${count}`, MARGIN, y, { width: WIDTH, align: 'right', lineBreak: false, height: 10 });
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
    .update(JSON.stringify([content.title, content.lines, content.table ?? []]))
    .digest('hex')
    .slice(0, 10);
}
