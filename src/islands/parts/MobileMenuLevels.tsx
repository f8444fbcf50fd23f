/**
 * The levels of the mobile menu (src/islands/MobileMenu.tsx), docs/navigation.md §6: level 0 (main items as an
 * accordion with their children, the page's sub-navigation, meta links, other languages), level 2
 * (a product category's sub-categories) and level 3 (a sub-category's product pages, ending with
 * "All N products" when the menu lists only the first ones). What each row does is an action of
 * src/stores/mobile-menu.ts; following a link goes through `FollowLink`, which the dialog provides.
 */
import { useStore } from '@nanostores/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { MobileMenuLabels } from '../../navigation/menu-data.ts';
import type { LanguageOption, NavItem, NavLink } from '../../navigation/types.ts';
import { chooseLanguage } from '../../stores/language.ts';
import { $mobileMenu, followMenuLink, openProducts, openSubCategories, tapSubmenu } from '../../stores/mobile-menu.ts';
import { $subNavigation } from '../../stores/sub-navigation.ts';
import { ChevronDown, ChevronRight, SearchIcon } from './icons.tsx';
import { NavAnchor } from './NavAnchor.tsx';

/** The id of the menu's dialog; the ids of its lists derive from it. */
export const DIALOG_ID = 'mobile-menu';

/** What following a link in the menu does (the dialog closes the menu and decides where focus goes). */
export const FollowLink = createContext<() => void>(followMenuLink);

interface BodyProps {
  items: NavItem[];
  meta: NavLink[];
  languages: LanguageOption[];
  labels: MobileMenuLabels;
  /** The locale's search page (level 0's first row; opens the search dialog with JavaScript). */
  searchHref: string;
}

/** The open menu's content for the current depth. */
export function MobileMenuBody({ items, meta, languages, labels, searchHref }: BodyProps) {
  const state = useStore($mobileMenu);
  const item = items.find((candidate) => candidate.id === state.openItemId);
  const child = item?.children.find((candidate) => candidate.id === state.activeSubmenuId);
  const subCategory = child?.subCategories.find((candidate) => candidate.id === state.activeSubCategoryId);
  return (
    <div className="mobile-body" data-depth={state.depth}>
      {state.depth <= 1 && <LevelZero items={items} meta={meta} languages={languages} labels={labels} searchHref={searchHref} />}
      {state.depth === 2 && child && (
        <List>
          <LinkRow link={child} label={labels.overviews[child.id]} />
          {child.subCategories.map((sub) => (
            <SubmenuRow key={sub.id} text={sub.title.text} lang={sub.title.lang} onClick={() => openProducts(sub.id, sub.title.text)} />
          ))}
        </List>
      )}
      {state.depth === 3 && subCategory && (
        <List>
          {subCategory.products.map((product, index) => (
            <LinkRow key={`${product.href ?? product.text}-${index}`} link={product} />
          ))}
          {subCategory.more && <LinkRow link={subCategory.more} className="mobile-more" />}
        </List>
      )}
    </div>
  );
}

function LevelZero({ items, meta, languages, labels, searchHref }: BodyProps) {
  const state = useStore($mobileMenu);
  const follow = useContext(FollowLink);
  const { items: onThisPage } = useStore($subNavigation);
  return (
    <>
      <List className="mobile-search">
        <li>
          <a className="mobile-row" href={searchHref} data-search-open data-astro-prefetch="false" onClick={follow}>
            <span>{labels.search}</span>
            <SearchIcon />
          </a>
        </li>
      </List>
      <List>
        {items.map((entry) => {
          if (entry.children.length === 0) return <LinkRow key={entry.id} link={entry} />;
          const expanded = state.depth === 1 && state.openItemId === entry.id;
          const childrenId = `${DIALOG_ID}-${entry.id}`;
          return (
            <li key={entry.id}>
              <button
                type="button"
                className="mobile-row"
                lang={entry.lang}
                aria-expanded={expanded}
                aria-controls={childrenId}
                onClick={() => tapSubmenu(entry.id, entry.text)}
              >
                <span>{entry.text}</span>
                <ChevronDown />
              </button>
              <ul id={childrenId} className="mobile-list mobile-children" hidden={!expanded}>
                {expanded && (
                  <>
                    <LinkRow link={entry} label={labels.overviews[entry.id]} />
                    {entry.children.map((child) =>
                      child.subCategories.length > 0 ? (
                        <SubmenuRow
                          key={child.id}
                          text={child.text}
                          lang={child.lang}
                          onClick={() => openSubCategories(child.id, child.text)}
                        />
                      ) : (
                        <LinkRow key={child.id} link={child} />
                      ),
                    )}
                  </>
                )}
              </ul>
            </li>
          );
        })}
      </List>
      {onThisPage.length > 0 && (
        <div className="mobile-section">
          <p id={`${DIALOG_ID}-on-this-page`} className="mobile-section-title">
            {labels.onThisPage}
          </p>
          <ul className="mobile-list mobile-on-this-page" aria-labelledby={`${DIALOG_ID}-on-this-page`}>
            {onThisPage.map((link, index) => (
              <LinkRow key={`${link.href ?? link.text}-${index}`} link={link} />
            ))}
          </ul>
        </div>
      )}
      {meta.length > 0 && (
        <List className="mobile-meta">
          {meta.map((link, index) => (
            <LinkRow key={`${link.href ?? link.text}-${index}`} link={link} />
          ))}
        </List>
      )}
      {languages.length > 0 && (
        <div className="mobile-section mobile-languages">
          <p id={`${DIALOG_ID}-languages`} className="mobile-section-title">
            {labels.languages}
          </p>
          <ul aria-labelledby={`${DIALOG_ID}-languages`}>
            {languages.map((language) => (
              <li key={language.code}>
                <a
                  href={language.href}
                  hrefLang={language.iso}
                  lang={language.iso}
                  onClick={() => {
                    chooseLanguage(language.code);
                    follow();
                  }}
                >
                  {language.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}

function List({ children, className }: { children: ReactNode; className?: string }) {
  return <ul className={['mobile-list', className].filter(Boolean).join(' ')}>{children}</ul>;
}

function LinkRow({ link, label, className }: { link: NavLink; label?: string | undefined; className?: string }) {
  const follow = useContext(FollowLink);
  return (
    <li className={className}>
      <NavAnchor link={link} className="mobile-row" onClick={follow}>
        {label ?? link.text}
      </NavAnchor>
    </li>
  );
}

function SubmenuRow({ text, lang, onClick }: { text: string; lang?: string | undefined; onClick: () => void }) {
  return (
    <li>
      <button type="button" className="mobile-row" lang={lang} onClick={onClick}>
        <span>{text}</span>
        <ChevronRight />
      </button>
    </li>
  );
}
