/**
 * The sample content's PDF documents (scripts/content-server/sample/pdf.ts) are real documents: two
 * pages or more, the text in an embedded font subset with a ToUnicode map (so a viewer can select
 * and search it, Greek and CJK included), the size the upload entry states, and the same bytes for
 * the same content.
 */
import { inflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSampleContent } from '../../../scripts/content-server/sample/index.ts';
import { writePdf } from '../../../scripts/content-server/sample/pdf.ts';
import type { Seed } from '../../../scripts/content-server/seed-types.ts';

/** The decompressed streams of a PDF (its pages' text, its fonts' maps). */
function streams(pdf: Uint8Array): string[] {
  const text = Buffer.from(pdf).toString('latin1');
  const found: string[] = [];
  for (const match of text.matchAll(/stream\r?\n/g)) {
    const start = match.index + match[0].length;
    const end = text.indexOf('endstream', start);
    const raw = Buffer.from(text.slice(start, end), 'latin1');
    try {
      found.push(inflateSync(raw).toString('latin1'));
    } catch {
      found.push(raw.toString('latin1'));
    }
  }
  return found;
}

/** The text a hex string of a ToUnicode map stands for (`<0066 0069>` → "fi"). */
const unicodeOf = (hex: string): string =>
  String.fromCharCode(...(hex.replace(/\s+/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));

/** The characters a PDF's ToUnicode maps give text for (what selecting and searching can find). */
function mappedCharacters(pdf: Uint8Array): Set<string> {
  const characters = new Set<string>();
  for (const stream of streams(pdf).filter((body) => body.includes('begincmap'))) {
    const targets = [
      ...[...stream.matchAll(/\[([^\]]*)\]/g)].flatMap(([, list]) => [...list!.matchAll(/<([0-9a-f\s]+)>/gi)].map(([, hex]) => hex!)),
      ...[...stream.matchAll(/<[0-9a-f]+>\s*<([0-9a-f\s]+)>\s*$/gim)].map(([, hex]) => hex!),
    ];
    for (const hex of targets) for (const character of unicodeOf(hex)) characters.add(character);
  }
  return characters;
}

let seed: Seed;
beforeAll(async () => {
  seed = await buildSampleContent();
}, 120_000);

describe('the sample content’s PDF documents', () => {
  it('are multi-page documents with selectable text in an embedded font, and weigh what their entry says', () => {
    const uploads = seed.collections.UploadFile!.filter((entry) => entry.mime === 'application/pdf');
    expect(uploads.length).toBeGreaterThan(30);
    for (const entry of uploads) {
      const file = seed.uploads.find((upload) => `/uploads/${upload.path}` === entry.url);
      expect(file, String(entry.url)).toBeDefined();
      const pdf = file!.data;
      const text = Buffer.from(pdf).toString('latin1');
      expect(text.startsWith('%PDF-'), String(entry.url)).toBe(true);
      expect(text.match(/\/Type \/Page\b/g)?.length ?? 0, String(entry.url)).toBeGreaterThanOrEqual(2);
      expect(text, String(entry.url)).toMatch(/\/FontFile2/);
      expect(entry.size, String(entry.url)).toBe(Math.round((pdf.length / 1000) * 100) / 100);
      expect(pdf.length, `${String(entry.url)} is a document, not a stub`).toBeGreaterThan(10_000);
      const characters = mappedCharacters(pdf);
      // The text and the offices (in the document's language: English unless it names another).
      for (const character of ['V', 'a', '+', '@']) expect(characters.has(character), `${String(entry.url)}: ${character}`).toBe(true);
    }
  });

  it('give a datasheet its specification table, with the Greek sigma of its accuracies', () => {
    const datasheet = seed.uploads.find((upload) => upload.path.startsWith('vantoro_xbc300_gen2_datasheet_'))!;
    expect(datasheet).toBeDefined();
    const characters = mappedCharacters(datasheet.data);
    for (const character of ['σ', '×']) expect(characters.has(character), character).toBe(true);
  });

  it('are written in the script of their language: Japanese, traditional Chinese', async () => {
    const japanese = mappedCharacters(await writePdf({ title: 'データシート', lines: ['概要'], language: 'jp' }));
    for (const character of ['デ', '横', '浜', '従']) expect(japanese.has(character), character).toBe(true);
    const taiwanese = mappedCharacters(await writePdf({ title: '產品規格表', lines: ['概覽'], language: 'tw' }));
    for (const character of ['產', '號', '橫', '總']) expect(taiwanese.has(character), character).toBe(true);
  });

  it('are written the same way every time', async () => {
    const content = {
      title: 'Vantoro Annual Report 2025',
      lines: ['Revenue: EUR 468 million (+10 %)'],
      table: [['Overlay (3σ)', '40 nm']] as const,
    };
    expect(Buffer.from(await writePdf(content)).equals(Buffer.from(await writePdf(content)))).toBe(true);
  });
});
