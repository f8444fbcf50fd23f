/**
 * The digest of a content entry (and of any JSON value): the content loader stores it with every
 * entry (src/cms/loader.ts), the rebuild service computes it for the entries it reads again
 * (scripts/publisher/content-read.ts), and the site model hashes its parts with it
 * (src/site/digests.ts). One function, so the same data always has the same digest.
 */
import { createHash } from 'node:crypto';

export function hashJson(value: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(value) ?? 'undefined')
    .digest('base64url');
}
