/**
 * The JavaScript budget of issue 6 on the site the end-to-end tests built: no page template ships
 * more than 70 KB of gzipped JavaScript (what `npm run size` prints), the scripts an island loads
 * only on demand (the search) included.
 */
import { expect, test } from '@playwright/test';
import { measureSite, PAGE_JS_BUDGET_BYTES } from '../../scripts/lib/page-js.ts';
import { SAMPLE_TEMPLATES } from './site-expectations.ts';

test('every page template stays within the JavaScript budget, the islands included', () => {
  const rows = measureSite(process.env.E2E_SITE_DIR!);
  expect(rows.map((row) => row.template).sort()).toEqual([...SAMPLE_TEMPLATES]);
  for (const row of rows) expect(row.largest.bytes, `${row.template} (${row.largest.page})`).toBeLessThanOrEqual(PAGE_JS_BUDGET_BYTES);
  const home = rows.find((row) => row.template === 'home')!.largest;
  expect(home.files.some((file) => /MegaMenu/.test(file))).toBe(true);
  expect(home.files.some((file) => /MobileMenu/.test(file))).toBe(true);
  expect(home.files.some((file) => /LanguageSwitcher/.test(file))).toBe(true);
  // The search island and Pagefind's scripts it loads when opened (src/search/pagefind.ts): counted
  // although nothing of them loads before the visitor opens search (tests/e2e/search.spec.ts).
  expect(home.files.some((file) => /SearchDialog/.test(file))).toBe(true);
  expect(home.files).toEqual(expect.arrayContaining(['/pagefind/pagefind.js', '/pagefind/pagefind-worker.js']));
  // The footer's newsletter signup on every page.
  expect(home.files.some((file) => /SiteForm/.test(file))).toBe(true);
});
