/**
 * Acceptance tests of issue 3 for the routes: the built site against the documented tables (docs/locales-and-urls.md §4, §5).
 *
 * The expected URLs come from tests/e2e/spec-routes.ts (the route table, the fixed pages and the
 * segment maps transcribed as data, expanded with the sample content), never from the build output
 * or src/routing. Checks, per locale:
 * - every expanded URL answers 200 (no redirect) and has an <h1>;
 * - canonical pages name themselves in <link rel="canonical">, aliases (optional-param forms) their short form;
 * - one page of every route: the hreflang alternates name the documented path of the same page in every
 *   locale (plus x-default), each alternate answers 200 and lists the same alternates (reciprocal);
 * - the sitemap that robots.txt names lists every checked canonical URL (and no alias);
 * - every page of the sitemap has, for every other locale, an hreflang alternate that answers 200
 *   (equivalentPath observed from outside);
 * - unknown paths answer 404 with the error page.
 * Only HTTP requests (the `request` fixture); no browser page.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Seed } from '../../scripts/content-server/seed-types.ts';
import {
  counterpart,
  expandFooterPages,
  expandLocale,
  expandRoute,
  expandSpecRoutes,
  isoOfLocale,
  productCategorySegment,
  productSamples,
  sampleRouteContent,
  specLocaleCodes,
  specRoutes,
  type SpecUrl,
} from './spec-routes.ts';

// ---------------------------------------------------------------------------------------------
// Sample content and expansion (memoised per worker)
// ---------------------------------------------------------------------------------------------

// HTTP only: no traces (a failing route would otherwise zip a trace per test).
test.use({ trace: 'off' });

let seedPromise: Promise<Seed> | undefined;
const sampleSeed = (): Promise<Seed> => (seedPromise ??= Promise.resolve().then(sampleRouteContent));

let allUrlsPromise: Promise<SpecUrl[]> | undefined;
const allSpecUrls = (): Promise<SpecUrl[]> => (allUrlsPromise ??= sampleSeed().then(expandSpecRoutes));

// ---------------------------------------------------------------------------------------------
// HTML / HTTP helpers
// ---------------------------------------------------------------------------------------------

interface Fetched {
  path: string;
  status: number;
  location: string | undefined;
  body: string;
}

/** GET without following redirects (the canonical form must answer 200 itself); cached per test. */
function pageFetcher(request: APIRequestContext): (path: string) => Promise<Fetched> {
  const cache = new Map<string, Promise<Fetched>>();
  return (pathname) => {
    let pending = cache.get(pathname);
    if (!pending) {
      pending = (async () => {
        const response = await request.get(pathname, { maxRedirects: 0 });
        const type = response.headers()['content-type'] ?? '';
        const body = /html|xml|text/.test(type) || type === '' ? await response.text() : '';
        return { path: pathname, status: response.status(), location: response.headers().location, body };
      })();
      cache.set(pathname, pending);
    }
    return pending;
  };
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const workers = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index] as T);
    }
  });
  await Promise.all(workers);
  return results;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The attributes of every `<link>` tag of a document. */
function linkTags(html: string): Array<Record<string, string>> {
  const tags: Array<Record<string, string>> = [];
  for (const match of html.matchAll(/<link\b([^>]*)>/gi)) {
    const attributes: Record<string, string> = {};
    for (const attribute of (match[1] ?? '').matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const name = (attribute[1] ?? '').toLowerCase();
      attributes[name] = decodeEntities(attribute[2] ?? attribute[3] ?? attribute[4] ?? '');
    }
    tags.push(attributes);
  }
  return tags;
}

/** href → path (the site origin comes from SITE_URL, which the test server does not serve). */
function pathOf(href: string): string {
  return new URL(href, 'http://site.invalid').pathname;
}

/** hreflang (lower case) → path of every `<link rel="alternate" hreflang>`. */
function alternatesOf(html: string): Map<string, string> {
  const alternates = new Map<string, string>();
  for (const tag of linkTags(html)) {
    const rel = (tag.rel ?? '').toLowerCase().split(/\s+/);
    if (rel.includes('alternate') && tag.hreflang && tag.href) alternates.set(tag.hreflang.toLowerCase(), pathOf(tag.href));
  }
  return alternates;
}

