/**
 * The language switcher of the top bar (docs/navigation.md §5): a toggle button and the list of the other
 * languages, each a link to the same page in that language. Closed by a click outside, Escape, focus
 * leaving it, or choosing; choosing stores the locale cookie (src/stores/language.ts) and the link
 * navigates. Before it runs (no JavaScript, or not reached for yet: it hydrates on the first pointer,
 * touch or focus, `client:interaction`) the list opens on hover and focus through CSS, so the links
 * work without scripts; a click on one while the code loads is held and given again once it runs.
 */
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, type FocusEvent } from 'react';
import type { LocaleCode } from '../i18n/locales.ts';
import type { LanguageOption } from '../navigation/types.ts';
import {
  $languageSwitcherOpen,
  chooseLanguage,
  closeLanguageSwitcher,
  openLanguageSwitcher,
  setLanguage,
  toggleLanguageSwitcher,
} from '../stores/language.ts';
import { useEscape, useHydrated, useOutsidePress } from './parts/hooks.ts';
import { Globe } from './parts/icons.tsx';
import './LanguageSwitcher.css';

interface Props {
  locale: LocaleCode;
  options: LanguageOption[];
  labels: {
    /**
     * Accessible name of the toggle: the code it shows first ("EN – Change language, …"), so the name
     * holds the visible text (WCAG 2.5.3 Label in Name) and a speech user can say "click EN".
     */
    toggle: string;
    list: string;
  };
}

export default function LanguageSwitcher({ locale, options, labels }: Props) {
  const open = useStore($languageSwitcherOpen);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();

  useEffect(() => setLanguage(locale), [locale]);
  // Hydrated while keyboard focus is on one of the languages (the list open through CSS): it stays open.
  useEffect(() => {
    const focused = document.activeElement;
    if (focused && focused !== button.current && root.current?.contains(focused)) openLanguageSwitcher();
  }, []);
  const close = useCallback(() => closeLanguageSwitcher(), []);
  useOutsidePress(root, open, close);

  const onEscape = useCallback(() => {
    const focusInside = root.current?.contains(document.activeElement) ?? false;
    closeLanguageSwitcher();
    if (focusInside) button.current?.focus();
  }, []);
  useEscape(open, onEscape);
  const onBlur = (event: FocusEvent) => {
    if (open && !root.current?.contains(event.relatedTarget as Node | null)) closeLanguageSwitcher();
  };

  return (
    <div className="language-switcher" ref={root} data-hydrated={hydrated ? '' : undefined} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        className="language-toggle"
        aria-expanded={hydrated ? open : undefined}
        aria-controls={listId}
        aria-label={labels.toggle}
        onClick={() => toggleLanguageSwitcher()}
      >
        <Globe />
        <span aria-hidden="true">{locale.toUpperCase()}</span>
      </button>
      <ul id={listId} className="language-list" aria-label={labels.list} hidden={hydrated && !open}>
        {options.map((option) => (
          <li key={option.code}>
            <a href={option.href} hrefLang={option.iso} lang={option.iso} onClick={() => chooseLanguage(option.code)}>
              {option.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
