/**
 * The persistent cache of encoded variants, one folder per cache key (plan.ts cacheKey: upload hash,
 * extension, settings tag): `<dir>/<key>/<variant file>` and a `manifest.json` with what was learnt
 * from the original (intrinsic size, kind, fallback format), so a rebuild needs neither the original
 * nor any encoding for an unchanged upload. Files are written atomically (temporary name, rename).
 */
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileAtomicAsync } from '../fs/replace-file.ts';
import type { OutputFormat } from './settings.ts';

export interface CacheManifest {
  kind: 'raster' | 'passthrough';
  width: number;
  height: number;
  fallback: OutputFormat;
}

const FORMATS: ReadonlySet<string> = new Set(['avif', 'webp', 'jpeg', 'png']);

function parseManifest(text: string): CacheManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { kind, width, height, fallback } = value as Record<string, unknown>;
  if (kind !== 'raster' && kind !== 'passthrough') return null;
  if (typeof width !== 'number' || typeof height !== 'number' || width < 1 || height < 1) return null;
  if (typeof fallback !== 'string' || !FORMATS.has(fallback)) return null;
  return { kind, width, height, fallback: fallback as OutputFormat };
}

export class ImageCache {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  path(key: string, file: string): string {
    return join(this.dir, key, file);
  }

  async has(key: string, file: string): Promise<boolean> {
    try {
      await access(this.path(key, file));
      return true;
    } catch {
      return false;
    }
  }

  async readManifest(key: string): Promise<CacheManifest | null> {
    try {
      return parseManifest(await readFile(this.path(key, 'manifest.json'), 'utf8'));
    } catch {
      return null;
    }
  }

  async writeManifest(key: string, manifest: CacheManifest): Promise<void> {
    await this.write(key, 'manifest.json', JSON.stringify(manifest));
  }

  async write(key: string, file: string, data: Uint8Array | string): Promise<void> {
    await writeFileAtomicAsync(this.path(key, file), data);
  }
}
