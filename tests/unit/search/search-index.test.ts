import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addIndexParts } from '../../../scripts/lib/search-index-parts.ts';
import { indexParts } from '../../support/search-pages.ts';
import { buildSearchIndex, pageLanguages, pageUrlOf, searchableDocument, searchIndexConfig } from '../../../scripts/lib/search-index.ts';

/** A tiny built site: indexed pages in German and Japanese, an error page and a search page without data-pagefind-body. */
const pages: Record<string, string> = {
  'de/produkte/index.html': `<html lang="de"><body><header>Kopfzeile Menü</header><main data-pagefind-body data-pagefind-filter="section:products"><h1 data-pagefind-meta="title">XBC300 Gen2</h1><p>Bond-Cluster für Hybridbonden</p><form><label>Formularfeld</label></form></main><footer>Fußzeile</footer></body></html>`,
  'jp/products/index.html': `<html lang="ja"><body><main data-pagefind-body><h1>JetX</h1><p>プリントヘッドは加熱できます</p></main></body></html>`,
  '404.html': `<html lang="de"><body><main><h1>Seite nicht gefunden</h1></main></body></html>`,
  'de/suche/index.html': `<html lang="de"><body><main><h1>Suche</h1></main></body></html>`,
};

let site: string;
beforeAll(() => {
  site = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  for (const [file, html] of Object.entries(pages)) {
    mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    writeFileSync(path.join(site, file), html);
  }
});
afterAll(() => rmSync(site, { recursive: true, force: true }));

