/**
 * Every page the end-to-end tests built, parsed (tests/html-safety.ts): no element has an inline
 * event handler (`on…`), and no URL attribute (href, src, action, formaction, poster, data …)
 * holds a `javascript:` or `vbscript:` URL, after entities are decoded and whitespace removed.
 * The layout gets no exception: the site's own scripts are modules, never attributes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
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
