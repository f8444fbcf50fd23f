/**
 * The sample content's pictures (scripts/content-server/sample/files.ts, images.ts): every picture of
 * the image archive is a press original of at least 3,000 px on its long side, every upload entry
 * states the pixel size and weight of its file and of each of its formats, and no two pictures of the
 * catalog are the same artwork.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { PRESS_LONG_SIDE } from '../../../scripts/content-server/sample/files.ts';
import { imageSpecs } from '../../../scripts/content-server/sample/images.ts';
import { buildSampleContent } from '../../../scripts/content-server/sample/index.ts';
import type { Seed, SeedEntry } from '../../../scripts/content-server/seed-types.ts';

let seed: Seed;
beforeAll(async () => {
  seed = await buildSampleContent();
}, 120_000);

const fileOf = (url: unknown) => seed.uploads.find((upload) => `/uploads/${upload.path}` === url)?.data;
const kb = (bytes: number) => Math.round((bytes / 1000) * 100) / 100;

describe('the sample content’s pictures', () => {
  it('offer press originals of at least 3,000 px in the image archive', () => {
    const archive = seed.collections.ContentPage!.find((page) => page.slug === 'bildarchiv')!;
    const block = (archive.content as Array<{ __typename: string; images?: string[] }>).find(
      (entry) => entry.__typename === 'ComponentContentImageArchive',
    )!;
    const byId = new Map(seed.collections.UploadFile!.map((entry) => [entry.id, entry]));
    expect(block.images!.length).toBeGreaterThan(40);
    for (const id of block.images!) {
      const entry = byId.get(id)!;
      expect(Math.max(Number(entry.width), Number(entry.height)), String(entry.name)).toBeGreaterThanOrEqual(3000);
    }
    expect(PRESS_LONG_SIDE).toBeGreaterThanOrEqual(3000);
  });

  it('state the pixel size and weight of each file and format', async () => {
    const images = seed.collections.UploadFile!.filter((entry) => String(entry.mime).startsWith('image/'));
    expect(images.length).toBe(imageSpecs().length);
    const checks = images.flatMap((entry) => [
      entry,
      ...Object.values((entry.formats ?? {}) as Record<string, SeedEntry & { url: string }>),
    ]);
    for (const file of checks) {
      const data = fileOf(file.url);
      expect(data, String(file.url)).toBeDefined();
      const { width, height } = await sharp(data!).metadata();
      expect([width, height], String(file.url)).toEqual([file.width, file.height]);
      expect(file.size, String(file.url)).toBe(kb(data!.length));
    }
  });

  it('are each an artwork of their own', () => {
    const specs = imageSpecs();
    expect(new Set(specs.map((spec) => spec.svg)).size).toBe(specs.length);
  });
});
