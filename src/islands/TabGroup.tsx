/**
 * The tabs of a tab group block (WAI-ARIA tabs pattern, automatic activation): a tab list of
 * buttons, ArrowLeft/ArrowRight move between tabs (wrapping), Home/End go to the first/last; only
 * the selected tab is in the Tab sequence, and Tab from it moves into its panel. A link to a panel
 * (`#<panel id>`) selects its tab.
 *
 * Before it runs (no JavaScript, or not hydrated yet) it renders what the server sent: the panels
 * stacked, each under its headline, so every text is readable without scripts. The panels' content
 * is server-rendered HTML passed in as the named slots `panel0`, `panel1`, …
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useHydrated } from './parts/hooks.ts';
import { nextTabIndex } from './parts/tab-keys.ts';
import './TabGroup.css';

interface TabLabel {
  /** The panel's id; the tab's is `<id>-tab`. */
  id: string;
  label: string;
  /** Set when the label is not in the page's language (English standing in). */
  lang?: string | undefined;
}

interface Props {
  tabs: TabLabel[];
  /** Id of the group's headline, which names the tab list; none without a headline. */
  labelledBy?: string | undefined;
  /** The tab list's name when the group has no headline. */
  label?: string | undefined;
  [panel: `panel${number}`]: ReactNode;
}

function indexOfHash(tabs: TabLabel[]): number {
  const hash = decodeURIComponent(window.location.hash.slice(1));
  return hash ? tabs.findIndex((tab) => tab.id === hash) : -1;
}

export default function TabGroup(props: Props) {
  const { tabs, labelledBy, label } = props;
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(0);
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  useEffect(() => {
    const follow = () => {
      const index = indexOfHash(tabs);
      if (index >= 0) setSelected(index);
    };
    follow();
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, [tabs]);

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>) => {
      const next = nextTabIndex(event.key, selected, tabs.length);
      if (next === null) return;
      event.preventDefault();
      setSelected(next);
      buttons.current[next]?.focus();
    },
    [selected, tabs.length],
  );

  return (
    <div className={hydrated ? 'tab-group tab-group--tabs' : 'tab-group'}>
      {hydrated && (
        <div className="tab-list" role="tablist" aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              id={`${tab.id}-tab`}
              className="tab"
              type="button"
              role="tab"
              lang={tab.lang}
              aria-selected={index === selected}
              aria-controls={tab.id}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => setSelected(index)}
              onKeyDown={onKeyDown}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      {tabs.map((tab, index) => (
        <section
          key={tab.id}
          id={tab.id}
          className="tab-panel"
          role={hydrated ? 'tabpanel' : undefined}
          aria-labelledby={hydrated ? `${tab.id}-tab` : `${tab.id}-heading`}
          hidden={hydrated && index !== selected}
          tabIndex={hydrated ? 0 : undefined}
        >
          {!hydrated && (
            <h3 id={`${tab.id}-heading`} className="tab-heading" lang={tab.lang}>
              {tab.label}
            </h3>
          )}
          {props[`panel${index}`]}
        </section>
      ))}
    </div>
  );
}
