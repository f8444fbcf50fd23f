/**
 * The navigation of each locale, built once per build from the content collections and the site's
 * pages (not once per page). The collections module is imported lazily so the pure parts of this
 * folder stay importable in unit tests.
 */
import { contentProblemReporter } from '../cms/problems.ts';
import { localeCodes, type LocaleCode } from '../i18n/locales.ts';
import { getSitePages } from '../routing/site-pages.ts';
import { buildNavigation } from './build.ts';
import { buildFooter, type FooterModel } from './footer.ts';
import type { Navigation } from './types.ts';

let memo: Promise<ReadonlyMap<LocaleCode, Navigation>> | undefined;

export function getNavigation(locale: LocaleCode): Promise<Navigation> {
  memo ??= (async () => {
    const { getContentPages, getMetaMenuLinks, getProductPages } = await import('../cms/collections.ts');
    const [contentPages, productPages, metaMenuLinks, pages] = await Promise.all([
      getContentPages(),
      getProductPages(),
      getMetaMenuLinks(),
      getSitePages(),
    ]);
    const report = contentProblemReporter('navigation');
    const content = { contentPages, productPages, metaMenuLinks };
    return new Map(localeCodes.map((code) => [code, buildNavigation(code, content, pages, report)]));
  })();
  memo.catch(() => {
    memo = undefined;
  });
  return memo.then((navigations) => navigations.get(locale)!);
}

export type { LanguageOption, NavChild, NavItem, NavLink, NavSubCategory, Navigation, NavText } from './types.ts';

let footerMemo: Promise<ReadonlyMap<LocaleCode, FooterModel>> | undefined;

/** The footer of each locale, built once per build. */
export function getFooterModel(locale: LocaleCode): Promise<FooterModel> {
  footerMemo ??= (async () => {
    const { getFooter } = await import('../cms/collections.ts');
    const [footer, pages] = await Promise.all([getFooter(), getSitePages()]);
    const report = contentProblemReporter('footer');
    return new Map(localeCodes.map((code) => [code, buildFooter(code, footer, pages, report)]));
  })();
  footerMemo.catch(() => {
    footerMemo = undefined;
  });
  return footerMemo.then((footers) => footers.get(locale)!);
}
