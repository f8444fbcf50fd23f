/**
 * The fingerprint of everything besides content that a page's HTML depends on: the site's code and
 * assets (src/, public/), its configuration and lock file, the environment variables the site reads.
 * Two builds with the same fingerprint render a page with the same content and day to the same bytes,
 * so an incremental build (src/incremental) may keep the pages whose content did not change; any other
 * fingerprint renders every page. The day (SITE_TODAY or the clock's) is not part of it: it is an input
 * of the site model, and the pages that show dates against it carry its key (`today`,
 * src/incremental/keys.ts), so a new day renders only those.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { INDEX_VERSION } from '../../src/incremental/index-file.ts';

/** Files and folders of the project whose content goes into the fingerprint. */
const FINGERPRINT_INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs'];

/** Environment variables the site reads while it renders (src/seo/site-url.ts, src/forms/config.ts, …). */
export const FINGERPRINT_ENV = [
  'SITE_URL',
  'URL',
  'CONTEXT',
  'NETLIFY',
  'FORMS_URL',
  'FORMS_BACKEND',
  'JOB_WIDGET_SCRIPT_URL',
  'CMS_PUBLICATION_STATE',
];

function addPath(hash: ReturnType<typeof createHash>, root: string, relative: string): void {
  const full = path.join(root, relative);
  let stats;
  try {
    stats = statSync(full);
  } catch {
    hash.update(`missing:${relative}\n`);
    return;
  }
  if (stats.isDirectory()) {
    for (const name of readdirSync(full).sort()) addPath(hash, root, path.posix.join(relative, name));
    return;
  }
  hash.update(`file:${relative}:${stats.size}\n`);
  hash.update(readFileSync(full));
}

export function buildFingerprint(root: string, env: Readonly<Record<string, string | undefined>>): string {
  const hash = createHash('sha256');
  hash.update(`index:${INDEX_VERSION}\n`);
  for (const name of FINGERPRINT_ENV) hash.update(`env:${name}=${env[name] ?? ''}\n`);
  for (const input of FINGERPRINT_INPUTS) addPath(hash, root, input);
  return hash.digest('hex');
}
