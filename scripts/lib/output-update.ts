/**
 * An incremental build's new output made from the last one by renames (scripts/build.ts), in
 * proportion to what changed: the build cache's last output is moved (one rename) to the staged
 * folder; every file this build wrote is moved over it, unless its bytes equal the last output's
 * file (then that file stays: same inode, same mtime); the files that are gone are moved out. No
 * kept page is linked, listed or read.
 *
 * Every file replaced or removed is kept aside (same file system) until the build succeeds, and each
 * step is journalled, so a build that fails afterwards puts the last output back where it was, as it
 * was (`undo`). A build killed meanwhile leaves the cache without its last output: the next build is
 * a full one (the dependency index is only trusted beside an output, scripts/build.ts).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { listFiles } from './incremental-output.ts';

export interface UpdateRequest {
  /** The last complete output (the build cache's copy): moved to `staged`, and back on `undo`. */
  last: string;
  /** What this build wrote (Astro's output folder): each of its files goes into the new output. */
  fresh: string;
  /** Where the new output is made: missing or an empty folder, on the file system of `last`. */
  staged: string;
  /** Where replaced and removed files wait for `finish` or `undo`: missing, on the same file system. */
  aside: string;
  /** Output-relative files or folders of the last output that are gone (pages the site no longer has …). */
  gone: Iterable<string>;
  /**
   * Files of the last output a build writes whenever they are part of it (Astro's bundle, the mirrored
   * uploads, the sitemaps …): those this build did not write are gone too.
   */
  rewritten: Iterable<string>;
}

export interface OutputUpdate {
  /** The files this build wrote (of `fresh`), output-relative. */
  written: string[];
  /** Files with new bytes (new files included), output-relative. */
  changed: string[];
  /** Files and folders of the last output that are gone. */
  removed: string[];
  /** The build succeeded: drop what was kept aside and what is left of `fresh`. */
  finish(): void;
  /** The build failed: the last output back at `last`, as it was. Idempotent; a no-op after `finish`. */
  undo(): void;
}

/** A step to take back: a file added where there was none, one replaced (old kept aside), or one removed (kept aside). */
type Step = { kind: 'added' | 'replaced' | 'removed'; file: string };

function sameBytes(a: string, b: string): boolean {
  const [x, y] = [statSync(a), statSync(b)];
  if (x.ino === y.ino && x.dev === y.dev) return true;
  return x.size === y.size && readFileSync(a).equals(readFileSync(b));
}

/** Removes `dir` and its parents while they are empty, up to (not including) `root`. */
export function pruneEmpty(root: string, dir: string): void {
  for (let current = dir; current.startsWith(root + path.sep); current = path.dirname(current)) {
    try {
      rmdirSync(current);
    } catch {
      return; // not empty (or gone): the parents are not empty either
    }
  }
}

/** Moves `from` to `to`, making `to`'s folder first. */
function move(from: string, to: string): void {
  mkdirSync(path.dirname(to), { recursive: true });
  renameSync(from, to);
}

class Journal {
  readonly steps: Step[] = [];
  private readonly staged: string;
  private readonly aside: string;

  constructor(staged: string, aside: string) {
    this.staged = staged;
    this.aside = aside;
  }

  /** Moves `file` of the output aside. */
  remove(file: string): void {
    move(path.join(this.staged, file), path.join(this.aside, file));
    this.steps.push({ kind: 'removed', file });
    pruneEmpty(this.staged, path.dirname(path.join(this.staged, file)));
  }

  /** Moves `from` into the output as `file`, the file it replaces (if any) aside first. */
  put(from: string, file: string): void {
    const target = path.join(this.staged, file);
    const replaces = existsSync(target);
    if (replaces) move(target, path.join(this.aside, file));
    this.steps.push({ kind: replaces ? 'replaced' : 'added', file });
    move(from, target);
  }

  /** Takes every step back, the last first. */
  rollBack(): void {
    for (const { kind, file } of this.steps.splice(0).reverse()) {
      const target = path.join(this.staged, file);
      // What is there now goes: this build's file, or what a later step wrote where a removed one was
      // (the search index, written afresh into the folder the update moved aside).
      rmSync(target, { recursive: true, force: true });
      if (kind === 'added') pruneEmpty(this.staged, path.dirname(target));
      else move(path.join(this.aside, file), target);
    }
  }
}

/**
 * Makes the new output at `staged` from `last` and `fresh` (see the module comment). Throws an
 * error with code `EXDEV` before anything moved when `last` and `staged` are on different file
 * systems (the caller then links the kept pages instead). On any other failure the last output is
 * put back before the error is thrown.
 */
export function updateOutput(request: UpdateRequest): OutputUpdate {
  const { last, fresh, staged, aside } = request;
  const written = listFiles(fresh);
  const writtenNow = new Set(written);
  const gone = new Set([...request.gone, ...[...request.rewritten].filter((file) => !writtenNow.has(file))]);
  if (existsSync(staged)) rmdirSync(staged); // the empty folder of stageOutput; a full one is an error
  try {
    renameSync(last, staged);
  } catch (error) {
    mkdirSync(staged, { recursive: true });
    throw error;
  }
  const journal = new Journal(staged, aside);
  const changed: string[] = [];
  let state: 'open' | 'finished' | 'undone' = 'open';
  const undo = (): void => {
    if (state !== 'open') return;
    journal.rollBack();
    renameSync(staged, last);
    rmSync(aside, { recursive: true, force: true });
    state = 'undone';
  };
  try {
    for (const file of gone) if (existsSync(path.join(staged, file))) journal.remove(file);
    for (const file of written) {
      const from = path.join(fresh, file);
      const target = path.join(staged, file);
      if (existsSync(target) && sameBytes(from, target)) continue;
      journal.put(from, file);
      changed.push(file);
    }
  } catch (error) {
    undo();
    throw error;
  }
  const removed = journal.steps.filter((step) => step.kind === 'removed').map((step) => step.file);
  return {
    written,
    changed,
    removed,
    undo,
    finish() {
      if (state !== 'open') return;
      state = 'finished';
      rmSync(aside, { recursive: true, force: true });
      rmSync(fresh, { recursive: true, force: true });
    },
  };
}
