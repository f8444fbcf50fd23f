/**
 * Build into a temporary folder next to the output folder, and only on success swap it into place,
 * so a failed or interrupted build never leaves a half-written output where the last good one was.
 *
 *   <parent>/.build-tmp/<id>            the build writes here
 *   <parent>/.build-tmp/<id>-previous   the old output, parked for the moment of the swap
 *   <parent>/<out>                      the published output
 *
 * Everything stays on one file system (same parent), so both renames are atomic.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, renameSync, rmSync, rmdirSync, statSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';

export const STAGING_FOLDER = '.build-tmp';

export interface StagedOutput {
  /** Absolute path of the final output folder. */
  readonly outDir: string;
  /** Absolute path of the fresh, empty folder the build writes into. */
  readonly tempDir: string;
  /**
   * Swap the temporary folder into `outDir`; the previous output is removed afterwards, or, with
   * `keepPrevious`, left parked and its path returned (the caller owns it; undefined: there was none).
   */
  commit(options?: { keepPrevious?: boolean }): Promise<string | undefined>;
  /** A path beside the temporary folder (same file system) that `discard` removes too. */
  sibling(name: string): string;
  /** Remove whatever is left of the temporary folder and its siblings. Idempotent; safe after `commit`. */
  discard(): void;
}

/** Folder that holds the temporary build folders for `outDir`. */
function stagingRootFor(outDir: string): string {
  return path.join(path.dirname(path.resolve(outDir)), STAGING_FOLDER);
}

/** Files whose presence makes an existing folder look like an earlier site build. */
const SITE_MARKERS = ['index.html', '404.html', '_astro'];

/**
 * Refuse to replace a non-empty folder that does not look like a site build: the swap deletes the
 * previous output, and `--out ~/Documents` must not delete anything.
 */
export function assertReplaceable(outDir: string): void {
  if (!existsSync(outDir)) return;
  if (!statSync(outDir).isDirectory()) {
    throw new Error(`Refusing to build into ${outDir}: it exists and is not a folder.`);
  }
  const entries = readdirSync(outDir);
  if (entries.length === 0 || SITE_MARKERS.some((marker) => entries.includes(marker))) return;
  throw new Error(
    `Refusing to replace ${outDir}: it is not empty and does not look like a site build ` +
      `(none of ${SITE_MARKERS.join(', ')}). Remove it or choose another output folder.`,
  );
}

/**
 * A build killed between the two renames of a swap leaves no output, only the parked previous one:
 * put the newest parked output of `finalDir` back before anything else happens.
 */
function restoreParkedOutput(finalDir: string): string | undefined {
  const stagingRoot = stagingRootFor(finalDir);
  if (existsSync(finalDir) || !existsSync(stagingRoot)) return undefined;
  const prefix = `${path.basename(finalDir)}-`;
  const parked = readdirSync(stagingRoot)
    .filter((name) => name.startsWith(prefix) && name.endsWith('-previous'))
    .map((name) => path.join(stagingRoot, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0];
  if (parked === undefined) return undefined;
  renameSync(parked, finalDir);
  return parked;
}

export async function stageOutput(outDir: string): Promise<StagedOutput> {
  const finalDir = path.resolve(outDir);
  restoreParkedOutput(finalDir);
  assertReplaceable(finalDir);
  const stagingRoot = stagingRootFor(finalDir);
  const id = `${path.basename(finalDir)}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`;
  const tempDir = path.join(stagingRoot, id);
  const parkedDir = `${tempDir}-previous`;
  await mkdir(tempDir, { recursive: true });

  let committed = false;
  const siblings = new Set<string>();
  return {
    outDir: finalDir,
    tempDir,
    sibling(name) {
      const sibling = `${tempDir}-${name}`;
      siblings.add(sibling);
      return sibling;
    },
    async commit(options = {}) {
      if (committed) throw new Error('This output has already been committed.');
      if (!existsSync(tempDir)) throw new Error(`The build left no output in ${tempDir}.`);
      const hadPrevious = existsSync(finalDir);
      if (hadPrevious) await rename(finalDir, parkedDir);
      try {
        await rename(tempDir, finalDir);
      } catch (error) {
        if (hadPrevious) await rename(parkedDir, finalDir);
        throw error;
      }
      committed = true;
      if (options.keepPrevious && hadPrevious) return parkedDir;
      await rm(parkedDir, { recursive: true, force: true });
      removeIfEmpty(stagingRoot);
      return undefined;
    },
    discard() {
      // Interrupted in the middle of commit(): the previous output is parked and nothing is published.
      if (!existsSync(finalDir) && existsSync(parkedDir)) renameSync(parkedDir, finalDir);
      // After a commit that kept it: what the caller did not take is no output of anyone's.
      if (committed) rmSync(parkedDir, { recursive: true, force: true });
      rmSync(tempDir, { recursive: true, force: true });
      for (const sibling of siblings) rmSync(sibling, { recursive: true, force: true });
      removeIfEmpty(stagingRoot);
    },
  };
}

function removeIfEmpty(folder: string): void {
  try {
    if (readdirSync(folder).length === 0) rmdirSync(folder);
  } catch {
    // Already gone, or another build is using it: leave it.
  }
}
