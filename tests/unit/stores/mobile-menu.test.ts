import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_ACTIVE_SUBMENU } from '../../../src/navigation/defaults.ts';
import {
  $mobileMenu,
  $mobileMenuActive,
  backMobileMenu,
  closeMobileMenu,
  followMenuLink,
  initialMobileMenu,
  openMobileMenu,
  openProducts,
  openSubCategories,
  tapSubmenu,
} from '../../../src/stores/mobile-menu.ts';

const state = () => $mobileMenu.get();

beforeEach(() => {
  $mobileMenu.set({ ...initialMobileMenu });
});

describe('mobile menu state (docs/navigation.md §10)', () => {
  it('starts closed at depth 0 with the default title and Coater and Developer as active submenu', () => {
    expect(state()).toMatchObject({ active: false, depth: 0, title: null, activeSubmenuId: DEFAULT_ACTIVE_SUBMENU });
    expect(DEFAULT_ACTIVE_SUBMENU).toBe('coater-and-developer');
  });

  it('opening and closing reset the depth to 0', () => {
    openMobileMenu();
    tapSubmenu('products-solutions', 'Products and Solutions');
    openSubCategories('mask-aligner', 'Mask Aligner');
    closeMobileMenu();
    expect(state()).toMatchObject({ active: false, depth: 0, title: null, openItemId: null });
    openMobileMenu();
    tapSubmenu('company', 'Company');
    openMobileMenu();
    expect(state()).toMatchObject({ active: true, depth: 0, title: null });
    expect($mobileMenuActive.get()).toBe(true);
    closeMobileMenu();
    expect($mobileMenuActive.get()).toBe(false);
  });

  it('tapping a submenu at depth 0 goes to depth 1 with its headline as title; tapping it again goes back to 0', () => {
    openMobileMenu();
    tapSubmenu('company', 'Company');
    expect(state()).toMatchObject({ depth: 1, title: 'Company', openItemId: 'company' });
    tapSubmenu('company', 'Company');
    expect(state()).toMatchObject({ depth: 0, title: null, openItemId: null });
  });

  it('tapping another submenu at depth 1 switches to it', () => {
    openMobileMenu();
    tapSubmenu('company', 'Company');
    tapSubmenu('contact', 'Contact');
    expect(state()).toMatchObject({ depth: 1, title: 'Contact', openItemId: 'contact' });
  });

  it('a sub-category with children goes to depth 2, a product category to depth 3, each with its title', () => {
    openMobileMenu();
    tapSubmenu('products-solutions', 'Products and Solutions');
    openSubCategories('mask-aligner', 'Mask Aligner');
    expect(state()).toMatchObject({ depth: 2, title: 'Mask Aligner', activeSubmenuId: 'mask-aligner' });
    openProducts('mask-aligner-Manual', 'Manual');
    expect(state()).toMatchObject({ depth: 3, title: 'Manual', activeSubCategoryId: 'mask-aligner-Manual' });
  });

  it('ignores a level jump that skips a level', () => {
    openMobileMenu();
    openProducts('x', 'X');
    expect(state().depth).toBe(0);
    openSubCategories('mask-aligner', 'Mask Aligner');
    expect(state().depth).toBe(0);
  });

  it('the back arrow moves up one level restoring that level’s title; leaving level 1 clears the active submenu', () => {
    openMobileMenu();
    tapSubmenu('products-solutions', 'Products and Solutions');
    openSubCategories('wafer-bonder', 'Wafer Bonder');
    openProducts('wafer-bonder-Automated', 'Automated');
    backMobileMenu();
    expect(state()).toMatchObject({ depth: 2, title: 'Wafer Bonder', activeSubCategoryId: null });
    backMobileMenu();
    expect(state()).toMatchObject({ depth: 1, title: 'Products and Solutions', openItemId: 'products-solutions' });
    backMobileMenu();
    expect(state()).toMatchObject({ active: true, depth: 0, title: null, openItemId: null });
    backMobileMenu();
    expect(state().depth).toBe(0);
  });

  it('following a link closes the menu and resets the depth to 0', () => {
    openMobileMenu();
    tapSubmenu('products-solutions', 'Products and Solutions');
    openSubCategories('metrology', 'Metrology');
    followMenuLink();
    expect(state()).toMatchObject({ active: false, depth: 0, title: null });
  });
});
