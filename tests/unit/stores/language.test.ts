import { beforeEach, describe, expect, it } from 'vitest';
import { localeCookie, LOCALE_COOKIE } from '../../../src/i18n/locale-cookie.ts';
import { chooseLocale } from '../../../src/seo/root-redirect.ts';
import {
  $language,
  $languageSwitcherOpen,
  chooseLanguage,
  closeLanguageSwitcher,
  openLanguageSwitcher,
  setLanguage,
  toggleLanguageSwitcher,
} from '../../../src/stores/language.ts';

beforeEach(() => {
  $language.set('de');
  $languageSwitcherOpen.set(false);
});

describe('language state (docs/navigation.md §5, §10)', () => {
  it('defaults to de, the menu state default', () => {
    expect($language.get()).toBe('de');
    setLanguage('jp');
    expect($language.get()).toBe('jp');
  });

  it('opens and closes the switcher', () => {
    toggleLanguageSwitcher();
    expect($languageSwitcherOpen.get()).toBe(true);
    toggleLanguageSwitcher();
    expect($languageSwitcherOpen.get()).toBe(false);
    toggleLanguageSwitcher();
    closeLanguageSwitcher();
    expect($languageSwitcherOpen.get()).toBe(false);
    openLanguageSwitcher();
    openLanguageSwitcher();
    expect($languageSwitcherOpen.get()).toBe(true);
  });

  it('choosing a language sets it, stores the cookie of docs/locales-and-urls.md §11 and closes the switcher', () => {
    const jar = { cookie: '' };
    toggleLanguageSwitcher();
    chooseLanguage('tw', jar);
    expect($language.get()).toBe('tw');
    expect($languageSwitcherOpen.get()).toBe(false);
    expect(jar.cookie).toBe('i18n_redirected=tw; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
  });

  it('writes the cookie the root page reads', () => {
    expect(LOCALE_COOKIE).toBe('i18n_redirected');
    const [pair] = localeCookie('cn').split(';');
    expect(chooseLocale(`a=1; ${pair}`, ['de-DE'])).toBe('cn');
  });
});
