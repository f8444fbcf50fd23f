/**
 * The filter of an image archive (docs/content-blocks.md §3.4): a search over file name and caption, format chips
 * and orientation chips (each group shown only when it has a choice to make), the number of images
 * shown, announced politely, and a reset. The grid is server-rendered (src/blocks/ImageArchive.astro);
 * this island shows and hides its items (`[data-archive-item]` inside the element `archiveId`,
 * described in the same order by `entries`) by the rules of src/stores/image-archive.ts. Its server
 * HTML is the filter itself, so it takes its room before hydration; without JavaScript
 * (`@media (scripting: none)` in ImageArchiveFilter.css) it is hidden and every image shows.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import {
  $imageArchiveFilters,
  countMatches,
  emptyArchiveFilter,
  isArchiveFilterActive,
  matchesArchiveFilter,
  resetArchiveFilter,
  setArchiveQuery,
  toggleArchiveFormat,
  toggleArchiveOrientation,
  type ArchiveEntry,
  type ArchiveOrientation,
} from '../stores/image-archive.ts';
import './ImageArchiveFilter.css';

interface Choice<T extends string> {
  value: T;
  label: string;
  count: number;
}

interface Props {
  /** The id of the grid whose items (`[data-archive-item]`) are filtered. */
  archiveId: string;
  /** What the filter knows of each item of the grid, in the grid's order. */
  entries: ArchiveEntry[];
  formats: Choice<string>[];
  orientations: Choice<ArchiveOrientation>[];
  labels: {
    filter: string;
    search: string;
    format: string;
    orientation: string;
    /** With `{count}` and `{total}`. */
    results: string;
    noResults: string;
    reset: string;
  };
}

function ChoiceGroup<T extends string>(props: {
  legend: string;
  choices: Choice<T>[];
  chosen: readonly T[];
  onToggle: (value: T) => void;
}) {
  return (
    <fieldset className="archive-filter-group">
      <legend>{props.legend}</legend>
      <div className="archive-filter-chips">
        {props.choices.map((choice) => (
          <label key={choice.value} className="archive-filter-chip">
            <input type="checkbox" checked={props.chosen.includes(choice.value)} onChange={() => props.onToggle(choice.value)} />
            <span>
              {choice.label} <span className="archive-filter-count">({choice.count})</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default function ImageArchiveFilter({ archiveId, entries, formats, orientations, labels }: Props) {
  const filter = useStore($imageArchiveFilters)[archiveId] ?? emptyArchiveFilter;
  const searchId = useId();
  const search = useRef<HTMLInputElement>(null);
  const total = entries.length;
  const count = countMatches(entries, filter);

  // The grid is server-rendered: show and hide its items (the DOM outside this island).
  useEffect(() => {
    const items = document.getElementById(archiveId)?.querySelectorAll<HTMLElement>('[data-archive-item]') ?? [];
    items.forEach((element, index) => {
      const entry = entries[index];
      element.hidden = entry ? !matchesArchiveFilter(entry, filter) : false;
    });
  }, [archiveId, entries, filter]);

  const status = count === 0 ? labels.noResults : labels.results.replace('{count}', String(count)).replace('{total}', String(total));

  return (
    // Not a <form>: it filters as the visitor types and has nothing to submit.
    <div className="archive-filter" role="search" aria-label={labels.filter}>
      <div className="archive-filter-search">
        <label htmlFor={searchId}>{labels.search}</label>
        <input
          ref={search}
          id={searchId}
          type="search"
          value={filter.query}
          autoComplete="off"
          onInput={(event) => setArchiveQuery(archiveId, event.currentTarget.value)}
        />
      </div>
      {formats.length > 1 && (
        <ChoiceGroup
          legend={labels.format}
          choices={formats}
          chosen={filter.formats}
          onToggle={(value) => toggleArchiveFormat(archiveId, value)}
        />
      )}
      {orientations.length > 1 && (
        <ChoiceGroup
          legend={labels.orientation}
          choices={orientations}
          chosen={filter.orientations}
          onToggle={(value) => toggleArchiveOrientation(archiveId, value)}
        />
      )}
      <div className="archive-filter-summary">
        <p className="archive-filter-status" role="status" aria-live="polite">
          {status}
        </p>
        {isArchiveFilterActive(filter) && (
          <button
            type="button"
            className="archive-filter-reset"
            onClick={() => {
              resetArchiveFilter(archiveId);
              // The button goes away with the filter: the search box keeps the focus in the form.
              search.current?.focus();
            }}
          >
            {labels.reset}
          </button>
        )}
      </div>
    </div>
  );
}
