/**
 * The published folders of one target (live or preview): every build writes a new release
 * `<root>/releases/<id>/`; `<root>/current` is a symbolic link to the published one. Publishing
 * swaps the link with one rename (atomic: a request sees the old site or the new, never a mix);
 * a failed build never touches it. The two newest releases are kept (the current one and the one
 * before, for a manual rollback), older ones are removed.
 */
import { existsSync, mkdirSync, readdirSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { replaceFile } from '../../src/fs/replace-file.ts';

let sequence = 0;

export class Releases {
  readonly root: string;
  readonly releasesDir: string;
  readonly currentLink: string;

  constructor(root: string) {
    // Absolute, so current() (resolved) and the folders of prune/discard (joined) compare equal.
    this.root = path.resolve(root);
    this.releasesDir = path.join(this.root, 'releases');
    this.currentLink = path.join(this.root, 'current');
    mkdirSync(this.releasesDir, { recursive: true });
  }

  /** The folder of the published release, or undefined before the first publish. */
  current(): string | undefined {
    try {
      const target = readlinkSync(this.currentLink);
      const dir = path.resolve(this.root, target);
      return existsSync(path.join(dir, 'index.html')) ? dir : undefined;
    } catch {
      return undefined;
    }
  }

  /**
   * A new, not yet existing release folder. Names sort in creation order (prune keeps the newest by
   * name): UTC time to the millisecond, then a counter for several in one millisecond.
   */
  next(): string {
    const time = new Date()
      .toISOString()
      .replace(/[-:.Z]/g, '')
      .replace('T', '-');
    const id = `${time}-${String(sequence++).padStart(6, '0')}-${process.pid}`;
    return path.join(this.releasesDir, id);
  }

  /** Points `current` at `dir` (a folder inside releases/) with one rename, then prunes. */
  publish(dir: string): void {
    const relative = path.relative(this.root, dir);
    replaceFile(this.currentLink, (temporary) => symlinkSync(relative, temporary, 'dir'));
    this.prune(2);
  }

  /** Removes all but the `keep` newest releases (never the current one) and leftovers of failed builds. */
  prune(keep: number): void {
    const current = this.current();
    const releases = readdirSync(this.releasesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
      .map((entry) => path.join(this.releasesDir, entry.name))
      .sort()
      .reverse();
    for (const dir of releases.slice(keep)) if (dir !== current) rmSync(dir, { recursive: true, force: true });
  }

  /** Removes a release that was built but not published. */
  discard(dir: string): void {
    if (path.resolve(dir) !== this.current()) rmSync(dir, { recursive: true, force: true });
  }
}
