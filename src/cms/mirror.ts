/**
 * Mirrors every uploaded file of the content system (and each of its formats) into the build
 * output at its own `/uploads/…` path, so pages can use the relative urls as they are.
 */
import { mkdir, writeFile } from 'node:fs/promises';
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
}

/** Every distinct relative upload url of the content system's files and their formats. */
export async function listUploadUrls(client: CmsClient): Promise<string[]> {
  const files = await fetchAllPages(client, FilesQuery, (data) => data.files, { publicationState: client.publicationState });
  const urls = new Set<string>();
  for (const file of files) {
    for (const url of uploadFileUrls(file)) {
      if (isMirroredUpload(url)) urls.add(url);
    }
  }
  return [...urls].sort();
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
  const urls = await listUploadUrls(client);
  const jobs = urls.map((url) => ({ url, from: new URL(url, client.endpoint), target: targetPath(root, url) }));
  const { source } = options;
  const shared = source ? jobs.filter((job) => source.has(job.url)).length : 0;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < jobs.length) {
      const job = jobs[next++];
      if (job === undefined) return;
      const bytes = source ? await source.bytes(job.url) : await downloadFile(client.transport, job.from);
      await mkdir(dirname(job.target), { recursive: true });
      await writeFile(job.target, bytes);
    }
  };
  const concurrency = Math.max(1, Math.min(options.concurrency ?? 8, jobs.length));
  await Promise.all(Array.from({ length: concurrency }, worker));
  const reused = shared > 0 ? ` (${shared} already fetched for the images)` : '';
  options.log?.(`mirrored ${jobs.length} upload files from ${new URL(client.endpoint).origin}${reused}`);
  return jobs.length;
}
