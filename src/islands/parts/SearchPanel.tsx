/**
 * The search UI the dialog and the search page share (WAI-ARIA combobox with a listbox popup): the
 * input (role combobox; ArrowDown/ArrowUp move through the results, Enter opens the active one or
 * the first), the section filter (radio buttons with counts), a polite live region that says how
 * many results there are, and the results (title, excerpt with the matched words marked, section).
 * State and actions: src/stores/search.ts. Results are text, never HTML (src/search/results.ts).
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, type KeyboardEvent, type Ref } from 'react';
import { searchSections, type SearchSection } from '../../search/section-names.ts';
import { fill, statusText, type SearchLabels } from '../../search/status-text.ts';
import { $search, chosenHit, moveActive, searchNow, setSearchQuery, setSearchSection } from '../../stores/search.ts';

/** Typing pauses this long before the index is asked. */
const DEBOUNCE_MS = 120;

interface Props {
  labels: SearchLabels;
  /** How many results are shown. */
  limit: number;
  inputRef?: Ref<HTMLInputElement>;
  /** The full search page for the current query ("Show all N results"); none on the page itself. */
  allResultsHref?: ((query: string, section: SearchSection | null) => string) | undefined;
  /** The keyboard hint under the input (the dialog's mentions Escape). */
  keys: string;
  /** Escape in the input (the dialog closes; a search field would otherwise only clear itself). */
  onEscape?: (() => void) | undefined;
}

export function SearchPanel({ labels, limit, inputRef, allResultsHref, onEscape, keys }: Props) {
  const state = useStore($search);
  const id = useId();
  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;

  useEffect(() => {
    if (state.query.trim() === '') return;
    const timer = setTimeout(() => void searchNow(limit), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [state.query, state.section, limit]);

  // Keep the active result in view while the arrow keys move through a long list.
  useEffect(() => {
    if (state.active >= 0) document.getElementById(optionId(state.active))?.scrollIntoView({ block: 'nearest' });
  });

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      moveActive(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Escape' && onEscape) {
      event.preventDefault();
      onEscape();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const hit = chosenHit();
      if (hit) location.assign(hit.url);
    }
  };

  const expanded = state.hits.length > 0;
  const status = statusText(labels, state);
  const counted = state.status === 'ready';

  return (
    <div className="search-panel">
      <input
        ref={inputRef}
        className="search-input"
        type="search"
        role="combobox"
        aria-label={labels.label}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={state.active >= 0 ? optionId(state.active) : undefined}
        aria-describedby={`${id}-keys`}
        placeholder={labels.placeholder}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={state.query}
        onInput={(event) => setSearchQuery(event.currentTarget.value)}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-keys`} className="search-keys">
        {keys}
      </p>
      <fieldset className="search-filter">
        <legend className="visually-hidden">{labels.filter}</legend>
        <FilterOption
          name={id}
          label={labels.all}
          count={counted ? state.unfiltered : undefined}
          checked={state.section === null}
          value={null}
        />
        {searchSections.map((section) => (
          <FilterOption
            key={section}
            name={id}
            label={labels.sections[section]}
            count={counted ? (state.counts[section] ?? 0) : undefined}
            checked={state.section === section}
            value={section}
          />
        ))}
      </fieldset>
      <p className="search-status" role="status">
        {status}
      </p>
      <ul id={listId} className="search-results" role="listbox" aria-label={labels.results} hidden={!expanded}>
        {state.hits.map((hit, index) => (
          <li key={hit.url} id={optionId(index)} role="option" aria-selected={index === state.active} className="search-result">
            <a href={hit.url} tabIndex={-1}>
              <span className="search-result-title">{hit.title}</span>
              {hit.section && hit.section !== 'other' && <span className="search-result-section">{labels.sections[hit.section]}</span>}
              <span className="search-result-excerpt">
                {hit.excerpt.map((part, partIndex) =>
                  part.mark ? <mark key={partIndex}>{part.text}</mark> : <span key={partIndex}>{part.text}</span>,
                )}
              </span>
            </a>
          </li>
        ))}
      </ul>
      {allResultsHref && state.status === 'ready' && state.total > state.hits.length && (
        <p className="search-all">
          <a href={allResultsHref(state.query.trim(), state.section)}>{fill(labels.showAll, { count: state.total })}</a>
        </p>
      )}
    </div>
  );
}

interface FilterProps {
  name: string;
  label: string;
  count: number | undefined;
  checked: boolean;
  value: SearchSection | null;
}

function FilterOption({ name, label, count, checked, value }: FilterProps) {
  return (
    <label className="search-chip" data-empty={count === 0 ? '' : undefined}>
      <input type="radio" name={name} checked={checked} onChange={() => setSearchSection(value)} />
      <span>{label}</span>
      {count !== undefined && <span className="search-chip-count">{count}</span>}
    </label>
  );
}
