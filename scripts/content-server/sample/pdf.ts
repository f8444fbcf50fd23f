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
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import PDFDocument from 'pdfkit';
import { company, count, offices, type Lang } from './facts.ts';
import type { AllLanguages } from './text.ts';

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

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const NAVY = '#0b2545';
const ORANGE = '#c4550a';
const BLUE = '#5b8cc9';
const MUTED = '#54606f';
const LINE = '#d1d9e3';
/** PDFKit writes the dates it is given (and derives the file's ID from them): fixed ones keep the bytes the same. */
const FIXED_DATE = new Date('2026-01-15T09:00:00Z');

/** The fixed texts of a document in each language. */
const WORDS: Record<
  Lang,
  {
    iso: string;
    datasheet: string;
    document: string;
    report: string;
    atAGlance: string;
    keyFacts: string;
    specifications: string;
    specNote: string;
    about: string;
    offices: string;
    phone: string;
    fax: string;
    email: string;
    headquarters: string;
    page: (page: number, pages: number) => string;
  }
> = {
  de: {
    iso: 'de-DE',
    datasheet: 'Datenblatt',
    document: 'Dokument',
    report: 'Finanzbericht',
    atAGlance: 'Auf einen Blick',
    keyFacts: 'Kennzahlen und Fakten',
    specifications: 'Technische Daten',
    specNote: 'Typische Werte, gemessen im Vantoro-Anwendungslabor; Genauigkeiten als 3σ. Technische Änderungen vorbehalten.',
    about: 'Über Vantoro',
    offices: 'Standorte',
    phone: 'Telefon',
    fax: 'Fax',
    email: 'E-Mail',
    headquarters: 'Hauptsitz',
    page: (page, pages) => `Seite ${page} von ${pages}`,
  },
  en: {
    iso: 'en',
    datasheet: 'Datasheet',
    document: 'Document',
    report: 'Financial report',
    atAGlance: 'At a glance',
    keyFacts: 'Key facts',
    specifications: 'Specifications',
    specNote:
      'Figures are typical values, measured in the Vantoro application lab; accuracies are given as 3σ. Technical data subject to change.',
    about: 'About Vantoro',
    offices: 'Offices',
    phone: 'Phone',
    fax: 'Fax',
    email: 'Email',
    headquarters: 'Headquarters',
    page: (page, pages) => `Page ${page} of ${pages}`,
  },
  cn: {
    iso: 'zh-CN',
    datasheet: '产品数据表',
    document: '文件',
    report: '财务报告',
    atAGlance: '概览',
    keyFacts: '要点',
    specifications: '技术参数',
    specNote: '数据为 Vantoro 应用实验室测得的典型值；精度以 3σ 表示。技术参数如有变更，恕不另行通知。',
    about: '关于 Vantoro',
    offices: '办事处',
    phone: '电话',
    fax: '传真',
    email: '电子邮件',
    headquarters: '总部',
    page: (page, pages) => `第 ${page} 页，共 ${pages} 页`,
  },
  jp: {
    iso: 'ja',
    datasheet: 'データシート',
    document: '資料',
    report: '財務報告',
    atAGlance: '概要',
    keyFacts: '主な特長',
    specifications: '仕様',
    specNote: '数値はVantoroアプリケーションラボで測定した代表値です。精度は3σで表記しています。仕様は予告なく変更されることがあります。',
    about: 'Vantoroについて',
    offices: '拠点',
    phone: '電話',
    fax: 'FAX',
    email: 'メール',
    headquarters: '本社',
    page: (page, pages) => `${page} / ${pages} ページ`,
  },
  tw: {
    iso: 'zh-TW',
    datasheet: '產品規格表',
    document: '文件',
    report: '財務報告',
    atAGlance: '概覽',
    keyFacts: '重點',
    specifications: '技術規格',
    specNote: '數據為 Vantoro 應用實驗室測得的典型值；精度以 3σ 表示。技術規格如有變更，恕不另行通知。',
    about: '關於 Vantoro',
    offices: '據點',
    phone: '電話',
    fax: '傳真',
    email: '電子郵件',
    headquarters: '總部',
    page: (page, pages) => `第 ${page} 頁，共 ${pages} 頁`,
  },
};

