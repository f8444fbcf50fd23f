/**
 * The root redirect (docs/locales-and-urls.md §11, issue 3 item 6): `/` leads to the locale stored in the
 * `i18n_redirected` cookie, else to the best match of the browser's languages, else to `/en/`.
 *
 * ONE implementation: `pickLocale` below is what the unit tests call AND what the root page
 * (src/pages/index.astro) inlines into its tiny script (`rootRedirectScript()` serialises the
 * function's source). That is why `pickLocale` is self-contained: it reads only its arguments
 * (no imports, no helpers, no nested named functions a bundler could wrap), and the locale data it
 * needs is passed in.
 */
import { defaultLocale, isLocale, localeCodes, type LocaleCode } from '../i18n/locales.ts';
import { homePath } from '../routing/paths.ts';
import { LOCALE_COOKIE } from '../i18n/locale-cookie.ts';

/** The cookie that stores the visitor's chosen locale (docs/locales-and-urls.md §11), written by the language switcher. */
export { LOCALE_COOKIE };

/**
 * Browser language tags → locale code, in matching order (a tag matches a prefix when it equals it
 * or continues it with "-"). Traditional Chinese (Taiwan, Hong Kong, Macau, any `zh-Hant`) comes
 * before the plain `zh` of Simplified Chinese.
 */
const languageRules: ReadonlyArray<readonly [LocaleCode, ...string[]]> = [
  ['de', 'de'],
  ['en', 'en'],
  ['tw', 'zh-tw', 'zh-hk', 'zh-mo', 'zh-hant'],
  ['cn', 'zh'],
  ['jp', 'ja'],
];

/**
 * The locale for a visitor of `/`.
 * @param cookieHeader `document.cookie` (or a Cookie header): `a=1; i18n_redirected=jp`
 * @param languages    `navigator.languages`, most preferred first
 * @param rules        `languageRules`; the first entry of each rule is the locale code
 * @param fallback     the router default (en)
 * @param cookieName   `LOCALE_COOKIE`
 */
function pickLocale(
  cookieHeader: string | null | undefined,
  languages: readonly string[] | null | undefined,
  rules: ReadonlyArray<readonly string[]>,
  fallback: string,
  cookieName: string,
): string {
  const parts = String(cookieHeader || '').split(';');
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i] || '';
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== cookieName) continue;
    let value = part.slice(eq + 1).trim();
    try {
      value = decodeURIComponent(value);
    } catch {
      // keep the raw value
    }
    value = value.replace(/^"|"$/g, '').toLowerCase();
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r] || [];
      if (rule[0] === value) return value;
    }
  }
  const list = languages || [];
  for (let l = 0; l < list.length; l++) {
    const tag = String(list[l] || '')
      .toLowerCase()
      .replace(/_/g, '-');
    for (let r = 0; r < rules.length; r++) {
      const rule = rules[r] || [];
      for (let p = 1; p < rule.length; p++) {
        const prefix = rule[p] || '';
        if (tag === prefix || tag.indexOf(prefix + '-') === 0) return rule[0] || fallback;
      }
    }
  }
  return fallback;
}

/** `pickLocale` with the site's locale table: the locale code `/` leads to. */
export function chooseLocale(cookieHeader: string | null | undefined, languages: readonly string[] | null | undefined): LocaleCode {
  const code = pickLocale(cookieHeader, languages, languageRules, defaultLocale, LOCALE_COOKIE);
  return isLocale(code) ? code : defaultLocale;
}

/** The home path of every locale, for the inline script (`/de/`, `/en/`, …). */
function homePaths(): Record<string, string> {
  return Object.fromEntries(localeCodes.map((code) => [code, homePath(code)]));
}

/**
 * The inline script of the root page: picks the locale with `pickLocale` and replaces the location
 * (keeping query and hash). Uses only ES5-level syntax around the serialised function.
 */
export function rootRedirectScript(): string {
  const args = [
    'document.cookie',
    'navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language]',
    JSON.stringify(languageRules),
    JSON.stringify(defaultLocale),
    JSON.stringify(LOCALE_COOKIE),
  ].join(',');
  return (
    `(function(){var homes=${JSON.stringify(homePaths())};` +
    `var code=(${pickLocale.toString()})(${args});` +
    `location.replace((homes[code]||homes[${JSON.stringify(defaultLocale)}])+location.search+location.hash);})();`
  );
}
