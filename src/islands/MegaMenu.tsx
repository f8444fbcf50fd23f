/**
 * The main menu of the desktop top bar (docs/navigation.md §3, §10), from 1074px: the WAI-ARIA disclosure
 * navigation pattern. Each main item is a link (to its page) and a button with `aria-expanded`
 * that shows its drawer: child categories on the left, the active child's detail list on the
 * right (product sub-categories with their product pages, or anchor links). A sub-category that
 * lists only its first product pages ends with a secondary "All N products" link to its category.
 *
 * - Hovering a main item shows its drawer; Enter, Space or ArrowDown on its button (ArrowDown on
 *   its link too) opens it from the keyboard; ArrowDown moves into the drawer.
 * - Escape closes it and returns focus to its button; so do a click outside and focus leaving.
 * - Clicking a main item or any drawer link hides the drawer (src/stores/drawer.ts); Tab walks
 *   each child and then its detail list, which opens as the child gets focus.
 * State lives in src/stores (drawer, viewport, mobile menu), shared with the mobile menu.
 *
 * Without JavaScript every main item is still a plain link, and the drawer HTML (the product page
 * links the navigation model lists, and a sub-category's "All N products" link when it lists only
 * the first ones) is in the page for crawlers.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, type FocusEvent, type MouseEvent as ReactMouseEvent } from 'react';
import type { MenuData } from '../navigation/menu-data.ts';
import type { NavChild, NavItem } from '../navigation/types.ts';
import {
  $drawer,
  closeDrawer,
  hideDrawer,
  openDrawer,
  releaseDrawer,
  setActiveSubmenu,
  showDrawer,
  toggleDrawer,
} from '../stores/drawer.ts';
import { $mobileMenuActive } from '../stores/mobile-menu.ts';
import { $pageScrolled } from '../stores/viewport.ts';
import { prerenderedHtml, readIslandData } from './island-data.ts';
import { useEscape, useHydrated, useOutsidePress } from './parts/hooks.ts';
import { ChevronDown } from './parts/icons.tsx';
import { NavAnchor } from './parts/NavAnchor.tsx';
import './MegaMenu.css';

interface Props {
  /** The island data id of the locale's menu data (src/navigation/menu-data.ts). */
  data: string;
  /** The path of the page, to mark the main item of its section. */
  currentPath: string;
}

/** How long the pointer may be outside the menu before the drawer closes (crossing a gap). */
const LEAVE_DELAY_MS = 150;

const defaultSubmenu = (item: NavItem): string | null => item.children.find((child) => child.submenuId)?.submenuId ?? null;
const drawerId = (item: NavItem) => `drawer-${item.id}`;
const isCurrentSection = (item: NavItem, path: string): boolean => item.href !== null && path.startsWith(item.href);

function focusFirstLink(item: NavItem) {
  requestAnimationFrame(() => document.getElementById(drawerId(item))?.querySelector<HTMLElement>('a, button')?.focus());
}

