/**
 * What the live folder of the rebuild service says about its last publish (docs/publishing.md §3.2),
 * so that a publisher started over it adopts that publish instead of building the site again:
 * `<live>/state/state.json`, written in one step (a new file renamed over the old one) after every
 * publish and every search round, names
 *
 * - the format of these files (`STATE_FORMAT`) and the build fingerprint of the code and
 *   configuration the pages were rendered with (scripts/lib/build-fingerprint.ts);
 * - the published tree (`trees/a` or `trees/b`), the day it was rendered for and when;
 * - three snapshot files beside it, each with its size and sha256: every page's dependency record
 *   with the pages by search language, the content the tree was built from (every entry with its
 *   digest), and the uploads the tree holds;
 * - the search index folder the trees link to, and what it does not cover yet;
 * - where the spare tree differs from the published one (`all` while a publish writes into it).
 *
 * Paths in it are relative to the live folder, so the folder may move. A snapshot file is named by
 * its hash and never written into: a file the state names is whole, or the state is older than it.
 * `checkPublishState` says whether a folder can be trusted and, when not, why.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { writeFileAtomic } from '../../src/fs/replace-file.ts';
import type { PageRecord } from '../../src/incremental/index-file.ts';
import { pageFile } from '../lib/incremental-output.ts';

/** The format of the state and its snapshot files; another one is not adopted (a full build follows). */
export const STATE_FORMAT = 1;

const STATE_DIR = 'state';
const STATE_FILE = 'state.json';

const fileRef = v.object({ name: v.pipe(v.string(), v.regex(/^[a-z]+-[0-9a-f]{16}\.json$/)), size: v.number(), sha256: v.string() });
const treeName = v.picklist(['trees/a', 'trees/b']);
const stateSchema = v.object({
  format: v.number(),
  fingerprint: v.string(),
  release: v.object({ tree: treeName, today: v.pipe(v.string(), v.isoDate()), publishedAt: v.string() }),
  pages: fileRef,
  content: fileRef,
  uploads: fileRef,
  search: v.object({
    index: v.pipe(v.string(), v.regex(/^search\/[\w-]+$/)),
    due: v.object({ changed: v.record(v.string(), v.array(v.string())), reindex: v.array(v.string()) }),
  }),
  spare: v.object({ tree: treeName, differs: v.union([v.literal('all'), v.array(v.string())]) }),
});

export type PublishState = v.InferOutput<typeof stateSchema>;
export type SnapshotFile = PublishState['pages'];
export type SnapshotKind = 'pages' | 'content' | 'uploads';

/** The pages snapshot: every file's dependency record (by output path) and the HTML files by search language. */
export interface PagesSnapshot {
  records: Record<string, PageRecord>;
  languages: Record<string, readonly string[]>;
}

export const stateDir = (liveDir: string): string => path.join(liveDir, STATE_DIR);

const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/** Writes `bytes` as the snapshot file of `kind` (named by its hash; kept when it exists already). */
function snapshotBytes(liveDir: string, kind: SnapshotKind, bytes: Buffer): SnapshotFile {
  const hash = sha256(bytes);
  const name = `${kind}-${hash.slice(0, 16)}.json`;
  const file = path.join(stateDir(liveDir), name);
  if (!existsSync(file) || statSync(file).size !== bytes.length) writeFileAtomic(file, bytes);
  return { name, size: bytes.length, sha256: hash };
}

/** `value` (JSON) as the snapshot file of `kind`. */
export function writeSnapshot(liveDir: string, kind: SnapshotKind, value: unknown): SnapshotFile {
  return snapshotBytes(liveDir, kind, Buffer.from(JSON.stringify(value)));
}

/** A JSON file written elsewhere (the render process's content) taken as the snapshot of `kind`; the file is moved. */
export function takeSnapshot(liveDir: string, kind: SnapshotKind, file: string): SnapshotFile {
  const bytes = readFileSync(file);
  const hash = sha256(bytes);
  const name = `${kind}-${hash.slice(0, 16)}.json`;
  renameSync(file, path.join(stateDir(liveDir), name));
  return { name, size: bytes.length, sha256: hash };
}

