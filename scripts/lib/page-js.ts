/**
 * The JavaScript each page of a built site ships, in gzip bytes: its inline scripts, its module
 * scripts, the islands' component and renderer modules, and every module those import (static or
 * dynamic, and the scripts they load by URL at run time, such as Pagefind's), each file counted once
 * per page. Pages are grouped by their template (the `data-template` attribute the layout writes on
 * `<body>`; `root` for the root redirect page).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The per-template budget of issue 6: no template over 70 KB of gzipped JavaScript. */
export const PAGE_JS_BUDGET_BYTES = 70 * 1000;

export interface PageJs {
  /** Site path of the page, e.g. `/en/company/`. */
  page: string;
  template: string;
  /** gzip bytes of every script the page loads. */
  bytes: number;
  /** The module files, site-absolute (`/_astro/…`), and `inline` for inline scripts. */
  files: string[];
}

export interface TemplateJs {
  template: string;
  pages: number;
  /** The page of the template that ships the most. */
  largest: PageJs;
}

const gzipBytes = (content: string | Buffer): number => gzipSync(content, { level: 9 }).length;

function htmlFiles(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_astro' || entry.name === 'uploads' ? [] : htmlFiles(full, base);
    return entry.name.endsWith('.html') ? [path.relative(base, full)] : [];
  });
}

const attr = (tag: string, name: string): string | null => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** Module URLs a page loads directly: module scripts, modulepreloads, island components and renderers. */
function entryModules(html: string): string[] {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*\ssrc="[^"]*"[^>]*>/g)) urls.add(attr(tag, 'src')!);
  for (const [tag] of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*>/g)) urls.add(attr(tag, 'href')!);
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = attr(tag, name);
      if (url) urls.add(url);
    }
  }
  return [...urls].filter((url) => url.startsWith('/'));
}

function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .filter(([tag]) => !/type="application\/(?:ld\+)?json"/.test(tag))
    .map(([, body]) => body ?? '')
    .filter((body) => body.trim() !== '');
}

/**
 * Scripts loaded at run time by a URL the bundler does not see (`import(/* @vite-ignore *\/ url)`,
 * `new Worker(url)`): a module that names `marker` loads `url`, when the site has it. The search
 * island loads Pagefind's script, which starts Pagefind's worker (src/search/pagefind.ts).
 */
const runtimeScripts: ReadonlyArray<{ marker: string; url: string }> = [
  { marker: 'pagefind/pagefind.js', url: '/pagefind/pagefind.js' },
  { marker: 'pagefind-worker.js', url: '/pagefind/pagefind-worker.js' },
];

/** Reads a site's modules once and follows their imports. */
export function createModuleGraph(siteDir: string) {
  const cache = new Map<string, { bytes: number; imports: string[] }>();
  const read = (url: string) => {
    let module = cache.get(url);
    if (!module) {
      const source = readFileSync(path.join(siteDir, url), 'utf8');
      const specifiers = [
        ...[...source.matchAll(/(?:import|export)\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g)].map((match) => match[1]!),
        ...[...source.matchAll(/import\(\s*["']([^"']+\.js)["']\s*\)/g)].map((match) => match[1]!),
      ];
      const imports = specifiers
        .filter((spec) => spec.startsWith('.') || spec.startsWith('/'))
        .map((spec) => new URL(spec, `http://site${url}`).pathname);
      for (const script of runtimeScripts)
        if (script.url !== url && source.includes(script.marker) && existsSync(path.join(siteDir, script.url))) imports.push(script.url);
      module = { bytes: gzipBytes(source), imports };
      cache.set(url, module);
    }
    return module;
  };
  /** Every module reachable from `entries`, with its gzip bytes. */
  return (entries: readonly string[]): Map<string, number> => {
    const seen = new Map<string, number>();
    const queue = [...entries];
    while (queue.length > 0) {
      const url = queue.shift()!;
      if (seen.has(url)) continue;
      const module = read(url);
      seen.set(url, module.bytes);
      queue.push(...module.imports);
    }
    return seen;
  };
}

export function measurePage(siteDir: string, file: string, closure: ReturnType<typeof createModuleGraph>): PageJs {
  return measureHtml(file, readFileSync(path.join(siteDir, file), 'utf8'), closure);
}

/** `measurePage` for a page whose HTML is already read (`file`: output-relative). */
export function measureHtml(file: string, html: string, closure: ReturnType<typeof createModuleGraph>): PageJs {
  const template = /<body\b[^>]*\sdata-template="([^"]+)"/.exec(html)?.[1] ?? 'root';
  const modules = closure(entryModules(html));
  const inline = inlineScripts(html).map(gzipBytes);
  const bytes = [...modules.values(), ...inline].reduce((sum, size) => sum + size, 0);
  const page = `/${file.replace(/\\/g, '/').replace(/index\.html$/, '')}`;
  return { page, template, bytes, files: [...modules.keys(), ...inline.map(() => 'inline')] };
}

/** The JavaScript of every page of the site, grouped by template (largest page of each). */
export function measureSite(siteDir: string): TemplateJs[] {
  const closure = createModuleGraph(siteDir);
  const byTemplate = new Map<string, TemplateJs>();
  for (const file of htmlFiles(siteDir)) {
    const measured = measurePage(siteDir, file, closure);
    const current = byTemplate.get(measured.template);
    if (!current) byTemplate.set(measured.template, { template: measured.template, pages: 1, largest: measured });
    else {
      current.pages++;
      if (measured.bytes > current.largest.bytes) current.largest = measured;
    }
  }
  return [...byTemplate.values()].sort((a, b) => a.template.localeCompare(b.template));
}
