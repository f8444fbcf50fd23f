import { describe, expect, it } from 'vitest';
import { buildDictionaries, t, uiStrings, UiStringsError } from '../../../src/i18n/ui.ts';
import en from '../../../src/i18n/ui/en.json' with { type: 'json' };

describe('UI strings', () => {
  it('uses the locale text where it exists', () => {
    expect(t('de', 'notFound.title')).toEqual({ text: 'Diese Seite wurde nicht gefunden', lang: 'de' });
    expect(t('jp', 'tile.more')).toEqual({ text: '詳しく見る', lang: 'ja' });
  });

  it('merges partial locales over English and marks the fallback', () => {
    expect(t('jp', 'notFound.text')).toEqual({ text: en['notFound.text'], lang: 'en' });
    expect(Object.keys(uiStrings('tw')).sort()).toEqual(Object.keys(en).sort());
  });

  it('fills placeholders', () => {
    expect(t('en', 'footer.copyright', { year: 2025, name: 'Acme' }).text).toBe('© 2025 Acme. All rights reserved.');
    expect(t('en', 'header.homeLink').text).toContain('{brand}');
  });

  const valid = { en: { 'a.b': 'A' }, de: { 'a.b': 'Ä' }, cn: {}, jp: {}, tw: {} };

  it('accepts a complete English and partial others', () => {
    expect(buildDictionaries(valid).own.de).toEqual({ 'a.b': 'Ä' });
  });

  it('rejects keys English does not have, empty texts and bad keys', () => {
    expect(() => buildDictionaries({ ...valid, jp: { 'a.c': 'x' } })).toThrow(UiStringsError);
    expect(() => buildDictionaries({ ...valid, jp: { 'a.c': 'x' } })).toThrow(/jp\.json/);
    expect(() => buildDictionaries({ ...valid, de: { 'a.b': '' } })).toThrow(UiStringsError);
    expect(() => buildDictionaries({ ...valid, en: { 'A B': 'x' } })).toThrow(/en\.json/);
  });
});
