import { describe, expect, it } from 'vitest';
import { menuText, replaceUmlauts } from '../../../src/navigation/text.ts';

describe('replaceUmlauts', () => {
  it('turns umlauts written as entities into the letters', () => {
    expect(replaceUmlauts('Qualit&auml;tsmanagement')).toBe('Qualitätsmanagement');
    expect(replaceUmlauts('L&ouml;sungen &Uuml;bersicht Stra&szlig;e')).toBe('Lösungen Übersicht Straße');
    expect(replaceUmlauts('F&#252;hrung &#xE4;')).toBe('Führung ä');
  });

  it('leaves every other entity and text as it is (a label is never HTML)', () => {
    expect(replaceUmlauts('R&amp;D &lt;b&gt; &#60;script&#62; Quelle')).toBe('R&amp;D &lt;b&gt; &#60;script&#62; Quelle');
  });
});

describe('menuText', () => {
  it('translates with the English fallback marked by its language, umlauts replaced', () => {
    expect(menuText({ german: 'Eink&auml;ufe', english: 'Purchasing' }, 'de')).toEqual({ text: 'Einkäufe' });
    expect(menuText({ german: 'Einkauf', english: 'Purchasing', japanese: ' ' }, 'jp')).toEqual({ text: 'Purchasing', lang: 'en' });
    expect(menuText({ german: '' }, 'en')).toBeNull();
  });
});
