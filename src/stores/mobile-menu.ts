/**
 * The mobile menu (docs/navigation.md §6, §10): active flag, depth 0–3, title and the active submenu, with
 * every transition as an action. Levels: 0 the main links and meta links; 1 the child
 * categories of the main item tapped at level 0; 2 the product sub-categories of a product category;
 * 3 the product pages of a sub-category.
 *
 * Two kinds of "active submenu" (see README.md): the submenu tapped at depth 0 is the main item whose
 * children level 1 shows (`openItemId`, cleared when leaving level 1); the active submenu id
 * (`activeSubmenuId`, default Coater and Developer) is the product category whose sub-categories
 * levels 2 and 3 show, the same id the desktop drawer uses for its detail list.
 */
import { computed, map } from 'nanostores';
import { DEFAULT_ACTIVE_SUBMENU } from '../navigation/defaults.ts';

type MobileMenuDepth = 0 | 1 | 2 | 3;

export interface MobileMenuState {
  active: boolean;
  depth: MobileMenuDepth;
  /** The panel title; null shows the default title ("Menu", translated). */
  title: string | null;
  /** The main item whose children level 1 shows. */
  openItemId: string | null;
  /** The product category whose sub-categories level 2 shows. */
  activeSubmenuId: string | null;
  /** The product sub-category whose products level 3 shows. */
  activeSubCategoryId: string | null;
  /** The titles of levels 1 to `depth`, so Back can restore the title of the level it returns to. */
  titles: string[];
}

export const initialMobileMenu: Readonly<MobileMenuState> = {
  active: false,
  depth: 0,
  title: null,
  openItemId: null,
  activeSubmenuId: DEFAULT_ACTIVE_SUBMENU,
  activeSubCategoryId: null,
  titles: [],
};

export const $mobileMenu = map<MobileMenuState>({ ...initialMobileMenu });

/** Derived flag: is the mobile menu open? */
export const $mobileMenuActive = computed($mobileMenu, (state) => state.active);

/** Back to level 0: the main links (opening and closing do this). */
function toLevelZero(active: boolean): void {
  $mobileMenu.set({ ...$mobileMenu.get(), active, depth: 0, title: null, openItemId: null, activeSubCategoryId: null, titles: [] });
}

export function openMobileMenu(): void {
  toLevelZero(true);
}

export function closeMobileMenu(): void {
  toLevelZero(false);
}

/**
 * Tapping a submenu (a main item with children): at depth 0 it opens level 1 with its headline as
 * title; tapping the open one again goes back to depth 0.
 */
export function tapSubmenu(itemId: string, headline: string): void {
  const state = $mobileMenu.get();
  if (state.depth === 1 && state.openItemId === itemId) {
    $mobileMenu.set({ ...state, depth: 0, title: null, openItemId: null, titles: [] });
    return;
  }
  $mobileMenu.set({ ...state, depth: 1, title: headline, openItemId: itemId, activeSubCategoryId: null, titles: [headline] });
}

/** A child category with sub-categories (a product category): level 2, its headline as title. */
export function openSubCategories(childId: string, headline: string): void {
  const state = $mobileMenu.get();
  if (state.depth !== 1) return;
  $mobileMenu.set({ ...state, depth: 2, title: headline, activeSubmenuId: childId, titles: [...state.titles.slice(0, 1), headline] });
}

/** A product sub-category: level 3 with its product pages, its name as title. */
export function openProducts(subCategoryId: string, name: string): void {
  const state = $mobileMenu.get();
  if (state.depth !== 2) return;
  $mobileMenu.set({ ...state, depth: 3, title: name, activeSubCategoryId: subCategoryId, titles: [...state.titles.slice(0, 2), name] });
}

/** Following a link closes the menu and resets the depth to 0. */
export function followMenuLink(): void {
  closeMobileMenu();
}

/** The back arrow: one level up; leaving level 1 clears the active submenu (the open main item). */
export function backMobileMenu(): void {
  const state = $mobileMenu.get();
  if (state.depth === 0) return;
  if (state.depth === 1) {
    $mobileMenu.set({ ...state, depth: 0, title: null, openItemId: null, titles: [] });
    return;
  }
  const depth = (state.depth - 1) as MobileMenuDepth;
  const titles = state.titles.slice(0, depth);
  $mobileMenu.set({
    ...state,
    depth,
    title: titles[depth - 1] ?? null,
    titles,
    activeSubCategoryId: depth < 3 ? null : state.activeSubCategoryId,
  });
}
