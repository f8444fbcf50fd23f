/** What the Strapi imports (scripts/strapi/import.ts, scripts/strapi5/import.ts) take, report and throw. */
import type { Seed } from '../content-server/seed-types.ts';

/** Content that cannot be imported as it is (a missing key, a dangling reference, a duplicate name). */
export class ImportError extends Error {}

export interface ImportSource {
  seed: Seed;
  /** The bytes of an upload, by the file name in its url (`/uploads/<name>`). */
  readUpload(name: string): Uint8Array | Promise<Uint8Array>;
}

export interface ImportSummary {
  filesUploaded: number;
  filesUpdated: number;
  created: number;
  updated: number;
  unchanged: number;
  published: number;
  unpublished: number;
}
