/**
 * The dependency index of the last successful build: for every page, the keys it read and the
 * digest of their values. The next build re-renders exactly the pages whose digest changed (or that
 * are new) and keeps the output of the rest. Written by scripts/build.ts after a build; read by
 * scripts/render.ts into the build's state (src/incremental/state.ts), for src/site/select.ts.
 */
import { readFileSync } from 'node:fs';

export const INDEX_VERSION = 1;

export interface PageRecord {
  /** Dependency keys the page read while it rendered (./keys.ts). */
  deps: string[];
  /** Digest of the values of `deps` in the build that rendered it. */
  hash: string;
}

export interface DependencyIndex {
  version: number;
  /** Digest of the code and configuration the pages were rendered with (scripts/lib/build-fingerprint.ts). */
  fingerprint: string;
  pages: Record<string, PageRecord>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPageRecord(value: unknown): value is PageRecord {
  return (
    isRecord(value) &&
    typeof value['hash'] === 'string' &&
    Array.isArray(value['deps']) &&
    value['deps'].every((d) => typeof d === 'string')
  );
}

/** The index in `file`, or undefined when it is missing, unreadable or of another version (then every page renders). */
export function readDependencyIndex(file: string): DependencyIndex | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
  if (!isRecord(parsed) || parsed['version'] !== INDEX_VERSION || typeof parsed['fingerprint'] !== 'string') return undefined;
  const pages = parsed['pages'];
  if (!isRecord(pages)) return undefined;
  const result: Record<string, PageRecord> = {};
  for (const [path, record] of Object.entries(pages)) {
    if (!isPageRecord(record)) return undefined;
    result[path] = record;
  }
  return { version: INDEX_VERSION, fingerprint: parsed['fingerprint'], pages: result };
}
