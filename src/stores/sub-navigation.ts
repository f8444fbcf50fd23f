/**
 * The page's sub-navigation (docs/navigation.md §7, §10): whether the page has one and its items. The bar
 * itself is server-rendered (src/components/SubNavigation.astro); the mobile menu sets these from
 * its props when it starts and lists them under "On this page", where a phone visitor finds the
 * links that overflow the narrow bar.
 */
import { computed, map } from 'nanostores';
import type { NavLink } from '../navigation/types.ts';

/** A link of the sub-navigation (text, `lang` when English stands in, href or null for plain text). */
export type SubNavigationItem = NavLink;

export const $subNavigation = map<{ items: SubNavigationItem[] }>({ items: [] });

/** Derived flag: does the page have a sub-navigation? */
export const $hasSubNavigation = computed($subNavigation, (state) => state.items.length > 0);

export function setSubNavigation(items: readonly SubNavigationItem[]): void {
  $subNavigation.set({ items: [...items] });
}
