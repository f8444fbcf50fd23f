/**
 * The site search index (docs/search.md §6): Pagefind over every HTML file of a built site,
 * written to `<site>/pagefind/`. Pagefind keeps one index per `<html lang>` it finds (de, en,
 * zh-cn, ja, zh-tw); the extended binary the `pagefind` package runs segments Chinese and Japanese.
 * Only pages with `data-pagefind-body` (src/search/sections.ts: the layout's `<main>` of indexable
 * pages) are indexed, so the error pages, the search pages and the thank-you pages stay out.
 *
 * scripts/build.ts runs it over the whole staged output, after the incremental build carried the
 * unchanged pages over and before the swap, so the index always describes every published page.
 */
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import type { PagefindIndex, PagefindServiceConfig } from 'pagefind';
import { mapLimited } from './map-limited.ts';
import { closePagefindServices, pagefindService, SERVICES_AT_ONCE } from './pagefind-service.ts';

/** The folder of the index in the site (also the URL path the search island loads it from). */
export const SEARCH_INDEX_DIR = 'pagefind';

/**
 * What Pagefind leaves out inside an indexed `<main>`: forms (their labels are no content), inline
 * SVG, navigation inside the page (pagination, back links) and anything marked `data-search-ignore`
 * (the English-only notice). Header, footer, menus, sub-navigation, preview banner and skip link
 * are outside `<main>` and never indexed.
 */
export const searchIndexConfig: PagefindServiceConfig = {
  excludeSelectors: ['form', 'svg', 'nav', '[data-search-ignore]'],
};

/** The files of Pagefind's own UIs, which the site does not use. */
export const unusedFile = /^pagefind-(?:ui|modular-ui|component-ui|highlight)\.(?:js|css)$/;

export interface SearchIndexResult {
  /** Pages in the index (those with `data-pagefind-body`). */
  pages: number;
  /** HTML files read. */
  files: number;
  /** The languages found (Pagefind's index names: `en`, `zh-cn` …). */
  languages: string[];
  milliseconds: number;
}

class SearchIndexError extends Error {
  override name = 'SearchIndexError';
}

/** The pages per language of a written index, from its `pagefind-entry.json` (`{ languages: { en: { page_count } } }`). */
function indexLanguages(outputPath: string): Record<string, number> {
  const entry: unknown = JSON.parse(readFileSync(path.join(outputPath, 'pagefind-entry.json'), 'utf8'));
  const languages = typeof entry === 'object' && entry !== null && 'languages' in entry ? entry.languages : null;
  if (typeof languages !== 'object' || languages === null) return {};
  return Object.fromEntries(
    Object.entries(languages).map(([language, info]: [string, unknown]) => {
      const count = typeof info === 'object' && info !== null && 'page_count' in info ? info.page_count : 0;
      return [language, typeof count === 'number' ? count : 0];
    }),
  );
}

export function check(step: string, errors: readonly string[]): void {
  if (errors.length > 0) throw new SearchIndexError(`search index: ${step} failed: ${errors.join('; ')}`);
}

/** The opening `<main data-pagefind-body …>` of an indexable page. */
const INDEXED_MAIN = /<main\b[^>]*\bdata-pagefind-body\b[^>]*>/;
const LINE_BREAK_MARKS = /<wbr>|\u00ad|\u200b|\u2060/g;

/**
 * What Pagefind needs of a page: its `<html lang>` and its `<main data-pagefind-body>` (everything it
 * indexes — title, text, filters — is inside; it reads nothing of `<head>` here), or null for a page
 * it would leave out. A quarter of the bytes of a page, so the index takes a fraction of the time;
 * the fragments are byte for byte those of the whole page.
 */
export function searchableDocument(html: string): string | null {
  const main = INDEXED_MAIN.exec(html);
  if (!main) return null;
  const end = html.lastIndexOf('</main>');
  if (end < main.index) return null;
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '<html>';
  // Where lines may break (<wbr>, soft hyphens, zero width spaces; docs/typography.md) is no part of a word.
  const body = html.slice(main.index, end + '</main>'.length).replace(LINE_BREAK_MARKS, '');
  return `<!doctype html>${htmlTag}<head></head><body>${body}</body></html>`;
}

