/**
 * The sample content as visitors in China, Japan and Taiwan read it (scripts/lib/english-share.ts): on the pages a
 * company translates for its markets (home, product pages, products and solutions, company, contact, careers,
 * service), English standing in for a missing translation is under 5 % of the visible text of each page, except
 * the gaps the sample keeps on purpose so that the fallback and its notice stay tested; and no page of those
 * locales has English prose that is not marked as English (`lang="en"`), in its content or its chrome.
 * Investor relations is offered in German and English only and is not measured.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { englishShare, pageGroupOf } from '../../scripts/lib/english-share.ts';

/** Pages with texts left untranslated on purpose, and the least English each still shows (so the fallback stays tested). */
const DELIBERATE_GAPS: ReadonlyArray<{ page: RegExp; leastEnglish: number }> = [
  // One product is described in German and English only: its page falls back to English, under the notice ...
  { page: /^\/(cn|jp|tw)\/products-solutions\/inkjet-printing\/lp50\/$/, leastEnglish: 0.3 },
  // ... and its card on the category page shows its English headline.
  { page: /^\/(cn|jp|tw)\/products-solutions\/inkjet-printing\/$/, leastEnglish: 0.05 },
];

function pagesOf(siteDir: string, locale: string): Array<{ pagePath: string; html: string }> {
  return readdirSync(path.join(siteDir, locale), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name === 'index.html')
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      const pagePath = `/${path
        .relative(siteDir, file)
        .replace(/\\/g, '/')
        .replace(/index\.html$/, '')}`;
      return { pagePath, html: readFileSync(file, 'utf8') };
    });
}

const templateOf = (html: string): string => /<body[^>]*\sdata-template="([^"]+)"/.exec(html)?.[1] ?? '';

for (const locale of ['cn', 'jp', 'tw']) {
  test(`${locale}: the pages a company translates show less than 5 % English, and no unmarked English`, () => {
    const siteDir = process.env.E2E_SITE_DIR!;
    const pages = pagesOf(siteDir, locale);
    const measured: string[] = [];
    const tooMuch: string[] = [];
    const gaps: string[] = [];
    const unmarked: string[] = [];
    for (const { pagePath, html } of pages) {
      const share = englishShare(html);
      for (const prose of share.unmarked) unmarked.push(`${pagePath}: "${prose}"`);
      const group = pageGroupOf(pagePath, templateOf(html));
      if (!group) continue;
      const gap = DELIBERATE_GAPS.find(({ page }) => page.test(pagePath));
      if (gap) {
        gaps.push(pagePath);
        expect(share.english / share.total, `${pagePath}: the English of a deliberate gap`).toBeGreaterThan(gap.leastEnglish);
        continue;
      }
      measured.push(pagePath);
      if (share.english >= 0.05 * share.total) {
        tooMuch.push(`${pagePath} ${((100 * share.english) / share.total).toFixed(1)} %: ${share.runs.slice(0, 3).join(' | ')}`);
      }
    }
    // Every group is there (a page moved out of its group would escape the measure).
    const groups = new Set(pages.map(({ pagePath, html }) => pageGroupOf(pagePath, templateOf(html))));
    for (const group of ['home', 'product', 'products and solutions', 'company', 'contact', 'careers', 'service'] as const) {
      expect(groups.has(group), `${locale}: a page of group ${group}`).toBe(true);
    }
    expect(measured.length).toBeGreaterThan(40);
    expect(gaps).toHaveLength(DELIBERATE_GAPS.length);
    expect(tooMuch).toEqual([]);
    expect(unmarked).toEqual([]);
  });
}
