/**
 * The file side of the incremental build (scripts/lib/incremental-output.ts), in temporary folders:
 * page paths to output files, skipped pages hard-linked from the last output, the cache copy as a
 * tree of hard links, and the internal-link check of the rendered pages.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  brokenLinks,
  buildCacheDir,
  carryOver,
  internalUrls,
  listFiles,
  pageFile,
  replaceWithLinks,
} from '../../../scripts/lib/incremental-output.ts';

let root: string;

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

function sameFile(a: string, b: string): boolean {
  const [sa, sb] = [statSync(a), statSync(b)];
  return sa.ino === sb.ino && sa.dev === sb.dev;
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'incremental-output-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('pageFile', () => {
  it('maps a page path to its file in the output', () => {
    expect(pageFile('/de/kontakt/')).toBe(path.join('de', 'kontakt', 'index.html'));
    expect(pageFile('/en/')).toBe(path.join('en', 'index.html'));
    expect(pageFile('/')).toBe('index.html');
    expect(pageFile('/404.html')).toBe('404.html');
    expect(pageFile('/de/news//seite-2/')).toBe(path.join('de', 'news', 'seite-2', 'index.html'));
  });

  it('decodes percent-encoded segments (the files Astro writes have the decoded names)', () => {
    expect(pageFile('/jp/%E8%A3%BD%E5%93%81/')).toBe(path.join('jp', '製品', 'index.html'));
    expect(pageFile('/de/%C3%BCber-uns/')).toBe(path.join('de', 'über-uns', 'index.html'));
    expect(pageFile('/de/a%20b/')).toBe(path.join('de', 'a b', 'index.html'));
  });

  it('refuses a path that would leave the output folder or is not a page path', () => {
    expect(() => pageFile('/de/../../etc/')).toThrow(/not a page path/);
    expect(() => pageFile('/../x.html')).toThrow(/not a page path/);
    expect(() => pageFile('/de/%2e%2e/%2e%2e/x/')).toThrow(/not a page path/);
    expect(() => pageFile('/de/.%2F..%2F..%2Fx/')).toThrow(/not a page path/);
    expect(() => pageFile('/de/./')).toThrow(/not a page path/);
    expect(() => pageFile('/de/%E0%A4%A/')).toThrow();
  });
});

describe('buildCacheDir', () => {
  it('is live or preview below SITE_BUILD_CACHE (or the default), resolved against the root', () => {
    expect(buildCacheDir('/project', {})).toBe(path.resolve('/project/node_modules/.cache/site-build/live'));
    expect(buildCacheDir('/project', { CMS_PUBLICATION_STATE: ' preview ' })).toBe(
      path.resolve('/project/node_modules/.cache/site-build/preview'),
    );
    expect(buildCacheDir('/project', { SITE_BUILD_CACHE: 'cache', CMS_PUBLICATION_STATE: 'LIVE' })).toBe(
      path.resolve('/project/cache/live'),
    );
    expect(buildCacheDir('/project', { SITE_BUILD_CACHE: '/abs' })).toBe(path.resolve('/abs/live'));
  });
});

describe('carryOver', () => {
  let previous: string;
  let out: string;
  beforeEach(() => {
    previous = path.join(root, 'previous');
    out = path.join(root, 'out');
    write(path.join(previous, 'de/kontakt/index.html'), 'old Kontakt');
    write(path.join(previous, 'jp/製品/index.html'), 'old 製品');
    write(path.join(previous, 'de/index.html'), 'old Startseite');
    write(path.join(previous, '_img/a-100.webp'), 'image a');
    write(path.join(previous, '_img/sub/b-100.avif'), 'image b');
    const old = new Date('2020-01-02T03:04:05Z');
    utimesSync(path.join(previous, 'de/kontakt/index.html'), old, old);
    mkdirSync(out, { recursive: true });
  });

  it('hard-links the skipped pages’ output: same inode, same bytes, same mtime', () => {
    const result = carryOver(previous, out, ['/de/kontakt/', '/jp/%E8%A3%BD%E5%93%81/']);
    expect(result).toEqual({ linked: 2, missing: [] });
    for (const file of ['de/kontakt/index.html', 'jp/製品/index.html']) {
      expect(sameFile(path.join(previous, file), path.join(out, file))).toBe(true);
    }
    expect(statSync(path.join(out, 'de/kontakt/index.html')).mtimeMs).toBe(new Date('2020-01-02T03:04:05Z').getTime());
    expect(readFileSync(path.join(out, 'de/kontakt/index.html'), 'utf8')).toBe('old Kontakt');
    expect(existsSync(path.join(out, 'de/index.html'))).toBe(false);
  });

  it('reports the skipped pages the previous output lacks', () => {
    const result = carryOver(previous, out, ['/de/kontakt/', '/de/neu/', '/en/neu/']);
    expect(result).toEqual({ linked: 1, missing: ['/de/neu/', '/en/neu/'] });
  });

  it('never overwrites a file the build wrote', () => {
    write(path.join(out, 'de/kontakt/index.html'), 'new Kontakt');
    write(path.join(out, '_img/a-100.webp'), 'new image a');
    const result = carryOver(previous, out, ['/de/kontakt/']);
    expect(result).toEqual({ linked: 0, missing: [] });
    expect(readFileSync(path.join(out, 'de/kontakt/index.html'), 'utf8')).toBe('new Kontakt');
    expect(readFileSync(path.join(out, '_img/a-100.webp'), 'utf8')).toBe('new image a');
    expect(readFileSync(path.join(previous, 'de/kontakt/index.html'), 'utf8')).toBe('old Kontakt');
  });

  it('links the image variants the build did not write', () => {
    write(path.join(out, '_img/a-100.webp'), 'new image a');
    carryOver(previous, out, []);
    expect(sameFile(path.join(previous, '_img/sub/b-100.avif'), path.join(out, '_img/sub/b-100.avif'))).toBe(true);
    expect(sameFile(path.join(previous, '_img/a-100.webp'), path.join(out, '_img/a-100.webp'))).toBe(false);
  });

  it('copes with a previous output without images', () => {
    rmSync(path.join(previous, '_img'), { recursive: true });
    expect(carryOver(previous, out, ['/de/'])).toEqual({ linked: 1, missing: [] });
    expect(existsSync(path.join(out, '_img'))).toBe(false);
  });
});

describe('replaceWithLinks', () => {
  let source: string;
  let target: string;
  beforeEach(() => {
    source = path.join(root, 'dist');
    target = path.join(root, 'cache', 'live', 'output');
    write(path.join(source, 'index.html'), 'home');
    write(path.join(source, 'de/kontakt/index.html'), 'Kontakt');
    write(path.join(source, '_img/a.webp'), 'a');
  });

  it('creates the target (and its parents) as hard links of the source', () => {
    replaceWithLinks(source, target);
    expect(listFiles(target).sort()).toEqual(listFiles(source).sort());
    for (const file of listFiles(source)) expect(sameFile(path.join(source, file), path.join(target, file))).toBe(true);
    expect(listFiles(path.dirname(target))).toEqual(listFiles(target).map((file) => path.join('output', file)));
  });

  it('replaces an existing target: stale files are gone, nothing is left beside it', () => {
    write(path.join(target, 'stale/index.html'), 'stale');
    write(path.join(target, 'index.html'), 'old home');
    replaceWithLinks(source, target);
    expect(existsSync(path.join(target, 'stale'))).toBe(false);
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('home');
    expect(listFiles(path.dirname(target)).every((file) => file.startsWith(`output${path.sep}`))).toBe(true);
  });

  it('leaves the linked files alone when a new file replaces one in the source folder (unlink, then write or rename)', () => {
    replaceWithLinks(source, target);
    unlinkSync(path.join(source, 'index.html'));
    writeFileSync(path.join(source, 'index.html'), 'new home');
    writeFileSync(path.join(source, 'kontakt.tmp'), 'new Kontakt');
    renameSync(path.join(source, 'kontakt.tmp'), path.join(source, 'de/kontakt/index.html'));
    write(path.join(source, 'en/index.html'), 'new page');
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('home');
    expect(readFileSync(path.join(target, 'de/kontakt/index.html'), 'utf8')).toBe('Kontakt');
    expect(existsSync(path.join(target, 'en/index.html'))).toBe(false);
    // … and removing the target leaves the source intact.
    rmSync(target, { recursive: true });
    expect(readFileSync(path.join(source, '_img/a.webp'), 'utf8')).toBe('a');
  });

  it('a later build carrying from the cache into a new output never changes the cache', () => {
    replaceWithLinks(source, target);
    const next = path.join(root, 'next');
    mkdirSync(next);
    write(path.join(next, 'index.html'), 'rendered again');
    carryOver(target, next, ['/', '/de/kontakt/']);
    expect(readFileSync(path.join(target, 'index.html'), 'utf8')).toBe('home');
    expect(sameFile(path.join(target, 'de/kontakt/index.html'), path.join(next, 'de/kontakt/index.html'))).toBe(true);
  });
});

describe('internalUrls', () => {
  it('collects a/link href, src of media and scripts, video poster and every srcset candidate', () => {
    const html = `<link rel="stylesheet" href="/_astro/a.css"><a href="/de/">x</a>
      <img src="/_img/a-100.webp" srcset="/_img/a-100.webp 100w, /_img/a-200.webp 200w,/_img/a-400.webp 400w">
      <picture><source srcset="/_img/b-100.avif 1x,
        /_img/b-200.avif 2x" type="image/avif"></picture>
      <script src="/_astro/s.js"></script><video poster="/_img/p.jpg"><track src="/t.vtt"></video><iframe src="/embed/"></iframe>`;
    expect(internalUrls(html)).toEqual([
      '/_astro/a.css',
      '/de/',
      '/_img/a-100.webp',
      '/_img/a-100.webp',
      '/_img/a-200.webp',
      '/_img/a-400.webp',
      '/_img/b-100.avif',
      '/_img/b-200.avif',
      '/_astro/s.js',
      '/_img/p.jpg',
      '/t.vtt',
      '/embed/',
    ]);
  });

  it('ignores external, protocol-relative, relative, fragment-only, mailto and empty URLs', () => {
    const html = `<a href="https://example.com/">x</a><a href="//cdn.example.com/x.js">x</a><a href="kontakt/">x</a>
      <a href="#top">x</a><a href="mailto:a@b.c">x</a><a href="">x</a><a>x</a><img src="data:image/png;base64,AA">`;
    expect(internalUrls(html)).toEqual([]);
  });

  it('decodes character references in attributes', () => {
    const html = `<a href="/de/suche/?q=a&amp;page=2">x</a><a href="&#47;en/">x</a><a href="/de/caf&eacute;/">x</a>
      <img srcset="/_img/a&#45;1.webp 1x">`;
    expect(internalUrls(html)).toEqual(['/de/suche/?q=a&page=2', '/en/', '/de/café/', '/_img/a-1.webp']);
  });

  it('reads attribute names case-insensitively and ignores URLs in text and comments', () => {
    expect(internalUrls('<A HREF="/de/">x</A><!-- <a href="/gone/"> --><p>/nowhere/</p><script>"<a href=/js/>"</script>')).toEqual([
      '/de/',
    ]);
  });
});

describe('brokenLinks', () => {
  let dir: string;
  beforeEach(() => {
    dir = path.join(root, 'out');
    write(path.join(dir, 'index.html'), 'root');
    write(path.join(dir, 'de/index.html'), 'Startseite');
    write(path.join(dir, 'de/kontakt/index.html'), 'Kontakt');
    write(path.join(dir, 'jp/製品/index.html'), '製品');
    write(path.join(dir, '_img/a-100.webp'), 'a');
    write(path.join(dir, '404.html'), 'not found');
  });

  const page = (html: string): string[] => {
    write(path.join(dir, 'en/page/index.html'), html);
    return [path.join('en', 'page', 'index.html')];
  };

  it('accepts links to files and folders with an index.html, also encoded, with fragment or query', () => {
    const html = `<a href="/de/">x</a><a href="/de">x</a><a href="/de/kontakt/#form">x</a><a href="/de/kontakt/?x=1">x</a>
      <a href="/">x</a><a href="/jp/%E8%A3%BD%E5%93%81/">x</a><a href="/jp/製品/">x</a><a href="/404.html">x</a>
      <img src="/_img/a-100.webp" srcset="/_img/a-100.webp 1x"><a href="https://example.com/gone/">x</a><a href="//cdn/gone">x</a>
      <a href="/en/page/">self</a>`;
    expect(brokenLinks(dir, page(html))).toEqual([]);
  });

  it('finds broken a[href], img[src] and srcset candidates, keeping the URL as written', () => {
    const html = `<a href="/de/gone/#x">x</a><img src="/_img/missing.webp"><img srcset="/_img/a-100.webp 1x, /_img/b-200.webp 2x">
      <a href="/de/kontakt/index.html/">x</a><a href="/_img/">x</a>`;
    expect(brokenLinks(dir, page(html))).toEqual([
      { page: path.join('en', 'page', 'index.html'), url: '/de/gone/#x' },
      { page: path.join('en', 'page', 'index.html'), url: '/_img/missing.webp' },
      { page: path.join('en', 'page', 'index.html'), url: '/_img/b-200.webp' },
      { page: path.join('en', 'page', 'index.html'), url: '/de/kontakt/index.html/' },
      { page: path.join('en', 'page', 'index.html'), url: '/_img/' },
    ]);
  });

  it('reports a broken URL on every page that has it; skips pages without a file', () => {
    write(path.join(dir, 'de/a/index.html'), '<a href="/gone/">x</a>');
    write(path.join(dir, 'de/b/index.html'), '<a href="/gone/#y">x</a>');
    const pages = ['de/a/index.html', 'de/b/index.html', 'de/nothing/index.html'];
    expect(brokenLinks(dir, pages).map((link) => `${link.page} ${link.url}`)).toEqual([
      `de/a/index.html /gone/`,
      `de/b/index.html /gone/#y`,
    ]);
  });

  it('treats a malformed percent-encoding as broken', () => {
    expect(brokenLinks(dir, page('<a href="/de/%E0%A4%A/">x</a>'))).toHaveLength(1);
  });

  it('does not accept files outside the output folder (a sibling folder whose name starts the same)', () => {
    write(path.join(root, 'out-other/secret.html'), 'outside');
    write(path.join(root, 'outside.html'), 'outside');
    const html = `<a href="/..%2Fout-other/secret.html">x</a><a href="/..%2Foutside.html">x</a><a href="/../outside.html">x</a>
      <a href="/%2e%2e/outside.html">x</a>`;
    expect(brokenLinks(dir, page(html)).map((link) => link.url)).toEqual([
      '/..%2Fout-other/secret.html',
      '/..%2Foutside.html',
      '/../outside.html',
      '/%2e%2e/outside.html',
    ]);
  });

  it('works with a relative output folder or one given with a trailing slash', () => {
    const html = '<a href="/de/">x</a><a href="/..%2Fout-other/secret.html">x</a>';
    write(path.join(root, 'out-other/secret.html'), 'outside');
    const files = page(html);
    expect(brokenLinks(`${dir}${path.sep}`, files).map((link) => link.url)).toEqual(['/..%2Fout-other/secret.html']);
    expect(brokenLinks(path.relative(process.cwd(), dir), files).map((link) => link.url)).toEqual(['/..%2Fout-other/secret.html']);
  });
});