function canonicalOf(html: string): string | undefined {
  const tag = linkTags(html).find((candidate) => (candidate.rel ?? '').toLowerCase().split(/\s+/).includes('canonical'));
  return tag?.href ? pathOf(tag.href) : undefined;
}

const hasH1 = (html: string): boolean => /<h1[\s>]/i.test(html);

const describeUrl = (url: SpecUrl): string => `${url.path}${url.note ? ` (${url.note})` : ''}`;

function sortedEntries(map: Map<string, string>): string {
  return JSON.stringify([...map.entries()].sort(([a], [b]) => a.localeCompare(b)));
}

// ---------------------------------------------------------------------------------------------
// Sitemap
// ---------------------------------------------------------------------------------------------

interface SitemapEntry {
  path: string;
  alternates: Map<string, string>;
}

interface Sitemap {
  /** What robots.txt names (paths), empty when it names none. */
  named: string[];
  /** The sitemap documents read. */
  documents: string[];
  entries: Map<string, SitemapEntry>;
  problems: string[];
}

async function readSitemap(get: (path: string) => Promise<Fetched>): Promise<Sitemap> {
  const problems: string[] = [];
  const robots = await get('/robots.txt');
  const named = robots.status === 200 ? [...robots.body.matchAll(/^\s*sitemap:\s*(\S+)/gim)].map((match) => pathOf(match[1] ?? '')) : [];
  if (robots.status !== 200) problems.push(`/robots.txt answers ${robots.status}`);
  else if (named.length === 0) problems.push('/robots.txt names no sitemap');
  // When robots.txt names none, still look at the usual names so the other checks can run.
  const guesses = named.length > 0 ? [] : ['/sitemap-index.xml', '/sitemap.xml'];
  const queue = named.length > 0 ? [...named] : [...guesses];
  const documents: string[] = [];
  const entries = new Map<string, SitemapEntry>();
  const seen = new Set<string>();
  while (queue.length > 0) {
    const documentPath = queue.shift() as string;
    if (seen.has(documentPath)) continue;
    seen.add(documentPath);
    const response = await get(documentPath);
    if (response.status !== 200) {
      if (!guesses.includes(documentPath)) problems.push(`${documentPath} answers ${response.status}`);
      continue;
    }
    documents.push(documentPath);
    if (/<sitemapindex[\s>]/i.test(response.body)) {
      for (const block of response.body.matchAll(/<sitemap>([\s\S]*?)<\/sitemap>/gi)) {
        const loc = /<loc>\s*([^<]+?)\s*<\/loc>/i.exec(block[1] ?? '')?.[1];
        if (loc) queue.push(pathOf(decodeEntities(loc)));
      }
      continue;
    }
    for (const block of response.body.matchAll(/<url>([\s\S]*?)<\/url>/gi)) {
      const content = block[1] ?? '';
      const loc = /<loc>\s*([^<]+?)\s*<\/loc>/i.exec(content)?.[1];
      if (!loc) continue;
      const alternates = new Map<string, string>();
      for (const link of content.matchAll(/<xhtml:link\b([^>]*)\/?>/gi)) {
        const attrs = link[1] ?? '';
        const hreflang = /hreflang\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
        const href = /href\s*=\s*"([^"]*)"/i.exec(attrs)?.[1];
        if (hreflang && href) alternates.set(hreflang.toLowerCase(), pathOf(decodeEntities(href)));
      }
      const pagePath = pathOf(decodeEntities(loc));
      entries.set(pagePath, { path: pagePath, alternates });
    }
  }
  if (documents.length === 0) problems.push('no sitemap could be read');
  return { named, documents, entries, problems };
}

// ---------------------------------------------------------------------------------------------
// Tests per locale
// ---------------------------------------------------------------------------------------------

