/**
 * Content to import into Strapi, in the seed format: the bundled sample content, or the documents of a
 * content server data folder (e.g. written by `npm run content:generate`).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSampleContent } from '../content-server/sample/index.ts';
import type { Seed, SeedEntry } from '../content-server/seed-types.ts';
import { openContentStore } from '../content-server/server.ts';
import type { ImportSource } from './import-types.ts';

export async function sampleSource(): Promise<ImportSource> {
  const seed = await buildSampleContent();
  const uploads = new Map(seed.uploads.map((u) => [u.path, u.data]));
  return {
    seed,
    readUpload(name) {
      const data = uploads.get(name);
      if (!data) throw new Error(`sample content: no upload ${name}`);
      return data;
    },
  };
}

async function dataFolderSource(dataDir: string): Promise<ImportSource> {
  const { model, store } = await openContentStore({
    dataDir,
    seed: async () => {
      throw new Error(`${dataDir} holds no content (make one with npm run content:generate)`);
    },
  });
  try {
    const seed: Seed = { collections: {}, singles: {}, uploads: [] };
    for (const type of model.types.values()) {
      if (type.kind === 'collection') seed.collections[type.name] = store.all(type.name).map((doc) => ({ ...doc }) as SeedEntry);
      if (type.kind === 'single') {
        const doc = store.single(type.name);
        if (doc) seed.singles[type.name] = { ...doc };
      }
    }
    const uploadsDir = store.uploadsDir;
    return { seed, readUpload: (name) => readFileSync(path.join(uploadsDir, path.basename(name))) };
  } finally {
    store.close();
  }
}

/** The content of a content server data folder when one is given (`--from-data DIR`), else the bundled sample; and what it is, for the log. */
export async function sampleOrDataFolder(dataDir: string | undefined): Promise<{ source: ImportSource; what: string }> {
  if (dataDir) return { source: await dataFolderSource(path.resolve(dataDir)), what: `the content of ${dataDir}` };
  return { source: await sampleSource(), what: 'the bundled sample content' };
}
