/**
 * The file side of an incremental build (src/incremental decides which pages render):
 * - the pages a build skipped keep the output of the last build, hard-linked from it (same bytes,
 *   same mtime, no copy); so do the image variants under /_img/ those pages use;
 * - the last complete output is kept as hard links in the build cache, for hosts whose output folder
 *   does not survive between builds (Netlify restores the cache folder instead);
 * - the pages that did render are checked: every internal link must lead to a file of the new output.
 * Nothing here writes into an existing file: a file is replaced by a new one (new inode), so a hard
 * link shared with a published folder never changes under it.
 */
import {
  closeSync,
  existsSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  readSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../../src/fs/replace-file.ts';
import { siteBuildCacheDir } from '../../src/cache-dirs.js';
import type { MirroredFile } from '../../src/cms/mirror.ts';
import { INDEX_VERSION, type DependencyIndex } from '../../src/incremental/index-file.ts';

/**
 * Where the dependency index and the last output live: `<SITE_BUILD_CACHE or node_modules/.cache/site-build>/<live|preview>`
 * (a preview build and a live build never share them).
 */
export function buildCacheDir(root: string, env: Readonly<Record<string, string | undefined>>): string {
  const state = env.CMS_PUBLICATION_STATE?.trim().toUpperCase() === 'PREVIEW' ? 'preview' : 'live';
  return path.resolve(root, siteBuildCacheDir(env), state);
}

/**
 * `/de/kontakt/` → `de/kontakt/index.html`; `/404.html` → `404.html`. Throws for a path whose decoded
 * segments would not name a file inside the output folder (`..`, `.`, an encoded `/` or `\`).
 */
export function pageFile(pagePath: string): string {
  const segments = pagePath
    .split('/')
    .filter(Boolean)
    .map((segment) => decodeURIComponent(segment));
  if (segments.some((segment) => segment === '.' || segment === '..' || /[/\\]/.test(segment))) {
    throw new Error(`incremental build: "${pagePath}" is not a page path`);
  }
  if (pagePath.endsWith('/')) segments.push('index.html');
  return path.join(...segments);
}

/**
 * Hard-links `from` as `to`, creating `to`'s folder first unless `made` (the folders one pass made
 * already) holds it: a recursive mkdir per file was a third of the carry-over's time.
 */
function linkFile(from: string, to: string, made: Set<string>): void {
  const dir = path.dirname(to);
  if (!made.has(dir)) {
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  }
  linkSync(from, to);
}

/** Every file below `dir`, relative to it. */
export function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/**
 * Links the output of the skipped pages, and image variants this build did not write, from
 * `previousDir` into `outDir`. Returns the skipped pages whose previous output is missing (the
 * caller then renders everything).
 */
export function carryOver(previousDir: string, outDir: string, skipped: Iterable<string>): { linked: number; missing: string[] } {
  const missing: string[] = [];
  const made = new Set<string>();
  let linked = 0;
  for (const pagePath of skipped) {
    const file = pageFile(pagePath);
    const from = path.join(previousDir, file);
    const to = path.join(outDir, file);
    if (existsSync(to)) continue;
    if (!existsSync(from)) {
      missing.push(pagePath);
      continue;
    }
    linkFile(from, to, made);
    linked++;
  }
  const images = path.join(previousDir, '_img');
  for (const file of listFiles(images)) {
    const to = path.join(outDir, '_img', file);
    if (!existsSync(to)) linkFile(path.join(images, file), to, made);
  }
  return { linked, missing };
}

/**
 * A file this build wrote whose bytes equal the previous output's file is replaced by a hard link to
 * that file, so a page (or asset) that did not change keeps its file (same inode, same mtime) even when
 * it had to be rendered to find out. Returns the files that did change (new ones included).
 */
export function relinkUnchanged(previousDir: string, outDir: string, renderedFiles: Iterable<string>): string[] {
  const changed: string[] = [];
  for (const file of renderedFiles) {
    const fresh = path.join(outDir, file);
    const old = path.join(previousDir, file);
    let same = false;
    try {
      const [a, b] = [statSync(old), statSync(fresh)];
      if (a.ino === b.ino && a.dev === b.dev) continue; // already the previous file (kept or reused)
      same = a.size === b.size && readFileSync(old).equals(readFileSync(fresh));
    } catch {
      same = false;
    }
    if (!same) {
      changed.push(file);
      continue;
    }
    rmSync(fresh);
    linkSync(old, fresh);
  }
  return changed;
}

/**
 * Replaces `target` with a tree of hard links to the files of `source` (through a temporary sibling
 * and a rename). Returns the files linked.
 */
export function replaceWithLinks(source: string, target: string): string[] {
  const temp = `${target}.next-${process.pid}`;
  rmSync(temp, { recursive: true, force: true });
  const made = new Set<string>();
  const files = listFiles(source);
  for (const file of files) linkFile(path.join(source, file), path.join(temp, file), made);
  mkdirSync(temp, { recursive: true });
  const old = `${target}.old-${process.pid}`;
  if (existsSync(target)) renameSync(target, old);
  renameSync(temp, target);
  rmSync(old, { recursive: true, force: true });
  return files;
}

/**
 * The fingerprint of the index in `file` (what `writeDependencyIndex` writes begins with its version
 * and fingerprint), read from its first bytes without parsing the records; undefined when the file is
 * missing, of another version or not one.
 */
export function readIndexFingerprint(file: string): string | undefined {
  let head: string;
  try {
    const fd = openSync(file, 'r');
    try {
      const buffer = Buffer.alloc(512);
      head = buffer.subarray(0, readSync(fd, buffer, 0, buffer.length, 0)).toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
  const match = /^\{"version":(\d+),"fingerprint":"([^"\\]*)"/.exec(head);
  return match && Number(match[1]) === INDEX_VERSION ? match[2] : undefined;
}

/** Writes the index atomically (a reader never sees half a file). */
export function writeDependencyIndex(file: string, index: DependencyIndex): void {
  // Version and fingerprint first, whatever order the caller built the object in (readIndexFingerprint).
  const { version, fingerprint, pages } = index;
  writeFileAtomic(file, JSON.stringify({ version, fingerprint, pages }));
}

/** What the last build's upload mirror wrote (src/cms/mirror.ts), by url; empty when unknown or unreadable. */
export function readUploadManifest(file: string): Record<string, MirroredFile> {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    const files: Record<string, MirroredFile> = {};
    for (const [url, value] of Object.entries(parsed)) {
      const { key, sha256 } = (value ?? {}) as { key?: unknown; sha256?: unknown };
      if (typeof key === 'string' && typeof sha256 === 'string') files[url] = { key, sha256 };
    }
    return files;
  } catch {
    return {};
  }
}

/** Writes the upload manifest atomically. */
export function writeUploadManifest(file: string, files: Record<string, MirroredFile>): void {
  writeFileAtomic(file, JSON.stringify(files));
}

export { brokenLinks, internalUrls } from './site-links.ts';
