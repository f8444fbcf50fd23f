/**
 * Server-side only (imported by src/components/SiteHeader.astro): the HTML of the main menu's
 * closed drawers, rendered once per build and locale instead of once per page. Every page of a
 * locale server-renders the same drawers (the product and section links of the navigation, ~24 KB);
 * the main menu island inserts this HTML when it renders on the server (src/islands/island-data.ts
 * `prerenderedHtml`) and renders the same markup itself in the browser.
 */
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import type { NavItem } from '../navigation/types.ts';
import { prerenderedHtml, providePrerenderedHtml } from './island-data.ts';
import { DrawerChildren, drawerHtmlKey } from './MegaMenu.tsx';

/** Renders the closed drawer of each main item with a drawer (once per item object). */
export function prerenderDrawers(items: readonly NavItem[]): void {
  for (const item of items) {
    if (item.children.length === 0 || prerenderedHtml(drawerHtmlKey(item)) !== undefined) continue;
    providePrerenderedHtml(drawerHtmlKey(item), renderToString(h(DrawerChildren, { item, activeSubmenuId: null })));
  }
}
