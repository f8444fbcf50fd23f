/**
 * What a visitor types while the search island is still loading. The first click on a search link
 * (src/search/client-directive.ts) starts loading the island; a visitor who types at once would lose
 * those keys, since the dialog's input does not exist yet. So the directive puts focus, in the same
 * click, into a visually hidden stand-in field labelled like the link (on phones this also brings up
 * the keyboard) and marks the link the search was opened from; the dialog, once open, takes over the
 * stand-in's text and removes it.
 */
const STAND_IN = 'data-search-typed-ahead';
const OPENER = 'data-search-opener';

/** In the click on `link`: focus a stand-in field that keeps what is typed until the dialog opens. */
export function catchTypingAhead(link: Element): void {
  const field = document.createElement('input');
  field.type = 'search';
  field.className = 'visually-hidden';
  field.setAttribute(STAND_IN, '');
  field.setAttribute('aria-label', link.textContent?.trim() || 'Search');
  link.setAttribute(OPENER, '');
  document.body.append(field);
  field.focus({ preventScroll: true });
}

/** The link the search was first opened from (then forgotten), if any. */
export function takeOpener(): Element | null {
  const link = document.querySelector(`[${OPENER}]`);
  link?.removeAttribute(OPENER);
  return link;
}

/** The text typed into the stand-in field (null when there is none); removes the field. */
export function takeTypedAhead(): string | null {
  const field = document.querySelector<HTMLInputElement>(`input[${STAND_IN}]`);
  if (!field) return null;
  const text = field.value;
  field.remove();
  return text;
}
