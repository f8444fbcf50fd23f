/**
 * The search page (`/en/search/`, `/de/suche/`; src/views/SearchView.astro): the full search UI
 * (./parts/SearchPanel.tsx) with more results than the dialog. It starts from `?q=` (and
 * `section=`) and keeps the address in step, so a search can be bookmarked and shared. Search links
 * of the page (the top bar's, the mobile menu's) focus its input instead of leaving.
 *
 * Without JavaScript (and until it runs) it shows its server-rendered children instead: the
 * explanation that search needs JavaScript, with links to the site map and the home page.
 */
import { useStore } from '@nanostores/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { isSearchSection } from '../search/section-names.ts';
import type { SearchLabels } from '../search/status-text.ts';
import { $search, setSearchQuery, setSearchSection } from '../stores/search.ts';
import { useHydrated } from './parts/hooks.ts';
import { isSearchLinkClick } from './parts/search-links.ts';
import { SearchPanel } from './parts/SearchPanel.tsx';
import './Search.css';

interface Props {
  labels: SearchLabels;
  children?: ReactNode;
}

const PAGE_LIMIT = 50;

export default function SearchPage({ labels, children }: Props) {
  const hydrated = useHydrated();
  const input = useRef<HTMLInputElement>(null);
  const { query, section } = useStore($search);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const fromUrl = params.get('section');
    setSearchSection(isSearchSection(fromUrl) ? fromUrl : null);
    setSearchQuery(params.get('q') ?? '');
    const onClick = (event: MouseEvent) => {
      if (!isSearchLinkClick(event)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);

  useEffect(() => {
    if (hydrated) input.current?.focus();
  }, [hydrated]);

  useEffect(() => {
    if (!hydrated) return;
    const url = new URL(location.href);
    if (query.trim()) url.searchParams.set('q', query.trim());
    else url.searchParams.delete('q');
    if (section) url.searchParams.set('section', section);
    else url.searchParams.delete('section');
    if (url.href !== location.href) history.replaceState(history.state, '', url);
  }, [hydrated, query, section]);

  if (!hydrated) return <div className="search-page-fallback">{children}</div>;
  return (
    <div className="search-page">
      <SearchPanel labels={labels} limit={PAGE_LIMIT} inputRef={input} keys={labels.keysPage} />
    </div>
  );
}
