import { describe, expect, it } from 'vitest';
import { slugify } from '../../../src/text/slugify.ts';

describe('slugify (docs/content-blocks.md §9: lowercase, accents removed, spaces to hyphens, other characters dropped)', () => {
  it.each([
    ['Mask Aligner', 'mask-aligner'],
    ['Vantoro raises revenue guidance for 2024', 'vantoro-raises-revenue-guidance-for-2024'],
    ['Qualitätsmanagement', 'qualitatsmanagement'],
    ['Café Crème Brûlée', 'cafe-creme-brulee'],
    ['Straße & Maß', 'strasse-mass'],
    ['Ærø Łódź Øresund', 'aero-lodz-oresund'],
    ['  leading and trailing  ', 'leading-and-trailing'],
    ['Bigger & Faster: MA200!', 'bigger-faster-ma200'],
    ['already-a-slug', 'already-a-slug'],
    ['multiple---hyphens -- here', 'multiple-hyphens-here'],
    ['snake_case_name', 'snake-case-name'],
    ['tab\tand\nnewline', 'tab-and-newline'],
    ["Shareholders' Meeting", 'shareholders-meeting'],
    ['2025年3月27日', '2025327'],
    ['投资者关系', ''],
    ['', ''],
    [null, ''],
  ] as const)('%o → %o', (text, expected) => {
    expect(slugify(text)).toBe(expected);
  });

  it('is idempotent', () => {
    for (const text of ['Ünïcödé Têxt 42', 'a -- b', 'ÄÖÜ äöü ß']) expect(slugify(slugify(text))).toBe(slugify(text));
  });
});
