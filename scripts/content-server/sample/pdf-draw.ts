/**
 * Drawing the parts of a sample PDF document (./pdf.ts) with PDFKit: the brand header, headings, rules, tables, the
 * bar chart (vector paths, its labels and values text), a report's chapters and the page about the company and its
 * offices (./facts.ts), in the document's language (./pdf-words.ts).
 */
import { offices, type Lang } from './facts.ts';
import type { BarChart, PdfSection } from './pdf.ts';
import { aboutText, inLanguage, WORDS } from './pdf-words.ts';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 56;
export const NAVY = '#0b2545';
export const ORANGE = '#c4550a';
const BLUE = '#5b8cc9';
export const MUTED = '#54606f';
const LINE = '#d1d9e3';

export const WIDTH = A4[0] - 2 * MARGIN;

type Doc = PDFKit.PDFDocument;

export function header(doc: Doc, label: string): void {
  doc.save().rect(0, 0, A4[0], 44).fill(NAVY).restore();
  doc.fillColor('#ffffff').fontSize(13).text('VANTORO', MARGIN, 15, { lineBreak: false, characterSpacing: 2 });
  doc.fillColor('#d9e2ef').fontSize(9).text(label, MARGIN, 18, { width: WIDTH, align: 'right', lineBreak: false });
  doc.x = MARGIN;
  doc.y = 44 + 40;
}

/** The bottom of the text area (above the foot line). */
const BOTTOM = A4[1] - MARGIN - 30;