export default function MegaMenu({ data, currentPath }: Props) {
  const { main: items, labels } = readIslandData<MenuData>(data);
  const { openItemId, activeSubmenuId } = useStore($drawer);
  const scrolled = useStore($pageScrolled);
  // The server rendered "not scrolled"; the first client render must agree (hydration).
  const hydrated = useHydrated();
  /** A pointer is pressed inside the menu: a focusout without a new target then keeps it open. */
  const pointerInside = useRef(false);
  const mobileMenuActive = useStore($mobileMenuActive);
  const root = useRef<HTMLElement>(null);
  /** The item whose drawer the pointer opened: a click on its button then keeps it open. */
  const openedByHover = useRef<string | null>(null);
  const leaveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    if (mobileMenuActive) closeDrawer();
  }, [mobileMenuActive]);
  useEffect(() => () => clearTimeout(leaveTimer.current), []);
  useEffect(() => {
    if (openItemId === null) openedByHover.current = null;
  }, [openItemId]);

  const close = useCallback(() => closeDrawer(), []);
  useOutsidePress(root, openItemId !== null, close);

  const open = (item: NavItem, focus: boolean) => {
    openDrawer(item.id, defaultSubmenu(item));
    if (focus) focusFirstLink(item);
  };

  const onEscape = useCallback(() => {
    const item = $drawer.get().openItemId;
    const focusInside = root.current?.contains(document.activeElement) ?? false;
    closeDrawer();
    if (focusInside) root.current?.querySelector<HTMLButtonElement>(`button[aria-controls="drawer-${item}"]`)?.focus();
  }, []);
  useEscape(openItemId !== null, onEscape);
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next === null && pointerInside.current) return;
    if (openItemId !== null && !root.current?.contains(next)) closeDrawer();
  };
  const onPointerEnter = () => clearTimeout(leaveTimer.current);
  const onPointerLeave = () => {
    pointerInside.current = false;
    clearTimeout(leaveTimer.current);
    leaveTimer.current = setTimeout(releaseDrawer, LEAVE_DELAY_MS);
  };

  return (
    <nav
      ref={root}
      className="mega-menu"
      aria-label={labels.nav}
      onBlur={onBlur}
      onPointerDown={() => (pointerInside.current = true)}
      onPointerUp={() => (pointerInside.current = false)}
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
    >
      <ul className="mega-items">
        {items.map((item) => {
          const expanded = openItemId === item.id;
          const hasDrawer = item.children.length > 0;
          return (
            <li
              key={item.id}
              className="mega-item"
              onPointerEnter={() => {
                if (!hasDrawer || $drawer.get().openItemId === item.id) return;
                showDrawer(item.id, defaultSubmenu(item));
                if ($drawer.get().openItemId === item.id) openedByHover.current = item.id;
              }}
            >
              <NavAnchor
                link={item}
                className="mega-link"
                aria-current={isCurrentSection(item, currentPath) ? 'true' : undefined}
                onClick={leaveByLink}
                onKeyDown={(event) => {
                  if (hasDrawer && event.key === 'ArrowDown') {
                    event.preventDefault();
                    open(item, true);
                  }
                }}
              />
              {hasDrawer && (
                <>
                  <button
                    type="button"
                    className="icon-button mega-toggle"
                    aria-expanded={expanded}
                    aria-controls={drawerId(item)}
                    aria-label={labels.toggles[item.id]}
                    onClick={(event) => {
                      // The pointer opened this drawer on its way to the button: its click keeps it open.
                      const pointerClick = event.detail > 0;
                      if (pointerClick && openedByHover.current === item.id && openItemId === item.id) openedByHover.current = null;
                      else toggleDrawer(item.id, defaultSubmenu(item));
                    }}
                    onKeyDown={(event) => {
                      if (event.key === 'ArrowDown') {
                        event.preventDefault();
                        open(item, true);
                      }
                    }}
                  >
                    <ChevronDown />
                  </button>
                  <Drawer item={item} open={expanded} scrolled={hydrated && scrolled} activeSubmenuId={activeSubmenuId} />
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface DrawerProps {
  item: NavItem;
  open: boolean;
  scrolled: boolean;
  activeSubmenuId: string | null;
}

function Drawer({ item, open, scrolled, activeSubmenuId }: DrawerProps) {
  // Server rendering of a closed drawer: the list's HTML made once per build (./prerender.ts);
  // the browser renders the same list and adopts that HTML when it hydrates.
  const prerendered = open || activeSubmenuId !== null ? undefined : prerenderedHtml(drawerHtmlKey(item));
  return (
    <div
      id={drawerId(item)}
      className={['mega-drawer', item.wide ? 'is-wide' : '', scrolled ? 'is-scrolled' : ''].filter(Boolean).join(' ')}
      hidden={!open}
      dangerouslySetInnerHTML={prerendered === undefined ? undefined : { __html: prerendered }}
    >
      {prerendered === undefined && <DrawerChildren item={item} activeSubmenuId={activeSubmenuId} />}
    </div>
  );
}

/** The key of a drawer's prerendered HTML: the item object itself (one per build and locale). */
export const drawerHtmlKey = (item: NavItem): object => item;

/** A drawer's content: its children, each followed by its detail list. */
export function DrawerChildren({ item, activeSubmenuId }: { item: NavItem; activeSubmenuId: string | null }) {
  // Each child's detail list follows its link inside the same list item, so Tab goes from a
  // child to its products or anchors and on to the next child; CSS shows it in the right column.
  return (
    <ul className="mega-children">
      {item.children.map((child) => {
        const active = child.submenuId !== null && child.submenuId === activeSubmenuId;
        return (
          <li
            key={child.id}
            className={active ? 'is-active' : undefined}
            onPointerEnter={() => setActiveSubmenu(child.submenuId)}
            onFocus={() => setActiveSubmenu(child.submenuId)}
          >
            <NavAnchor link={child} className="mega-child" onClick={leaveByLink} />
            <Details child={child} active={active} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Following a drawer link closes the drawer. A pointer click also keeps it from reopening under
 * the pointer until the pointer leaves; a keyboard activation (detail 0) just closes it.
 */
function leaveByLink(event: ReactMouseEvent) {
  if (event.detail > 0) hideDrawer();
  else closeDrawer();
}

/** The detail list of one child; every child's list is in the HTML, only the active one shows. */
function Details({ child, active }: { child: NavChild; active: boolean }) {
  if (child.submenuId === null) return null;
  return (
    <div className="mega-detail" hidden={!active}>
      {child.subCategories.map((sub) => (
        <div key={sub.id} className="mega-sub" role="group" aria-labelledby={`${sub.id}-title`}>
          <p id={`${sub.id}-title`} className="mega-sub-title" lang={sub.title.lang}>
            {sub.title.text}
          </p>
          <ul>
            {sub.products.map((product, index) => (
              <li key={`${product.href ?? product.text}-${index}`}>
                <NavAnchor link={product} onClick={leaveByLink} />
              </li>
            ))}
            {sub.more && (
              <li className="mega-more">
                <NavAnchor link={sub.more} onClick={leaveByLink} />
              </li>
            )}
          </ul>
        </div>
      ))}
      {child.anchors.length > 0 && (
        <ul className="mega-anchors">
          {child.anchors.map((anchor, index) => (
            <li key={`${anchor.href ?? anchor.text}-${index}`}>
              <NavAnchor link={anchor} onClick={leaveByLink} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
