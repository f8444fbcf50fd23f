import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../src/i18n/locales.ts';
import { homePath } from '../../../src/routing/paths.ts';
import { chooseLocale, rootRedirectScript } from '../../../src/seo/root-redirect.ts';

describe('chooseLocale', () => {
  it('prefers the i18n_redirected cookie', () => {
    expect(chooseLocale('i18n_redirected=jp', ['de-DE'])).toBe('jp');
    expect(chooseLocale('a=1; i18n_redirected=tw; b=2', ['en'])).toBe('tw');
    expect(chooseLocale('i18n_redirected=%22cn%22', [])).toBe('cn');
    for (const code of localeCodes) expect(chooseLocale(`i18n_redirected=${code}`, ['ja'])).toBe(code);
  });

  it('ignores a cookie that names no locale, and other cookies', () => {
    expect(chooseLocale('i18n_redirected=fr', ['de'])).toBe('de');
    expect(chooseLocale('i18n_redirected=', ['ja'])).toBe('jp');
    expect(chooseLocale('my_i18n_redirected=de', [])).toBe('en');
    expect(chooseLocale('i18n_redirected=%E0%A4%A', [])).toBe('en');
  });

  it('takes the first browser language that matches a locale', () => {
    expect(chooseLocale('', ['de-DE', 'en'])).toBe('de');
    expect(chooseLocale(null, ['de-AT'])).toBe('de');
    expect(chooseLocale(null, ['en-GB', 'de'])).toBe('en');
    expect(chooseLocale(null, ['fr-FR', 'it', 'ja-JP'])).toBe('jp');
    expect(chooseLocale(null, ['ja'])).toBe('jp');
  });

  it('maps Chinese: Traditional (Taiwan, Hong Kong, Hant) → tw, otherwise → cn', () => {
    expect(chooseLocale(null, ['zh-TW'])).toBe('tw');
    expect(chooseLocale(null, ['zh-HK'])).toBe('tw');
    expect(chooseLocale(null, ['zh-Hant'])).toBe('tw');
    expect(chooseLocale(null, ['zh-Hant-TW'])).toBe('tw');
    expect(chooseLocale(null, ['zh_TW'])).toBe('tw');
    expect(chooseLocale(null, ['zh-CN'])).toBe('cn');
    expect(chooseLocale(null, ['zh'])).toBe('cn');
    expect(chooseLocale(null, ['zh-Hans-HK'])).toBe('cn');
  });

  it('does not match a mere prefix of a language code', () => {
    expect(chooseLocale(null, ['deu', 'english', 'zht'])).toBe('en');
    expect(chooseLocale(null, ['jam'])).toBe('en');
  });

  it('falls back to en', () => {
    expect(chooseLocale(undefined, undefined)).toBe('en');
    expect(chooseLocale('', ['fr', 'es'])).toBe('en');
  });
});

describe('rootRedirectScript', () => {
  function run(cookie: string, languages: string[] | undefined, language = 'en-US', search = '', hash = ''): string[] {
    const replaced: string[] = [];
    runInNewContext(rootRedirectScript(), {
      document: { cookie },
      navigator: { languages, language },
      location: { search, hash, replace: (url: string) => replaced.push(url) },
    });
    return replaced;
  }

  it('is small and self-contained', () => {
    const script = rootRedirectScript();
    expect(script.length).toBeLessThan(2000);
    expect(script).not.toMatch(/\b(import|require|__name)\b/);
  });

  it('runs the same choice in a browser-like context', () => {
    expect(run('i18n_redirected=jp', ['de-DE'])).toEqual([homePath('jp')]);
    expect(run('', ['de-DE', 'en'])).toEqual([homePath('de')]);
    expect(run('', ['zh-HK'])).toEqual([homePath('tw')]);
    expect(run('', [])).toEqual([homePath('en')]);
    expect(run('', undefined, 'ja')).toEqual([homePath('jp')]);
  });

  it('keeps the query and hash', () => {
    expect(run('', ['de'], 'de', '?utm=1', '#top')).toEqual(['/de/?utm=1#top']);
  });
});
