/**
 * The two release trees of the warm publisher (docs/publishing.md §3.1): `<root>/trees/a` and
 * `<root>/trees/b`, one published (`<root>/current`, a symbolic link swapped with one rename), the
 * other the spare the next publish writes into. Before writing, the spare catches up with the
 * published tree on the files the last publish wrote (hard links from the published tree); then it
 * takes the new files. So a publish touches the files of the last edit and of this one, never the
 * whole site, and the spare is the release before the published one until the next publish begins
 * (a manual rollback is one link away).
 *
 * Every write is a new file renamed into place, never a write into an existing file: a file of one
 * tree may be a hard link of the same file in the other, and a request being served keeps the bytes
 * it opened.
 *
 * The search index lives beside the trees, in a folder of its own (`<root>/search/<id>/`), and each
 * tree's `pagefind` is a symbolic link to it: the search follows the published releases on its own
 * schedule and writes nothing into a tree (./search-rounds.ts). A full build writes a new index folder.
 */
import {
  existsSync,
  linkSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
} from 'node:fs';
import path from 'node:path';
import { replaceFile, writeFileAtomic } from '../../src/fs/replace-file.ts';
import { SEARCH_INDEX_DIR } from '../lib/search-index.ts';

/** Files of a tree that differ from the other tree (output-relative), or every file. */
export type TreeDelta = ReadonlySet<string> | 'all';

export class ReleasePair {
  readonly root: string;
  readonly currentLink: string;
  readonly trees: readonly [string, string];

  constructor(root: string) {
    this.root = path.resolve(root);
    this.currentLink = path.join(this.root, 'current');
    this.trees = [path.join(this.root, 'trees', 'a'), path.join(this.root, 'trees', 'b')];
    for (const tree of this.trees) mkdirSync(tree, { recursive: true });
  }

  /** The published tree, or undefined before the first publish. */
  current(): string | undefined {
    try {
      const dir = path.resolve(this.root, readlinkSync(this.currentLink));
      return this.trees.includes(dir) && existsSync(path.join(dir, 'index.html')) ? dir : undefined;
    } catch {
      return undefined;
    }
  }

  /** The tree the next publish writes into. */
  spare(): string {
    return this.current() === this.trees[0] ? this.trees[1] : this.trees[0];
  }

  /** The tree that is not `dir`. */
  other(dir: string): string {
    return path.resolve(dir) === this.trees[0] ? this.trees[1] : this.trees[0];
  }

  /** Points `current` at `dir` (one of the trees) with one rename. */
  publish(dir: string): void {
    if (!this.trees.includes(path.resolve(dir))) throw new Error(`release pair: ${dir} is not one of its trees`);
    replaceFile(this.currentLink, (temporary) => symlinkSync(path.relative(this.root, dir), temporary, 'dir'));
  }
}

/** Makes `tree`'s `pagefind` a symbolic link to the index folder `indexDir` (replacing a folder or another link). */
export function linkIndex(tree: string, indexDir: string): void {
  const link = path.join(tree, SEARCH_INDEX_DIR);
  const target = path.relative(tree, indexDir);
  try {
    if (readlinkSync(link) === target) return;
  } catch {
    // No link there (none, or a folder).
  }
  if (lstatSync(link, { throwIfNoEntry: false })?.isDirectory()) rmSync(link, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  replaceFile(link, (temporary) => symlinkSync(target, temporary, 'dir'));
}

/** Hard-links `from` as `to` (renamed into place over whatever `to` was). */
function linkInto(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  replaceFile(to, (temporary) => linkSync(from, temporary));
}

/** Every file under `dir`, output-relative. */
function filesOf(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Makes `to` equal `from` on `delta` (files or folders): each is hard-linked from `from`, or removed
 * where `from` has none. `'all'`: `to` becomes a hard-linked copy of the whole of `from`.
 */
export function catchUp(from: string, to: string, delta: TreeDelta): void {
  if (delta === 'all') {
    rmSync(to, { recursive: true, force: true });
    mkdirSync(to, { recursive: true });
    for (const file of filesOf(from)) linkInto(path.join(from, file), path.join(to, file));
    return;
  }
  for (const item of delta) {
    const source = path.join(from, item);
    const target = path.join(to, item);
    const stat = statSync(source, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      rmSync(target, { recursive: true, force: true });
      for (const file of filesOf(source)) linkInto(path.join(source, file), path.join(target, file));
    } else if (stat) {
      linkInto(source, target);
    } else {
      rmSync(target, { recursive: true, force: true });
    }
  }
}

/** Writes `bytes` as `file` of `tree` unless `reference` (the published tree) has these bytes there already; true when written. */
export function writeIfChanged(tree: string, reference: string | undefined, file: string, bytes: Buffer): boolean {
  const target = path.join(tree, file);
  if (reference) {
    const published = path.join(reference, file);
    if (existsSync(published) && readFileSync(published).equals(bytes)) {
      // The spare caught up with the published tree, so it holds the same file already.
      if (!existsSync(target)) linkInto(published, target);
      return false;
    }
  }
  writeFileAtomic(target, bytes);
  return true;
}

/** Moves the files of `staging` (a folder of this publish's own) into `tree` where it has none; returns the files moved. */
export function addMissing(staging: string, tree: string): string[] {
  const added: string[] = [];
  for (const file of filesOf(staging)) {
    const target = path.join(tree, file);
    if (existsSync(target)) continue;
    mkdirSync(path.dirname(target), { recursive: true });
    renameSync(path.join(staging, file), target);
    added.push(file);
  }
  return added;
}
