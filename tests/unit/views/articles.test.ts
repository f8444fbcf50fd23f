import { describe, expect, it } from 'vitest';
import { articleListKeys } from '../../../src/routing/article-lists.ts';
import { isoOf, localeCodes } from '../../../src/i18n/locales.ts';
import { t, uiStrings, type UiKey } from '../../../src/i18n/ui.ts';
import { articleCategoryLabel, articleHeadline, listName } from '../../../src/views/articles.ts';

describe('list names', () => {
  it('every list has a name in every locale, in that locale', () => {
    for (const locale of localeCodes) {
      for (const list of articleListKeys) {
        const name = listName(locale, list);
        expect(name.text, `${locale} ${list}`).not.toBe('');
      }
    }
    expect(listName('de', 'adhocReleases')).toEqual({ text: 'Ad-hoc-Meldungen', lang: 'de' });
    expect(listName('jp', 'pressReleases').lang).toBe('ja');
  });

  it('the UI strings of the views exist in every locale (no English stand-in for them)', () => {
    const keys = (Object.keys(uiStrings('en')) as UiKey[]).filter((key) => /^(list|pagination|article|event|product|overview)\./.test(key));
    expect(keys.length).toBeGreaterThan(0);
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
