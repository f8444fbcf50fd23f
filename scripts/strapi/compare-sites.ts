/**
 * Compares two static builds of the same site made from the same content served by two content
 * backends (the embedded content server and a Strapi 3.6 with that content imported), and names
 * every difference a visitor or a search engine could notice.
 *
 * What is compared:
 * 1. the set of HTML pages and of the other files outside the asset folders (`sitemap*.xml`,
 *    `robots.txt`, `favicon.svg` …), the latter by their normalised content;
 * 2. per page: the title, the meta description, the visible text of the body and the links in
 *    document order;
 * 3. per page: the media it references and the scripts and styles it loads.
 *
 * The modules, in compare/:
 * - `types.ts`: the options, the kinds of difference, the shared constants;
 * - `normalise.ts`: what legitimately differs between the two backends (upload hashes, image size
 *   digests, Astro bundle hashes, entry and component ids) replaced in paths and URLs;
 * - `page.ts`: what a page says (text, links, media, assets), normalised;
 * - `describe.ts`: list and text differences, each difference as one line naming its page;
 * - `other-files.ts`: sitemaps, robots.txt and the other files that are no pages.
 * This module walks the two sites, pairs their files, reports (`compareSites`, `formatReport`) and
 * re-exports what its importers use from the modules above.
 *
 * Pages whose paths are equal once ids are replaced (`directors-dealings/34/` and `…/35/`) are
 * paired by identical content first, then in path order.
 */
import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';
import { comparePageSummaries, difference } from './compare/describe.ts';
import { normalisePath } from './compare/normalise.ts';
import { compareOtherFile } from './compare/other-files.ts';
import { summarisePage, type PageSummary } from './compare/page.ts';
import { ASSET_FOLDERS, type CompareOptions, type SiteDifference } from './compare/types.ts';
import { mapLimited } from '../lib/map-limited.ts';

export type { CompareOptions, SiteDifference } from './compare/types.ts';
export { normalisePath, normaliseSrcset, normaliseUrl } from './compare/normalise.ts';
export { summarisePage } from './compare/page.ts';
export { textExcerpts } from './compare/describe.ts';
/** Every file of a site outside the asset folders and `skip`, as POSIX paths relative to its root. */
async function listSiteFiles(root: string, skip: ReadonlySet<string>): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !ASSET_FOLDERS.has(file.split('/')[0] ?? '') && !skip.has(file))
    .sort(naturalOrder);
}

const collator = new Intl.Collator('en', { numeric: true });
const naturalOrder = (x: string, y: string): number => collator.compare(x, y);

interface FileGroup {
  key: string;
  a: string[];
  b: string[];
}

/** The files of both sites grouped by their normalised path (usually one file on each side). */
function groupFiles(filesA: readonly string[], filesB: readonly string[], ids: boolean): FileGroup[] {
  const groups = new Map<string, FileGroup>();
  const add = (file: string, side: 'a' | 'b'): void => {
    const key = normalisePath(file, ids);
    const group = groups.get(key) ?? { key, a: [], b: [] };
    group[side].push(file);
    groups.set(key, group);
  };
  for (const file of filesA) add(file, 'a');
  for (const file of filesB) add(file, 'b');
  return [...groups.values()];
}

interface Side {
  file: string;
  bytes: Uint8Array;
}

/** The page name of a pair: A's path, and B's after `~` when it is another one. */
const pairName = (a: string, b: string): string => (a === b ? a : `${a} ~ ${b}`);

/** Compares one pair of files (a page or another file). */
function comparePair(a: Side, b: Side, options: CompareOptions): SiteDifference[] {
  const page = pairName(a.file, b.file);
  if (!a.file.endsWith('.html')) {
    const found = compareOtherFile(page, a.bytes, b.bytes, options);
    return found ? [found] : [];
  }
  const decode = (side: Side): PageSummary => summarisePage(new TextDecoder().decode(side.bytes), options);
  return comparePageSummaries(page, decode(a), decode(b));
}

