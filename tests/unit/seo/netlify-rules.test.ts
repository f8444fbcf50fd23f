/**
 * The redirect rules of netlify.toml (the reference host): the root redirect comes first and in
 * this order, the per-locale 404 rules follow, the root 404 is last. The build-cache plugin is
 * registered and keeps Astro's cacheDir and the image cache.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import astroConfig from '../../../astro.config.mjs';
import * as buildCachePlugin from '../../../netlify/plugins/build-cache/index.js';
import { IMAGE_CACHE_DIR, buildCacheDirs } from '../../../src/cache-dirs.js';
import { localeCodes } from '../../../src/i18n/locales.ts';
import { homePath, notFoundPath } from '../../../src/routing/paths.ts';
import { chooseLocale, LOCALE_COOKIE } from '../../../src/seo/root-redirect.ts';

interface Rule {
  from: string;
  to: string;
  status?: number;
  force?: boolean;
  conditions?: { Cookie?: string[]; Language?: string[]; Country?: string[] };
}

const root = path.resolve(import.meta.dirname, '../../..');
const toml = parse(readFileSync(path.join(root, 'netlify.toml'), 'utf8'));
const rules = toml.redirects as unknown as Rule[];

/** Netlify's matching for `/` as documented: first matching rule wins; Language = the first Accept-Language tag. */
function netlifyRoot(cookies: string[], firstLanguage: string | null): Rule | undefined {
  return rules
    .filter((rule) => rule.from === '/')
    .find((rule) => {
      const { Cookie, Language } = rule.conditions ?? {};
      if (Cookie && !Cookie.some((name) => cookies.includes(name))) return false;
      if (Language) {
        const tag = firstLanguage?.toLowerCase() ?? '';
        return Language.some((lang) => tag === lang || tag.startsWith(`${lang}-`));
      }
      return true;
    });
}

describe('netlify.toml redirects', () => {
  const rootRules = rules.filter((rule) => rule.from === '/');

  it('puts the root rules before every other rule, each forced (/ has a file)', () => {
    expect(rootRules.length).toBeGreaterThan(2);
    expect(rules.slice(0, rootRules.length)).toEqual(rootRules);
    for (const rule of rootRules) expect(rule.force, JSON.stringify(rule)).toBe(true);
  });

  it('serves the root page (200) first when the locale cookie is present', () => {
    expect(rootRules[0]).toMatchObject({ to: '/index.html', status: 200, conditions: { Cookie: [LOCALE_COOKIE] } });
    expect(netlifyRoot([LOCALE_COOKIE], 'de-DE')?.to).toBe('/index.html');
  });

  it('redirects by language with 302, as the root page would choose', () => {
    const cases: Array<[string, string]> = [
      ['de-DE', homePath('de')],
      ['ja', homePath('jp')],
      ['en-US', homePath('en')],
    ];
    for (const [language, target] of cases) {
      const rule = netlifyRoot([], language);
      expect(rule?.to, language).toBe(target);
      expect(rule?.status, language).toBe(302);
      // the same choice as the root page's script
      expect(rule?.to, language).toBe(homePath(chooseLocale('', [language])));
    }
  });

  it('leaves Chinese to the root page, whose script tells Traditional from Simplified', () => {
    for (const language of ['zh-TW', 'zh-HK', 'zh-CN', 'zh']) {
      expect(netlifyRoot([], language), language).toMatchObject({ to: '/index.html', status: 200 });
    }
    expect(chooseLocale('', ['zh-TW'])).toBe('tw');
    expect(chooseLocale('', ['zh-CN'])).toBe('cn');
  });

  it('ends the root rules with an unconditional 302 to /en/', () => {
    const last = rootRules.at(-1);
    expect(last).toMatchObject({ to: homePath('en'), status: 302 });
    expect(last?.conditions).toBeUndefined();
    expect(netlifyRoot([], 'fr-FR')?.to).toBe(homePath('en'));
    expect(netlifyRoot([], null)?.to).toBe(homePath('en'));
  });

  it("keeps a 404 rule per locale (that locale's error page), then the root 404", () => {
    const notFound = rules.filter((rule) => rule.status === 404);
    expect(notFound.map((rule) => [rule.from, rule.to])).toEqual([
      ...localeCodes.map((code) => [`/${code}/*`, `${notFoundPath(code)}index.html`]),
      ['/*', '/404.html'],
    ]);
    for (const rule of notFound) expect(rule.force ?? false).toBe(false);
    expect(rules.at(-1)).toMatchObject({ from: '/*', to: '/404.html', status: 404 });
  });
});

describe('netlify.toml build plugins', () => {
  const plugins = (toml.plugins ?? []) as unknown as Array<{ package: string }>;

  it('registers the local build-cache plugin, a directory Netlify can load (manifest.yml, index.js)', () => {
    expect(plugins.map((plugin) => plugin.package)).toContain('./netlify/plugins/build-cache');
    const dir = path.join(root, 'netlify/plugins/build-cache');
    expect(readFileSync(path.join(dir, 'manifest.yml'), 'utf8')).toMatch(/^name: build-cache$/m);
    expect(existsSync(path.join(dir, 'index.js'))).toBe(true);
    expect(typeof buildCachePlugin.onPreBuild).toBe('function');
    expect(typeof buildCachePlugin.onPostBuild).toBe('function');
  });

  it("keeps Astro's cacheDir (as astro.config.mjs sets it) and the image cache", () => {
    const kept = buildCacheDirs({}).map((dir) => path.resolve(root, dir));
    expect(astroConfig.cacheDir).toBeTruthy();
    expect(kept).toContain(path.resolve(root, String(astroConfig.cacheDir)));
    expect(kept).toContain(path.resolve(root, IMAGE_CACHE_DIR));
  });
});