/** The company in a few sentences, from the facts (founding year, staff, nations, countries). */
function aboutText(lang: Lang): string {
  const staff = count(company.employees, lang);
  switch (lang) {
    case 'de':
      return `Die Vantoro Process Systems SE, ${company.founded} in Garching bei München gegründet, entwickelt und fertigt Anlagen für Lithografie, Belackung, Bonden und Messtechnik für die Halbleiter- und Mikrosystemtechnik. ${staff} Mitarbeiterinnen und Mitarbeiter aus ${company.nations} Nationen arbeiten am Hauptsitz in Garching und in Austin, Yokohama, Hsinchu und Shanghai; ihre Anlagen sind in über ${company.countries} Ländern im Einsatz.`;
    case 'cn':
      return `Vantoro Process Systems SE 于 ${company.founded} 年在慕尼黑附近的加兴创立，为半导体和微系统制造开发并制造光刻、涂胶、键合和量测设备。来自 ${company.nations} 个国家的 ${staff} 名员工在加兴总部以及奥斯汀、横滨、新竹和上海工作；其设备遍布 ${company.countries} 多个国家。`;
    case 'jp':
      return `Vantoro Process Systems SEは${company.founded}年にミュンヘン近郊のガルヒンクで創業し、半導体・マイクロシステム製造向けのリソグラフィ、コーティング、接合、計測装置を開発・製造しています。${company.nations}か国出身の${staff}名の従業員がガルヒンク本社とオースティン、横浜、新竹、上海で働き、装置は${company.countries}か国以上で使用されています。`;
    case 'tw':
      return `Vantoro Process Systems SE 於 ${company.founded} 年在慕尼黑近郊的加興創立，為半導體與微系統製造開發並製造微影、塗佈、鍵合與量測設備。來自 ${company.nations} 個國家的 ${staff} 名員工在加興總部以及奧斯汀、橫濱、新竹與上海工作；其設備遍及 ${company.countries} 多個國家。`;
    default:
      return `Vantoro Process Systems SE, founded in ${company.founded} in Garching near Munich, develops and builds lithography, coating, bonding and metrology equipment for semiconductor and microsystems manufacturing. ${staff} employees from ${company.nations} nations work at the headquarters in Garching and in Austin, Yokohama, Hsinchu and Shanghai; its systems are in use in more than ${company.countries} countries.`;
  }
}

const KEYS: Record<Lang, keyof AllLanguages> = { de: 'german', en: 'english', cn: 'chinese', jp: 'japanese', tw: 'taiwanese' };
/** A text of the facts in the document's language, else in English. */
const inLanguage = (text: AllLanguages, lang: Lang): string => text[KEYS[lang]] ?? text.english ?? '';

const WIDTH = A4[0] - 2 * MARGIN;

/**
 * Where written documents are kept between runs (git-ignored): a document costs some 30 ms to write
 * (the font subset), and the sample content is built at every content server start. A file is named
 * by the hash of its content and of this module, the facts it reads and its fonts, so a change to any
 * writes anew.
 */
const CACHE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '.data', 'cache', 'sample-pdfs');
let generator: string | undefined;

/** The fingerprint of the generator: this module, the facts and the fonts. */
function generatorDigest(): string {
  if (generator) return generator;
  const hash = createHash('sha256')
    .update(readFileSync(fileURLToPath(import.meta.url)))
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

/** The bottom of the text area (above the foot line). */
const BOTTOM = A4[1] - MARGIN - 30;

/** Starts a new page unless `height` more points fit on this one. */
function room(doc: Doc, height: number): void {
  if (doc.y + height > BOTTOM) doc.addPage();
}

function heading(doc: Doc, text: string): void {
  room(doc, 120);
  doc.moveDown(0.6).fillColor(NAVY).fontSize(14).text(text, MARGIN, doc.y, { width: WIDTH }).moveDown(0.3);
}

function rule(doc: Doc, y: number, color = LINE, width = 0.6): void {
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

function section(doc: Doc, spec: PdfSection): void {
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
function companyPage(doc: Doc, lang: Lang): void {
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
