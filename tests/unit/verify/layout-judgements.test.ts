/**
 * The judgements of the layout gates (scripts/verify/layout/), from measurements given here: which
 * overflowing elements are named, which line starts break a Chinese or Japanese phrase that would
 * have fit, and the contrast of a text colour over the pixels of a picture.
 */
import { describe, expect, it } from 'vitest';
import { contrastRatio, luminance, pixelContrast, requiredContrast } from '../../../scripts/verify/layout/contrast.ts';
import type { MeasuredText, OverflowBox } from '../../../scripts/verify/layout/in-page.ts';
import { describeOverflow, overflowOffenders } from '../../../scripts/verify/layout/overflow.ts';
import { breaksInsidePhrases } from '../../../scripts/verify/layout/phrase-breaks.ts';

describe('overflow offenders', () => {
  const box = (tag: string, right: number, parent = -1, text = '', ownText = false): OverflowBox => ({
    tag,
    className: `${tag}-class`,
    text,
    right,
    parent,
    ownText,
  });

  it('names the outermost overflowing elements, furthest right first, not the ones inside them', () => {
    const boxes = [box('table', 400, -1, 'Durchsatz 180 wph'), box('td', 400, 0), box('img', 520), box('span', 330)];
    expect(overflowOffenders(boxes).map((found) => found.tag)).toEqual(['img', 'table', 'span']);
    expect(overflowOffenders(boxes, 1).map((found) => found.tag)).toEqual(['img']);
  });

  it('describes a page wider than its viewport with width and elements, and nothing for one that fits', () => {
    const boxes = [box('table', 412, -1, 'Durchsatz 180 wph')];
    expect(describeOverflow({ viewport: 320, scrollWidth: 412, boxes }, 320)).toBe(
      '[320 px] page 412 px wide, viewport 320 px: table.table-class "Durchsatz 180 wph" (right edge 412 px)',
    );
    expect(describeOverflow({ viewport: 375, scrollWidth: 375, boxes: [] }, 375)).toBeNull();
  });

  it('names the text of an element when its text reaches out, not its box (a word longer than the line)', () => {
    const boxes = [box('h2', 366, -1, 'Stimmrechtsmitteilungen', true)];
    expect(describeOverflow({ viewport: 320, scrollWidth: 366, boxes }, 320)).toBe(
      '[320 px] page 366 px wide, viewport 320 px: the text of h2.h2-class "Stimmrechtsmitteilungen" (right edge 366 px)',
    );
  });
});

