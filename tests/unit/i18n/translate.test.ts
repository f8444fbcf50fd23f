import { describe, expect, it } from 'vitest';
import { preferLocale, translate, translateText } from '../../../src/i18n/translate.ts';
import { fallbackLocale, getLocale, isLocale, isoOf, localeCodes, locales } from '../../../src/i18n/locales.ts';

const allLanguages = {
  id: '7',
  german: 'Kontakt',
  english: 'Contact',
  chinese: '联系我们',
  japanese: null,
  taiwanese: '',
};

describe('locale table', () => {
  it('maps codes to ISO tags and content keys', () => {
    expect(locales.map(({ code, iso, contentKey }) => [code, iso, contentKey])).toEqual([
      ['de', 'de', 'german'],
      ['en', 'en', 'english'],
      ['cn', 'zh-CN', 'chinese'],
      ['jp', 'ja', 'japanese'],
      ['tw', 'zh-TW', 'taiwanese'],
    ]);
    expect(fallbackLocale).toBe('en');
    expect(isoOf('jp')).toBe('ja');
    expect(getLocale('tw').localname).toBe('繁體中文');
  });

  it('guards locale codes', () => {
    expect(localeCodes.every(isLocale)).toBe(true);
    expect(isLocale('xx')).toBe(false);
    expect(isLocale('zh-CN')).toBe(false);
    expect(isLocale(undefined)).toBe(false);
  });
});

describe('translate', () => {
  it.each([
    ['de', { text: 'Kontakt', lang: 'de' }],
    ['en', { text: 'Contact', lang: 'en' }],
    ['cn', { text: '联系我们', lang: 'zh-CN' }],
    // null and empty translations fall back to English and say so
    ['jp', { text: 'Contact', lang: 'en' }],
    ['tw', { text: 'Contact', lang: 'en' }],
  ] as const)('resolves %s', (locale, expected) => {
    expect(translate(allLanguages, locale)).toEqual(expected);
  });

  it('handles main-language values (german, english only)', () => {
    const main = { german: 'Hallo', english: 'Hello' };
    expect(translate(main, 'de')).toEqual({ text: 'Hallo', lang: 'de' });
    expect(translate(main, 'jp')).toEqual({ text: 'Hello', lang: 'en' });
  });

  it('treats whitespace-only text as missing', () => {
    expect(translate({ german: '  ', english: 'Hello' }, 'de')).toEqual({ text: 'Hello', lang: 'en' });
  });

  it('returns null when neither the language nor English has text', () => {
    expect(translate({ german: 'Nur Deutsch' }, 'jp')).toBeNull();
    expect(translate({ german: 'Nur Deutsch', english: null }, 'en')).toBeNull();
    expect(translate(null, 'de')).toBeNull();
    expect(translate(undefined, 'de')).toBeNull();
    expect(translateText({ english: 'Hi' }, 'cn')).toBe('Hi');
  });
});

describe('preferLocale', () => {
  it("takes the first text in the page's language, else the first there is", () => {
    const metaTitle = { text: 'XBC300 Gen2 – Bonding cluster', lang: 'en' as const };
    const german = { text: 'XBC300 Gen2 – Bond-Cluster', lang: 'de' as const };
    // A German page with a German headline does not take the English meta title.
    expect(preferLocale('de', metaTitle, german)).toBe(german);
    expect(preferLocale('en', metaTitle, { text: 'Other', lang: 'en' })).toBe(metaTitle);
    // Nothing in Japanese: the English stand-in, the first one.
    expect(preferLocale('jp', null, metaTitle, { text: 'x', lang: 'en' })).toBe(metaTitle);
    expect(preferLocale('jp', null, undefined)).toBeNull();
  });
});
