/**
 * Build warning for block types without a component: each type is named once per build, with the
 * first page it was seen on, instead of one line per page.
 */
const reported = new Set<string>();

export function warnUnknownBlocks(typenames: readonly string[], page: string, log: (line: string) => void = console.warn): void {
  const fresh = typenames.filter((typename) => !reported.has(typename));
  if (fresh.length === 0) return;
  for (const typename of fresh) reported.add(typename);
  log(`[blocks] No component for block type${fresh.length > 1 ? 's' : ''} ${fresh.join(', ')} (first seen on ${page}); not rendered.`);
}

/** For tests: forget what was reported. */
export function resetUnknownBlockWarnings(): void {
  reported.clear();
}
