import { describe, expect, it } from 'vitest';
import { documentTitle } from '../../../src/i18n/seo.ts';
import { siteConfig } from '../../../src/site.config.ts';

describe('documentTitle', () => {
  it('appends the brand short name', () => {
    expect(documentTitle('en', 'Contact')).toBe(`Contact | ${siteConfig.shortName}`);
    expect(documentTitle('jp', ' お問い合わせ ')).toBe(`お問い合わせ | ${siteConfig.shortName}`);
  });

  it("falls back to the locale's tagline", () => {
    expect(documentTitle('de')).toBe(`${siteConfig.taglines.de} | ${siteConfig.shortName}`);
    expect(documentTitle('tw', '')).toBe(`${siteConfig.taglines.tw} | ${siteConfig.shortName}`);
  });
});

describe('site defaults', () => {
  it('carry their language', async () => {
    const { siteTagline, siteDescription } = await import('../../../src/i18n/seo.ts');
    expect(siteTagline('de')).toEqual({ text: siteConfig.taglines.de, lang: 'de' });
    expect(siteTagline('jp')).toEqual({ text: siteConfig.taglines.jp, lang: 'ja' });
    expect(siteDescription('cn')).toEqual({ text: siteConfig.descriptions.cn, lang: 'zh-CN' });
    expect(siteDescription('en')).toEqual({ text: siteConfig.descriptions.en, lang: 'en' });
  });
});