/** Starts a new page unless `height` more points fit on this one. */
export function room(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

export function heading(doc: Doc, text: string): void {
  room(doc, 120);
  doc.moveDown(0.6).fillColor(NAVY).fontSize(14).text(text, MARGIN, doc.y, { width: WIDTH }).moveDown(0.3);
}

export function rule(doc: Doc, y: number, color = LINE, width = 0.6): void {
  doc
    .save()
    .moveTo(MARGIN, y)
    .lineTo(A4[0] - MARGIN, y)
    .lineWidth(width)
    .strokeColor(color)
    .stroke()
    .restore();
}

/** A table: the first column text, the others figures, right-aligned. */
function table(doc: Doc, spec: NonNullable<PdfSection['table']>): void {
  const first = spec.columns.length > 2 ? WIDTH * 0.4 : WIDTH * 0.55;
  const other = (WIDTH - first) / Math.max(1, spec.columns.length - 1);
  const x = (column: number): number => (column === 0 ? MARGIN : MARGIN + first + (column - 1) * other);
  const width = (column: number): number => (column === 0 ? first - 8 : other - 4);
  const row = (cells: string[], color: string): void => {
    room(doc, 24);
    const y = doc.y;
    let bottom = y;
    cells.forEach((cell, column) => {
      doc
        .fillColor(column === 0 ? color : NAVY)
        .text(cell, x(column), y + 4, { width: width(column), align: column === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.y = bottom + 4;
  };
  doc.fontSize(9);
  row(spec.columns, MUTED);
  rule(doc, doc.y, NAVY, 0.8);
  spec.rows.forEach((cells, index) => {
    if (spec.total && index === spec.rows.length - 1) rule(doc, doc.y, NAVY, 0.8);
    row(cells, NAVY);
    if (!(spec.total && index === spec.rows.length - 1)) rule(doc, doc.y);
  });
  if (spec.note) doc.moveDown(0.4).fontSize(8).fillColor(MUTED).text(spec.note, MARGIN, doc.y, { width: WIDTH });
  doc.x = MARGIN;
  doc.moveDown(0.6);
}

/** A grouped bar chart, drawn as vector paths; its labels and values are text. */
function chart(doc: Doc, spec: BarChart): void {
  const height = 170;
  room(doc, height + 70);
  const colors = [NAVY, ORANGE, BLUE];
  const top = doc.y + 6;
  const base = top + height;
  const max = Math.max(...spec.groups.flatMap((group) => group.values));
  const step = max > 300 ? 100 : max > 120 ? 50 : 25;
  const scaleTop = Math.ceil(max / step) * step;
  const scale = (value: number): number => (value / scaleTop) * height;
  const left = MARGIN + 28;
  doc.fontSize(7).fillColor(MUTED);
  for (let value = 0; value <= scaleTop; value += step) {
    const y = base - scale(value);
    doc
      .save()
      .moveTo(left, y)
      .lineTo(A4[0] - MARGIN, y)
      .lineWidth(value === 0 ? 0.8 : 0.4)
      .strokeColor(value === 0 ? NAVY : LINE)
      .stroke()
      .restore();
    doc.text(String(value), MARGIN, y - 4, { width: 22, align: 'right', lineBreak: false });
  }
  const slot = (A4[0] - MARGIN - left) / spec.groups.length;
  const bar = Math.min(18, (slot * 0.7) / spec.series.length);
  spec.groups.forEach((group, index) => {
    const start = left + index * slot + (slot - bar * group.values.length) / 2;
    group.values.forEach((value, series) => {
      const x = start + series * bar;
      doc
        .save()
        .rect(x + 1, base - scale(value), bar - 2, scale(value))
        .fill(colors[series % colors.length]!)
        .restore();
      doc
        .fillColor(NAVY)
        .fontSize(6.5)
        .text(String(value).replace('.', ','), x - 6, base - scale(value) - 9, { width: bar + 12, align: 'center', lineBreak: false });
    });
    doc
      .fillColor(MUTED)
      .fontSize(7.5)
      .text(group.label, left + index * slot, base + 4, { width: slot, align: 'center', lineBreak: false });
  });
  // The legend, then the caption.
  let x = left;
  const legend = base + 20;
  spec.series.forEach((name, series) => {
    doc
      .save()
      .rect(x, legend + 1, 8, 8)
      .fill(colors[series % colors.length]!)
      .restore();
    doc
      .fillColor(NAVY)
      .fontSize(8)
      .text(name, x + 12, legend, { lineBreak: false });
    x += 24 + doc.widthOfString(name);
  });
  doc
    .fillColor(MUTED)
    .fontSize(8)
    .text(spec.caption, MARGIN, legend + 16, { width: WIDTH });
  doc.x = MARGIN;
  doc.moveDown(0.8);
}

export function section(doc: Doc, spec: PdfSection): void {
  if (spec.newPage) doc.addPage();
  heading(doc, spec.heading);
  for (const paragraph of spec.paragraphs ?? []) {
    room(doc, 40);
    doc.fontSize(10).fillColor(NAVY).text(paragraph, MARGIN, doc.y, { width: WIDTH, lineGap: 1.5 }).moveDown(0.5);
  }
  if (spec.table) table(doc, spec.table);
  if (spec.chart) chart(doc, spec.chart);
  if (spec.signature) {
    room(doc, 60);
    doc.moveDown(0.4);
    for (const line of spec.signature)
      doc
        .fontSize(9.5)
        .fillColor(line === spec.signature[0] ? NAVY : MUTED)
        .text(line, MARGIN, doc.y, { width: WIDTH });
  }
}

/** The page about the company: who it is and its offices, in the document's language. */
export function companyPage(doc: Doc, lang: Lang): void {
  const words = WORDS[lang];
  doc.addPage();
  heading(doc, words.about);
  doc.fontSize(10.5).fillColor(NAVY).text(aboutText(lang), { width: WIDTH, lineGap: 1.5 }).moveDown(0.4);
  heading(doc, words.offices);
  offices.forEach((office, index) => {
    room(doc, 70);
    const country = inLanguage(office.country, lang);
    doc
      .fontSize(10.5)
      .fillColor(NAVY)
      .text(`${office.name}${index === 0 ? ` (${words.headquarters})` : ''} · ${country}`, MARGIN, doc.y, { width: WIDTH });
    doc.fontSize(9.5).fillColor(MUTED).text(inLanguage(office.address, lang), { width: WIDTH });
    const contact = [`${words.phone} ${office.phone}`, office.fax ? `${words.fax} ${office.fax}` : null, `${words.email} ${office.email}`];
    doc.text(contact.filter(Boolean).join(' · '), { width: WIDTH }).moveDown(0.6);
  });
}
