/**
 * Bytes a page of each template ships, gzip: HTML (the page itself), CSS (its stylesheets and inline
 * styles) and JS (scripts/lib/page-js.ts: scripts, islands and every module they import). Pages are
 * grouped by the layout's `data-template`; per template up to SAMPLE_PER_TEMPLATE pages, spread
 * evenly over the sorted list, are measured (gzip of 40,000 pages would take longer than the build),
 * and the median and largest page are reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createModuleGraph, measurePage } from '../lib/page-js.ts';

const SAMPLE_PER_TEMPLATE = 60;

export interface TemplateBytes {
  template: string;
  pages: number;
  measured: number;
  html: { median: number; max: number };
  css: { median: number; max: number };
  js: { median: number; max: number };
}

const gzip = (content: string | Buffer): number => gzipSync(content, { level: 9 }).length;

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ['_astro', 'uploads', '_img'].includes(entry.name) ? [] : htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

function templateOf(file: string, dir: string): string {
  const html = readFileSync(path.join(dir, file), 'utf8');
  return /<body\b[^>]*\sdata-template="([^"]+)"/.exec(html)?.[1] ?? 'root';
}

function cssBytes(siteDir: string, html: string, cache: Map<string, number>): number {
  let bytes = 0;
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)) {
    const href = /\shref="([^"]+)"/.exec(tag)?.[1];
    if (!href?.startsWith('/')) continue;
    let size = cache.get(href);
    if (size === undefined) cache.set(href, (size = gzip(readFileSync(path.join(siteDir, href)))));
    bytes += size;
  }
  for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) bytes += gzip(body ?? '');
  return bytes;
}

const stats = (values: number[]): { median: number; max: number } => {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, max: sorted.at(-1) ?? 0 };
};

/** Evenly spread picks of at most `n` items. */
function spread<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  return Array.from({ length: n }, (_, i) => items[Math.floor((i * items.length) / n)]!);
}

export function measureTemplates(siteDir: string): TemplateBytes[] {
  const byTemplate = new Map<string, string[]>();
  // Template of each page: read from the file; the pages of one route share the first path segment
  // pattern, but the attribute is the truth.
  for (const file of htmlFiles(siteDir).sort()) {
    const template = templateOf(file, siteDir);
    const list = byTemplate.get(template);
    if (list) list.push(file);
    else byTemplate.set(template, [file]);
  }
  const closure = createModuleGraph(siteDir);
  const cssCache = new Map<string, number>();
  return [...byTemplate]
    .map(([template, files]) => {
      const sample = spread(files, SAMPLE_PER_TEMPLATE);
      const html: number[] = [];
      const css: number[] = [];
      const js: number[] = [];
      for (const file of sample) {
        const text = readFileSync(path.join(siteDir, file));
        html.push(gzip(text));
        css.push(cssBytes(siteDir, text.toString('utf8'), cssCache));
        js.push(measurePage(siteDir, file, closure).bytes);
      }
      return { template, pages: files.length, measured: sample.length, html: stats(html), css: stats(css), js: stats(js) };
    })
    .sort((a, b) => a.template.localeCompare(b.template));
}