/**
 * Pairs the files of a group: one each side is the common case; with several (pages whose paths
 * differ only in entry ids) identical ones pair first, then the rest in path order.
 */
function pairGroup(a: Side[], b: Side[], options: CompareOptions): Array<[Side, Side]> {
  if (a.length === 1 && b.length === 1) return [[a[0] as Side, b[0] as Side]];
  const prints = new Map<Side, string>();
  const fingerprint = (side: Side): string => {
    const print =
      prints.get(side) ??
      (side.file.endsWith('.html')
        ? JSON.stringify(summarisePage(new TextDecoder().decode(side.bytes), options))
        : Buffer.from(side.bytes).toString('base64'));
    prints.set(side, print);
    return print;
  };
  const pairs: Array<[Side, Side]> = [];
  const restB = [...b];
  const restA = a.filter((sideA) => {
    const print = fingerprint(sideA);
    const match = restB.findIndex((sideB) => fingerprint(sideB) === print);
    if (match === -1) return true;
    pairs.push([sideA, restB.splice(match, 1)[0] as Side]);
    return false;
  });
  restA.forEach((sideA, index) => {
    const sideB = restB[index];
    if (sideB) pairs.push([sideA, sideB]);
  });
  return pairs;
}

/** All differences of one group of files. */
async function compareGroup(group: FileGroup, dirA: string, dirB: string, options: CompareOptions): Promise<SiteDifference[]> {
  const load = async (dir: string, file: string): Promise<Side> => ({ file, bytes: await readFile(path.join(dir, file)) });
  const a = await Promise.all(group.a.map((file) => load(dirA, file)));
  const b = await Promise.all(group.b.map((file) => load(dirB, file)));
  const pairs = pairGroup(a, b, options);
  const paired = new Set(pairs.flat());
  return [
    ...pairs.flatMap(([sideA, sideB]) => comparePair(sideA, sideB, options)),
    ...a.filter((side) => !paired.has(side)).map((side) => difference(side.file, 'only-in-a', `${kindOf(side.file)} only in A`)),
    ...b.filter((side) => !paired.has(side)).map((side) => difference(side.file, 'only-in-b', `${kindOf(side.file)} only in B`)),
  ];
}

const kindOf = (file: string): string => (file.endsWith('.html') ? 'page' : 'file');

/**
 * Every difference between the builds in `dirA` and `dirB`, sorted by page: pages and files only
 * on one side, then per page what its text, links, media and assets say differently.
 */
export async function compareSites(dirA: string, dirB: string, options: CompareOptions = {}): Promise<SiteDifference[]> {
  const ids = options.normaliseIds ?? true;
  const skip = new Set(options.skipFiles ?? []);
  const [filesA, filesB] = await Promise.all([listSiteFiles(dirA, skip), listSiteFiles(dirB, skip)]);
  const groups = groupFiles(filesA, filesB, ids).sort((x, y) => naturalOrder(x.key, y.key));
  const found = await mapLimited(groups, options.concurrency ?? 8, (group) => compareGroup(group, dirA, dirB, options));
  return found.flat();
}

/**
 * The report of a comparison: at most `max` differences, one a line, then a count. A legend line
 * explains `-` (only in A) and `+` (only in B).
 */
export function formatReport(differences: readonly SiteDifference[], max = 50): string[] {
  if (differences.length === 0) return ['no differences'];
  const shown = differences.slice(0, max).map((entry) => entry.message);
  const pages = new Set(differences.map((entry) => entry.page)).size;
  const more = differences.length > max ? ` (first ${max} shown)` : '';
  return [
    '(- only in A, + only in B)',
    ...shown,
    `${differences.length} difference${differences.length === 1 ? '' : 's'} in ${pages} file${pages === 1 ? '' : 's'}${more}`,
  ];
}
