/**
 * The output side of a build (scripts/lib/build-output.ts) over a series of builds in temporary
 * folders, Astro's part played by writing files: a full build, then incremental ones made in place
 * from the cache's copy. After each, the output folder holds exactly what a full build of the same
 * pages would, and the cache's copy is the same files (hard links); the output folder the swap
 * replaced became the cache's copy (no tree of links made again); a failed build leaves the output
 * folder, the cache's copy and its index as they were.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, cpSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stageOutput } from '../../../scripts/lib/atomic-output.ts';
import { BuildOutput, type CachePaths, type OutputMode } from '../../../scripts/lib/build-output.ts';
import { brokenLinks, listFiles, pageFile, writeDependencyIndex } from '../../../scripts/lib/incremental-output.ts';
import { INDEX_VERSION, readDependencyIndex } from '../../../src/incremental/index-file.ts';

let root: string;
let out: string;
let cache: CachePaths;

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-output-'));
  out = path.join(root, 'project', 'dist');
  const dir = path.join(root, 'project', 'node_modules', '.cache', 'site-build', 'live');
  cache = {
    output: path.join(dir, 'output'),
    index: path.join(dir, 'index.json'),
    nextIndex: path.join(dir, 'index.next.json'),
    uploads: path.join(dir, 'uploads.json'),
    tree: path.join(dir, 'tree.json'),
  };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, content: string): void {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** The site of one build: page path → HTML. */
type Site = Record<string, string>;

const files = (dir: string): Record<string, string> =>
  Object.fromEntries(
    listFiles(dir)
      .sort()
      .map((file) => [file, readFileSync(path.join(dir, file), 'utf8')]),
  );
/** The inode of every file but the search index's (written afresh each build: a copy catches up by bytes). */
const inodes = (dir: string): Record<string, number> =>
  Object.fromEntries(
    listFiles(dir)
      .filter((file) => !file.startsWith('pagefind'))
      .map((file) => [file, statSync(path.join(dir, file)).ino]),
  );

/** What every build writes besides pages (the bundle, sitemaps): file → bytes. */
type Others = Record<string, string>;
const bundle: Others = { '_astro/app.abc12345.js': 'bundle', 'sitemaps/1.xml': 'sitemap 1' };

/** What a full build of `site` writes: every page, the other files, the search index. */
function fullOutput(site: Site, others: Others = bundle): Record<string, string> {
  const expected: Record<string, string> = { ...others };
  for (const [page, html] of Object.entries(site)) expected[pageFile(page)] = html;
  expected['pagefind/pagefind-entry.json'] = JSON.stringify(Object.keys(site).sort());
  return Object.fromEntries(Object.entries(expected).sort(([a], [b]) => (a < b ? -1 : 1)));
}

interface BuildOptions {
  /** The files besides pages this build writes (default `bundle`). */
  others?: Others;
  /** Stop after the output was made, before the swap. */
  fail?: boolean;
  /** Pages rendered though their HTML is the same (what they read changed, not their bytes). */
  alsoRendered?: string[];
  /** Called with the output made, before the swap, and the rendered pages' files. */
  inspect?: (output: BuildOutput, rendered: string[]) => void;
}

/**
 * One build of `site` after `before` (undefined: a full build): the pages whose HTML differs render,
 * the rest are kept.
 */
async function build(site: Site, before: Site | undefined, options: BuildOptions = {}): Promise<BuildOutput> {
  const { fail = false, alsoRendered = [] } = options;
  const staged = await stageOutput(out);
  const mode: OutputMode = before ? 'in place' : 'full';
  const output = new BuildOutput(staged, cache, cache.output, mode);
  const rendered = Object.keys(site).filter((page) => before?.[page] !== site[page] || alsoRendered.includes(page));
  for (const page of rendered) write(path.join(output.renderDir, pageFile(page)), site[page]!);
  for (const [file, bytes] of Object.entries(options.others ?? bundle)) write(path.join(output.renderDir, file), bytes);
  output.assemble({
    rendered,
    skipped: Object.keys(site).filter((page) => !rendered.includes(page)),
    enumerated: Object.keys(site),
    gone: Object.keys(before ?? {}).filter((page) => !(page in site)),
  });
  // The search index step writes its folder afresh into the new output.
  write(path.join(output.dir, 'pagefind/pagefind-entry.json'), JSON.stringify(Object.keys(site).sort()));
  options.inspect?.(output, rendered.map(pageFile));
  if (fail) {
    output.abandon();
    return output;
  }
  // The render process writes the index of the build beside the cache's.
  const pages = Object.fromEntries(Object.entries(site).map(([page, html]) => [page, { deps: [`page:${page}`], hash: html }]));
  writeDependencyIndex(cache.nextIndex, { version: INDEX_VERSION, fingerprint: 'fingerprint', pages });
  await output.commit(undefined, true);
  staged.discard();
  return output;
}

const v1: Site = { '/': 'root', '/de/': 'Start', '/de/alt/': 'alt', '/de/produkt/': 'Produkt 1', '/en/product/': 'Product 1' };
const v2: Site = { '/': 'root', '/de/': 'Start', '/de/produkt/': 'Produkt 2', '/en/product/': 'Product 1', '/de/neu/': 'neu' };
const v3: Site = { ...v2, '/en/product/': 'Product 3' };

