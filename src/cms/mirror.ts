/**
 * Mirrors every uploaded file of the content system (and each of its formats) into the build
 * output at its own `/uploads/…` path, so pages can use the relative urls as they are.
 *
 * Given the output of an earlier build and what it mirrored (`previous`), a file whose upload entry
 * is unchanged (same id, hash and updatedAt) and whose earlier copy still has the recorded bytes
 * (sha256) is hard-linked from there instead of downloaded again.
 */
import { createHash } from 'node:crypto';
import { link, mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CmsClient } from './client.ts';
import { downloadFile } from './download.ts';
import { CmsDataError } from './errors.ts';
import { isMirroredUpload, uploadFileUrls } from './media.ts';
import { FilesQuery } from './operations/files.ts';
import { fetchAllPages } from './paging.ts';

export interface MirrorOptions {
  /** Downloads running at once (default 8). */
  concurrency?: number | undefined;
  log?: ((line: string) => void) | undefined;
  /**
   * Where the bytes of a relative upload url come from instead of a download of its own: the
   * uploads the image pipeline already fetched in this build (src/images/downloads.ts), so no file
   * is fetched twice. `has(url)` tells whether a url was fetched there already (for the log).
   */
  source?: { bytes: (url: string) => Promise<Uint8Array>; has: (url: string) => boolean } | undefined;
  /** The output of an earlier build and what it mirrored: unchanged files are linked from there. */
  previous?: { dir: string; files: Readonly<Record<string, MirroredFile>> } | undefined;
  /** Receives what this call mirrored, for the `previous` of the next build. */
  record?: ((files: Record<string, MirroredFile>) => void) | undefined;
}

/** What a mirrored url was: the upload entry it came from (`key`) and the sha256 of its bytes. */
export interface MirroredFile {
  key: string;
  sha256: string;
}

/**
 * Every distinct relative upload url, sorted, with the identity of its upload entry (`id#hash#size`;
 * undefined when the content system does not give one): new bytes get a new hash in Strapi, so a
 * changed file gets a new key.
 */
export async function listUploads(client: CmsClient): Promise<Map<string, string | undefined>> {
  const files = await fetchAllPages(client, FilesQuery, (data) => data.files, { publicationState: client.publicationState });
  const urls = new Map<string, string | undefined>();
  for (const file of files) {
    const { hash, size } = file as { hash?: unknown; size?: unknown };
    const key = typeof hash === 'string' && typeof size === 'number' ? `${file.id}#${hash}#${size}` : undefined;
    for (const url of uploadFileUrls(file)) {
      if (isMirroredUpload(url) && !urls.has(url)) urls.set(url, key);
    }
  }
  return new Map([...urls].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

function sha256(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** Links the earlier copy of `url` to `target` when it is the same upload with the recorded bytes. */
async function linkPrevious(
  previous: NonNullable<MirrorOptions['previous']>,
  url: string,
  key: string | undefined,
  target: string,
): Promise<string | undefined> {
  const record = previous.files[url];
  if (key === undefined || record === undefined || record.key !== key) return undefined;
  const from = targetPath(previous.dir, url);
  let bytes: Uint8Array;
  try {
    bytes = await readFile(from);
  } catch {
    return undefined;
  }
  if (sha256(bytes) !== record.sha256) return undefined;
  await link(from, target);
  return record.sha256;
}

/** The file in `outDir` that serves `url`; refuses anything outside `<outDir>/uploads/`. */
export function targetPath(outDir: string, url: string): string {
  const pathname = decodeURIComponent(new URL(url, 'http://cms.invalid').pathname);
  const uploads = resolve(outDir, 'uploads');
  const target = resolve(join(outDir, pathname));
  if (!target.startsWith(uploads + sep)) {
    throw new CmsDataError('files', undefined, `refusing to write upload url "${url}" outside ${uploads}`);
  }
  return target;
}

/** Downloads every upload into `outDir`; returns how many files were written. */
export async function mirrorUploads(client: CmsClient, outDir: URL | string, options: MirrorOptions = {}): Promise<number> {
  const root = typeof outDir === 'string' ? outDir : fileURLToPath(outDir);
  const uploads = await listUploads(client);
  const jobs = [...uploads].map(([url, key]) => ({ url, key, from: new URL(url, client.endpoint), target: targetPath(root, url) }));
  const { source, previous } = options;
  const shared = source ? jobs.filter((job) => source.has(job.url)).length : 0;
  const mirrored: Record<string, MirroredFile> = {};
  let kept = 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job === undefined) return;
      await mkdir(dirname(job.target), { recursive: true });
      const linked = previous && !source?.has(job.url) ? await linkPrevious(previous, job.url, job.key, job.target) : undefined;
      if (linked !== undefined) {
        kept++;
        if (job.key !== undefined) mirrored[job.url] = { key: job.key, sha256: linked };
        continue;
      }
      const bytes = source ? await source.bytes(job.url) : await downloadFile(client.transport, job.from);
      await writeFile(job.target, bytes);
      if (job.key !== undefined) mirrored[job.url] = { key: job.key, sha256: sha256(bytes) };
    }
  };
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 8, jobs.length));
  await Promise.all(Array.from({ length: concurrency }, worker));
  options.record?.(mirrored);
  const notes = [
    ...(shared > 0 ? [`${shared} already fetched for the images`] : []),
    ...(kept > 0 ? [`${kept} unchanged, linked from the last build`] : []),
  ];
  const reused = notes.length > 0 ? ` (${notes.join('; ')})` : '';
  options.log?.(`mirrored ${jobs.length} upload files from ${new URL(client.endpoint).origin}${reused}`);
  return jobs.length;
}
