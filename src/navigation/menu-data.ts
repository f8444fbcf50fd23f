/**
 * What the two menus (src/islands/MegaMenu.tsx, src/islands/MobileMenu.tsx) show that is the same on
 * every page of a locale: the main items, the mobile meta links and their labels. Made once per
 * build and locale, and handed to the islands as island data (src/islands/island-data.ts) under
 * `menuDataId(locale)` instead of as props. What differs per page (the current path, the language
 * options, the sub-navigation) stays a prop. The texts the menus show carry their line breaks
 * (src/text/island-text.ts): the islands render them again in the browser.
 */
import { isoOf, type LocaleCode } from '../i18n/locales.ts';
import { t, type UiKey } from '../i18n/ui.ts';
import { islandText, withIslandBreaks } from '../text/island-text.ts';
import type { NavChild, NavItem, NavLink, Navigation } from './types.ts';

/** The texts of the mobile menu (src/islands/parts/MobileMenuLevels.tsx). */
export interface MobileMenuLabels {
  menu: string;
  open: string;
  close: string;
  back: string;
  languages: string;
  onThisPage: string;
  /** The search row of level 0. */
  search: string;
  /** "{label} – overview" per main item and product category id. */
  overviews: Record<string, string>;
}

export interface MenuData {
  main: NavItem[];
  /** Meta links of the mobile menu. */
  mobileMeta: NavLink[];
  labels: MobileMenuLabels & {
    /** The main menu's accessible name. */
    nav: string;
    /** Accessible name of each main item's drawer button, by item id. */
    toggles: Record<string, string>;
  };
}

/** The island data id of a locale's menu data. */
export const menuDataId = (locale: LocaleCode): string => `menus-${locale}`;

const memo = new WeakMap<Navigation, MenuData>();

/** The menu data of `navigation` (memoised per navigation object, so once per build and locale). */
export function menuData(navigation: Navigation): MenuData {
  const known = memo.get(navigation);
  if (known) return known;
  const { locale } = navigation;
  const text = (key: UiKey, params?: Record<string, string>) => t(locale, key, params).text;
  const lang = isoOf(locale);
  // Shown texts get their break opportunities; accessible names (nav, toggles) are heard, not wrapped.
  const shown = (key: UiKey, params?: Record<string, string>) => {
    const found = t(locale, key, params);
    return islandText(found.text, found.lang);
  };
  // The first row of an opened entry links to its own page: "Company – overview"; a child that
  // links straight to one of its product pages (Metrology, docs/navigation.md §6) is named by that product instead.
  const overviewLabel = (entry: NavItem | NavChild): string => {
    const direct =
      'subCategories' in entry
        ? (entry.subCategories.flatMap((sub) => sub.products).find((p) => p.href === entry.href) ?? entry.linkedProduct)
        : undefined;
    return direct ? direct.text : text('nav.overview', { label: entry.text });
  };
  const data: MenuData = {
    main: withIslandBreaks(navigation.main, lang),
    mobileMeta: withIslandBreaks(navigation.mobileMeta, lang),
    labels: {
      nav: text('nav.main'),
      toggles: Object.fromEntries(navigation.main.map((item) => [item.id, text('nav.showSubmenu', { label: item.text })])),
      menu: shown('nav.menu'),
      open: text('nav.openMenu'),
      close: text('nav.closeMenu'),
      back: shown('nav.back'),
      languages: shown('nav.languages'),
      onThisPage: shown('nav.subNavigation'),
      search: shown('search.open'),
      overviews: Object.fromEntries(
        navigation.main.flatMap((item) => [item, ...item.children]).map((entry) => [entry.id, islandText(overviewLabel(entry), lang)]),
      ),
    },
  };
  memo.set(navigation, data);
  return data;
}