/** The URL Pagefind gives a page file: `en/news/index.html` → `/en/news/`, `404.html` → `/404.html`. */
export function pageUrlOf(file: string): string {
  const url = `/${file.split(path.sep).join('/')}`;
  return url.endsWith('/index.html') ? url.slice(0, -'index.html'.length) : url;
}

/** How many pages may wait for Pagefind at once (bounded memory; Pagefind works on them in parallel). */
const MAX_PENDING = 64;

/** The `lang` of a page file's `<html>` tag (lower case; '' without one), from its first kilobytes. */
function fileLanguage(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(4096);
    const bytes = readSync(fd, head, 0, head.length, 0);
    const tag = /<html\b[^>]*>/i.exec(head.toString('utf8', 0, bytes))?.[0] ?? '';
    return (/\blang="([^"]*)"/i.exec(tag)?.[1] ?? '').toLowerCase();
  } finally {
    closeSync(fd);
  }
}

/** A new index in the Pagefind service `service` (./pagefind-service.ts), with the site's configuration. */
export async function newPagefindIndex(service: string): Promise<PagefindIndex> {
  const { index, errors } = await (await pagefindService(service)).createIndex(searchIndexConfig);
  check('creating the index', errors);
  if (!index) throw new SearchIndexError('search index: Pagefind returned no index');
  return index;
}

/**
 * Gives Pagefind the searchable document of each of `files` (a page it leaves out — no
 * `data-pagefind-body` — is skipped), in their order, several at a time; throws on any failure.
 */
export async function addPages(index: PagefindIndex, siteDir: string, files: readonly string[]): Promise<string[]> {
  const failures: string[] = [];
  const added: string[] = [];
  const pending = new Set<Promise<void>>();
  for (const file of files) {
    const content = searchableDocument(readFileSync(path.join(siteDir, file), 'utf8'));
    if (content === null) continue;
    added.push(file);
    const url = pageUrlOf(file);
    const job: Promise<void> = index.addHTMLFile({ url, content }).then(
      (result) => {
        if (result.errors.length > 0) failures.push(`${url}: ${result.errors.join('; ')}`);
      },
      (error: unknown) => void failures.push(`${url}: ${error instanceof Error ? error.message : String(error)}`),
    );
    const tracked = job.finally(() => pending.delete(tracked));
    pending.add(tracked);
    while (pending.size >= MAX_PENDING) await Promise.race(pending);
  }
  await Promise.all(pending);
  check('reading the site', failures);
  return added;
}

/**
 * Indexes `files` (all of `language`) with a fresh Pagefind process of that language's own and writes
 * that index to `outputPath`.
 */
export async function indexLanguage(siteDir: string, files: readonly string[], outputPath: string, language: string): Promise<void> {
  // Not the service of the warm search's index of the language (scripts/lib/warm-search.ts).
  const service = `index:${language}`;
  try {
    const index = await newPagefindIndex(service);
    await addPages(index, siteDir, files);
    const written = await index.writeFiles({ outputPath });
    check('writing the index', written.errors);
  } finally {
    await closePagefindServices([service]);
  }
}

export interface IndexEntry {
  languages: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * Moves the index of one language (`from`) into the site's index (`into`): its files carry the
 * language in their names; Pagefind's runtime files are the same in every index; the entry file
 * lists the languages of both.
 */
function mergeIndex(from: string, into: string): void {
  const entryFile = 'pagefind-entry.json';
  const entry = JSON.parse(readFileSync(path.join(from, entryFile), 'utf8')) as IndexEntry;
  const target = path.join(into, entryFile);
  const merged: IndexEntry = existsSync(target) ? (JSON.parse(readFileSync(target, 'utf8')) as IndexEntry) : { ...entry, languages: {} };
  for (const [language, info] of Object.entries(entry.languages)) {
    if (language in merged.languages) throw new SearchIndexError(`search index: language "${language}" came out of two indexes`);
    merged.languages[language] = info;
  }
  for (const entryName of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entryName.isFile() || entryName.name === entryFile) continue;
    const file = path.relative(from, path.join(entryName.parentPath, entryName.name));
    const destination = path.join(into, file);
    if (existsSync(destination)) {
      if (!readFileSync(destination).equals(readFileSync(path.join(from, file)))) {
        throw new SearchIndexError(`search index: two languages wrote different ${file}`);
      }
      continue;
    }
    mkdirSync(path.dirname(destination), { recursive: true });
    renameSync(path.join(from, file), destination);
  }
  writeFileSync(target, JSON.stringify(merged));
}

