/**
 * The build fingerprint (scripts/lib/build-fingerprint.ts) over a temporary project: it changes
 * with any file under src/ or public/, the configuration files, the environment variables the site
 * reads; it is stable otherwise — also across days and SITE_TODAY (the day is an input of the site
 * model, whose `today` key renders the pages that show it).
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildFingerprint, FINGERPRINT_ENV } from '../../../scripts/lib/build-fingerprint.ts';

let root: string;
const env = { SITE_URL: 'https://example.com', PATH: '/usr/bin' };
const fingerprint = (overrides: Record<string, string | undefined> = {}): string => buildFingerprint(root, { ...env, ...overrides });

function write(relative: string, content: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, content);
}

beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'build-fingerprint-'));
  write('src/pages/index.astro', '<h1>Home</h1>');
  write('src/lib/a.ts', 'export const a = 1;');
  write('public/favicon.svg', '<svg/>');
  write('astro.config.mjs', 'export default {};');
  write('package-lock.json', '{}');
  write('tsconfig.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('buildFingerprint', () => {
  it('is stable for the same files, environment and day (and ignores files and variables it does not list)', () => {
    const first = fingerprint();
    expect(fingerprint()).toBe(first);
    write('README.md', 'docs');
    write('scripts/build.ts', 'x');
    write('node_modules/.cache/site-build/live/index.json', '{}');
    expect(fingerprint({ PATH: '/other', HOME: '/home/x' })).toBe(first);
    expect(fingerprint()).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when a file under src/ changes, is added, removed or renamed', () => {
    const first = fingerprint();
    write('src/lib/a.ts', 'export const a = 2;');
    const changed = fingerprint();
    expect(changed).not.toBe(first);
    write('src/lib/a.ts', 'export const a = 1;');
    expect(fingerprint()).toBe(first);
    write('src/lib/b.ts', '');
    expect(fingerprint()).not.toBe(first);
    rmSync(path.join(root, 'src/lib/b.ts'));
    expect(fingerprint()).toBe(first);
    renameSync(path.join(root, 'src/lib/a.ts'), path.join(root, 'src/lib/c.ts'));
    expect(fingerprint()).not.toBe(first);
  });

  it('changes when a file under public/ or a configuration file changes', () => {
    const first = fingerprint();
    write('public/favicon.svg', '<svg></svg>');
    expect(fingerprint()).not.toBe(first);
    write('public/favicon.svg', '<svg/>');
    for (const file of ['astro.config.mjs', 'package-lock.json', 'tsconfig.json', 'postcss.config.mjs']) {
      write(file, 'changed');
      expect(fingerprint(), file).not.toBe(first);
    }
  });

  it('keeps file boundaries: moving bytes from one file to the next changes it', () => {
    write('src/lib/a.ts', 'ab');
    write('src/lib/b.ts', 'c');
    const first = fingerprint();
    write('src/lib/a.ts', 'a');
    write('src/lib/b.ts', 'bc');
    expect(fingerprint()).not.toBe(first);
  });

  it('changes with every environment variable of the list', () => {
    const first = fingerprint();
    const seen = new Set([first]);
    for (const name of FINGERPRINT_ENV) {
      const value = fingerprint({ [name]: `changed-${name}` });
      expect(seen.has(value), name).toBe(false);
      seen.add(value);
    }
    expect(fingerprint({ SITE_URL: undefined })).not.toBe(first);
  });

  it('does not change with the day or SITE_TODAY: a new day renders only the pages that read it', () => {
    const first = fingerprint();
    expect(FINGERPRINT_ENV).not.toContain('SITE_TODAY');
    expect(fingerprint({ SITE_TODAY: '2026-01-01' })).toBe(first);
    expect(fingerprint({ SITE_TODAY: '2026-01-02' })).toBe(first);
  });

  it('tells a missing input from an empty one', () => {
    const first = fingerprint();
    rmSync(path.join(root, 'public'), { recursive: true });
    const missing = fingerprint();
    expect(missing).not.toBe(first);
    mkdirSync(path.join(root, 'public'));
    expect(fingerprint()).not.toBe(missing);
  });
});
