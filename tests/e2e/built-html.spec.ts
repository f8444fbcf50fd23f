/**
 * Every page the end-to-end tests built, parsed (tests/html-safety.ts): no element has an inline
 * event handler (`on…`), and no URL attribute (href, src, action, formaction, poster, data …)
 * holds a `javascript:` or `vbscript:` URL, after entities are decoded and whitespace removed.
 * The layout gets no exception: the site's own scripts are modules, never attributes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { missingRequired } from '../../src/seo/structured-data.ts';
import { scriptingProblems } from '../html-safety.ts';

/** Every .html file below `dir`, relative to it. */
function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

test('no built page has an inline event handler or a script URL', () => {
  const siteDir = process.env.E2E_SITE_DIR!;
  const files = htmlFiles(siteDir);
  expect(files.length).toBeGreaterThan(20);
  const problems = files.flatMap((file) =>
    scriptingProblems(readFileSync(path.join(siteDir, file), 'utf8')).map((problem) => `${file}: ${problem}`),
  );
  expect(problems).toEqual([]);
});

test('the menus share one island data block per page instead of carrying the navigation in their props', () => {
  const siteDir = process.env.E2E_SITE_DIR!;
  const files = htmlFiles(siteDir).filter((file) => /^(de|en|cn|jp|tw)\//.test(file));
  expect(files.length).toBeGreaterThan(20);
  for (const file of files) {
    const html = readFileSync(path.join(siteDir, file), 'utf8');
    const locale = file.slice(0, 2);
    const blocks = [...html.matchAll(/<script type="application\/json" id="island-data-menus-([a-z]+)">([^<]*)<\/script>/g)];
    expect(
      blocks.map((block) => block[1]),
      file,
    ).toEqual([locale]);
    const data = JSON.parse(blocks[0]![2]!) as { main: Array<{ href: string | null }> };
    expect(data.main.length, file).toBeGreaterThan(0);
    for (const island of html.matchAll(/<astro-island[^>]*component-url="\/_astro\/(?:MegaMenu|MobileMenu)\.[^"]*"[^>]*>/g)) {
      const props = /\sprops="([^"]*)"/.exec(island[0])?.[1] ?? '';
      // The navigation (items with their sub-categories) is not in the props: only the data id and per-page values.
      expect(props, `${file}: menu island props`).not.toContain('subCategories');
      expect(props, file).toContain(`menus-${locale}`);
    }
  }
});

/**
 * The text of an HTML fragment: tags dropped, entities of the site's own output decoded, and the marks
 * of where a line may break (soft hyphens, zero width spaces, word joiners; docs/typography.md) left out.
 */
const textOf = (html: string): string =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/[\u00ad\u200b\u2060]/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\u00a0/g, ' ')
    .trim();

