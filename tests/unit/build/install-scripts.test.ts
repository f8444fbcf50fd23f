/**
 * package.json `allowScripts` (npm 11.16 and later): the packages of the lock file that run an install
 * script are the ones the project allows — `node` (its preinstall puts the project's Node 24 in place)
 * and `esbuild` (its postinstall checks its binary) — so `npm install` ends without npm's notice of
 * scripts not covered, and keeps running them when npm starts blocking the ones not allowed. A new
 * package with an install script fails here until it is reviewed (`npm approve-scripts <pkg>` or
 * `npm deny-scripts <pkg>`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/lib/paths.ts';

const readJson = (file: string) => JSON.parse(readFileSync(path.join(projectRoot, file), 'utf8')) as Record<string, unknown>;
const pkg = readJson('package.json') as { allowScripts?: Record<string, boolean> };
const lock = readJson('package-lock.json') as { packages: Record<string, { version?: string; hasInstallScript?: boolean }> };

/** `node_modules/@scope/name` (or a nested one) → `@scope/name`. */
const packageName = (lockPath: string) => lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);

const withScripts = Object.entries(lock.packages)
  .filter(([lockPath, entry]) => lockPath !== '' && entry.hasInstallScript)
  .map(([lockPath, entry]) => ({ name: packageName(lockPath), version: entry.version }));

/** The decision of `allowScripts` for a package: by name, or pinned to its version. */
function decision(name: string, version: string | undefined): boolean | undefined {
  const policy = pkg.allowScripts ?? {};
  return policy[`${name}@${version}`] ?? policy[name];
}

describe('allowScripts', () => {
  it('allows node and esbuild, the packages whose install scripts the project needs', () => {
    expect(withScripts.map((p) => p.name).sort()).toEqual(['esbuild', 'node']);
    for (const { name, version } of withScripts) expect({ name, allowed: decision(name, version) }).toEqual({ name, allowed: true });
  });

  it('names no package that has no install script in the lock file', () => {
    const names = new Set(withScripts.map((p) => p.name));
    const stale = Object.keys(pkg.allowScripts ?? {}).filter((key) => !names.has(key.replace(/(.)@.*$/, '$1')));
    expect(stale).toEqual([]);
  });
});
