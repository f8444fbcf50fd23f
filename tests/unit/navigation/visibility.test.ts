import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../src/i18n/locales.ts';
import { languageOptions } from '../../../src/navigation/languages.ts';
import {
  isFooterBlockHidden,
  isLanguageSwitcherHidden,
  isMetaLinkHidden,
  isSubNavigationInvestorLinkHidden,
  showsRegistrationNotice,
  switcherLocales,
} from '../../../src/navigation/visibility.ts';
import { buildSitePages, pageTable, siteLinks } from '../../../src/routing/site-pages.ts';

/** The day the pages are enumerated at (the financial calendar's order). */
const TODAY = '2026-11-20';

describe('meta links (docs/navigation.md §9)', () => {
  const ir = { slug: 'investor-relations' };
  const career = { slug: 'karriere' };
  const news = { slug: 'news' };
  it.each([
    // locale, desktop hides IR, desktop hides career, mobile hides IR, mobile hides career
    ['de', false, false, false, false],
    ['en', false, false, false, false],
    ['cn', true, true, true, true],
    ['tw', true, false, true, true],
    ['jp', false, false, true, true],
  ] as const)('%s', (locale, desktopIr, desktopCareer, mobileIr, mobileCareer) => {
    expect(isMetaLinkHidden(ir, locale, 'desktop')).toBe(desktopIr);
    expect(isMetaLinkHidden(career, locale, 'desktop')).toBe(desktopCareer);
    expect(isMetaLinkHidden(ir, locale, 'mobile')).toBe(mobileIr);
    expect(isMetaLinkHidden(career, locale, 'mobile')).toBe(mobileCareer);
    expect(isMetaLinkHidden(news, locale, 'desktop') || isMetaLinkHidden(news, locale, 'mobile')).toBe(false);
  });
});

describe('footer blocks (docs/navigation.md §9)', () => {
  it.each([
    ['de', false, false],
    ['en', false, false],
    ['tw', true, false],
    ['jp', true, true],
    ['cn', true, true],
  ] as const)('%s hides IR: %s, careers: %s', (locale, ir, career) => {
    expect(isFooterBlockHidden('investorRelations', locale)).toBe(ir);
    expect(isFooterBlockHidden('career', locale)).toBe(career);
    expect(isFooterBlockHidden('company', locale)).toBe(false);
    expect(isFooterBlockHidden(null, locale)).toBe(false);
  });

  it('shows the registration notice in cn only', () => {
    expect(localeCodes.filter(showsRegistrationNotice)).toEqual(['cn']);
  });
});

describe('sub-navigation investor link (docs/navigation.md §9)', () => {
  it('is hidden in tw, jp and cn', () => {
    expect(localeCodes.filter(isSubNavigationInvestorLinkHidden)).toEqual(['cn', 'jp', 'tw']);
  });
});

describe('language switcher (docs/navigation.md §5)', () => {
  it('offers every locale on a normal page, de and en on investor-relations pages, none below them', () => {
    expect(switcherLocales('/en/company/organization/', localeCodes)).toEqual(localeCodes);
    expect(switcherLocales('/en/investor-relations/', localeCodes)).toEqual(['de', 'en']);
    expect(switcherLocales('/jp/investor-relations/ad-hoc-releases/', localeCodes)).toEqual(['de', 'en']);
    expect(switcherLocales('/en/investor-relations/ad-hoc-releases/some-release/', localeCodes)).toEqual([]);
    expect(switcherLocales('/de/investor-relations/finanzberichte/bericht/42/', localeCodes)).toEqual([]);
    expect(isLanguageSwitcherHidden('/en/investor-relations/ad-hoc-releases/x')).toBe(true);
    expect(isLanguageSwitcherHidden('/en/news/products-and-technology-news/x/')).toBe(false);
  });

  it('links each other locale to the same page in that locale', () => {
    const content = {
      contentPages: [{ id: '1', slug: 'organisation', internationalSlug: 'organization', pageCategory: 'Company' }],
      productPages: [],
      newsArticles: [],
    };
    const pages = buildSitePages(content, TODAY, () => {});
    const options = languageOptions('/de/unternehmen/organisation/', 'de', siteLinks(pageTable(pages)));
    expect(options.map((option) => [option.code, option.href])).toEqual([
      ['en', '/en/company/organization/'],
      ['cn', '/cn/company/organization/'],
      ['jp', '/jp/company/organization/'],
      ['tw', '/tw/company/organization/'],
    ]);
    expect(options[2]).toMatchObject({ iso: 'ja', name: '日本語' });
    expect(languageOptions('/en/investor-relations/', 'en', siteLinks(pageTable(pages))).map((option) => option.code)).toEqual(['de']);
  });
});
