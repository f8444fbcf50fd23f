/**
 * The dependency index of the last build (src/incremental/index-file.ts): read back exactly as
 * scripts/lib/incremental-output.ts writes it; anything else (missing, unreadable, another version,
 * a malformed page record) reads as "no index", so the build renders every page.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeDependencyIndex } from '../../../scripts/lib/incremental-output.ts';
import { INDEX_VERSION, readDependencyIndex, type DependencyIndex } from '../../../src/incremental/index-file.ts';

const valid: DependencyIndex = {
  version: INDEX_VERSION,
  fingerprint: 'f1',
  pages: {
    '/de/kontakt/': { deps: ['chrome', 'entry:contentPages:1', 'page:/de/kontakt/', 'routes'], hash: 'h1' },
    '/en/': { deps: [], hash: 'h2' },
  },
};

describe('readDependencyIndex', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'index-file-'));
    file = path.join(dir, 'index.json');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const withContent = (value: unknown): DependencyIndex | undefined => {
    writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
    return readDependencyIndex(file);
  };

  it('reads back the index writeDependencyIndex wrote (atomically: no temporary file left)', () => {
    writeDependencyIndex(path.join(dir, 'nested', 'index.json'), valid);
    expect(readDependencyIndex(path.join(dir, 'nested', 'index.json'))).toEqual(valid);
    expect(readdirSync(path.join(dir, 'nested'))).toEqual(['index.json']);
  });

  it('is undefined for a missing file or a folder', () => {
    expect(readDependencyIndex(file)).toBeUndefined();
    expect(readDependencyIndex(dir)).toBeUndefined();
  });

  it('is undefined for a corrupt file (not JSON, truncated, empty)', () => {
    expect(withContent('not json')).toBeUndefined();
    expect(withContent(JSON.stringify(valid).slice(0, 40))).toBeUndefined();
    expect(withContent('')).toBeUndefined();
  });

  it('is undefined for an index of another version', () => {
    expect(withContent({ ...valid, version: INDEX_VERSION + 1 })).toBeUndefined();
    expect(withContent({ ...valid, version: String(INDEX_VERSION) })).toBeUndefined();
    const { version: _version, ...withoutVersion } = valid;
    expect(withContent(withoutVersion)).toBeUndefined();
  });

  it('rejects a malformed top level', () => {
    expect(withContent(null)).toBeUndefined();
    expect(withContent([valid])).toBeUndefined();
    expect(withContent({ ...valid, fingerprint: 1 })).toBeUndefined();
    expect(withContent({ ...valid, pages: undefined })).toBeUndefined();
    expect(withContent({ ...valid, pages: [] })).toBeUndefined();
    expect(withContent({ ...valid, pages: null })).toBeUndefined();
  });

  it('rejects the whole index when one page record is malformed', () => {
    const page = (record: unknown) => ({ ...valid, pages: { ...valid.pages, '/en/kontakt/': record } });
    expect(withContent(page({ deps: ['routes'] }))).toBeUndefined();
    expect(withContent(page({ deps: ['routes'], hash: 5 }))).toBeUndefined();
    expect(withContent(page({ deps: 'routes', hash: 'h' }))).toBeUndefined();
    expect(withContent(page({ deps: ['routes', 3], hash: 'h' }))).toBeUndefined();
    expect(withContent(page({ hash: 'h' }))).toBeUndefined();
    expect(withContent(page(null))).toBeUndefined();
    expect(withContent(page(['routes']))).toBeUndefined();
  });

  it('drops unknown top-level fields', () => {
    const read = withContent({ ...valid, extra: true, pages: { '/en/': { deps: ['routes'], hash: 'h', more: 1 } } });
    expect(read).toEqual({ version: INDEX_VERSION, fingerprint: 'f1', pages: { '/en/': { deps: ['routes'], hash: 'h', more: 1 } } });
    expect(read).not.toHaveProperty('extra');
  });
});
