/**
 * The build cache's copy of the last output (scripts/build.ts), kept in step with the output folder
 * in proportion to what changed. After a build the two are the same tree of files, hard links of one
 * another. An incremental build makes its output from the cache's copy (./output-update.ts) and swaps
 * it in; the output it replaced is then the tree the cache needs, but one build behind: it takes
 * this build's changes (links to the new files, the files that are gone removed) and becomes the
 * cache's copy — the pair of trees the rebuild service keeps (scripts/publisher/release-pair.ts),
 * here the output folder and the cache.
 *
 * That holds only when the output folder is the one the last build left: `tree.json` in the cache
 * names the files the last build changed, and the folder pairs with the cache's copy when those files
 * (a sample) and its home and error pages are the same files in both. A folder that does not (another
 * build wrote it, it was restored without its hard links, there is none) costs a link of every file
 * instead, as before.
 */
import { existsSync, linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../src/fs/replace-file.ts';
import { listFiles } from './incremental-output.ts';
import { pruneEmpty } from './output-update.ts';

const TREE_VERSION = 1;
/** Files of the last build's changes the pairing looks at (an even sample of them). */
const PROBES = 64;
/** Files of every output the pairing also looks at. */
const ALWAYS_PROBED = ['index.html', '404.html'];

export interface TreeRecord {
  version: number;
  /** A sample of the files the last build changed (output-relative). */
  probes: string[];
  /**
   * The files of the output besides pages, image variants and the search index (Astro's bundle, the
   * mirrored uploads, the sitemaps …): every build writes those it has, so an incremental build made
   * in place removes those it did not write (./output-update.ts `rewritten`).
   */
  others: string[];
}

/** The record in `file`, or undefined when missing, unreadable or of another version. */
export function readTreeRecord(file: string): TreeRecord | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<TreeRecord>;
    const strings = (value: unknown): string[] | undefined =>
      Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
    const [probes, others] = [strings(parsed.probes), strings(parsed.others)];
    if (parsed.version !== TREE_VERSION || !probes || !others) return undefined;
    return { version: TREE_VERSION, probes, others };
  } catch {
    return undefined;
  }
}

/** Records the files this build changed (a sample of `changed`, for the next build's pairing) and the `others` of its output. */
export function writeTreeRecord(file: string, changed: readonly string[], others: readonly string[]): void {
  const step = Math.max(1, Math.ceil(changed.length / PROBES));
  const probes = changed.filter((_, index) => index % step === 0);
  writeFileAtomic(file, JSON.stringify({ version: TREE_VERSION, probes, others: [...others] } satisfies TreeRecord));
}

function sameInode(a: string, b: string): boolean {
  try {
    const [x, y] = [statSync(a), statSync(b)];
    return x.ino === y.ino && x.dev === y.dev;
  } catch {
    return false;
  }
}

/** Whether `out` is the output the last build left beside the cache's copy `cached` (see the module comment). */
export function pairsWithCache(out: string, cached: string, record: TreeRecord | undefined): boolean {
  if (!record || !existsSync(path.join(out, 'index.html'))) return false;
  const probes = [...new Set([...ALWAYS_PROBED, ...record.probes])];
  return probes.every((file) => {
    const [a, b] = [path.join(out, file), path.join(cached, file)];
    // A file both lack (a 404 page the site has not) pairs; one only one of them has does not.
    return existsSync(a) || existsSync(b) ? sameInode(a, b) : true;
  });
}

/** Hard-links `from` as `to` in place of whatever `to` was. */
function relink(from: string, to: string): void {
  rmSync(to, { recursive: true, force: true });
  mkdirSync(path.dirname(to), { recursive: true });
  linkSync(from, to);
}

/** Files of a folder the search step writes afresh whose names carry a hash of their bytes (Pagefind's). */
const HASHED_NAME = /_[0-9a-f]{6,}\.pf_[a-z]+$/;

/**
 * Brings `folder` of `behind` to its state in `out` by its listing (a flat or shallow folder written
 * afresh each build, such as the search index): files only in `behind` go, new files and those whose
 * bytes differ are linked from `out`. Files with a hash of their bytes in their name are compared by
 * name and size.
 */
function catchUpFolder(behind: string, out: string, folder: string): void {
  const [theirs, ours] = [path.join(out, folder), path.join(behind, folder)];
  const wanted = new Set(listFiles(theirs));
  for (const file of listFiles(ours)) if (!wanted.has(file)) rmSync(path.join(ours, file));
  for (const file of wanted) {
    const [from, to] = [path.join(theirs, file), path.join(ours, file)];
    if (existsSync(to)) {
      const [a, b] = [statSync(from), statSync(to)];
      if (a.ino === b.ino && a.dev === b.dev) continue;
      if (a.size === b.size && (HASHED_NAME.test(file) || readFileSync(from).equals(readFileSync(to)))) continue;
    }
    relink(from, to);
  }
}

export interface TreeChanges {
  /** Files this build wrote with new bytes (output-relative). */
  changed: readonly string[];
  /** Files and folders of the last output that are gone. */
  removed: readonly string[];
  /** Folders written afresh after the update (the search index): brought up to date by their listing. */
  rewritten: readonly string[];
}

/**
 * Makes `behind` — the output the last build left, which the swap replaced — the same tree as `out`
 * by `changes`, then moves it to `cached` (the cache's copy; must not exist).
 */
export function catchUpCache(behind: string, out: string, changes: TreeChanges, cached: string): void {
  const rewritten = new Set(changes.rewritten);
  for (const entry of changes.removed) {
    if (rewritten.has(entry)) continue;
    rmSync(path.join(behind, entry), { recursive: true, force: true });
    pruneEmpty(behind, path.dirname(path.join(behind, entry)));
  }
  for (const file of changes.changed) relink(path.join(out, file), path.join(behind, file));
  for (const folder of changes.rewritten) {
    if (existsSync(path.join(out, folder))) catchUpFolder(behind, out, folder);
    else rmSync(path.join(behind, folder), { recursive: true, force: true });
  }
  mkdirSync(path.dirname(cached), { recursive: true });
  renameSync(behind, cached);
}