/**
 * Indexes every HTML file of `siteDir` and writes the index to `siteDir/pagefind/` (replacing any).
 * Each page goes to Pagefind as its searchable document only (`searchableDocument`). Two languages
 * at a time, each by a Pagefind process of its own, merged into one index: Pagefind holds a whole
 * index in memory while it writes, so this keeps its memory to that of the two largest languages (a
 * fifth each of a single index of five languages, over 1 GB for the 40,000-page benchmark set).
 */
export async function buildSearchIndex(siteDir: string): Promise<SearchIndexResult> {
  const started = performance.now();
  const byLanguage = pageLanguages(siteDir);
  return writeIndex(siteDir, byLanguage, started);
}

/** The HTML files of a built site (output-relative) by the `lang` of their `<html>` tag (lower case). */
export function pageLanguages(siteDir: string): Map<string, string[]> {
  const files = readdirSync(siteDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(siteDir, path.join(entry.parentPath, entry.name)))
    // Work folders of the index itself (`.pagefind-next`) are not pages.
    .filter((file) => !file.startsWith('.'))
    .sort();
  const byLanguage = new Map<string, string[]>();
  for (const file of files) {
    const language = fileLanguage(path.join(siteDir, file));
    byLanguage.set(language, [...(byLanguage.get(language) ?? []), file]);
  }
  return byLanguage;
}

/** The `lang` of one page file of a built site (lower case; '' without one). */
export function pageLanguage(siteDir: string, file: string): string {
  return fileLanguage(path.join(siteDir, file));
}

async function writeIndex(
  siteDir: string,
  byLanguage: ReadonlyMap<string, readonly string[]>,
  started: number,
): Promise<SearchIndexResult> {
  const outputPath = path.join(siteDir, SEARCH_INDEX_DIR);
  // A fresh folder, renamed into place: never write into files that may be hard links into an earlier output.
  const next = path.join(siteDir, `.${SEARCH_INDEX_DIR}-next`);
  const parts = path.join(siteDir, `.${SEARCH_INDEX_DIR}-parts`);
  rmSync(next, { recursive: true, force: true });
  rmSync(parts, { recursive: true, force: true });
  try {
    mkdirSync(next, { recursive: true });
    const languages = [...byLanguage].sort(([a], [b]) => a.localeCompare(b));
    // Two languages at once, each in a Pagefind process of its own (./pagefind-service.ts); merged in
    // the order of their names.
    const written = await mapLimited(languages, SERVICES_AT_ONCE, async ([language, languageFiles]) => {
      const part = path.join(parts, language || 'unknown');
      await indexLanguage(siteDir, languageFiles, part, language);
      return part;
    });
    for (const part of written) if (existsSync(path.join(part, 'pagefind-entry.json'))) mergeIndex(part, next);
    // Pagefind's ready-made UIs: the site has its own (src/islands/SearchDialog.tsx); keep only the API.
    for (const name of readdirSync(next)) if (unusedFile.test(name)) rmSync(path.join(next, name));
    rmSync(outputPath, { recursive: true, force: true });
    renameSync(next, outputPath);
  } finally {
    rmSync(parts, { recursive: true, force: true });
    rmSync(next, { recursive: true, force: true });
  }
  const languages = existsSync(path.join(outputPath, 'pagefind-entry.json')) ? indexLanguages(outputPath) : {};
  return {
    pages: Object.values(languages).reduce((sum, count) => sum + count, 0),
    files: [...byLanguage.values()].reduce((sum, files) => sum + files.length, 0),
    languages: Object.keys(languages).sort(),
    milliseconds: Math.round(performance.now() - started),
  };
}
