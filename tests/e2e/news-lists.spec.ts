/**
 * The news lists of the built site as a visitor reads them: the products-and-technology news, which
 * in the sample runs over two pages and five years, has a year filter (links to "All years" and each
 * year) and paging; each year's page shows that year's entries only, newest first, each once, and
 * together the years show the whole list. Short lists have no filter. Read from the built HTML.
 * Every card names the category its article page names; on a phone the label stays clear of the
 * thumbnail.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { selectAll, selectOne } from 'css-select';
import type { AnyNode, Element } from 'domhandler';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { localeCodes } from '../../src/i18n/locales.ts';
import { t } from '../../src/i18n/ui.ts';
import { articleListKeys, articleLists } from '../../src/routing/article-lists.ts';
import { articleListPath } from '../../src/routing/paths.ts';

const siteDir = () => process.env.E2E_SITE_DIR!;
const built = (urlPath: string) => existsSync(path.join(siteDir(), urlPath, 'index.html'));
const page = (urlPath: string) => parseDocument(readFileSync(path.join(siteDir(), urlPath, 'index.html'), 'utf8'));
const text = (node: Element) => textContent(node).replace(/\s+/g, ' ').trim();

/** The entries of a list page: each card's headline link and its date. */
function entries(urlPath: string): Array<{ href: string; date: string }> {
  return selectAll<AnyNode, Element>('main .article-card', page(urlPath)).map((card) => ({
    href: selectOne<AnyNode, Element>('.headline a', card)?.attribs.href ?? '',
    date: selectOne<AnyNode, Element>('time', card)?.attribs.datetime ?? '',
  }));
}

/** A list's pages from its first, following rel=next. */
function pagesFrom(first: string): string[] {
  const pages = [first];
  for (;;) {
    const next = selectOne<AnyNode, Element>('.pagination a[rel="next"]', page(pages.at(-1)!));
    if (!next) return pages;
    pages.push(next.attribs.href!);
  }
}

test.describe('news lists: year filter and paging', () => {
  for (const locale of localeCodes) {
    test(`${locale}: the products and technology news are filtered by year, each year its own entries once`, () => {
      const list = articleListPath(locale, 'productsAndTechnologyNews');
      const all = pagesFrom(list).flatMap(entries);
      expect(pagesFrom(list).length, 'the sample list runs over two pages').toBe(2);
      expect(new Set(all.map((entry) => entry.href)).size).toBe(all.length);
      expect(all.map((entry) => entry.date)).toEqual(
        all
          .map((entry) => entry.date)
          .sort()
          .reverse(),
      );

      const filter = selectOne<AnyNode, Element>('main nav.year-filter', page(list));
      expect(filter?.attribs['aria-label']).toBe(t(locale, 'list.yearFilter').text);
      const links = selectAll<AnyNode, Element>('a', filter!);
      expect(text(links[0]!)).toBe(t(locale, 'list.allYears').text);
      expect(links[0]!.attribs['aria-current']).toBe('true');
      const years = links.slice(1).map((link) => Number(text(link)));
      expect(years).toEqual([...new Set(all.map((entry) => Number(entry.date.slice(0, 4))))].sort((a, b) => b - a));
      expect(years.length).toBeGreaterThanOrEqual(4);

      const byYear: typeof all = [];
      for (const [index, year] of years.entries()) {
        const href = links[index + 1]!.attribs.href!;
        expect(href).toBe(articleListPath(locale, 'productsAndTechnologyNews', 1, year));
        const yearPages = pagesFrom(href);
        const shown = yearPages.flatMap(entries);
        expect(shown.length, `${href} shows entries`).toBeGreaterThan(0);
        expect(
          shown.every((entry) => entry.date.startsWith(`${year}-`)),
          `${href}: ${year} only`,
        ).toBe(true);
        byYear.push(...shown);
        // The year's page says which year it shows: in its heading, in the filter and as the last breadcrumb.
        const doc = page(href);
        expect(text(selectOne<AnyNode, Element>('h1', doc)!)).toContain(String(year));
        const current = selectAll<AnyNode, Element>('nav.year-filter a[aria-current="true"]', doc);
        expect(current.map(text)).toEqual([String(year)]);
        const crumbs = selectAll<AnyNode, Element>('nav.breadcrumbs a', doc);
        expect(crumbs.at(-1)?.attribs.href).toBe(href);
        expect(text(crumbs.at(-1)!)).toContain(String(year));
      }
      // The years together show the whole list, each entry once.
      expect(byYear.map((entry) => entry.href).sort()).toEqual(all.map((entry) => entry.href).sort());
    });
  }

  test('a list of one page has no year filter; the year pages are in the sitemap, not in the search', () => {
    const short = articleListPath('en', 'technicalPublications');
    expect(pagesFrom(short)).toHaveLength(1);
    expect(selectOne('nav.year-filter', page(short))).toBeNull();
    expect(built(articleListPath('en', 'technicalPublications', 1, 2025))).toBe(false);

    const year = articleListPath('en', 'productsAndTechnologyNews', 1, 2025);
    const main = selectOne<AnyNode, Element>('main', page(year));
    expect(main?.attribs['data-pagefind-body']).toBeUndefined();
    expect(selectOne<AnyNode, Element>('main', page(articleListPath('en', 'productsAndTechnologyNews')))?.attribs).toHaveProperty(
      'data-pagefind-body',
    );
    const sitemaps = readFileSync(path.join(siteDir(), 'sitemaps', '1.xml'), 'utf8');
    expect(sitemaps).toContain(`${year}</loc>`);
  });
});

test.describe('news lists: the category of each entry', () => {
  for (const locale of localeCodes) {
    test(`${locale}: every card of a list names the category its article page names`, () => {
      let compared = 0;
      for (const list of articleListKeys.filter((key) => articleLists[key].hasDetail)) {
        const listPath = articleListPath(locale, list);
        if (!built(listPath)) continue;
        for (const card of selectAll<AnyNode, Element>('main .article-card', page(listPath))) {
          const href = selectOne<AnyNode, Element>('.headline a', card)?.attribs.href;
          if (!href) continue;
          const label = selectOne<AnyNode, Element>('.meta .category', card);
          const detail = selectOne<AnyNode, Element>('main .meta .category', page(href));
          expect(label && text(label), `${listPath} → ${href}`).toBe(detail && text(detail));
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(10);
    });
  }

  for (const width of [320, 375]) {
    test(`de at ${width} px: the category label and the thumbnail of a card do not overlap`, async ({ page: browser }) => {
      await browser.setViewportSize({ width, height: 800 });
      await browser.goto(articleListPath('de', 'productsAndTechnologyNews'));
      const cards = browser.locator('main .article-card.has-image');
      expect(await cards.count()).toBeGreaterThan(0);
      const boxes = await cards.evaluateAll((elements) =>
        elements.map((card) => {
          const box = (selector: string) => card.querySelector(selector)!.getBoundingClientRect().toJSON() as DOMRect;
          return {
            card: card.getBoundingClientRect().toJSON() as DOMRect,
            thumb: box('.thumb'),
            label: box('.category'),
            headline: box('.headline'),
          };
        }),
      );
      for (const { card, thumb, label, headline } of boxes) {
        const apart = (a: DOMRect, b: DOMRect) => a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top;
        expect(apart(label, thumb), 'label beside or below the thumbnail').toBe(true);
        expect(apart(headline, thumb)).toBe(true);
        expect(label.right, 'label inside the card').toBeLessThanOrEqual(card.right);
      }
    });
  }
});
