/**
 * `client:search`: hydrate an island on the first plain click on a search link
 * (`[data-search-open]`) anywhere on the page, after cancelling that click (the island, once
 * hydrated, opens the search). What the visitor types meanwhile is kept (./typed-ahead.ts).
 * Until then nothing of the island is loaded; without JavaScript the
 * link leads to the search page. Registered by ./integration.ts. Kept tiny: Astro inlines it into
 * every page that has such an island.
 */
import type { ClientDirective } from 'astro';
import { catchTypingAhead } from './typed-ahead.ts';

const searchDirective: ClientDirective = (load) => {
  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = event.target instanceof Element ? event.target.closest('[data-search-open]') : null;
    if (!link) return;
    event.preventDefault();
    document.removeEventListener('click', onClick);
    catchTypingAhead(link);
    // Should the island fail to load, the link goes to the search page after all.
    load()
      .then((hydrate) => hydrate())
      .catch(() => location.assign(link.getAttribute('href') ?? '/'));
  };
  document.addEventListener('click', onClick);
};

export default searchDirective;
