/**
 * The slug helper (docs/content-blocks.md §9): lowercase, accents removed, spaces turned into hyphens, other
 * characters dropped.
 *
 * Reading: "accents removed" strips diacritics (Unicode NFD, then the combining marks go), so
 * `ä` → `a`, `é` → `e`. Letters that are not a base letter plus an accent are spelled out
 * (`ß` → `ss`, `æ` → `ae`, `ø` → `o`, …) rather than dropped. Whitespace and underscores become
 * hyphens; every other character outside a–z, 0–9 and `-` is dropped (so CJK-only text gives '').
 * Runs of hyphens collapse to one; no hyphen at either end.
 */
const spelledOut: Readonly<Record<string, string>> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
};

export function slugify(text: string | null | undefined): string {
  if (!text) return '';
  return text
    .toLowerCase()
    .replace(/[ßẞæœøđðłþı]/g, (letter) => spelledOut[letter] ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s_]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '');
}
