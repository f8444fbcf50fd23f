/**
 * The cookie that stores the visitor's chosen locale (docs/locales-and-urls.md §11): key `i18n_redirected`, value the
 * locale code, 365 days, path `/`, Secure, SameSite=Lax. The language switcher writes it
 * (src/stores/language.ts); the root page reads it (src/seo/root-redirect.ts).
 */
import type { LocaleCode } from './locales.ts';

export const LOCALE_COOKIE = 'i18n_redirected';

/** The `document.cookie` assignment that stores `code`. */
export function localeCookie(code: LocaleCode): string {
  const maxAge = 365 * 24 * 60 * 60; // 365 days, in seconds
  return `${LOCALE_COOKIE}=${encodeURIComponent(code)}; Max-Age=${maxAge}; Path=/; Secure; SameSite=Lax`;
}