describe('line breaks inside Chinese and Japanese phrases', () => {
  // Phrases (src/text/phrases.ts): 半導体 / 製造 / 装置の / リモートサポートを / 提供しています。
  const text = '半導体製造装置のリモートサポートを提供しています。';
  const measured = (lineStarts: number[], lineWidth: number, overrides: Partial<MeasuredText> = {}): MeasuredText => ({
    lang: 'ja',
    text,
    lineStarts,
    widths: [...text].map(() => 16),
    lineWidth,
    ...overrides,
  });

  it('finds a line that starts inside a phrase which would have fit on the line, and shows it', () => {
    expect(breaksInsidePhrases(measured([12], 160))).toEqual([{ at: 12, shown: 'リモート｜サポートを' }]);
  });

  it('passes lines that start at phrase boundaries', () => {
    expect(breaksInsidePhrases(measured([3, 8, 17], 160))).toEqual([]);
  });

  it('passes a break inside a phrase wider than the line (it has to break somewhere)', () => {
    // リモートサポートを: 9 characters of 16 px = 144 px.
    expect(breaksInsidePhrases(measured([12], 143))).toEqual([]);
    expect(breaksInsidePhrases(measured([12], 144))).toHaveLength(1);
  });

  it('passes breaks after a space or punctuation and before an opening bracket, and breaks between Latin letters', () => {
    const mixed = 'フォトレジスト、XBC300 Gen2（新型）を導入 wafer bonder';
    const widths = [...mixed].map(() => 10);
    const starts = [mixed.indexOf('X'), mixed.indexOf('Gen2'), mixed.indexOf('（'), mixed.indexOf('bonder'), mixed.indexOf('afer')];
    expect(breaksInsidePhrases({ lang: 'ja', text: mixed, lineStarts: starts, widths, lineWidth: 300 })).toEqual([]);
  });

  it("passes a break at an island's zero width space, its mark of a phrase break", () => {
    const text = '详情请\u200b参阅\u200b我们\u200b的隐私政策';
    const starts = [text.indexOf('我们')];
    const widths = [...text].map(() => 16);
    expect(breaksInsidePhrases({ lang: 'zh-CN', text, lineStarts: starts, widths, lineWidth: 300 })).toEqual([]);
    expect(breaksInsidePhrases({ lang: 'zh-CN', text, lineStarts: [text.indexOf('策')], widths, lineWidth: 300 })).toHaveLength(1);
  });

  it('passes a line that starts with a dash', () => {
    const text = '晶圆——从键合到解键合';
    const widths = [...text].map(() => 16);
    expect(breaksInsidePhrases({ lang: 'zh-CN', text, lineStarts: [text.indexOf('—')], widths, lineWidth: 300 })).toEqual([]);
  });

  it('judges Chinese with its own phrases', () => {
    const chinese = '我们提供远程支持服务';
    const found = breaksInsidePhrases({
      lang: 'zh-CN',
      text: chinese,
      lineStarts: [5],
      widths: [...chinese].map(() => 16),
      lineWidth: 300,
    });
    expect(found.map((entry) => entry.shown)).toEqual(['远｜程']);
  });

  it('leaves text in other languages alone', () => {
    expect(breaksInsidePhrases(measured([12], 160, { lang: 'en' }))).toEqual([]);
  });
});

describe('contrast over pictures', () => {
  const WHITE = [255, 255, 255, 1] as const;
  const pixels = (...runs: Array<[number, [number, number, number]]>): Uint8Array =>
    Uint8Array.from(runs.flatMap(([count, rgb]) => Array.from({ length: count }, () => rgb).flat()));

  it('computes the WCAG 2 ratio', () => {
    expect(contrastRatio(luminance(255, 255, 255), luminance(0, 0, 0))).toBeCloseTo(21, 5);
    expect(contrastRatio(luminance(255, 255, 255), luminance(0x76, 0x76, 0x76))).toBeCloseTo(4.54, 2);
  });

  it('takes the 5th-percentile pixel: a few stray light pixels do not decide, a light part does', () => {
    expect(pixelContrast(WHITE, pixels([97, [0, 0, 0]], [3, [255, 255, 255]]), 3)).toBeCloseTo(21, 5);
    expect(pixelContrast(WHITE, pixels([90, [0, 0, 0]], [10, [255, 255, 255]]), 3)).toBeCloseTo(1, 5);
    expect(pixelContrast(WHITE, pixels([50, [0, 0, 0]], [50, [0xe0, 0xe0, 0xe0]]), 3)).toBeLessThan(1.5);
  });

  it('reads RGBA pixels and blends a translucent text colour over them', () => {
    const rgba = Uint8Array.from([0, 0, 0, 255, 0, 0, 0, 255]);
    expect(pixelContrast(WHITE, rgba, 4)).toBeCloseTo(21, 5);
    // White at 50 % over black is mid grey: about 5.3:1.
    expect(pixelContrast([255, 255, 255, 0.5], rgba, 4)).toBeCloseTo(contrastRatio(luminance(127.5, 127.5, 127.5), 0), 5);
  });

  it('asks 4.5:1 of body text and 3:1 of large text (24 px, or 18.66 px bold)', () => {
    expect(requiredContrast(16, 400)).toBe(4.5);
    expect(requiredContrast(24, 400)).toBe(3);
    expect(requiredContrast(18.66, 700)).toBe(3);
    expect(requiredContrast(18.66, 600)).toBe(4.5);
  });
});
