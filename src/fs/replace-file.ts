/**
 * Putting a file in place in one step: it is made under a temporary name beside its target (same
 * folder, so the same file system) and then renamed over the target. A reader sees the old file or
 * the new one, never half of one, and a file that other trees hard-link is never written into.
 * When making or renaming fails, the temporary file is removed and the target is left as it was.
 *
 * Used for caches (images, sample files), the incremental build's records, the search index, and
 * the rebuild service's trees and `current` link (a new link or symbolic link, not only bytes).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/** A name beside `target` no other process or thread picks. */
function temporaryName(target: string): string {
  return `${target}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
}

/** `make` creates the new file (or link) at the path it is given; that is then renamed over `target`. */
export function replaceFile(target: string, make: (temporary: string) => void): void {
  const temporary = temporaryName(target);
  try {
    make(temporary);
    renameSync(temporary, target);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
}

/** Writes `data` as `target` (its folder made when missing) in one step. */
export function writeFileAtomic(target: string, data: string | Uint8Array): void {
  mkdirSync(dirname(target), { recursive: true });
  replaceFile(target, (temporary) => writeFileSync(temporary, data));
}

/** writeFileAtomic without blocking the thread. */
export async function writeFileAtomicAsync(target: string, data: string | Uint8Array): Promise<void> {
  await mkdir(dirname(target), { recursive: true });
  const temporary = temporaryName(target);
  try {
    await writeFile(temporary, data);
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}
