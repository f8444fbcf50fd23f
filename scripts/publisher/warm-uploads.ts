/**
 * The uploads of the content system in the warm publisher's release trees (docs/publishing.md §3.2):
 * a build mirrors every upload into `/uploads/` (src/cms/mirror.ts); after an edit, the warm
 * publisher lists the uploads again (one paged query) and writes into the spare tree only the files
 * that are new or whose upload entry changed (`id#hash#size`: Strapi gives replaced bytes a new
 * hash, so a new url), and removes the files of uploads that are gone from the content system, as a
 * full build would not have them.
 *
 * A removed upload whose url an entry still names (a link typed into a rich text, which the content
 * system does not follow when it deletes a file) would be a dangling link on every page showing that
 * entry: the publish is refused with the entry named, as a build's link check would.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { CmsClient } from '../../src/cms/client.ts';
import { downloadFile } from '../../src/cms/download.ts';
import { listUploads, targetPath } from '../../src/cms/mirror.ts';
import { collectionNames } from '../../src/cms/types.ts';
import type { SiteData } from '../../src/site/types.ts';
import { writeIfChanged } from './release-pair.ts';

/** What `prepare` did, and what to adopt once published. */
export interface UploadsPrepared {
  added: number;
  removed: number;
  /** Adopts the listing (call when the tree is published). */
  commit: () => void;
}

/** Downloads running at once. */
const CONCURRENCY = 8;

/** The entries of `data` that name one of `urls`, as `collection id (url)`. */
export function entriesNaming(data: SiteData, urls: readonly string[]): string[] {
  const named: string[] = [];
  for (const collection of collectionNames) {
    for (const entry of data[collection] as ReadonlyArray<{ id: string; data: unknown }>) {
      const json = JSON.stringify(entry.data);
      for (const url of urls) if (json.includes(JSON.stringify(url).slice(1, -1))) named.push(`${collection} ${entry.id} (${url})`);
    }
  }
  return named;
}

export class WarmUploads {
  /** The uploads of the published tree: url → upload entry key (undefined when the content system gives none). */
  private known: Map<string, string | undefined> | undefined;
  private readonly client: CmsClient;

  constructor(client: CmsClient) {
    this.client = client;
  }

  /** Adopts the uploads a published tree has (url → upload entry key, null when the content system gives none). */
  adopt(known: ReadonlyArray<readonly [string, string | null]>): void {
    this.known = new Map(known.map(([url, key]) => [url, key ?? undefined]));
  }

  /** The uploads of the published tree, for the state file (./publish-state.ts). */
  snapshot(): Array<[string, string | null]> {
    return [...(this.known ?? [])].map(([url, key]) => [url, key ?? null]);
  }

  /**
   * Writes the new and changed uploads into `spare` (against the published tree `current`) and removes
   * the gone ones; `wrote` hears of each file (output-relative) as it is written or removed, so a
   * failure half-way still leaves the caller knowing where the spare differs.
   */
  async prepare(spare: string, current: string, data: SiteData, wrote: (file: string) => void): Promise<UploadsPrepared> {
    const listed = await listUploads(this.client);
    const known = this.known ?? new Map<string, string | undefined>();
    const gone = [...known.keys()].filter((url) => !listed.has(url));
    if (gone.length > 0) {
      const naming = entriesNaming(data, gone);
      if (naming.length > 0) {
        throw new Error(
          `${naming.length} entr${naming.length === 1 ? 'y names' : 'ies name'} an upload that was deleted:\n${naming
            .slice(0, 20)
            .map((line) => `  ${line}`)
            .join('\n')}`,
        );
      }
    }
    const fetch = [...listed].filter(([url, key]) => !known.has(url) || known.get(url) !== key).map(([url]) => url);
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < fetch.length) {
        const url = fetch[next++]!;
        const target = targetPath(spare, url);
        const bytes = await downloadFile(this.client.transport, new URL(url, this.client.endpoint));
        const file = path.relative(spare, target);
        wrote(file);
        writeIfChanged(spare, current, file, Buffer.from(bytes));
      }
    };
    await Promise.all(Array.from({ length: Math.min(CONCURRENCY, fetch.length) }, worker));
    for (const url of gone) {
      const target = targetPath(spare, url);
      wrote(path.relative(spare, target));
      rmSync(target, { force: true });
    }
    return {
      added: fetch.length,
      removed: gone.length,
      commit: () => {
        this.known = listed;
      },
    };
  }
}
