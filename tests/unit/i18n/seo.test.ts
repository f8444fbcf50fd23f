import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../src/i18n/seo.ts';
import { site } from '../../../src/site.config.ts';

describe('documentTitle', () => {
  it('appends the brand short name', () => {
    expect(documentTitle('en', 'Contact')).toBe(`Contact | ${site.shortName}`);
    expect(documentTitle('jp', ' お問い合わせ ')).toBe(`お問い合わせ | ${site.shortName}`);
  });

  it("falls back to the locale's tagline", () => {
    expect(documentTitle('de')).toBe(`${site.taglines.de} | ${site.shortName}`);
    expect(documentTitle('tw', '')).toBe(`${site.taglines.tw} | ${site.shortName}`);
  });
});

describe('site defaults', () => {
  it('carry their language', async () => {
    const { siteTagline, siteDescription } = await import('../../../src/i18n/seo.ts');
    expect(siteTagline('de')).toEqual({ text: site.taglines.de, lang: 'de' });
    expect(siteTagline('jp')).toEqual({ text: site.taglines.jp, lang: 'ja' });
    expect(siteDescription('cn')).toEqual({ text: site.descriptions.cn, lang: 'zh-CN' });
    expect(siteDescription('en')).toEqual({ text: site.descriptions.en, lang: 'en' });
  });
});
