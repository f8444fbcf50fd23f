/**
 * netlify.toml's [[headers]] equal src/security/headers.ts, the module the project's own static
 * server sends from: the same rules in the same order, every header with the same value, so the two
 * hosts cannot drift apart. No two rules that match one path set the same header.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { describe, expect, it } from 'vitest';
import { localeCodes } from '../../../src/i18n/locales.ts';
import {
  framableBy,
  IMMUTABLE_CACHE_CONTROL,
  netlifyHeaderRules,
  REVALIDATE_CACHE_CONTROL,
  responseHeaders,
  SECURITY_HEADERS,
  type NetlifyHeaderRule,
} from '../../../src/security/headers.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const toml = parse(readFileSync(path.join(root, 'netlify.toml'), 'utf8'));
const tables = (toml.headers ?? []) as unknown as NetlifyHeaderRule[];

/** Netlify's `for` pattern: `*` matches anything (slashes included), the rest literally. */
function matches(pattern: string, pathname: string): boolean {
  const source = pattern.split('*').map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${source.join('.*')}$`).test(pathname);
}

/** The headers Netlify sends for a path: every matching rule's values (none overlap, see below). */
function netlifyHeadersFor(pathname: string): Record<string, string> {
  return Object.assign({}, ...tables.filter((rule) => matches(rule.for, pathname)).map((rule) => rule.values)) as Record<string, string>;
}

describe('netlify.toml [[headers]]', () => {
  it('are exactly the rules of src/security/headers.ts', () => {
    expect(tables).toEqual(netlifyHeaderRules());
  });

  it('carry every security header on every path', () => {
    const all = tables.find((rule) => rule.for === '/*');
    expect(all?.values).toEqual(SECURITY_HEADERS);
    for (const name of [
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'Cross-Origin-Opener-Policy',
    ]) {
      expect(all?.values[name], name).toBeTruthy();
    }
    expect(all?.values['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });

  it('never set one header twice for a path, so the merge order of overlapping rules does not matter', () => {
    const paths = [
      '/',
      '/404.html',
      '/_astro/a.js',
      '/_img/x-640.avif',
      '/uploads/a.pdf',
      '/robots.txt',
      ...localeCodes.map((code) => `/${code}/x/`),
    ];
    for (const pathname of paths) {
      const names = tables.filter((rule) => matches(rule.for, pathname)).flatMap((rule) => Object.keys(rule.values));
      expect(new Set(names).size, pathname).toBe(names.length);
    }
  });

  it('give the same headers as the static server for pages, assets, image variants and uploads', () => {
    const cases: Array<[string, string]> = [
      ['/', REVALIDATE_CACHE_CONTROL],
      ['/404.html', REVALIDATE_CACHE_CONTROL],
      ['/_astro/page.Ab12.js', IMMUTABLE_CACHE_CONTROL],
      ['/_img/wafer_1a2b-jpg-ef5862-640.avif', IMMUTABLE_CACHE_CONTROL],
      ...localeCodes.map((code): [string, string] => [`/${code}/`, REVALIDATE_CACHE_CONTROL]),
    ];
    for (const [pathname, cacheControl] of cases) {
      expect(netlifyHeadersFor(pathname), pathname).toEqual(responseHeaders(pathname));
      expect(netlifyHeadersFor(pathname)['Cache-Control'], pathname).toBe(cacheControl);
    }
    // Not fingerprinted: Netlify's default (public, max-age=0, must-revalidate), which the server sends.
    expect(netlifyHeadersFor('/uploads/report_1a2b3c.pdf')['Cache-Control']).toBeUndefined();
    expect(responseHeaders('/uploads/report_1a2b3c.pdf')['Cache-Control']).toBe(REVALIDATE_CACHE_CONTROL);
  });
});

describe('framableBy (the draft preview in a content system admin)', () => {
  it('names the origins in frame-ancestors and drops X-Frame-Options; without origins the headers stay', () => {
    const framed = framableBy(SECURITY_HEADERS, ['https://cms.example.com', 'http://127.0.0.1:1339']);
    expect(framed['Content-Security-Policy']).toContain('frame-ancestors https://cms.example.com http://127.0.0.1:1339');
    expect(framed['Content-Security-Policy']).not.toContain("frame-ancestors 'none'");
    expect(framed['X-Frame-Options']).toBeUndefined();
    expect(framableBy(SECURITY_HEADERS, [])).toEqual(SECURITY_HEADERS);
  });

  it('refuses anything but an http(s) origin', () => {
    for (const bad of ['https://cms.example.com/admin', "'self'", 'javascript:x', 'https://a.example; script-src *']) {
      expect(() => framableBy(SECURITY_HEADERS, [bad]), bad).toThrow(/origin/);
    }
  });
});