for (const locale of specLocaleCodes) {
  test.describe(`routes in /${locale}/`, () => {
    for (const route of specRoutes) {
      const form = locale === 'de' && route.de ? route.de : route.pattern;
      test(`${form} — ${route.purpose}: answers 200 with an <h1>`, async ({ request }) => {
        const seed = await sampleSeed();
        const urls = expandRoute(route, locale, seed);
        expect(urls.length, `the sample content gives ${route.id} a parameter in ${locale}`).toBeGreaterThan(0);
        const get = pageFetcher(request);
        await mapLimit(urls, 6, async (url) => {
          const page = await get(url.path);
          expect.soft(page.status, `${describeUrl(url)}${page.location ? ` → ${page.location}` : ''}`).toBe(200);
          if (page.status === 200) expect.soft(hasH1(page.body), `${describeUrl(url)} has an <h1>`).toBe(true);
        });
      });
    }

    test('the legal, contact, news and image-archive paths answer 200 with an <h1>', async ({ request }) => {
      const urls = expandFooterPages(locale);
      const get = pageFetcher(request);
      await mapLimit(urls, 6, async (url) => {
        const page = await get(url.path);
        expect.soft(page.status, `${describeUrl(url)}${page.location ? ` → ${page.location}` : ''}`).toBe(200);
        if (page.status === 200) expect.soft(hasH1(page.body), `${describeUrl(url)} has an <h1>`).toBe(true);
      });
    });

    test('canonical links: a page names itself, an optional-param alias names its short form', async ({ request }) => {
      const urls = expandLocale(locale, await sampleSeed());
      const get = pageFetcher(request);
      await mapLimit(urls, 6, async (url) => {
        const page = await get(url.path);
        if (page.status !== 200) return; // reported by the route tests
        expect.soft(canonicalOf(page.body), `<link rel="canonical"> of ${describeUrl(url)}`).toBe(url.canonical);
      });
    });

    test('hreflang alternates of one page of every route: the documented path in every locale, 200, reciprocal', async ({ request }) => {
      const all = await allSpecUrls();
      const mine = all.filter((url) => url.locale === locale && !url.alias);
      const samples = [...new Set(mine.map((url) => url.route))].map((route) => mine.find((url) => url.route === route) as SpecUrl);
      const get = pageFetcher(request);
      await mapLimit(samples, 4, async (url) => {
        const page = await get(url.path);
        expect.soft(page.status, describeUrl(url)).toBe(200);
        if (page.status !== 200) return;
        const alternates = alternatesOf(page.body);
        for (const other of specLocaleCodes) {
          const iso = isoOfLocale(other).toLowerCase();
          const expected = counterpart(all, url.key, other);
          const actual = alternates.get(iso);
          if (expected) expect.soft(actual, `hreflang="${isoOfLocale(other)}" of ${describeUrl(url)}`).toBe(expected.path);
          else expect.soft(actual, `hreflang="${isoOfLocale(other)}" of ${describeUrl(url)}`).toBeDefined();
        }
        expect.soft(alternates.has('x-default'), `hreflang="x-default" of ${describeUrl(url)}`).toBe(true);
        for (const [hreflang, alternatePath] of alternates) {
          const alternate = await get(alternatePath);
          expect.soft(alternate.status, `${alternatePath} (hreflang="${hreflang}" of ${url.path})`).toBe(200);
          if (alternate.status !== 200) continue;
          expect
            .soft(sortedEntries(alternatesOf(alternate.body)), `the alternates of ${alternatePath} are those of ${url.path}`)
            .toBe(sortedEntries(alternates));
        }
      });
    });

    test('the sitemap named by robots.txt lists every checked canonical URL with its locale alternates, and no alias', async ({
      request,
    }) => {
      const urls = expandLocale(locale, await sampleSeed());
      const sitemap = await readSitemap(pageFetcher(request));
      expect.soft(sitemap.problems, 'robots.txt names a sitemap that can be read').toEqual([]);
      expect(sitemap.entries.size, `entries in ${sitemap.documents.join(', ') || 'no sitemap'}`).toBeGreaterThan(0);
      for (const url of urls) {
        const entry = sitemap.entries.get(url.path);
        if (url.alias) {
          expect.soft(entry, `the alias ${describeUrl(url)} is not in the sitemap`).toBeUndefined();
          continue;
        }
        expect.soft(entry, `${describeUrl(url)} is in the sitemap`).toBeDefined();
        if (!entry) continue;
        const missing = specLocaleCodes.filter((other) => !entry.alternates.has(isoOfLocale(other).toLowerCase()));
        expect.soft(missing, `locales without an xhtml:link alternate in the sitemap entry of ${url.path}`).toEqual([]);
      }
    });

    test('equivalent path: every sitemap page of this locale has a 200 hreflang alternate in every other locale', async ({ request }) => {
      test.setTimeout(180_000);
      const get = pageFetcher(request);
      const sitemap = await readSitemap(get);
      const pages = [...sitemap.entries.keys()].filter((pagePath) => pagePath.startsWith(`/${locale}/`));
      expect(pages.length, `sitemap pages under /${locale}/ (${sitemap.documents.join(', ') || 'no sitemap'})`).toBeGreaterThan(0);
      await mapLimit(pages, 6, async (pagePath) => {
        const page = await get(pagePath);
        expect.soft(page.status, `${pagePath} (listed in the sitemap)`).toBe(200);
        if (page.status !== 200) return;
        const alternates = alternatesOf(page.body);
        for (const other of specLocaleCodes) {
          if (other === locale) continue;
          const iso = isoOfLocale(other);
          const target = alternates.get(iso.toLowerCase());
          expect.soft(target, `hreflang="${iso}" of ${pagePath}`).toBeDefined();
          if (!target) continue;
          expect.soft(target.startsWith(`/${other}/`), `hreflang="${iso}" of ${pagePath} is under /${other}/: ${target}`).toBe(true);
          const alternate = await get(target);
          expect.soft(alternate.status, `${target} (hreflang="${iso}" of ${pagePath})`).toBe(200);
        }
      });
    });

    test('an unknown path answers 404 with the error page of the locale', async ({ request }) => {
      const response = await request.get(`/${locale}/does-not-exist/`);
      expect(response.status()).toBe(404);
      const body = await response.text();
      const ui = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../src/i18n/ui', `${locale}.json`), 'utf8')) as Record<
        string,
        string
      >;
      expect.soft(body).toMatch(new RegExp(`<html[^>]*\\blang="${isoOfLocale(locale)}"`, 'i'));
      if (ui['notFound.title']) expect.soft(body).toContain(ui['notFound.title']);
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Site-wide
// ---------------------------------------------------------------------------------------------

test.describe('error page and product twins', () => {
  for (const pathname of ['/xx/anything', '/xx/anything/', '/en/does-not-exist', '/en/does-not-exist/']) {
    test(`${pathname} answers 404 with "This page could not be found"`, async ({ request }) => {
      const response = await request.get(pathname);
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain('This page could not be found');
    });
  }

  test('a German product page lives under /de/produkte-loesungen/<German segment>/<slug>/, its English twin under /en/products-solutions/<English segment>/<slug>/', async ({
    request,
  }) => {
    const seed = await sampleSeed();
    // A category whose German and English segments differ (docs/locales-and-urls.md §5), so the check means something.
    const sample = productSamples(seed).find(
      ({ category }) => productCategorySegment(category, 'de') !== productCategorySegment(category, 'en'),
    );
    expect(sample, 'the sample content has a product in a category with distinct German/English segments').toBeDefined();
    const { category, product } = sample as NonNullable<typeof sample>;
    const german = `/de/produkte-loesungen/${productCategorySegment(category, 'de')}/${String(product.slug)}/`;
    const english = `/en/products-solutions/${productCategorySegment(category, 'en')}/${String(product.slug)}/`;
    const get = pageFetcher(request);
    const [de, en] = await Promise.all([get(german), get(english)]);
    expect.soft(de.status, german).toBe(200);
    expect.soft(en.status, english).toBe(200);
    expect(de.status).toBe(200);
    expect(alternatesOf(de.body).get('en'), `hreflang="en" of ${german}`).toBe(english);
    if (en.status === 200) expect.soft(alternatesOf(en.body).get('de'), `hreflang="de" of ${english}`).toBe(german);
  });
});
