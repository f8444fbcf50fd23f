/**
 * The edit series' comparison (./edit-series.ts): a published release tree against a render of every
 * page of the warm site's model with the same bundle and a fresh search index of the tree's pages;
 * whether an edit shows (or is gone) and an uploaded file is served with its bytes (or gone).
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { hashJson } from '../../src/cms/entry-digest.ts';
import { normalise } from '../bench/compare-output.ts';
import { listFiles } from '../lib/incremental-output.ts';
import { projectRoot } from '../lib/paths.ts';
import { catchUp } from './release-pair.ts';
import type { Expectation } from './series-edits.ts';
import type { WarmSite } from './warm-site.ts';

/**
 * Fingerprints by the hash of the raw bytes, of this step and the one before: most files are the same
 * bytes from one step to the next, and the normalisation costs more than the render.
 */
let printsNow = new Map<string, string>();
let printsBefore = new Map<string, string>();

/** Starts a step: the fingerprints of files no longer seen are dropped. */
function nextPrintGeneration(): void {
  printsBefore = printsNow;
  printsNow = new Map();
}

/** A file's fingerprint for the comparison: the hash of its bytes after compare-output's normalisation (island ids, asset hashes). */
function fingerprint(file: string, bytes: Buffer): string {
  const text = /\.(html|xml)$/.test(file) || file.endsWith('/');
  const raw = `${text ? 't' : 'b'}${createHash('sha1').update(bytes).digest('base64')}`;
  const known = printsNow.get(raw) ?? printsBefore.get(raw);
  const print = known ?? hashJson(text ? normalise(bytes.toString('utf8'), true) : bytes.toString('base64'));
  printsNow.set(raw, print);
  return print;
}

function compare(kept: ReadonlyMap<string, string>, fresh: ReadonlyMap<string, string>): string[] {
  const differing: string[] = [];
  for (const [file, print] of fresh) {
    const other = kept.get(file);
    if (!other) differing.push(`${file} (missing)`);
    else if (other !== print) differing.push(`${file} (differs)`);
  }
  for (const file of kept.keys()) if (!fresh.has(file)) differing.push(`${file} (should be gone)`);
  return differing;
}

/**
 * The fingerprints of the pages, error pages, sitemaps and redirect rules of a published tree, keyed like
 * the rendered files (`/en/news/`, `/_redirects`).
 */
function publishedPrints(tree: string): Map<string, string> {
  const prints = new Map<string, string>();
  for (const file of listFiles(tree)) {
    // `/index.html` (the root's locale redirect) reads no content: only the first build writes it.
    const rendered = /\.(html|xml|ics)$/.test(file) || file === '_redirects';
    if (!rendered || /^(pagefind|_astro|_img|uploads)\//.test(file) || file === 'index.html') continue;
    const key = `/${file.split(path.sep).join('/')}`.replace(/(^|\/)index\.html$/, '$1');
    prints.set(key, fingerprint(key, readFileSync(path.join(tree, file))));
  }
  return prints;
}

/**
 * The search index of the published tree against a fresh index of the same pages: Pagefind's entry
 * names each language's index by a hash of its content, so equal entries are equal indexes (what the
 * edit added is found, what it removed is not).
 */
async function searchDiffers(tree: string, copy: string): Promise<string[]> {
  catchUp(tree, copy, 'all');
  // In a process of its own: a fresh index closes the Pagefind service of its process, which holds the
  // warm publisher's indexes here.
  const script = `import { buildSearchIndex } from ${JSON.stringify(pathToFileURL(path.join(projectRoot, 'scripts', 'lib', 'search-index.ts')).href)}; await buildSearchIndex(process.argv[1]);`;
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', script, copy], { cwd: projectRoot });
  const entry = (dir: string): Record<string, { hash: string; page_count: number }> =>
    (
      JSON.parse(readFileSync(path.join(dir, 'pagefind', 'pagefind-entry.json'), 'utf8')) as {
        languages: Record<string, { hash: string; page_count: number }>;
      }
    ).languages;
  const published = entry(tree);
  const fresh = entry(copy);
  return [...new Set([...Object.keys(published), ...Object.keys(fresh)])]
    .filter((language) => published[language]?.hash !== fresh[language]?.hash)
    .map((language) => `search index ${language} (differs from a fresh index)`);
}

/** The files an edit must have put into (or taken out of) the published tree, where they are not as expected. */
function servedFiles(tree: string, files: NonNullable<Expectation['files']>): string[] {
  return files.flatMap(({ path: url, bytes }) => {
    const file = path.join(tree, decodeURIComponent(url));
    if (!bytes) return existsSync(file) ? [`${url} (should be gone)`] : [];
    if (!existsSync(file)) return [`${url} (missing)`];
    return readFileSync(file).equals(bytes) ? [] : [`${url} (other bytes)`];
  });
}

/** Renders every file of the warm site's model into a map of fingerprints; `shows` collects whether a text is on a page. */
async function renderAll(
  warm: WarmSite,
  imagesDir: string,
  expect: { page: string; text: string } | undefined,
): Promise<{ prints: Map<string, string>; found: boolean }> {
  const prints = new Map<string, string>();
  let found = false;
  await warm.renderEverything(imagesDir, (file, bytes) => {
    prints.set(file, fingerprint(file, bytes));
    if (expect && (expect.page.startsWith('/') ? file === expect.page : file.startsWith(`/${expect.page}/`))) {
      found ||= bytes.toString('utf8').includes(expect.text);
    }
  });
  return { prints, found };
}

/** The published tree against a render of every page and a fresh index of its pages; whether the edit shows as `expect` says. */
export async function compareWithFullBuild(
  site: WarmSite,
  tree: string,
  { work, imagesDir }: { work: string; imagesDir: string },
  expect: Expectation | undefined,
): Promise<{ differing: string[]; shown: boolean }> {
  nextPrintGeneration();
  const fresh = await renderAll(site, imagesDir, expect);
  const differing = [...compare(publishedPrints(tree), fresh.prints), ...(await searchDiffers(tree, path.join(work, 'fresh-index')))];
  const shown = !expect || (expect.gone ? (expect.text ? !fresh.found : !fresh.prints.has(expect.page)) : fresh.found);
  differing.push(...servedFiles(tree, expect?.files ?? []));
  return { differing, shown };
}