test('every page below the home page has breadcrumbs from its home to itself, and the same steps as BreadcrumbList JSON-LD', () => {
  const siteDir = process.env.E2E_SITE_DIR!;
  const files = htmlFiles(siteDir).filter((file) => /^(de|en|cn|jp|tw)\/.+\/index\.html$/.test(file) && !/^..\/404\//.test(file));
  expect(files.length).toBeGreaterThan(300);
  const problems: string[] = [];
  for (const file of files) {
    const html = readFileSync(path.join(siteDir, file), 'utf8');
    const locale = file.slice(0, 2);
    // The page's canonical path (a page kept out of search engines names none: its own path).
    const canonicalUrl = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    const canonical = canonicalUrl ? new URL(canonicalUrl).pathname : `/${file.replace(/index\.html$/, '')}`;
    const nav = /<nav class="breadcrumbs[^"]*"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1];
    if (!nav) {
      problems.push(`${file}: no breadcrumbs`);
      continue;
    }
    const links = [...nav.matchAll(/<a href="([^"]+)"([^>]*)>([\s\S]*?)<\/a>/g)].map((match) => ({
      href: match[1]!,
      current: match[2]!.includes('aria-current="page"'),
      text: textOf(match[3]!),
    }));
    if (links[0]?.href !== `/${locale}/`) problems.push(`${file}: the first step is ${links[0]?.href}, not the home page`);
    if (links.at(-1)?.href !== canonical || !links.at(-1)?.current) problems.push(`${file}: the last step is not the page itself`);
    if (links.some((link, index) => link.current !== (index === links.length - 1)))
      problems.push(`${file}: aria-current on a step before the last`);
    const h1 = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
    if (links.at(-1)?.text !== h1) problems.push(`${file}: the last step "${links.at(-1)?.text}" is not the heading "${h1}"`);
    const jsonLd = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(nav)?.[1];
    const list = jsonLd
      ? (JSON.parse(jsonLd) as { '@type': string; itemListElement: Array<{ position: number; name: string; item: string }> })
      : null;
    if (list?.['@type'] !== 'BreadcrumbList') {
      problems.push(`${file}: no BreadcrumbList`);
      continue;
    }
    const expected = links.map((link, index) => ({ position: index + 1, name: link.text, path: link.href }));
    const actual = list.itemListElement.map((item) => ({
      position: item.position,
      name: textOf(item.name),
      path: new URL(item.item).pathname,
    }));
    if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${file}: the JSON-LD steps differ from the links`);
  }
  expect(problems.slice(0, 20)).toEqual([]);
});

/** The schema.org type each template must describe itself with (besides its breadcrumbs). */
const typeOfTemplate: Record<string, string> = {
  home: 'Organization',
  productDetail: 'Product',
  articleDetail: 'NewsArticle',
  event: 'Event',
};

test('the structured data of every page parses and has the properties search engines require of its type', () => {
  const siteDir = process.env.E2E_SITE_DIR!;
  const files = htmlFiles(siteDir).filter((file) => /^(de|en|cn|jp|tw)\//.test(file));
  const problems: string[] = [];
  const seen = new Map<string, number>();
  for (const file of files) {
    const html = readFileSync(path.join(siteDir, file), 'utf8');
    const template = /<body data-template="([^"]+)"/.exec(html)?.[1] ?? '';
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((match) => {
      try {
        return JSON.parse(match[1]!) as Record<string, unknown>;
      } catch {
        problems.push(`${file}: a JSON-LD block does not parse`);
        return {};
      }
    });
    for (const data of blocks) {
      if (data['@context'] !== 'https://schema.org') problems.push(`${file}: JSON-LD without the schema.org context`);
      for (const missing of missingRequired(data)) problems.push(`${file}: ${missing} is missing`);
      seen.set(String(data['@type']), (seen.get(String(data['@type'])) ?? 0) + 1);
    }
    const expected = typeOfTemplate[template];
    if (expected && !blocks.some((data) => data['@type'] === expected)) problems.push(`${file}: no ${expected} (template ${template})`);
  }
  expect(problems.slice(0, 20)).toEqual([]);
  // Every type is there, on as many pages as it belongs on.
  expect(seen.get('Organization')).toBe(5);
  for (const type of ['Product', 'NewsArticle', 'Event', 'BreadcrumbList']) expect(seen.get(type) ?? 0, type).toBeGreaterThan(10);
});

test('the texts of the media library (alternative texts, captions) are marked as English on the other languages’ pages', () => {
  const siteDir = process.env.E2E_SITE_DIR!;
  const read = (urlPath: string) => readFileSync(path.join(siteDir, urlPath, 'index.html'), 'utf8');
  const article = 'news/products-and-technology-news/acs300-gen3-coater-cluster-launched/';
  const figure = (html: string) => /<figure class="image"[^>]*>([\s\S]*?)<\/figure>/.exec(html)?.[1] ?? '';
  for (const locale of ['de', 'cn', 'jp', 'tw']) {
    const hero = figure(read(`${locale}/${article}`));
    expect(hero, locale).toMatch(/<img [^>]*alt="Wafer in warm light"[^>]*lang="en"|<img [^>]*lang="en"[^>]*alt="Wafer in warm light"/);
    expect(hero, locale).toMatch(/<figcaption lang="en"[^>]*>A new generation of process equipment\.<\/figcaption>/);
  }
  const english = figure(read(`en/${article}`));
  expect(english).not.toMatch(/lang="en"/);
  // The image archive: every caption under an image, on a Japanese page.
  const archive = read('jp/image-archive/');
  const captions = [...archive.matchAll(/<span ([^>]*class="archive-caption"[^>]*)>/g)].map((match) => match[1]!);
  expect(captions.length).toBeGreaterThan(40);
  expect(captions.filter((attributes) => !attributes.includes('lang="en"'))).toEqual([]);
});
