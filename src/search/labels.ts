/**
 * The texts of the search island in a locale (src/i18n/ui/*.json, `search.*`), as the serialisable
 * props the islands get. Counts and the query are filled in by the island (`{count}`, `{query}`, ./status-text.ts).
 */
import type { LocaleCode } from '../i18n/locales.ts';
import { t, type UiKey } from '../i18n/ui.ts';
import { searchSections, type SearchSection } from './section-names.ts';
import type { SearchLabels } from './status-text.ts';

export type { SearchLabels } from './status-text.ts';

export function searchLabels(locale: LocaleCode): SearchLabels {
  const text = (key: UiKey) => t(locale, key).text;
  return {
    open: text('search.open'),
    title: text('search.title'),
    label: text('search.label'),
    placeholder: text('search.placeholder'),
    close: text('search.close'),
    filter: text('search.filter'),
    all: text('search.all'),
    sections: Object.fromEntries(searchSections.map((section) => [section, text(`search.section.${section}`)])) as Record<
      SearchSection,
      string
    >,
    results: text('search.results'),
    loading: text('search.loading'),
    countOne: text('search.count.one'),
    countOther: text('search.count.other'),
    none: text('search.none'),
    error: text('search.error'),
    showAll: text('search.showAll'),
    keys: text('search.keys'),
    keysPage: text('search.keysPage'),
  };
}