describe('the search index', () => {
  it('leaves forms, inline SVG, in-page navigation and marked notices out of <main>', () => {
    expect(searchIndexConfig.excludeSelectors).toEqual(expect.arrayContaining(['form', 'svg', 'nav', '[data-search-ignore]']));
  });

  it('indexes only pages with data-pagefind-body, one index per language, without Pagefind’s own UIs', async () => {
    const result = await buildSearchIndex(site);
    expect(result.languages).toEqual(['de', 'ja']);
    const files = readdirSync(path.join(site, 'pagefind'));
    expect(files).toContain('pagefind.js');
    expect(files.some((file) => file.startsWith('pagefind-ui'))).toBe(false);
    expect(existsSync(path.join(site, 'pagefind', 'pagefind-entry.json'))).toBe(true);
    const entry = JSON.parse(readFileSync(path.join(site, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages.de?.page_count).toBe(1);
    expect(entry.languages.ja?.page_count).toBe(1);
    expect(result.pages).toBe(2);
    expect(result.files).toBe(4);
  }, 60_000);

  it('merges the index of each language (made one after another) into one entry whose files all exist', async () => {
    await buildSearchIndex(site);
    const dir = path.join(site, 'pagefind');
    const entry = JSON.parse(readFileSync(path.join(dir, 'pagefind-entry.json'), 'utf8')) as {
      version: string;
      languages: Record<string, { hash: string; wasm: string | null; page_count: number }>;
    };
    expect(entry.version).toMatch(/^\d+\.\d+/);
    expect(Object.keys(entry.languages).sort()).toEqual(['de', 'ja']);
    for (const info of Object.values(entry.languages)) {
      expect(existsSync(path.join(dir, `pagefind.${info.hash}.pf_meta`))).toBe(true);
      if (info.wasm) expect(existsSync(path.join(dir, `wasm.${info.wasm}.pagefind`))).toBe(true);
    }
    expect(
      readdirSync(path.join(dir, 'fragment'))
        .map((file) => file.split('_')[0])
        .sort(),
    ).toEqual(['de', 'ja']);
    // The per-language parts are gone.
    expect(readdirSync(site).filter((name) => name.startsWith('.'))).toEqual([]);
  }, 60_000);

  it('finds a page by its text, with its URL, title and excerpt from <main> only', async () => {
    await buildSearchIndex(site);
    const fragments = path.join(site, 'pagefind', 'fragment');
    const texts = readdirSync(fragments).map((file) => {
      const bytes = readFileSync(path.join(fragments, file));
      const json = (bytes[0] === 0x1f ? gunzipSync(bytes) : bytes).toString('utf8');
      return JSON.parse(json.slice(json.indexOf('{'))) as { url: string; content: string; meta: { title: string } };
    });
    const de = texts.find((fragment) => fragment.url === '/de/produkte/');
    expect(de?.meta.title).toBe('XBC300 Gen2');
    expect(de?.content).toContain('Bond-Cluster für Hybridbonden');
    expect(de?.content).not.toMatch(/Kopfzeile|Fußzeile|Formularfeld/);
    expect(texts.map((fragment) => fragment.url).sort()).toEqual(['/de/produkte/', '/jp/products/']);
  }, 60_000);
});

/** The URL and text of every fragment file in an index folder. */
function fragmentsOf(indexDir: string): Array<{ file: string; url: string; content: string }> {
  const dir = path.join(indexDir, 'fragment');
  return readdirSync(dir).map((file) => {
    const bytes = readFileSync(path.join(dir, file));
    const json = (bytes[0] === 0x1f ? gunzipSync(bytes) : bytes).toString('utf8');
    const fragment = JSON.parse(json.slice(json.indexOf('{'))) as { url: string; content: string };
    return { file, url: fragment.url, content: fragment.content };
  });
}

describe('the search index after an edit (the warm publisher)', () => {
  it('indexes only the touched language again, in place: the entry equals a fresh index, the other language and the old files stay', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'search-follow-'));
    try {
      for (const [file, html] of Object.entries(pages)) {
        mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
        writeFileSync(path.join(dir, file), html);
      }
      const extra = `<html lang="de"><body><main data-pagefind-body><h1>Alte Seite</h1><p>Verschwindender Text</p></main></body></html>`;
      mkdirSync(path.join(dir, 'de', 'alt'), { recursive: true });
      writeFileSync(path.join(dir, 'de', 'alt', 'index.html'), extra);
      await buildSearchIndex(dir);
      const indexDir = path.join(dir, 'pagefind');
      const before = new Set(readdirSync(indexDir, { recursive: true }).map(String));
      const jaBefore = readdirSync(path.join(indexDir, 'fragment')).filter((file) => file.startsWith('ja_'));

      // The edit: a German page's text changes, another German page is removed.
      writeFileSync(
        path.join(dir, 'de', 'produkte', 'index.html'),
        pages['de/produkte/index.html']!.replace('Hybridbonden', 'Waferbonden'),
      );
      rmSync(path.join(dir, 'de', 'alt'), { recursive: true });
      const byLanguage = pageLanguages(dir);
      const parts = await indexParts(dir, byLanguage, ['de'], path.join(dir, '.work'));
      expect(parts.map((part) => part.language)).toEqual(['de']);
      const written = addIndexParts(indexDir, parts, byLanguage.keys());
      expect(written.at(-1)).toBe('pagefind-entry.json');
      expect(written.some((file) => file.startsWith('ja_') || file.includes(`${path.sep}ja_`))).toBe(false);

      // Nothing a visitor's open search uses went away.
      const after = new Set(readdirSync(indexDir, { recursive: true }).map(String));
      for (const file of before) expect(after.has(file), file).toBe(true);
      expect(readdirSync(path.join(indexDir, 'fragment')).filter((file) => file.startsWith('ja_'))).toEqual(jaBefore);

      // The entry is that of a fresh index of the site as it is now, so a search finds what a fresh index finds.
      const fresh = mkdtempSync(path.join(tmpdir(), 'search-fresh-'));
      try {
        for (const files of byLanguage.values()) {
          for (const file of files) {
            mkdirSync(path.dirname(path.join(fresh, file)), { recursive: true });
            writeFileSync(path.join(fresh, file), readFileSync(path.join(dir, file)));
          }
        }
        await buildSearchIndex(fresh);
        expect(JSON.parse(readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8'))).toEqual(
          JSON.parse(readFileSync(path.join(fresh, 'pagefind', 'pagefind-entry.json'), 'utf8')),
        );
        const current = new Set(fragmentsOf(path.join(fresh, 'pagefind')).map((fragment) => fragment.file));
        const live = fragmentsOf(indexDir).filter((fragment) => current.has(fragment.file));
        expect(live.map((fragment) => fragment.url).sort()).toEqual(['/de/produkte/', '/jp/products/']);
        expect(live.find((fragment) => fragment.url === '/de/produkte/')?.content).toContain('Waferbonden');
        expect(live.some((fragment) => fragment.content.includes('Verschwindender'))).toBe(false);
      } finally {
        rmSync(fresh, { recursive: true, force: true });
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('searchableDocument', () => {
  it('keeps the <html> tag (its lang) and the indexed <main>, nothing of the header, footer or head', () => {
    const html = `<!DOCTYPE html><html lang="zh-tw" data-x><head><title>T</title><script type="application/json">{"a":"\\u003cmain data-pagefind-body>"}</script></head><body><header><a href="/">Home</a></header><main id="main" data-pagefind-body data-pagefind-filter="section:news"><h1>標題</h1></main><footer>F</footer></body></html>`;
    expect(searchableDocument(html)).toBe(
      '<!doctype html><html lang="zh-tw" data-x><head></head><body><main id="main" data-pagefind-body data-pagefind-filter="section:news"><h1>標題</h1></main></body></html>',
    );
  });

  it('is null for a page Pagefind leaves out (no data-pagefind-body)', () => {
    expect(searchableDocument(pages['404.html']!)).toBeNull();
    expect(searchableDocument('<html><body><main data-pagefind-body><p>no end')).toBeNull();
  });
});

describe('pageUrlOf', () => {
  it('is the URL Pagefind gives a page file', () => {
    expect(pageUrlOf(path.join('en', 'news', 'index.html'))).toBe('/en/news/');
    expect(pageUrlOf('index.html')).toBe('/');
    expect(pageUrlOf('404.html')).toBe('/404.html');
  });
});