describe('BuildOutput', () => {
  it('link check: the pages whose bytes changed; every rendered page when a page is gone; never a kept page', async () => {
    const linking: Site = {
      '/': 'root',
      '/de/': '<a href="/de/alt/">alt</a>',
      '/de/alt/': 'alt',
      '/de/kontakt/': '<a href="/de/nirgends/">kept, never read</a>',
      '/en/': 'home',
    };
    await build(linking, undefined);
    // Nothing gone: the home page rendered to the same bytes is not read; the changed page is.
    const changed: Site = { ...linking, '/en/': '<a href="/en/nowhere/">new</a>' };
    await build(changed, linking, {
      alsoRendered: ['/de/'],
      inspect: (output, rendered) => {
        expect(output.linkChecked(rendered)).toEqual([path.join('en', 'index.html')]);
        expect(brokenLinks(output.dir, output.linkChecked(rendered))).toEqual([
          { page: path.join('en', 'index.html'), url: '/en/nowhere/' },
        ]);
      },
      fail: true,
    });
    // A page gone: the page that links to it rendered (it read the path) to the same bytes, and is read.
    const { '/de/alt/': _gone, ...withoutAlt } = linking;
    await build(withoutAlt, linking, {
      alsoRendered: ['/de/'],
      inspect: (output, rendered) => {
        expect(brokenLinks(output.dir, output.linkChecked(rendered))).toEqual([{ page: path.join('de', 'index.html'), url: '/de/alt/' }]);
      },
      fail: true,
    });
  });

  it('incremental builds in place: the output of a full build, the cache’s copy the same files, made from the replaced output', async () => {
    await build(v1, undefined);
    expect(files(out)).toEqual(fullOutput(v1));
    const unchanged = statSync(path.join(out, 'de/index.html')).ino;

    const second = await build(v2, v1);
    expect(second.outputMode).toBe('in place');
    expect(files(out)).toEqual(fullOutput(v2));
    expect(inodes(cache.output)).toEqual(inodes(out));
    // Nothing was linked anew: the unchanged page is still the file of the first build.
    expect(statSync(path.join(out, 'de/index.html')).ino).toBe(unchanged);
    // The output folder the swap replaced caught up and became the cache's copy.
    expect(second.steps['cache catch-up']).toBeDefined();
    expect(second.steps['cache copy']).toBeUndefined();
    expect(readDependencyIndex(cache.index)?.pages['/de/produkt/']?.hash).toBe('Produkt 2');

    await build(v3, v2);
    expect(files(out)).toEqual(fullOutput(v3));
    expect(files(cache.output)).toEqual(fullOutput(v3));
    expect(inodes(cache.output)).toEqual(inodes(out));
    // The staging folder is gone: no parked output, no folder kept aside.
    expect(readdirSync(path.dirname(out))).toEqual(['dist', 'node_modules']);
  });

  it('a file besides pages that a build no longer writes (a sitemap of a smaller site) is gone', async () => {
    const more: Others = { ...bundle, 'sitemaps/2.xml': 'sitemap 2', 'robots.txt': 'robots' };
    await build(v1, undefined, { others: more });
    expect(files(out)).toEqual(fullOutput(v1, more));
    const second = await build(v2, v1);
    expect(second.outputMode).toBe('in place');
    expect(files(out)).toEqual(fullOutput(v2));
    expect(files(cache.output)).toEqual(fullOutput(v2));
    await build(v3, v2, { others: more });
    expect(files(out)).toEqual(fullOutput(v3, more));
  });

  it('a cache without its tree record (an older cache) links the kept pages this once, then works in place', async () => {
    await build(v1, undefined);
    rmSync(cache.tree);
    const second = await build(v2, v1);
    expect(second.outputMode).toBe('linked');
    expect(files(out)).toEqual(fullOutput(v2));
    const third = await build(v3, v2);
    expect(third.outputMode).toBe('in place');
    expect(files(out)).toEqual(fullOutput(v3));
  });

  it('a failed build leaves the output folder, the cache’s copy and its index as they were', async () => {
    await build(v1, undefined);
    await build(v2, v1);
    const [outBefore, cacheBefore, indexBefore] = [inodes(out), inodes(cache.output), readFileSync(cache.index, 'utf8')];
    await build(v3, v2, { fail: true });
    expect(inodes(out)).toEqual(outBefore);
    expect(inodes(cache.output)).toEqual(cacheBefore);
    expect(files(cache.output)).toEqual(fullOutput(v2));
    expect(readFileSync(cache.index, 'utf8')).toBe(indexBefore);
    // And the next build goes on from there.
    await build(v3, v2);
    expect(files(out)).toEqual(fullOutput(v3));
  });

  it('an output folder the last build did not leave (another build wrote it) is not caught up: the copy is linked afresh', async () => {
    await build(v1, undefined);
    // Someone replaced the output folder with a copy of it: same bytes, other files.
    const copy = `${out}-copy`;
    cpSync(out, copy, { recursive: true });
    rmSync(out, { recursive: true });
    cpSync(copy, out, { recursive: true });
    write(path.join(out, 'de/produkt/index.html'), 'foreign');
    const second = await build(v2, v1);
    expect(second.steps['cache catch-up']).toBeUndefined();
    expect(files(out)).toEqual(fullOutput(v2));
    expect(files(cache.output)).toEqual(fullOutput(v2));
    expect(inodes(cache.output)).toEqual(inodes(out));
  });

  it('without an output folder (a host that keeps only the cache) the copy is linked from the new output', async () => {
    await build(v1, undefined);
    rmSync(out, { recursive: true });
    const second = await build(v2, v1);
    expect(second.steps['cache copy']).toBeDefined();
    expect(files(out)).toEqual(fullOutput(v2));
    expect(inodes(cache.output)).toEqual(inodes(out));
    expect(existsSync(cache.tree)).toBe(true);
  });
});
