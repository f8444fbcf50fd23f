/**
 * Runs in the browser, on pages with an accordion: a link to an accordion item (`#<item id>`, or
 * an id inside an item) opens the item, and its enclosing items, and scrolls to it — on load and
 * whenever the hash changes. Without JavaScript the link still scrolls to the closed item.
 */
export function openHashTarget(doc: Document = document): boolean {
  let id: string;
  try {
    id = decodeURIComponent(doc.location.hash.slice(1));
  } catch {
    return false;
  }
  const target = id ? doc.getElementById(id) : null;
  if (!target) return false;
  let opened = false;
  for (let details = target.closest('details'); details; details = details.parentElement?.closest('details') ?? null) {
    if (!details.open) {
      details.open = true;
      opened = true;
    }
  }
  if (opened) target.scrollIntoView();
  return opened;
}
