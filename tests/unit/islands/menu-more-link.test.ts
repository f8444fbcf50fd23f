/**
 * The "All N products" link of a sub-category that lists only its first product pages
 * (src/navigation/build.ts MENU_PRODUCTS_PER_SUBCATEGORY): the last item of the sub-category's list
 * in the desktop drawer (server-rendered, so in the HTML without JavaScript too) and in level 3 of
 * the mobile menu; nothing of it when the sub-category lists every product page.
 */
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { islandDataJson } from '../../../src/islands/island-data.ts';
import MegaMenu from '../../../src/islands/MegaMenu.tsx';
import { MobileMenuBody } from '../../../src/islands/parts/MobileMenuLevels.tsx';
import type { MenuData } from '../../../src/navigation/menu-data.ts';
import type { NavItem } from '../../../src/navigation/types.ts';
import {
  $mobileMenu,
  closeMobileMenu,
  openMobileMenu,
  openProducts,
  openSubCategories,
  tapSubmenu,
} from '../../../src/stores/mobile-menu.ts';

const product = (n: number) => ({ text: `P${n}`, href: `/en/products-solutions/mask-aligner/p${n}/` });

const items = (more: boolean): NavItem[] => [
  {
    id: 'products-solutions',
    text: 'Products and Solutions',
    href: '/en/products-solutions/',
    wide: true,
    children: [
      {
        id: 'mask-aligner',
        text: 'Mask Aligner',
        href: '/en/products-solutions/mask-aligner/',
        submenuId: 'mask-aligner',
        anchors: [],
        subCategories: [
          {
            id: 'mask-aligner-Manual',
            title: { text: 'Manual' },
            products: [1, 2, 3].map(product),
            ...(more ? { more: { text: 'All 12 products', href: '/en/products-solutions/mask-aligner/' } } : {}),
          },
        ],
      },
    ],
  },
];

const megaMenu = (more: boolean) => {
  const data: MenuData = {
    main: items(more),
    mobileMeta: [],
    labels: { ...mobileLabels, nav: 'Main navigation', toggles: {} },
  };
  islandDataJson(`menus-test-${more}`, data);
  return renderToString(h(MegaMenu, { data: `menus-test-${more}`, currentPath: '/en/' }));
};

const mobileLabels = {
  menu: 'Menu',
  open: 'Open',
  close: 'Close',
  back: 'Back',
  languages: 'Languages',
  onThisPage: 'On this page',
  search: 'Search',
  overviews: {},
};

const mobileLevel3 = (more: boolean) => {
  openMobileMenu();
  tapSubmenu('products-solutions', 'Products and Solutions');
  openSubCategories('mask-aligner', 'Mask Aligner');
  openProducts('mask-aligner-Manual', 'Manual');
  expect($mobileMenu.get().depth).toBe(3);
  return renderToString(
    h(MobileMenuBody, { items: items(more), meta: [], languages: [], labels: mobileLabels, searchHref: '/en/search/' }),
  );
};

afterEach(() => closeMobileMenu());

/** Each list item's link: [class of the item, href, text]. */
const rows = (html: string, list: string) =>
  selectAll<AnyNode, Element>(`${list} > li`, parseDocument(html)).map((item) => {
    const link = selectOne<AnyNode, Element>('a', item);
    return [getAttributeValue(item, 'class') ?? null, link && getAttributeValue(link, 'href'), textContent(item)];
  });

describe('the "All N products" link', () => {
  it('ends the sub-category’s list in the server-rendered drawer, after its products, as a link', () => {
    expect(rows(megaMenu(true), '.mega-sub ul')).toEqual([
      ...[1, 2, 3].map((n) => [null, product(n).href, product(n).text]),
      ['mega-more', '/en/products-solutions/mask-aligner/', 'All 12 products'],
    ]);
  });

  it('is not in the drawer when the sub-category lists every product page', () => {
    const html = megaMenu(false);
    expect(html).not.toContain('mega-more');
    expect(rows(html, '.mega-sub ul')).toHaveLength(3);
  });

  it('ends level 3 of the mobile menu, as a link row', () => {
    const html = mobileLevel3(true);
    expect(rows(html, '.mobile-list')).toEqual([
      ...[1, 2, 3].map((n) => [null, product(n).href, product(n).text]),
      ['mobile-more', '/en/products-solutions/mask-aligner/', 'All 12 products'],
    ]);
    expect(selectOne<AnyNode, Element>('.mobile-more > a.mobile-row', parseDocument(html))).not.toBeNull();
    const without = mobileLevel3(false);
    expect(without).not.toContain('mobile-more');
    expect(rows(without, '.mobile-list')).toHaveLength(3);
  });
});
