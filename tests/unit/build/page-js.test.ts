import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureSite } from '../../../scripts/lib/page-js.ts';

let site: string;
const gz = (text: string) => gzipSync(text, { level: 9 }).length;

const modules: Record<string, string> = {
  'runtime.js': 'export const h = () => "runtime";'.repeat(20),
  'island.js': 'import { h } from "./runtime.js"; import("./lazy.js"); export default h;',
  'lazy.js': 'export const lazy = 1;',
  'page.js': 'console.log("prefetch");',
  'unused.js': 'export const never = "loaded";'.repeat(50),
};
const inline = 'window.x = 1;';

beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'page-js-'));
  mkdirSync(path.join(site, '_astro'));
  mkdirSync(path.join(site, 'en', 'company'), { recursive: true });
  for (const [name, source] of Object.entries(modules)) writeFileSync(path.join(site, '_astro', name), source);
  writeFileSync(path.join(site, 'index.html'), `<html><body><script>${inline}</script></body></html>`);
  writeFileSync(
    path.join(site, 'en', 'index.html'),
    `<html><body data-template="home"><script type="module" src="/_astro/page.js"></script>` +
      `<astro-island component-url="/_astro/island.js" renderer-url="/_astro/runtime.js"></astro-island>` +
      `<script type="application/ld+json">{"a":1}</script><script>${inline}</script></body></html>`,
  );
  writeFileSync(path.join(site, 'en', 'company', 'index.html'), `<html><body data-template="content"></body></html>`);
});

afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('measureSite', () => {
  it('counts inline scripts, module scripts, islands and everything they import, each file once, per template', () => {
    const rows = measureSite(site);
    expect(rows.map((row) => [row.template, row.pages, row.largest.page])).toEqual([
      ['content', 1, '/en/company/'],
      ['home', 1, '/en/'],
      ['root', 1, '/'],
    ]);
    const home = rows.find((row) => row.template === 'home')!.largest;
    expect(home.bytes).toBe(
      gz(modules['page.js']!) + gz(modules['island.js']!) + gz(modules['runtime.js']!) + gz(modules['lazy.js']!) + gz(inline),
    );
    expect(home.files.sort()).toEqual(['/_astro/island.js', '/_astro/lazy.js', '/_astro/page.js', '/_astro/runtime.js', 'inline']);
    expect(rows.find((row) => row.template === 'content')!.largest.bytes).toBe(0);
    expect(rows.find((row) => row.template === 'root')!.largest.bytes).toBe(gz(inline));
  });
});
