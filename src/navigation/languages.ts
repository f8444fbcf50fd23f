/**
 * The languages a page offers (docs/navigation.md §5, §6): every other locale, each linking to the same page
 * in that locale (`equivalentPath`); only de and en on investor-relations pages; none on
 * `/{locale}/investor-relations/{x}/{y}` paths. The switcher of the top bar and the language
 * links of the mobile menu show the same list.
 */
import { getLocale, localeCodes, type LocaleCode } from '../i18n/locales.ts';
import type { SiteLinks } from '../routing/site-pages.ts';
import type { LanguageOption } from './types.ts';
import { switcherLocales } from './visibility.ts';

/** `links`: the page's site reader (each language version it looks up is recorded). */
export function languageOptions(path: string, current: LocaleCode, links: Pick<SiteLinks, 'equivalentPath'>): LanguageOption[] {
  return switcherLocales(path, localeCodes)
    .filter((code) => code !== current)
    .map((code) => {
      const { iso, localname } = getLocale(code);
      return { code, iso, name: localname, href: links.equivalentPath(path, code) };
    });
}
