/**
 * The search links of a page (`[data-search-open]`: the top bar's and the mobile menu's, links to the
 * locale's search page): a plain click on one (or Enter on it) opens the search in place instead of
 * following it. New-tab and modified clicks still follow the link.
 */
export function isSearchLinkClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  return event.target instanceof Element && event.target.closest('[data-search-open]') !== null;
}
