/**
 * Describing differences: two lists diffed in order, two texts cut to the part around their first
 * difference, and each difference as one line that names its page.
 */
import type { PageSummary } from './page.ts';
import { EXCERPT_LENGTH, SHOWN_ENTRIES, type DifferenceKind, type SiteDifference } from './types.ts';

/** Entries only in A (`removed`) and only in B (`added`), in order, from a longest common subsequence. */
export function diffLists(a: readonly string[], b: readonly string[]): { removed: string[]; added: string[] } {
  if (a.length * b.length > 4_000_000) return diffMultisets(a, b);
  const width = b.length + 1;
  const lcs = new Uint32Array((a.length + 1) * width);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j] ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1 : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
    }
  }
  const removed: string[] = [];
  const added: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) [i, j] = [i + 1, j + 1];
    else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) removed.push(a[i++] ?? '');
    else added.push(b[j++] ?? '');
  }
  return { removed: [...removed, ...a.slice(i)], added: [...added, ...b.slice(j)] };
}

/** The order-blind fallback of diffLists for very long lists. */
function diffMultisets(a: readonly string[], b: readonly string[]): { removed: string[]; added: string[] } {
  const counts = new Map<string, number>();
  for (const entry of b) counts.set(entry, (counts.get(entry) ?? 0) + 1);
  const removed = a.filter((entry) => {
    const count = counts.get(entry) ?? 0;
    if (count > 0) counts.set(entry, count - 1);
    return count === 0;
  });
  const added = [...counts].flatMap(([entry, count]) => Array.from({ length: count }, () => entry));
  return { removed, added };
}

const shorten = (text: string, length = EXCERPT_LENGTH * 2): string => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

/**
 * Long entries cut to the part around their first difference from the entry at the same position
 * on the other side (a sitemap `<url>` that differs in one alternate link shows that link).
 */
function excerptsOfPairs(removed: readonly string[], added: readonly string[]): [string[], string[]] {
  const shownA = [...removed];
  const shownB = [...added];
  for (let index = 0; index < Math.min(shownA.length, shownB.length); index++) {
    const [a = '', b = ''] = [shownA[index], shownB[index]];
    if (a.length > EXCERPT_LENGTH * 2 || b.length > EXCERPT_LENGTH * 2) [shownA[index], shownB[index]] = textExcerpts(a, b);
  }
  return [shownA, shownB];
}

/** `- x  - y  + z  (+3 more)`: what only A has (`-`) and what only B has (`+`). */
export function describeListDiff(removed: readonly string[], added: readonly string[]): string {
  const side = (sign: string, entries: readonly string[]): string[] => [
    ...entries.slice(0, SHOWN_ENTRIES).map((entry) => `${sign} ${shorten(entry)}`),
    ...(entries.length > SHOWN_ENTRIES ? [`(${sign}${entries.length - SHOWN_ENTRIES} more)`] : []),
  ];
  const [shownA, shownB] = excerptsOfPairs(removed, added);
  const listed = [...side('-', shownA), ...side('+', shownB)].join('  ');
  const moved = removed.length === added.length && [...removed].sort().join('\n') === [...added].sort().join('\n');
  return moved ? `same entries in another order: ${listed}`.trim() : listed;
}

/** The part of two texts around their first difference, cut at word boundaries. */
export function textExcerpts(a: string, b: string): [string, string] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const from = Math.max(0, a.lastIndexOf(' ', Math.max(0, start - 30)) + 1);
  const cut = (text: string): string => {
    const to = Math.min(text.length - end + 20, from + EXCERPT_LENGTH, text.length);
    const stop = text.indexOf(' ', to);
    const excerpt = text.slice(from, stop === -1 || stop > to + 15 ? to : stop);
    return `${from > 0 ? '…' : ''}${excerpt}${from + excerpt.length < text.length ? '…' : ''}`;
  };
  return [cut(a), cut(b)];
}

export const difference = (page: string, kind: DifferenceKind, detail: string): SiteDifference => ({
  page,
  kind,
  message: kind === 'only-in-a' || kind === 'only-in-b' ? `${detail}: ${page}` : `${page}: ${detail}`,
});

/** The differences between two pages' summaries. */
export function comparePageSummaries(page: string, a: PageSummary, b: PageSummary): SiteDifference[] {
  const result: SiteDifference[] = [];
  for (const kind of ['title', 'description', 'text'] as const) {
    if (a[kind] === b[kind]) continue;
    const [inA, inB] = textExcerpts(a[kind], b[kind]);
    result.push(difference(page, kind, `${kind} differs: ${JSON.stringify(inA)} vs ${JSON.stringify(inB)}`));
  }
  for (const kind of ['links', 'media', 'assets'] as const) {
    const { removed, added } = diffLists(a[kind], b[kind]);
    const reordered = removed.length === 0 && added.length === 0 && a[kind].join('\n') !== b[kind].join('\n');
    if (removed.length > 0 || added.length > 0 || reordered) {
      result.push(difference(page, kind, `${kind} differ: ${describeListDiff(removed, added)}`));
    }
  }
  return result;
}
