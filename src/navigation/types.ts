/**
 * The navigation model the header, the sub-navigation, the footer and the islands render: plain,
 * serialisable data (islands get it as props), built once per build and locale (./build.ts).
 */
import type { IsoCode, LocaleCode } from '../i18n/locales.ts';

/** A text in the page's language; `lang` only when another language stands in (English fallback). */
export interface NavText {
  text: string;
  lang?: IsoCode | undefined;
}

/** A link; `href` null when its page is not built: it renders as plain text (docs/content-blocks.md §8). */
export interface NavLink extends NavText {
  href: string | null;
}

/**
 * A product sub-category of a product category (docs/navigation.md §2: Automated, SemiAutomated, Manual) with its
 * product pages: the first MENU_PRODUCTS_PER_SUBCATEGORY of them (./build.ts).
 */
export interface NavSubCategory {
  id: string;
  title: NavText;
  products: NavLink[];
  /**
   * Only when the sub-category has more product pages than it lists: "All N products", linking to
   * the category's overview page. Absent otherwise (not null: the island props stay as they were).
   */
  more?: NavLink;
}

/** A child category of a main item: the left column of the drawer, level 1 of the mobile menu. */
export interface NavChild extends NavLink {
  id: string;
  /**
   * The active-submenu id (docs/navigation.md §2): the child's id when it has product sub-categories or anchor
   * navigation (its detail list), otherwise null (no detail list).
   */
  submenuId: string | null;
  subCategories: NavSubCategory[];
  anchors: NavLink[];
  /**
   * Only for a product category that links straight to one of its product pages (Metrology, docs/navigation.md §2)
   * when its product lists (capped, ./build.ts) leave that page out: the product's name, which
   * names the child's overview row in the mobile menu. Absent otherwise.
   */
  linkedProduct?: NavText;
}

export interface NavItem extends NavLink {
  id: string;
  /** The one main item with the wider drawer (docs/navigation.md §3). */
  wide: boolean;
  children: NavChild[];
}

/** The navigation of one locale. */
export interface Navigation {
  locale: LocaleCode;
  main: NavItem[];
  /** Meta links of the desktop top bar (docs/navigation.md §4, §9). */
  meta: NavLink[];
  /** Meta links of the mobile menu (docs/navigation.md §6, §9). */
  mobileMeta: NavLink[];
}

/** A language the visitor can switch to (docs/navigation.md §5): the same page in that locale. */
export interface LanguageOption {
  code: LocaleCode;
  iso: IsoCode;
  /** The language's name in that language. */
  name: string;
  href: string;
}
