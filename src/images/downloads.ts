/**
 * The uploads fetched in one build, shared by the image pipeline and the upload mirror
 * (src/cms/mirror.ts): each url is fetched at most once (a memoised promise per url), at most
 * `concurrency` at a time, and kept on disk in a folder of this build (not in memory), which
 * `dispose()` removes.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { CmsTransport } from '../cms/client.ts';
import { downloadFile } from '../cms/download.ts';
import { createLimit } from './limit.ts';

export type FetchBytes = (url: string) => Promise<Uint8Array>;

export interface Downloads {
  /** The bytes of `url`, fetched on the first call of this build. */
  bytes(url: string): Promise<Uint8Array>;
  /** Was `url` already requested in this build? */
  has(url: string): boolean;
  /** How many urls were fetched (successfully) so far. */
  readonly fetched: number;
  dispose(): Promise<void>;
}

export interface DownloadsOptions {
  fetch: FetchBytes;
  /** Folder for the fetched files of this build; created when needed, removed by dispose(). */
  dir: string;
  /** Fetches at once (default 6). */
  concurrency?: number;
  /** Called once the folder is removed. */
  onDispose?: () => void;
}

export function createDownloads(options: DownloadsOptions): Downloads {
  const limit = createLimit(options.concurrency ?? 6);
  const files = new Map<string, Promise<string>>();
  let fetched = 0;
  const fetchToDisk = async (url: string): Promise<string> => {
    const bytes = await limit(() => options.fetch(url));
    await mkdir(options.dir, { recursive: true });
    const path = join(options.dir, createHash('sha256').update(url).digest('hex'));
    await writeFile(path, bytes);
    fetched++;
    return path;
  };
  return {
    async bytes(url) {
      let file = files.get(url);
      if (file === undefined) {
        file = fetchToDisk(url);
        files.set(url, file);
      }
      return new Uint8Array(await readFile(await file));
    },
    has: (url) => files.has(url),
    get fetched() {
      return fetched;
    },
    async dispose() {
      await rm(options.dir, { recursive: true, force: true });
      options.onDispose?.();
    },
  };
}

/**
 * Fetches uploads like the mirror does: relative urls from the content system's origin, through the
 * client's transport (retries, timeout). The content system's Authorization header is sent only to
 * its own origin, never to another host (a cloud provider's absolute url).
 */
export function cmsFetcher(transport: CmsTransport): FetchBytes {
  const origin = new URL(transport.endpoint).origin;
  const anonymous: CmsTransport = { ...transport, headers: {} };
  return (url) => {
    const target = new URL(url, transport.endpoint);
    return downloadFile(target.origin === origin ? transport : anonymous, target);
  };
}
