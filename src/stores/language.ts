/**
 * Language state (docs/navigation.md §5, §10): the active language (the menu state's default is de) and the
 * language switcher, open or closed. Choosing a language stores it in the `i18n_redirected` cookie
 * (docs/locales-and-urls.md §11) so the root page sends the visitor there next time.
 */
import { atom } from 'nanostores';
import { localeCookie } from '../i18n/locale-cookie.ts';
import type { LocaleCode } from '../i18n/locales.ts';

export const $language = atom<LocaleCode>('de');

/** Is the language switcher's list open? */
export const $languageSwitcherOpen = atom(false);

/** The page's language, set by the islands from their props when they start. */
export function setLanguage(code: LocaleCode): void {
  $language.set(code);
}

export function toggleLanguageSwitcher(): void {
  $languageSwitcherOpen.set(!$languageSwitcherOpen.get());
}

export function openLanguageSwitcher(): void {
  $languageSwitcherOpen.set(true);
}

export function closeLanguageSwitcher(): void {
  $languageSwitcherOpen.set(false);
}

/** Where the cookie is written; `document` in the browser, a stand-in in tests. */
export interface CookieJar {
  cookie: string;
}

/** Choosing a language: sets it, stores it in the locale cookie and closes the switcher. Navigating is the link's job. */
export function chooseLanguage(code: LocaleCode, jar: CookieJar = document): void {
  setLanguage(code);
  jar.cookie = localeCookie(code);
  closeLanguageSwitcher();
}
