/**
 * `npm run bench:english [-- --dir dist] [-- --pages]`: how much of what visitors in China, Japan and Taiwan read
 * is English standing in for a missing translation (scripts/lib/english-share.ts). Over the cn, jp and tw pages
 * of a built site, prints per locale and page group (home, product pages, products and solutions, company,
 * contact, careers, service; the other pages as "other") the pages and the English share of the visible text
 * of `<main>`; with `--pages`, every page with English on it and its English runs.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { englishShare, pageGroupOf } from '../lib/english-share.ts';

const { values } = parseArgs({ options: { dir: { type: 'string', default: 'dist' }, pages: { type: 'boolean', default: false } } });
const root = path.resolve(values.dir);

const totals = new Map<string, { pages: number; total: number; english: number }>();
const pages: Array<{ page: string; share: number; runs: string[] }> = [];
for (const locale of ['cn', 'jp', 'tw']) {
  for (const entry of readdirSync(path.join(root, locale), { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = path.join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    const pagePath = `/${path
      .relative(root, file)
      .replace(/\\/g, '/')
      .replace(/index\.html$/, '')}`;
    const group = pageGroupOf(pagePath, /<body[^>]*\sdata-template="([^"]+)"/.exec(html)?.[1] ?? '') ?? 'other';
    const share = englishShare(html);
    const key = `${locale}\t${group}`;
    const sum = totals.get(key) ?? { pages: 0, total: 0, english: 0 };
    sum.pages++;
    sum.total += share.total;
    sum.english += share.english;
    totals.set(key, sum);
    if (share.english > 0) pages.push({ page: pagePath, share: share.english / share.total, runs: share.runs });
  }
}

const percent = (part: number, whole: number): string => `${whole ? ((100 * part) / whole).toFixed(1) : '0.0'} %`;
console.log(`English standing in, share of the visible text of <main> (${root})`);
console.log(['locale', 'group'.padEnd(24), 'pages'.padStart(6), 'English'.padStart(9)].join('  '));
for (const [key, sum] of [...totals].sort(([a], [b]) => a.localeCompare(b))) {
  const [locale, group] = key.split('\t');
  console.log(
    [locale!.padEnd(6), group!.padEnd(24), String(sum.pages).padStart(6), percent(sum.english, sum.total).padStart(9)].join('  '),
  );
}
if (values.pages) {
  for (const { page, share, runs } of pages.sort((a, b) => b.share - a.share)) {
    console.log(`\n${percent(share, 1)}  ${page}`);
    for (const run of runs) console.log(`    ${run.length > 160 ? `${run.slice(0, 157)}…` : run}`);
  }
}
