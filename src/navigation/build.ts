/**
 * Builds the navigation model of one locale (./types.ts) from the static main menu (./main-menu.ts),
 * the content (product pages, anchor navigation, meta menu links) and the site's pages. Pure: the
 * site model calls it once per locale (src/site/build.ts), unit tests call it with hand-made content.
 *
 * Every link goes through the URL module and the page enumeration: a target that is not built
 * gives `href: null` (plain text, docs/content-blocks.md §8) and a content problem naming the entry.
 */
import { isoOf, type LocaleCode } from '../i18n/locales.ts';
import { t, type UiKey } from '../i18n/ui.ts';
import type { TranslatedValue } from '../i18n/translate.ts';
import type { ProblemReporter } from '../cms/problems.ts';
import {
  contentPageTarget,
  METROLOGY_PRODUCT_SLUG,
  pageCategoryContentPageTarget,
  productsSolutionsCategoryProductTarget,
  type NavigationTarget,
} from '../routing/paths.ts';
import { pageTable, productPageLink, targetLink, type PageTable, type SitePage } from '../routing/site-pages.ts';
import { mainMenu, type MainMenuItem, type MenuChild, type MenuPageRef } from './main-menu.ts';
import { cleanAnchor } from '../routing/url.ts';
import { menuText, navText } from './text.ts';
import type { NavChild, NavItem, NavLink, NavSubCategory, Navigation, NavText } from './types.ts';
import { isMetaLinkHidden } from './visibility.ts';

/** The content fields the navigation reads (structural, so the collection entries and test data fit). */
export interface NavigationContent {
  contentPages: ReadonlyArray<{
    id: string;
    slug?: string | null;
    internationalSlug?: string | null;
    anchorNavigation?: {
      anchorLink?: ReadonlyArray<{ anchorId?: string | null; anchorTranslation?: TranslatedValue | null } | null> | null;
    } | null;
  }>;
  productPages: ReadonlyArray<{
    id: string;
    slug?: string | null;
    Productname?: string | null;
    Category?: string | null;
    SubCategory?: string | null;
  }>;
  metaMenuLinks: ReadonlyArray<{
    id: string;
    slug?: string | null;
    internationalSlug?: string | null;
    label?: TranslatedValue | null;
  }>;
}

/** The product sub-categories (docs/navigation.md §2), in menu order, with the UI string of their title. */
export const productSubCategories = [
  { id: 'Automated', title: 'nav.automated' },
  { id: 'SemiAutomated', title: 'nav.semiAutomated' },
  { id: 'Manual', title: 'nav.manual' },
] as const satisfies ReadonlyArray<{ id: string; title: UiKey }>;

/**
 * How many product pages a sub-category lists in the menus (drawer and mobile menu): the first ones
 * by name. A sub-category with more ends with a link to its category's overview page ("All 40
 * products"), so a large catalogue neither makes a column unusable nor puts every product link
 * into every page (server HTML and island props).
 */
export const MENU_PRODUCTS_PER_SUBCATEGORY = 8;

type ProductSubCategoryId = (typeof productSubCategories)[number]['id'];

const isSubCategory = (value: unknown): value is ProductSubCategoryId => productSubCategories.some((sub) => sub.id === value);