/** The bytes of the snapshot `file`, checked against its size and hash; throws when they are not what the state says. */
function checkedBytes(liveDir: string, file: SnapshotFile): Buffer {
  const full = path.join(stateDir(liveDir), file.name);
  if (!existsSync(full)) throw new Error(`the snapshot ${file.name} the state file names is missing`);
  const bytes = readFileSync(full);
  if (bytes.length !== file.size || sha256(bytes) !== file.sha256) {
    throw new Error(
      `the snapshot ${file.name} is not the one the state file names (${bytes.length} bytes, ${file.size} expected, or another hash)`,
    );
  }
  return bytes;
}

/** The snapshot `file`, read and checked against its size and hash; throws when it is not what the state says. */
export function readSnapshot<T>(liveDir: string, file: SnapshotFile): T {
  return JSON.parse(checkedBytes(liveDir, file).toString('utf8')) as T;
}

/**
 * Replaces the state file with `state` in one step, then removes the snapshot files it no longer
 * names (and those of publishes that never got a state).
 */
export function writePublishState(liveDir: string, state: PublishState): void {
  const dir = stateDir(liveDir);
  writeFileAtomic(path.join(dir, STATE_FILE), `${JSON.stringify(state, null, 1)}\n`);
  const named = new Set([state.pages.name, state.content.name, state.uploads.name]);
  for (const name of readdirSync(dir)) {
    if (/^[a-z]+-[0-9a-f]{16}\.json$/.test(name) && !named.has(name)) rmSync(path.join(dir, name), { force: true });
  }
}

/** The state file as it is on disk, without checking what it names; undefined when there is none or it is unreadable. */
export function readPublishState(liveDir: string): PublishState | undefined {
  try {
    const parsed = v.safeParse(stateSchema, JSON.parse(readFileSync(path.join(stateDir(liveDir), STATE_FILE), 'utf8')));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

export type StateCheck = { ok: true; state: PublishState } | { ok: false; why: string };

/** Why the state file cannot be read as this publisher's, or undefined. */
function stateFileProblem(liveDir: string): { why: string } | { state: PublishState } {
  const file = path.join(stateDir(liveDir), STATE_FILE);
  if (!existsSync(file)) return { why: 'no state file of an earlier publish' };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { why: 'the state file is unreadable (half-written or damaged)' };
  }
  const format = (json as { format?: unknown } | null)?.format;
  if (typeof format === 'number' && format !== STATE_FORMAT) {
    return { why: `the state file is of format ${format}; this publisher reads format ${STATE_FORMAT}` };
  }
  const parsed = v.safeParse(stateSchema, json);
  if (!parsed.success) return { why: `the state file is not one this publisher wrote (${v.summarize(parsed.issues).split('\n')[0]})` };
  return { state: parsed.output };
}

/**
 * Whether the live folder `liveDir` can be adopted by a publisher running code and configuration of
 * `fingerprint`: its state file is this format's and fingerprint's, the snapshot files it names are
 * whole (size and sha256), the search index it names is there, and the published tree has every
 * page its records name. When not, why (shown on /status: a full build follows).
 */
export function checkPublishState(liveDir: string, fingerprint: string): StateCheck {
  const read = stateFileProblem(liveDir);
  if ('why' in read) return { ok: false, why: read.why };
  const { state } = read;
  if (state.fingerprint !== fingerprint) {
    return { ok: false, why: 'the code or configuration changed since the last publish (another build fingerprint)' };
  }
  const tree = path.join(liveDir, state.release.tree);
  if (!existsSync(path.join(tree, 'index.html'))) return { ok: false, why: `the published tree ${state.release.tree} is missing` };
  let pages: PagesSnapshot;
  try {
    for (const kind of ['content', 'uploads'] as const) checkedBytes(liveDir, state[kind]);
    pages = readSnapshot<PagesSnapshot>(liveDir, state.pages);
  } catch (error) {
    return { ok: false, why: error instanceof Error ? error.message : String(error) };
  }
  if (!existsSync(path.join(liveDir, state.search.index, 'pagefind-entry.json'))) {
    return { ok: false, why: `the search index ${state.search.index} is missing` };
  }
  for (const page of Object.keys(pages.records)) {
    if (!existsSync(path.join(tree, pageFile(page)))) {
      return { ok: false, why: `the published tree ${state.release.tree} lacks ${page}` };
    }
  }
  return { ok: true, state };
}
