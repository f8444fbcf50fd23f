/**
 * From what Pagefind returns to what the search shows (pure; tests/unit/search/results.test.ts).
 * Pagefind's result data is read as `unknown` and narrowed here: a result without a site-relative
 * URL is dropped, a missing title falls back to the URL. Excerpts come as text with `<mark>` around
 * the matched words and the page's own `<`, `>`, `&` escaped; they are split into text parts so the
 * island renders them as text, never as HTML.
 */
import { isSearchSection, SECTION_FILTER, type SearchSection } from './section-names.ts';

export interface ExcerptPart {
  text: string;
  mark: boolean;
}

export interface SearchHit {
  url: string;
  title: string;
  excerpt: ExcerptPart[];
  section: SearchSection | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const stringOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() !== '' ? value : null);

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the entities Pagefind's excerpts carry (named ones of HTML's core set, decimal and hex). */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (match, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : match;
    }
    return entities[name.toLowerCase()] ?? match;
  });
}

/** `a <mark>b</mark> c` → text parts with the marked ones flagged; any other tag is dropped. */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) mark = true;
    else if (/^<\/mark>$/i.test(piece)) mark = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      if (text) parts.push({ text, mark });
    }
  }
  return parts;
}

/** One result's data (`await result.data()`) as a hit, or null when it has no usable URL. */
export function toSearchHit(data: unknown): SearchHit | null {
  if (!isRecord(data)) return null;
  const url = stringOf(data.url);
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  const meta = isRecord(data.meta) ? data.meta : {};
  const filters = isRecord(data.filters) ? data.filters : {};
  const sections = filters[SECTION_FILTER];
  const section = Array.isArray(sections) ? (sections.find(isSearchSection) ?? null) : null;
  return {
    url,
    title: decodeEntities(stringOf(meta.title) ?? url),
    excerpt: excerptParts(stringOf(data.excerpt) ?? ''),
    section,
  };
}

/** The count per section of Pagefind's filter counts (`{ section: { products: 3, … } }`). */
export function sectionCounts(filters: unknown): Partial<Record<SearchSection, number>> {
  const counts: Partial<Record<SearchSection, number>> = {};
  const values = isRecord(filters) ? filters[SECTION_FILTER] : undefined;
  if (!isRecord(values)) return counts;
  for (const [key, count] of Object.entries(values)) {
    if (isSearchSection(key) && typeof count === 'number' && count > 0) counts[key] = count;
  }
  return counts;
}
