/** A tiny hand-made page list in the shape of src/routing/site-pages.ts, for the head and sitemap tests. */
import { localeCodes, type LocaleCode } from '../../../src/i18n/locales.ts';
import type { SitePage } from '../../../src/routing/site-pages.ts';

export const SITE = 'https://www.vantoro.example';

function versions(key: string, view: SitePage['view'], paths: Record<LocaleCode, string>, extra: Partial<SitePage> = {}): SitePage[] {
  return localeCodes.map((locale) => ({
    key,
    locale,
    path: paths[locale],
    canonical: paths[locale],
    alias: false,
    englishOnly: false,
    view,
    ...extra,
  }));
}

const home = versions('home', { kind: 'home' }, { de: '/de/', en: '/en/', cn: '/cn/', jp: '/jp/', tw: '/tw/' });
const contact = versions(
  'content:1',
  { kind: 'content', pageId: '1' },
  { de: '/de/kontakt/', en: '/en/contact/', cn: '/cn/contact/', jp: '/jp/contact/', tw: '/tw/contact/' },
);
const adhocPaths = (withId: boolean) =>
  Object.fromEntries(
    localeCodes.map((locale) => [locale, `/${locale}/investor-relations/ad-hoc-releases/q3-results/${withId ? '7/' : ''}`]),
  ) as Record<LocaleCode, string>;
const adhoc = versions('detail:adhocReleases:7', { kind: 'articleDetail', list: 'adhocReleases', articleId: '7' }, adhocPaths(false));
const adhocAlias = localeCodes.map((locale, i) => ({
  ...adhoc[i]!,
  path: adhocPaths(true)[locale],
  canonical: adhocPaths(false)[locale],
  alias: true,
}));

export const fixturePages: SitePage[] = [...home, ...contact, ...adhoc, ...adhocAlias];

export function fixturePage(path: string): SitePage {
  const page = fixturePages.find((row) => row.path === path);
  if (!page) throw new Error(`no fixture page ${path}`);
  return page;
}

/** The hreflang alternates every language version of the contact fixture carries (x-default: English). */
export const contactAlternates = [
  { hreflang: 'de', href: `${SITE}/de/kontakt/` },
  { hreflang: 'en', href: `${SITE}/en/contact/` },
  { hreflang: 'zh-CN', href: `${SITE}/cn/contact/` },
  { hreflang: 'ja', href: `${SITE}/jp/contact/` },
  { hreflang: 'zh-TW', href: `${SITE}/tw/contact/` },
  { hreflang: 'x-default', href: `${SITE}/en/contact/` },
];
