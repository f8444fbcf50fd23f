import { describe, expect, it } from 'vitest';
import { isoOf, localeCodes, type LocaleCode } from '../../../src/i18n/locales.ts';
import { articleListKeys, type ArticleListKey } from '../../../src/routing/article-lists.ts';
import { t, uiStrings, type UiKey } from '../../../src/i18n/ui.ts';
import { articleCategoryLabel, articleHeadline, listName } from '../../../src/views/articles.ts';

/** The name of every list in every locale (src/i18n/ui/*.json), each in that locale's language. */
const listNames = {
  de: {
    productsAndTechnologyNews: 'Produkt- und Technologienachrichten',
    technicalPublications: 'Technische Publikationen',
    adhocReleases: 'Ad-hoc-Meldungen',
    directorsDealings: "Directors' Dealings",
    financialCalendar: 'Finanzkalender',
    financialReports: 'Finanzberichte',
    pressReleases: 'Pressemitteilungen',
    totalVotingRights: 'Gesamtstimmrechte',
    votingRights: 'Stimmrechtsmeldungen',
  },
  en: {
    productsAndTechnologyNews: 'Products and technology news',
    technicalPublications: 'Technical publications',
    adhocReleases: 'Ad-hoc releases',
    directorsDealings: "Directors' dealings",
    financialCalendar: 'Financial calendar',
    financialReports: 'Financial reports',
    pressReleases: 'Press releases',
    totalVotingRights: 'Total voting rights',
    votingRights: 'Voting rights notifications',
  },
  cn: {
    productsAndTechnologyNews: '产品与技术新闻',
    technicalPublications: '技术出版物',
    adhocReleases: '临时公告',
    directorsDealings: '董事交易',
    financialCalendar: '财务日历',
    financialReports: '财务报告',
    pressReleases: '新闻稿',
    totalVotingRights: '投票权总数',
    votingRights: '投票权公告',
  },
  jp: {
    productsAndTechnologyNews: '製品・技術ニュース',
    technicalPublications: '技術論文',
    adhocReleases: '適時開示',
    directorsDealings: '役員取引',
    financialCalendar: 'IRカレンダー',
    financialReports: '決算資料',
    pressReleases: 'プレスリリース',
    totalVotingRights: '議決権総数',
    votingRights: '議決権に関するお知らせ',
  },
  tw: {
    productsAndTechnologyNews: '產品與技術新聞',
    technicalPublications: '技術出版品',
    adhocReleases: '臨時公告',
    directorsDealings: '董事交易',
    financialCalendar: '財務行事曆',
    financialReports: '財務報告',
    pressReleases: '新聞稿',
    totalVotingRights: '表決權總數',
    votingRights: '表決權公告',
  },
} as const satisfies Record<LocaleCode, Record<ArticleListKey, string>>;

describe('list names', () => {
  it.each([
    ['de', 'de'],
    ['en', 'en'],
    ['cn', 'zh-CN'],
    ['jp', 'ja'],
    ['tw', 'zh-TW'],
  ] as const)('every list has its own name in %s, marked %s', (locale, lang) => {
    const names = Object.fromEntries(articleListKeys.map((list) => [list, listName(locale, list)]));
    const expected = Object.fromEntries(Object.entries(listNames[locale]).map(([list, text]) => [list, { text, lang }]));
    expect(names).toEqual(expected);
  });

  it('the UI strings of the views exist in every locale (no English stand-in for them)', () => {
    const keys = (Object.keys(uiStrings('en')) as UiKey[]).filter((key) => /^(list|pagination|article|event|product|overview)\./.test(key));
    expect(keys).toEqual(expect.arrayContaining(articleListKeys.map((list) => `list.${list}`)));
    // uiStrings() merges English under every locale; t() tells whose text it is.
    const missing = localeCodes.flatMap((locale) =>
      keys.filter((key) => t(locale, key).lang !== isoOf(locale)).map((key) => `${locale} ${key}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('articleCategoryLabel', () => {
  it('names the list of the article', () => {
    expect(articleCategoryLabel('en', { newsMainCategory: 'investorRelationsNews', newsSubCategory: 'votingRights' })?.text).toBe(
      'Voting rights notifications',
    );
    expect(articleCategoryLabel('de', { newsMainCategory: 'investorRelationsNews', newsSubCategory: null })?.text).toBe(
      'Pressemitteilungen',
    );
    expect(articleCategoryLabel('en', { newsMainCategory: 'corporateNews' })?.text).toBe('Products and technology news');
  });

  it('is null for an article without a category', () => {
    expect(articleCategoryLabel('en', { newsMainCategory: null })).toBeNull();
  });
});

describe('articleHeadline', () => {
  it('uses the locale, else English marked en, else the slug', () => {
    const Headline = { german: 'Großauftrag', english: 'Major order', japanese: null };
    expect(articleHeadline({ id: '1', Headline }, 'de')).toEqual({ text: 'Großauftrag', lang: 'de' });
    expect(articleHeadline({ id: '1', Headline }, 'jp')).toEqual({ text: 'Major order', lang: 'en' });
    expect(articleHeadline({ id: '1', slug: 'major-order', Headline: null }, 'jp').text).toBe('major-order');
  });
});
