/**
 * The desktop drawer of the top bar (docs/navigation.md §3, §10): which main item's drawer is open, which child
 * is active (its detail list shows on the right), and the drawer-hidden flag.
 *
 * - Hovering a main item (or opening it from the keyboard) shows its drawer.
 * - Clicking a main item, or any link in the drawer, hides it: it stays hidden until the pointer
 *   leaves the item and comes back, so the click does not reopen it at once.
 * - Hovering a child sets the active submenu id: the child's id when it has product sub-categories
 *   or anchor navigation, otherwise none (the navigation model gives that id as `submenuId`).
 */
import { map } from 'nanostores';

export interface DrawerState {
  /** The main item whose drawer is open, or null. */
  openItemId: string | null;
  /** The child whose detail list shows. */
  activeSubmenuId: string | null;
  /** Hidden after a click until the pointer leaves. */
  hidden: boolean;
}

export const $drawer = map<DrawerState>({ openItemId: null, activeSubmenuId: null, hidden: false });

/** Shows the drawer of `itemId`; `defaultSubmenuId` is the child active when it opens (the first with a detail list). */
export function showDrawer(itemId: string, defaultSubmenuId: string | null): void {
  const state = $drawer.get();
  if (state.hidden) return;
  if (state.openItemId === itemId) return;
  $drawer.set({ openItemId: itemId, activeSubmenuId: defaultSubmenuId, hidden: false });
}

/** Opens the drawer even right after a click (keyboard: Enter, Space, ArrowDown). */
export function openDrawer(itemId: string, defaultSubmenuId: string | null): void {
  $drawer.set({ openItemId: itemId, activeSubmenuId: defaultSubmenuId, hidden: false });
}

export function toggleDrawer(itemId: string, defaultSubmenuId: string | null): void {
  if ($drawer.get().openItemId === itemId) closeDrawer();
  else openDrawer(itemId, defaultSubmenuId);
}

/** Escape, a click outside, the pointer leaving the header. */
export function closeDrawer(): void {
  $drawer.set({ ...$drawer.get(), openItemId: null, hidden: false });
}

/** Clicking a main item or a drawer link hides the drawer until the pointer leaves. */
export function hideDrawer(): void {
  $drawer.set({ ...$drawer.get(), openItemId: null, hidden: true });
}

/** The pointer left the navigation: the next hover may show a drawer again. */
export function releaseDrawer(): void {
  $drawer.set({ ...$drawer.get(), openItemId: null, hidden: false });
}

/** Hovering or focusing a child: its submenu id (null for a child without detail list). */
export function setActiveSubmenu(submenuId: string | null): void {
  $drawer.setKey('activeSubmenuId', submenuId);
}
