/** Keyboard of the tab list (WAI-ARIA tabs pattern): arrows wrap, Home/End jump to the ends. */

/** The index a key moves the selection to, or null for keys the tab list does not handle. */
export function nextTabIndex(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
