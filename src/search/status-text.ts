/**
 * The texts of the search island (filled by src/search/labels.ts on the server) and what its live
 * region says: the status of the search with the count and the query filled in. Client-safe.
 */
import type { SearchSection } from './section-names.ts';

export interface SearchLabels {
  open: string;
  title: string;
  label: string;
  placeholder: string;
  close: string;
  filter: string;
  all: string;
  sections: Record<SearchSection, string>;
  results: string;
  loading: string;
  countOne: string;
  countOther: string;
  none: string;
  error: string;
  showAll: string;
  keys: string;
  keysPage: string;
}

/** `{name}` placeholders of a label filled in (the island's side of src/i18n/ui.ts `t`). */
export function fill(label: string, params: Record<string, string | number>): string {
  return label.replace(/\{(\w+)\}/g, (match, name: string) => (Object.hasOwn(params, name) ? String(params[name]) : match));
}

/** What the live region says for a state of the search. */
export function statusText(
  labels: SearchLabels,
  state: { status: 'idle' | 'loading' | 'ready' | 'error'; query: string; total: number },
): string {
  const query = state.query.trim();
  switch (state.status) {
    case 'idle':
      return '';
    case 'loading':
      return labels.loading;
    case 'error':
      return labels.error;
    case 'ready':
      if (state.total === 0) return fill(labels.none, { query });
      return fill(state.total === 1 ? labels.countOne : labels.countOther, { count: state.total, query });
  }
}