interface Context {
  locale: LocaleCode;
  content: NavigationContent;
  pages: PageTable;
  report: ProblemReporter;
  /** Product pages by category and sub-category, sorted by name. */
  products: Map<string, Map<ProductSubCategoryId, Array<NavigationContent['productPages'][number]>>>;
  /** Formats the product count of the "more" links. */
  count: Intl.NumberFormat;
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Product pages grouped by Category → SubCategory; pages without a known sub-category are reported. */
function groupProducts(content: NavigationContent, report: ProblemReporter): Context['products'] {
  const groups: Context['products'] = new Map();
  const sorted = [...content.productPages].sort((a, b) => byName.compare(a.Productname ?? a.slug ?? '', b.Productname ?? b.slug ?? ''));
  for (const product of sorted) {
    if (!product.Category) continue;
    if (!isSubCategory(product.SubCategory)) {
      report(
        `product page ${product.id} (${product.slug ?? 'no slug'}) has SubCategory ${JSON.stringify(product.SubCategory ?? null)}, ` +
          `not one of ${productSubCategories.map((sub) => sub.id).join(', ')}: it is not listed in the main navigation`,
      );
      continue;
    }
    let byCategory = groups.get(product.Category);
    if (!byCategory) groups.set(product.Category, (byCategory = new Map()));
    const list = byCategory.get(product.SubCategory);
    if (list) list.push(product);
    else byCategory.set(product.SubCategory, [product]);
  }
  return groups;
}

function pageTarget(page: MenuPageRef, hash?: string): NavigationTarget {
  const { slug, internationalSlug, pageCategory } = page;
  return pageCategory
    ? pageCategoryContentPageTarget({ slug, internationalSlug, pageCategory, hash: hash ?? null })
    : contentPageTarget({ slug, internationalSlug, hash: hash ?? null });
}

/** A link to a target; when it is not built: plain text and a problem naming `what`. */
function link(ctx: Context, text: NavText, target: NavigationTarget, what: string): NavLink {
  const href = targetLink(ctx.locale, target, ctx.pages);
  if (href === null) ctx.report(`${what} links to a page that is not built (${describe(target)}); shown as plain text`);
  return { ...text, href };
}

function describe(target: NavigationTarget): string {
  const { name, params } = target;
  const parts = Object.entries(params)
    .filter(([, value]) => value)
    .map(([key, value]) => `${key} ${String(value)}`);
  return `${name} ${parts.join(', ')}`;
}

function label(ctx: Context, labels: TranslatedValue): NavText {
  return menuText(labels, ctx.locale) ?? { text: '' };
}

function contentPageOf(ctx: Context, page: MenuPageRef) {
  const pages = ctx.content.contentPages;
  return pages.find((entry) => entry.slug === page.slug) ?? pages.find((entry) => entry.internationalSlug === page.internationalSlug);
}

/**
 * The product sub-categories of a product category, each with its first product pages (at most
 * MENU_PRODUCTS_PER_SUBCATEGORY, by name) and, when it has more, `more`: "All N products", linking
 * to `overview`, the category's overview page.
 */
function subCategoriesOf(
  ctx: Context,
  child: Extract<MenuChild, { kind: 'productCategory' }>,
  overview: () => string | null,
  where: string,
): NavSubCategory[] {
  const byCategory = ctx.products.get(child.category);
  return productSubCategories.flatMap(({ id, title }) => {
    const products = byCategory?.get(id) ?? [];
    if (products.length === 0) return [];
    const subCategory: NavSubCategory = {
      id: `${child.id}-${id}`,
      title: navText(t(ctx.locale, title), ctx.locale),
      products: products.slice(0, MENU_PRODUCTS_PER_SUBCATEGORY).map((product) => {
        const href = productPageLink(ctx.locale, product, ctx.pages);
        if (href === null)
          ctx.report(`${where}: product page ${product.id} (${product.slug ?? 'no slug'}) is not built; shown as plain text`);
        return { text: product.Productname ?? product.slug ?? product.id, href };
      }),
    };
    if (products.length > MENU_PRODUCTS_PER_SUBCATEGORY) {
      const text = navText(t(ctx.locale, 'nav.allProducts', { count: ctx.count.format(products.length) }), ctx.locale);
      subCategory.more = { ...text, href: overview() };
    }
    return [subCategory];
  });
}

function anchorsOf(ctx: Context, child: Extract<MenuChild, { kind: 'page' }>, where: string): NavLink[] {
  const fromMenu = child.anchors?.map((anchor) => ({
    anchorId: anchor.anchorId,
    labels: anchor.labels as TranslatedValue | null | undefined,
  }));
  const fromContent = (contentPageOf(ctx, child.page)?.anchorNavigation?.anchorLink ?? []).flatMap((anchor) =>
    anchor?.anchorId ? [{ anchorId: anchor.anchorId, labels: anchor.anchorTranslation }] : [],
  );
  return (fromMenu ?? fromContent).flatMap(({ anchorId, labels }) => {
    const id = cleanAnchor(anchorId);
    const text = menuText(labels, ctx.locale);
    if (!id || !text) return [];
    return [link(ctx, text, pageTarget(child.page, id), `${where} › #${id}`)];
  });
}

function childOf(ctx: Context, child: MenuChild, parent: string): NavChild {
  const text = label(ctx, child.labels);
  const where = `main navigation "${parent} › ${child.labels.english}"`;
  if (child.kind === 'productCategory') {
    const categoryPage = pageTarget(child.page);
    const metrology = child.category === 'Metrology';
    const target = metrology
      ? productsSolutionsCategoryProductTarget({ category: 'Metrology', product: METROLOGY_PRODUCT_SLUG })
      : categoryPage;
    const self = link(ctx, text, target, where);
    // The "more" links go to the category's overview page: the page the child links to, except for
    // Metrology, which links straight to one of its products (docs/navigation.md §2) and so names its category page
    // only here. Resolved once, when a sub-category needs it.
    let overview: { href: string | null } | undefined;
    const overviewHref = () => (overview ??= metrology ? link(ctx, text, categoryPage, `${where} › all products`) : self).href;
    const subCategories = subCategoriesOf(ctx, child, overviewHref, where);
    const entry: NavChild = {
      ...self,
      id: child.id,
      submenuId: subCategories.length > 0 ? child.id : null,
      subCategories,
      anchors: [],
    };
    // The product Metrology links to may be one the capped lists leave out: name it here.
    const listed = subCategories.some((sub) => sub.products.some((product) => product.href === self.href));
    if (metrology && self.href !== null && !listed) {
      const linked = [...(ctx.products.get(child.category)?.values() ?? [])].flat().find((p) => p.slug === METROLOGY_PRODUCT_SLUG);
      if (linked) entry.linkedProduct = { text: linked.Productname ?? linked.slug ?? linked.id };
    }
    return entry;
  }
  const anchors = anchorsOf(ctx, child, where);
  return {
    ...link(ctx, text, pageTarget(child.page), where),
    id: child.id,
    submenuId: anchors.length > 0 ? child.id : null,
    subCategories: [],
    anchors,
  };
}

function itemOf(ctx: Context, item: MainMenuItem): NavItem {
  const where = `main navigation "${item.labels.english}"`;
  return {
    ...link(ctx, label(ctx, item.labels), contentPageTarget(item.pageLink), where),
    id: item.id,
    wide: item.wide,
    children: item.children.map((child) => childOf(ctx, child, item.labels.english)),
  };
}

function metaLinksOf(ctx: Context): Array<{ slug?: string | null | undefined; link: NavLink }> {
  return ctx.content.metaMenuLinks.flatMap((entry) => {
    const text = menuText(entry.label, ctx.locale);
    const where = `meta menu link ${entry.id} (${entry.slug ?? entry.internationalSlug ?? 'no slug'})`;
    if (!text) {
      ctx.report(`${where} has no label; not shown`);
      return [];
    }
    // docs/navigation.md §4: meta links use the content-page route with the slug of the locale (karriere included).
    const target = contentPageTarget({ slug: entry.slug ?? null, internationalSlug: entry.internationalSlug ?? null });
    return [{ slug: entry.slug, link: link(ctx, text, target, where) }];
  });
}

/** The navigation of `locale`. */
export function buildNavigation(
  locale: LocaleCode,
  content: NavigationContent,
  pages: readonly SitePage[],
  report: ProblemReporter,
): Navigation {
  const ctx: Context = {
    locale,
    content,
    pages: pageTable(pages),
    report,
    products: groupProducts(content, report),
    count: new Intl.NumberFormat(isoOf(locale)),
  };
  const meta = metaLinksOf(ctx);
  const main = mainMenu.map((item) => itemOf(ctx, item));
  // The mobile menu's level 0 lists the main items above its meta links: one entry per destination.
  const mainHrefs = new Set(main.flatMap((item) => (item.href === null ? [] : [item.href])));
  return {
    locale,
    main,
    meta: meta.filter((entry) => !isMetaLinkHidden(entry, locale, 'desktop')).map((entry) => entry.link),
    mobileMeta: meta
      .filter((entry) => !isMetaLinkHidden(entry, locale, 'mobile') && (entry.link.href === null || !mainHrefs.has(entry.link.href)))
      .map((entry) => entry.link),
  };
}
