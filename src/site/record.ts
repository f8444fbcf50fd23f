/**
 * The record of a rendered page: the dependency keys it read through its site reader
 * (src/site/reader.ts) and their digest in the model it rendered from. The middleware
 * (src/middleware.ts) keeps it in the build's state once the page is rendered.
 */
import { digestsOf, recordHash } from './digests.ts';
import type { PageReads } from './reader.ts';
import type { SiteModel } from './types.ts';
import type { PageRecord } from '../incremental/index-file.ts';
import { incrementalState } from '../incremental/state.ts';

function pageRecord(reads: PageReads, model: SiteModel): PageRecord {
  const deps = [...reads.deps].sort();
  return { deps, hash: recordHash(deps, digestsOf(model)) };
}

/** Keeps the record of a rendered page (one that called `recordAs`; others — sitemaps, robots.txt — render every build). */
export function keepPageRecord(reads: PageReads, model: SiteModel): void {
  if (reads.path !== undefined) incrementalState().rendered.set(reads.path, pageRecord(reads, model));
}
