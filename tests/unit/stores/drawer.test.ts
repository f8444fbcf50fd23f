import { beforeEach, describe, expect, it } from 'vitest';
import {
  $drawer,
  closeDrawer,
  hideDrawer,
  openDrawer,
  releaseDrawer,
  setActiveSubmenu,
  showDrawer,
  toggleDrawer,
} from '../../../src/stores/drawer.ts';

beforeEach(() => {
  $drawer.set({ openItemId: null, activeSubmenuId: null, hidden: false });
});

describe('desktop drawer state (docs/navigation.md §10)', () => {
  it('hovering a main item shows its drawer with its first detail list active', () => {
    showDrawer('products-solutions', 'coater-and-developer');
    expect($drawer.get()).toEqual({ openItemId: 'products-solutions', activeSubmenuId: 'coater-and-developer', hidden: false });
    showDrawer('company', 'organization');
    expect($drawer.get().openItemId).toBe('company');
  });

  it('keeps the active child while the pointer moves within the same item', () => {
    showDrawer('products-solutions', 'coater-and-developer');
    setActiveSubmenu('wafer-bonder');
    showDrawer('products-solutions', 'coater-and-developer');
    expect($drawer.get().activeSubmenuId).toBe('wafer-bonder');
  });

  it('hovering a child sets the active submenu, none for a child without detail list', () => {
    openDrawer('company', 'organization');
    setActiveSubmenu(null);
    expect($drawer.get().activeSubmenuId).toBeNull();
  });

  it('clicking a main item or a link hides the drawer; hovering does not reopen it until the pointer left', () => {
    showDrawer('company', null);
    hideDrawer();
    expect($drawer.get()).toMatchObject({ openItemId: null, hidden: true });
    showDrawer('company', null);
    expect($drawer.get().openItemId).toBeNull();
    releaseDrawer();
    showDrawer('company', null);
    expect($drawer.get().openItemId).toBe('company');
  });

  it('the keyboard opens it even right after a click, and toggles it', () => {
    hideDrawer();
    openDrawer('contact', 'contact-page');
    expect($drawer.get()).toMatchObject({ openItemId: 'contact', hidden: false });
    toggleDrawer('contact', 'contact-page');
    expect($drawer.get().openItemId).toBeNull();
    toggleDrawer('contact', 'contact-page');
    expect($drawer.get().openItemId).toBe('contact');
    closeDrawer();
    expect($drawer.get()).toMatchObject({ openItemId: null, hidden: false });
  });
});
