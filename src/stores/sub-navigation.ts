/**
 * The page's sub-navigation (SPEC §2.6, §4): whether the page has one and its items. The bar
 * itself is server-rendered (src/components/SubNavigation.astro); islands learn of it from their
 * props (the top bar sets it when it starts) and place the drawer below it.
 */
import { computed, map } from 'nanostores';

export interface SubNavigationItem {
  text: string;
  href: string | null;
}

export const $subNavigation = map<{ items: SubNavigationItem[] }>({ items: [] });

/** Derived flag of §4: does the page have a sub-navigation? */
export const $hasSubNavigation = computed($subNavigation, (state) => state.items.length > 0);

export function setSubNavigation(items: readonly SubNavigationItem[]): void {
  $subNavigation.set({ items: [...items] });
}
